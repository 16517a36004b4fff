package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The fitting runners' settings read through {@link BenchArgs}, and a bad option refused with the usage line. */
class FitSettingsTest {
    @Test
    void theSettingsAreReadByNameWithTheirDefaultsOtherwise() {
        BenchArgs options = BenchArgs.of(new String[] {"--steps=50", "--pull=0.25", "--fit"}, "usage: X");
        FitSettings settings = FitSettings.of(options);
        assertThat(settings.steps).isEqualTo(50);
        assertThat(settings.rate).isEqualTo(1.0);
        assertThat(settings.pull).isEqualTo(0.25);
        assertThat(options.allAsked()).as("--fit is the runner's to ask for").isFalse();
    }

    @Test
    void oneArgumentIsAcceptedOnlyWhenItIsASetting() {
        FitSettings settings = new FitSettings();
        assertThat(settings.accept("--rate=0.5")).isTrue();
        assertThat(settings.accept("--steps=7")).isTrue();
        assertThat(settings.accept("--stpes=9")).isFalse();
        assertThat(settings.accept("--fit")).isFalse();
        assertThat(settings.rate).isEqualTo(0.5);
        assertThat(settings.steps).isEqualTo(7);
        assertThatThrownBy(() -> settings.accept("--steps=many")).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void theTunersRefuseAnOptionTheyDoNotKnowWithTheirUsageAndExitCodeTwo() throws Exception {
        assertRefused("CheckersTuner", "--fit", "--stpes=10");
        assertRefused("CheckersTuner", "--fit", "--from=tuned");
        assertRefused("ReversiPatternTuner", "--fit", "--data=x", "--out=y", "--lamda=3");
    }

    private static void assertRefused(String runner, String... args) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String[] command = new String[args.length + 4];
        command[0] = java;
        command[1] = "-cp";
        command[2] = System.getProperty("java.class.path");
        command[3] = "dev.strategist.bench." + runner;
        System.arraycopy(args, 0, command, 4, args.length);
        Process process = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(errors).isEqualTo(2);
        assertThat(errors).startsWith("usage: " + runner + " ");
    }
}
