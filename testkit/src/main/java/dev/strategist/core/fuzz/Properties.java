package dev.strategist.core.fuzz;

import java.security.SecureRandom;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;

/**
 * Runs a test class's properties: the inputs kept in its regression file first, then fresh inputs, each
 * try from its own seed. By default the seeds are fixed (derived from the class, the property and the
 * try's number), so every run checks the same inputs; {@link FuzzSettings} changes the count, replays
 * one seed, or fuzzes for a time from random seeds. A failure names the property, the seed and the input
 * in Java escapes, keeps the input in {@code target/fuzz-findings/}, and has the property's own failure
 * as its cause.
 */
public final class Properties {
    private final Class<?> testClass;
    private final FuzzSettings settings;
    private final Regressions regressions;

    private Properties(Class<?> testClass, FuzzSettings settings, Regressions regressions) {
        this.testClass = testClass;
        this.settings = settings;
        this.regressions = regressions;
    }

    /** The properties of {@code testClass}, run as the system properties say. */
    public static Properties of(Class<?> testClass) {
        return new Properties(testClass, FuzzSettings.fromSystemProperties(), Regressions.of(testClass));
    }

    /** The properties of {@code testClass}, run as {@code settings} say, keeping findings in {@code regressions}. */
    public static Properties of(Class<?> testClass, FuzzSettings settings, Regressions regressions) {
        return new Properties(testClass, settings, regressions);
    }

    /** Checks {@code property} on the kept texts of {@code name}, then on {@code tries} texts from {@code gen}. */
    public void forAll(String name, int tries, Gen<String> gen, Property<String> property) {
        forAll(name, tries, gen, TextForm.STRING, property);
    }

    /**
     * Checks {@code property} on the kept inputs of {@code name}, then on {@code tries} inputs from
     * {@code gen} (or as many as the settings say); {@code name} is the test method's, so the re-run
     * command a failure gives is right. Throws an {@link AssertionError} on the first input that fails.
     */
    public <T> void forAll(String name, int tries, Gen<T> gen, TextForm<T> form, Property<T> property) {
        if (settings.seed().isPresent()) {
            long seed = settings.seed().getAsLong();
            tryOnce(name, form, property, gen, seed, "the seed given");
            return;
        }
        replayKept(name, form, property);
        if (settings.seconds().isPresent()) {
            fuzzFor(name, settings.seconds().getAsLong(), gen, form, property);
            return;
        }
        int count = settings.triesFor(tries);
        long base = mix(testClass.getName().hashCode() * 31L + name.hashCode());
        for (int i = 0; i < count; i++) {
            tryOnce(name, form, property, gen, seedOf(base, i), "try " + (i + 1) + " of " + count);
        }
    }

    /**
     * Checks {@code property} on the kept inputs of {@code name}, then on every one of {@code inputs}: for
     * a few values, where drawing at random could miss one.
     */
    public void forEach(String name, List<String> inputs, Property<String> property) {
        replayKept(name, TextForm.STRING, property);
        for (int i = 0; i < inputs.size(); i++) {
            String input = inputs.get(i);
            check(name, TextForm.STRING, property, input, "input " + (i + 1) + " of " + inputs.size(),
                    rerun(name), false);
        }
    }

    /** The Maven option that runs just this property's test method. */
    private String rerun(String name) {
        return "-Dtest=" + testClass.getSimpleName() + "#" + name;
    }

    /** The seed of a default run's try {@code i} of the property with base seed {@code base}. */
    private static long seedOf(long base, int i) {
        return mix(base + i * 0x9E3779B97F4A7C15L);
    }

    /** SplitMix64's finaliser: neighbouring numbers become unrelated seeds. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private <T> void replayKept(String name, TextForm<T> form, Property<T> property) {
        for (String text : regressions.inputs(name)) {
            check(name, form, property, form.read(text), "an input kept in " + regressions.resourcePath(),
                    rerun(name), false);
        }
    }

    private <T> void fuzzFor(String name, long seconds, Gen<T> gen, TextForm<T> form, Property<T> property) {
        RandomGenerator seeds = new SplittableRandom(new SecureRandom().nextLong());
        long start = System.nanoTime();
        long end = start + seconds * 1_000_000_000L;
        long tries = 0;
        while (System.nanoTime() - end < 0) {
            tries++;
            tryOnce(name, form, property, gen, seeds.nextLong(), "fuzzing try " + tries);
        }
        System.out.printf("%s#%s: %d tries in %d s, no failure%n", testClass.getSimpleName(), name, tries, seconds);
    }

    private <T> void tryOnce(String name, TextForm<T> form, Property<T> property, Gen<T> gen, long seed, String which) {
        String rerun = rerun(name) + " -Dstrategist.fuzz.seed=" + seed;
        T input;
        try {
            input = gen.next(new SplittableRandom(seed));
        } catch (RuntimeException e) {
            throw new AssertionError("property " + testClass.getSimpleName() + "#" + name + ": its generator failed on "
                    + which + ", seed " + seed + "; re-run: " + rerun, e);
        }
        check(name, form, property, input, which + ", seed " + seed, rerun, true);
    }

    /** Checks one input; {@code fresh} when it is not a kept one, so it is kept should it fail. */
    private <T> void check(String name, TextForm<T> form, Property<T> property, T input, String which, String rerun,
                           boolean fresh) {
        try {
            property.check(input);
        } catch (Throwable e) {
            String text = form.write(input);
            String keep = "";
            if (fresh) {
                regressions.keep(name, text);
                keep = "\n  kept in " + regressions.findings() + ": copy its line into " + regressions.resourcePath()
                        + " to try it first on every run";
            }
            throw new AssertionError("property " + testClass.getSimpleName() + "#" + name + " failed on " + which
                    + "\n  input: " + CleanRejection.show(text) + "\n  re-run: " + rerun + keep, e);
        }
    }
}
