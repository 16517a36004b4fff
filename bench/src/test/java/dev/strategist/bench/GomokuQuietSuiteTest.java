package dev.strategist.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GomokuQuietSuiteTest {
    @Test
    void everyPositionIsPlayableAndRapfisMoveIsAmongTheJudged() throws Exception {
        List<GomokuQuietSuite.Entry> entries = GomokuQuietSuite.entries();
        assertTrue(entries.size() >= 40, "a suite of some size: " + entries.size());
        assertTrue(entries.stream().anyMatch(e -> e.game().equals("won")), "positions of won games");
        assertTrue(entries.stream().anyMatch(e -> e.game().equals("lost")), "positions of lost games");
        for (GomokuQuietSuite.Entry e : entries) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, e.moves());
            assertFalse(p.isOver(), e.moves());
            assertEquals(0, p.stone(e.best()), "Rapfi's move is on an empty cell: " + e.moves());
            assertNotEquals(Integer.MIN_VALUE, e.value(e.best()), "Rapfi's own move is judged: " + e.moves());
            Set<Integer> seen = new HashSet<>();
            for (int m : e.judged()) {
                assertEquals(0, p.stone(m), "a judged move is on an empty cell: " + e.moves());
                assertTrue(seen.add(m), "judged once: " + e.moves());
            }
            assertTrue(e.top() >= e.value(e.best()), "the top is the best judged value");
        }
    }

    @Test
    void aLineIsReadAsMovesRapfisMoveAndValues() {
        GomokuQuietSuite.Entry e = GomokuQuietSuite.entry("h8 i9 h9|h10|h10=40 h7=-25|won");
        assertEquals("won", e.game());
        assertEquals("h8 i9 h9", e.moves());
        assertEquals(9 * 15 + 7, e.best());
        assertEquals(40, e.value(9 * 15 + 7));
        assertEquals(-25, e.value(6 * 15 + 7));
        assertEquals(Integer.MIN_VALUE, e.value(0), "a move not judged");
        assertEquals(40, e.top());
        assertThrows(IllegalArgumentException.class, () -> GomokuQuietSuite.entry("h8 i9|h10"));
        assertThrows(IllegalArgumentException.class, () -> GomokuQuietSuite.entry("h8 i9|h10|h10=4|drawn"));
    }

    @Test
    void settingsAreReadAsAMatchWritesThem() {
        assertEquals(Map.of(), GomokuQuietSuite.settings("default"));
        assertEquals(Map.of("weights", "w.txt", "moves-power", "1.42"),
                GomokuQuietSuite.settings("weights=w.txt,moves-power=1.42"));
        assertThrows(IllegalArgumentException.class, () -> GomokuQuietSuite.settings("fast"));
    }

    @Test
    void aShallowScoreRepeatsAndCountsWithinItsPositions() throws Exception {
        List<GomokuQuietSuite.Entry> first = GomokuQuietSuite.entries().subList(0, 6);
        GomokuQuietSuite.Score a = GomokuQuietSuite.score(Map.of(), first, 3, 30, false);
        GomokuQuietSuite.Score b = GomokuQuietSuite.score(Map.of(), first, 3, 30, false);
        assertEquals(a, b, "bounded by depth, the same moves each time");
        assertEquals(6, a.positions());
        assertTrue(a.same() <= 6 && a.good() <= a.judged() && a.lost() <= a.judged() && a.judged() <= 6, a.toString());
        assertTrue(a.loss() >= 0 && a.loss() <= (long) GomokuQuietSuite.LOSS_CAP * a.judged(), a.toString());
        assertTrue(a.nodes() > 0, a.toString());
    }
}
