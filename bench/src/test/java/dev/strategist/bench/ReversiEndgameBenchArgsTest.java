package dev.strategist.bench;

import org.junit.jupiter.api.Test;

/** The two Othello endgame benches refuse a bad command line with their usage line and exit 2, before solving. */
class ReversiEndgameBenchArgsTest {
    @Test
    void theFfoBenchRefusesAnUnknownOptionABadRunCountAndARangeThatIsNoRange() throws Exception {
        RefusedRunner.assertRefused("ReversiEndgameBench", "--table-bit=20");
        RefusedRunner.assertRefused("ReversiEndgameBench", "--runs=100");
        RefusedRunner.assertRefused("ReversiEndgameBench", "40to49");
        RefusedRunner.assertRefused("ReversiEndgameBench", "--wld=yes", "40-41");
    }

    @Test
    void theRandomEndgameBenchRefusesAnUnknownOptionAndTooManyOperands() throws Exception {
        RefusedRunner.assertRefused("ReversiRandomEndgameBench", "--sizes=6", "10");
        RefusedRunner.assertRefused("ReversiRandomEndgameBench", "10", "5", "7", "9");
        RefusedRunner.assertRefused("ReversiRandomEndgameBench", "--size=6");
    }
}
