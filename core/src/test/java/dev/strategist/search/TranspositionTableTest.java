package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The main-line mark is kept beside an entry's depth, bound, score and move, and a store without it clears it. */
class TranspositionTableTest {

    @Test
    void theMainLineMarkIsKeptWithoutDisturbingTheEntry() {
        TranspositionTable table = new TranspositionTable(1);
        long hash = 0x1234_5678_9ABC_DEF0L;
        table.newSearch();
        table.store(hash, 9, TranspositionTable.LOWER, -37, 3, 42, true);
        int slot = table.probe(hash);
        assertThat(slot).isNotNegative();
        assertThat(table.wasPv(slot)).isTrue();
        assertThat(table.depth(slot)).isEqualTo(9);
        assertThat(table.bound(slot)).isEqualTo(TranspositionTable.LOWER);
        assertThat(table.score(slot, 3)).isEqualTo(-37);
        assertThat(table.move(slot)).isEqualTo(42);
        // the store every search made before the mark existed writes it unset
        table.store(hash, 10, TranspositionTable.EXACT, 5, 3, 42);
        assertThat(table.wasPv(table.probe(hash))).isFalse();
        assertThat(table.depth(table.probe(hash))).isEqualTo(10);
    }

    @Test
    void markedEntriesCountAsThisSearchsInHowFullTheTableIs() {
        TranspositionTable table = new TranspositionTable(1);
        table.newSearch();
        for (int i = 0; i < table.capacity(); i++) {
            table.store(0x9E37_79B9_7F4A_7C15L * (i + 1), 4, TranspositionTable.EXACT, 0, 0, 1, i % 2 == 0);
        }
        int marked = table.hashfull();
        TranspositionTable plain = new TranspositionTable(1);
        plain.newSearch();
        for (int i = 0; i < plain.capacity(); i++) {
            plain.store(0x9E37_79B9_7F4A_7C15L * (i + 1), 4, TranspositionTable.EXACT, 0, 0, 1);
        }
        assertThat(marked).isPositive().isEqualTo(plain.hashfull());
    }
}
