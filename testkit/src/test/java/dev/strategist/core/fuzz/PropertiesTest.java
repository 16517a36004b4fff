package dev.strategist.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The runner: fixed seeds by default, a failure that names its seed and input, kept inputs first. */
class PropertiesTest {
    private static final Gen<String> TEXT = Gens.unicode(0, 12);

    @TempDir
    Path findings;

    private Properties properties(FuzzSettings settings) {
        return Properties.of(PropertiesTest.class, settings, Regressions.of(PropertiesTest.class, findings));
    }

    private List<String> inputsOf(FuzzSettings settings, String name, int tries) {
        List<String> seen = new ArrayList<>();
        properties(settings).forAll(name, tries, TEXT, seen::add);
        return seen;
    }

    /** Fails the first time a text has a character outside ASCII, remembering the inputs it saw. */
    private AssertionError failOnNonAscii(FuzzSettings settings, List<String> seen) {
        return catchThrowableOfType(AssertionError.class, () -> properties(settings).forAll("asciiOnly", 1000, TEXT,
                text -> {
                    seen.add(text);
                    assertThat(text.chars().allMatch(c -> c < 128)).as("ASCII only").isTrue();
                }));
    }

    @Test
    void theDefaultRunIsTheSameEveryTime() {
        List<String> first = inputsOf(FuzzSettings.DEFAULT, "someProperty", 200);
        assertThat(first).hasSize(200);
        assertThat(inputsOf(FuzzSettings.DEFAULT, "someProperty", 200)).isEqualTo(first);
        assertThat(inputsOf(FuzzSettings.DEFAULT, "anotherProperty", 200)).as("each property its own seeds")
                .isNotEqualTo(first);
    }

    @Test
    void aFailureNamesThePropertyTheSeedAndTheEscapedInput() throws Exception {
        List<String> seen = new ArrayList<>();
        AssertionError failure = failOnNonAscii(FuzzSettings.DEFAULT, seen);
        String input = seen.get(seen.size() - 1);
        assertThat(failure).hasMessageContaining("PropertiesTest#asciiOnly")
                .hasMessageContaining("try " + seen.size() + " of 1000")
                .hasMessageContaining("input: " + CleanRejection.show(input))
                .hasMessageContaining("-Dtest=PropertiesTest#asciiOnly -Dstrategist.fuzz.seed=");
        assertThat(failure.getCause()).hasMessageContaining("ASCII only");
        assertThat(Files.readAllLines(findings.resolve("PropertiesTest.txt")))
                .contains(Regressions.line("asciiOnly", input));
    }

    @Test
    void aRunWithTheSeedOfAFailureReproducesItsInput() {
        List<String> seen = new ArrayList<>();
        AssertionError failure = failOnNonAscii(FuzzSettings.DEFAULT, seen);
        Matcher seed = Pattern.compile("seed (-?\\d+)").matcher(failure.getMessage());
        assertThat(seed.find()).isTrue();
        List<String> again = new ArrayList<>();
        FuzzSettings replay = new FuzzSettings(OptionalInt.empty(), OptionalLong.of(Long.parseLong(seed.group(1))),
                OptionalLong.empty());
        AssertionError same = failOnNonAscii(replay, again);
        assertThat(again).containsExactly(seen.get(seen.size() - 1));
        assertThat(same).hasMessageContaining("input: " + CleanRejection.show(again.get(0)));
    }

    @Test
    void keptInputsComeFirst() {
        List<String> seen = inputsOf(FuzzSettings.DEFAULT, "keptInputsComeFirst", 10);
        assertThat(seen).hasSize(12).startsWith("kept \u00e9\u0000", "\"quoted\" \\ and a line\nbreak");
    }

    @Test
    void aKeptInputThatFailsSaysWhereItIsKept() {
        AssertionError failure = catchThrowableOfType(AssertionError.class, () -> properties(FuzzSettings.DEFAULT)
                .forAll("aKeptInputThatFails", 10, TEXT, text -> assertThat(text).isNotEqualTo("fails")));
        assertThat(failure).hasMessageContaining("an input kept in "
                + "src/test/resources/dev/strategist/core/fuzz/PropertiesTest-regressions.txt")
                .hasMessageContaining("input: \"fails\"");
        assertThat(findings.resolve("PropertiesTest.txt")).as("not kept twice").doesNotExist();
    }

    @Test
    void theTriesSettingOverridesEveryCount() {
        FuzzSettings five = new FuzzSettings(OptionalInt.of(5), OptionalLong.empty(), OptionalLong.empty());
        assertThat(inputsOf(five, "someProperty", 200)).hasSize(5)
                .isEqualTo(inputsOf(FuzzSettings.DEFAULT, "someProperty", 200).subList(0, 5));
    }

    @Test
    void aTimeBudgetDrawsFreshSeedsUntilItIsUsed() {
        FuzzSettings second = new FuzzSettings(OptionalInt.empty(), OptionalLong.empty(), OptionalLong.of(1));
        long start = System.nanoTime();
        List<String> seen = inputsOf(second, "someProperty", 10);
        assertThat(System.nanoTime() - start).isGreaterThanOrEqualTo(1_000_000_000L);
        assertThat(seen).hasSizeGreaterThan(10)
                .doesNotContainSequence(inputsOf(FuzzSettings.DEFAULT, "someProperty", 10));
    }

    @Test
    void everyGivenInputIsChecked() {
        List<String> seen = new ArrayList<>();
        properties(FuzzSettings.DEFAULT).forEach("someProperty", List.of("a", "b", "c"), seen::add);
        assertThat(seen).containsExactly("a", "b", "c");
    }
}
