package dev.strategist.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuSearch;
import org.junit.jupiter.api.Test;

class GomokuWinSuiteTest {
    private final GomokuSearch search = new GomokuSearch(8, GomokuPlayer.DEFAULT_WIDTH,
            GomokuPlayer.DEFAULT_WEIGHTS, GomokuPlayer.DEFAULT_VALUES);

    @Test
    void provesAnOpenThreeThatCannotBeStopped() {
        // Black's open three h8-h10 with White's stones far off: an open four next, so a win in five plies
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8a1h9a2h10a3");
        GomokuWinSuite.Proof proof = GomokuWinSuite.prove(search, p, 1_000_000);
        assertTrue(proof.proved(), "the win is found");
        assertTrue(proof.depth() <= 3, "within three plies, not " + proof.depth());
    }

    @Test
    void givesUpAtTheNodeCapWhenThereIsNoWin() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8i9");
        GomokuWinSuite.Proof proof = GomokuWinSuite.prove(search, p, 20_000);
        assertEquals(0, proof.depth(), "no win after two stones");
        assertTrue(proof.nodes() >= 20_000, "searched to the cap: " + proof.nodes());
    }

    @Test
    void provesTheSuitesFirstWinWithinItsBudget() throws Exception {
        // the first of the suite's positions, proved at depth 12 in about 160,000 nodes when the suite was made
        String first = positions("gomoku/pentazen-wins.txt").get(0);
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, first.split(" ")[0]);
        assertTrue(GomokuWinSuite.prove(search, p, 2_000_000).proved(), "proved within two million nodes");
    }

    @Test
    void rapfisWinsAreGamePositionsWithAChoiceAndTheFirstIsProved() throws Exception {
        java.util.List<String> lines = positions("gomoku/rapfi-wins.txt");
        assertEquals(103, lines.size(), "the suite's positions");
        dev.strategist.games.gomoku.GomokuEvaluator every = new dev.strategist.games.gomoku.GomokuEvaluator();
        int[] moves = new int[225];
        for (String line : lines) {
            String[] fields = line.split(" ");
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, fields[0]);
            assertTrue(!p.isOver(), "not over: " + line);
            assertTrue(every.searchMoves(p, moves, 0) > 1, "a choice, not a forced block: " + line);
            int plies = Integer.parseInt(fields[1]);
            assertTrue(plies > 0 && plies % 2 == 1, "a win the side to move ends: " + line);
        }
        // the first, proved at depth 8 in 73,831 nodes when the suite was made
        GomokuPosition first = GomokuPosition.of(15, GomokuRule.FREESTYLE, lines.get(0).split(" ")[0]);
        assertTrue(GomokuWinSuite.prove(search, first, 2_000_000).proved(), "proved within two million nodes");
    }

    /** A suite's lines, its comments left out, read as the suite reads them. */
    private static java.util.List<String> positions(String resource) throws java.io.IOException {
        return GomokuSpeed.openings(resource).stream().filter(l -> !l.startsWith("#")).toList();
    }
}
