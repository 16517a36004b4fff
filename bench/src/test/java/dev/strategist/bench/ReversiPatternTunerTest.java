package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.eval.ReversiEvaluator;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The fit's test set: a fit and the weights file it wrote score the same on positions neither saw. */
class ReversiPatternTunerTest {
    private static final Pattern ALL =
            Pattern.compile("test error of (.+?): .*\\| all ([0-9.]+) over (\\d+) positions");

    @TempDir
    Path dir;

    @Test
    void theWrittenWeightsScoreOnTheTestSetAsTheFitDid() throws Exception {
        Path train = games("train.bin", 12, 1);
        Path test = games("test.bin", 4, 2);
        Path weights = dir.resolve("w.bin.gz");
        String first = run("--fit", "--data=" + train, "--out=" + weights, "--iterations=20", "--test=" + test);
        String second = run("--fit", "--data=" + train, "--out=" + dir.resolve("w2.bin.gz"), "--iterations=20",
                "--test=" + test, "--tables=" + weights);
        double fitted = all(first, "the fit");
        double scored = all(second, weights.toString());
        assertThat(fitted).isPositive();
        // the file holds the weights rounded to 1/64 of a disc: the same error to within rounding
        assertThat(scored).isCloseTo(fitted, org.assertj.core.data.Offset.offset(0.02 * fitted + 0.01));
        assertThat(all(second, "the fit")).isEqualTo(fitted);
    }

    @Test
    void aHeavyPriorKeepsTheWeightsItWasGivenAndALightOneRefitsThem() throws Exception {
        Path train = games("train.bin", 12, 1);
        Path other = games("other.bin", 12, 3);
        Path test = games("test.bin", 4, 2);
        Path prior = dir.resolve("prior.bin.gz");
        run("--fit", "--data=" + train, "--out=" + prior, "--iterations=20", "--test=" + test);
        String held = run("--fit", "--data=" + other, "--out=" + dir.resolve("held.bin.gz"), "--iterations=20",
                "--test=" + test, "--tables=" + prior, "--prior=" + prior, "--lambda=1e9");
        // pulled a billion rows' worth towards the prior, the fit on other games is the prior again
        assertThat(all(held, "the fit")).isCloseTo(all(held, prior.toString()),
                org.assertj.core.data.Offset.offset(0.02 * all(held, prior.toString()) + 0.01));
        String alone = run("--fit", "--data=" + other, "--out=" + dir.resolve("alone.bin.gz"), "--iterations=20",
                "--test=" + test, "--lambda=3");
        String light = run("--fit", "--data=" + other, "--out=" + dir.resolve("light.bin.gz"), "--iterations=20",
                "--test=" + test, "--lambda=3", "--prior=" + prior);
        assertThat(all(light, "the fit")).isNotEqualTo(all(alone, "the fit"));
    }

    private Path games(String name, int games, long seed) throws Exception {
        Path file = dir.resolve(name);
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            new ReversiSelfPlayData().generate(new ReversiEvaluator(), games, 1, 12, seed, out);
        }
        return file;
    }

    private static String run(String... args) throws Exception {
        return Printed.by(ReversiPatternTuner::main, args);
    }

    /** The whole test set's error on the line that names {@code what}. */
    private static double all(String output, String what) {
        Matcher m = ALL.matcher(output);
        while (m.find()) {
            if (m.group(1).equals(what)) {
                assertThat(Integer.parseInt(m.group(3))).isPositive();
                return Double.parseDouble(m.group(2));
            }
        }
        throw new AssertionError("no test error of " + what + " in:\n" + output);
    }
}
