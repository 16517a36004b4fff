package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The endgame pairs bench reads its defaults and refuses a bad command line before loading any jar. */
class ReversiEndgamePairsBenchTest {
    @TempDir
    Path dir;

    @Test
    void twoJarsAloneTakeTheRandomBenchsDefaults() throws IOException {
        Path a = Files.createFile(dir.resolve("a.jar"));
        Path b = Files.createFile(dir.resolve("b.jar"));
        assertThat(ReversiEndgamePairsBench.parse(List.of(a.toString(), b.toString())))
                .isEqualTo(new ReversiEndgamePairsBench.Settings(a, b, 14, 500, 3, 20261122L));
        assertThat(ReversiEndgamePairsBench.parse(List.of(a.toString(), b.toString(), "18", "50", "5", "-7")))
                .isEqualTo(new ReversiEndgamePairsBench.Settings(a, b, 18, 50, 5, -7L));
    }

    @Test
    void aMissingJarABadNumberAndTooManyOperandsAreRefused() throws IOException {
        String a = Files.createFile(dir.resolve("a.jar")).toString();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a))).isNull();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a, dir.resolve("none.jar").toString()))).isNull();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a, a, "fourteen"))).isNull();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a, a, "31"))).isNull();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a, a, "14", "500", "0"))).isNull();
        assertThat(ReversiEndgamePairsBench.parse(List.of(a, a, "14", "500", "3", "1", "2"))).isNull();
    }

    @Test
    void theRunnerExitsWithItsUsageOnAnUnknownOptionOrAMissingJar() throws Exception {
        RefusedRunner.assertRefused("ReversiEndgamePairsBench", "--rounds=3", "a.jar", "b.jar");
        RefusedRunner.assertRefused("ReversiEndgamePairsBench", dir.resolve("a.jar").toString(),
                dir.resolve("b.jar").toString());
    }
}
