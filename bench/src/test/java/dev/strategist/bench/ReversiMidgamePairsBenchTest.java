package dev.strategist.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The midgame pairs bench refuses a bad command line with its usage before it loads any jar. */
class ReversiMidgamePairsBenchTest {
    @TempDir
    Path dir;

    @Test
    void anUnknownOptionMissingJarsOrAnImpossibleDepthAreRefused() throws Exception {
        String a = Files.createFile(dir.resolve("a.jar")).toString();
        String b = Files.createFile(dir.resolve("b.jar")).toString();
        RefusedRunner.assertRefused("ReversiMidgamePairsBench", "--rounds=3", "--pieces=2", a, b);
        RefusedRunner.assertRefused("ReversiMidgamePairsBench", dir.resolve("x.jar").toString(),
                dir.resolve("y.jar").toString());
        RefusedRunner.assertRefused("ReversiMidgamePairsBench", a);
        RefusedRunner.assertRefused("ReversiMidgamePairsBench", "--depth=31", a, b);
    }

    @Test
    void jarsThatHoldNoEngineAreRefusedByName() throws IOException, InterruptedException {
        // two empty files pass the command line's check; loading the engine from them must fail with the usage
        RefusedRunner.assertRefused("ReversiMidgamePairsBench", "--positions=1", "--depth=1",
                Files.createFile(dir.resolve("c.jar")).toString(), Files.createFile(dir.resolve("d.jar")).toString());
    }
}
