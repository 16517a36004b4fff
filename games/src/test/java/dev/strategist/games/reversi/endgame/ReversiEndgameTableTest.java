package dev.strategist.games.reversi.endgame;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/** The endgame table forgets on {@link ReversiEndgameTable#clear}, across the wrap of its generations too. */
class ReversiEndgameTableTest {
    private static final long P = 0x0000_0018_1000_0000L;
    private static final long O = 0x0000_0000_0810_0000L;

    @Test
    void everyClearForgetsWhatWasStored() {
        ReversiEndgameTable table = new ReversiEndgameTable(8);
        for (int round = 0; round < 600; round++) {
            assertEquals(ReversiEndgameTable.MISS, table.probe(P, O), "round " + round);
            table.store(P, O, 10, -4 + 2 * (round % 3), 8, 19, ReversiEndgameTable.EXACT);
            int slot = table.probe(P, O);
            assertNotEquals(ReversiEndgameTable.MISS, slot, "round " + round);
            assertEquals(-4 + 2 * (round % 3), table.lower(slot));
            assertEquals(8, table.upper(slot));
            assertEquals(19, table.move(slot));
            assertEquals(ReversiEndgameTable.EXACT, table.precision(slot));
            table.clear();
        }
    }

    @Test
    void aStaleEntryGivesWayToAFreshOneWhateverItsEmpties() {
        ReversiEndgameTable table = new ReversiEndgameTable(8);
        // fill both entries of every bucket with deep positions, then forget them
        for (long i = 1; i <= 1024; i++) {
            table.store(i << 20, i, 30, -2, 2, 5, ReversiEndgameTable.EXACT);
        }
        table.clear();
        table.store(P, O, 9, 0, 0, 3, ReversiEndgameTable.EXACT);
        table.store(P << 1, O << 1, 9, 2, 2, 4, ReversiEndgameTable.EXACT);
        assertNotEquals(ReversiEndgameTable.MISS, table.probe(P, O));
        assertNotEquals(ReversiEndgameTable.MISS, table.probe(P << 1, O << 1));
        for (long i = 1; i <= 1024; i++) {
            assertEquals(ReversiEndgameTable.MISS, table.probe(i << 20, i));
        }
    }
}
