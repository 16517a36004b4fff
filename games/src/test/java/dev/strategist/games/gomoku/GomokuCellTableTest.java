package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Random;
import org.junit.jupiter.api.Test;

class GomokuCellTableTest {
    /** A table with a random value for every set of four shape codes, both roles. */
    private static GomokuCellTable randomTable(Random random) {
        GomokuCellTable table = new GomokuCellTable();
        for (int a = 0; a < 10; a++) {
            for (int b = 0; b <= a; b++) {
                for (int c = 0; c <= b; c++) {
                    for (int d = 0; d <= c; d++) {
                        int code = a * 1000 + b * 100 + c * 10 + d;
                        if (code > 0) {
                            table.set(code, random.nextInt(4001) - 2000, random.nextInt(4001) - 2000);
                        }
                    }
                }
            }
        }
        return table;
    }

    @Test
    void theKeptSumEqualsAFreshSumThroughPlayUndoAndCopies() {
        Random random = new Random(42);
        for (GomokuRule rule : GomokuRule.values()) {
            for (int game = 0; game < 8; game++) {
                GomokuCellTable table = randomTable(random);
                GomokuPosition p = new GomokuPosition(15, rule);
                int[] buffer = new int[p.maxMoves()];
                GomokuEvaluator candidates = new GomokuEvaluator();
                // asked first a few stones in, so undo goes below the point the table was set
                int askFrom = random.nextInt(6);
                while (!p.isOver()) {
                    int n = candidates.searchMoves(p, buffer, 0);
                    p.play(buffer[random.nextInt(n)]);
                    if (p.ply() >= askFrom) {
                        assertThat(p.cellTableScore(table)).as("%s", p).isEqualTo(table.score(p));
                    }
                    if (random.nextInt(4) == 0) {
                        p.undo();
                        assertThat(p.cellTableScore(table)).as("%s", p).isEqualTo(table.score(p));
                    }
                }
                GomokuPosition q = p.copy();
                while (q.ply() > 0) {
                    q.undo();
                    assertThat(q.cellTableScore(table)).as("%s", q).isEqualTo(table.score(q));
                }
                GomokuCellTable other = randomTable(random);
                assertThat(p.cellTableScore(other)).isEqualTo(other.score(p));
            }
        }
    }

    @Test
    void everyOrderOfASetReadsTheSameEntry() {
        GomokuCellTable table = new GomokuCellTable();
        table.set(4310, 7, -3);
        long[] entries = table.entries();
        for (int code : new int[] {4310, 1043, 3014, 134, 1304, 4031}) {
            assertThat(GomokuCellTable.mine(entries[code])).isEqualTo(7);
            assertThat(GomokuCellTable.theirs(entries[code])).isEqualTo(-3);
        }
        assertThat(entries[4311]).isZero();
        assertThatThrownBy(() -> table.set(0, 1, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aWeightsFileWithSetsAddsTheTableToTheScore() throws Exception {
        String terms = "terms" + " 3".repeat(GomokuFeatures.COUNT) + "\n";
        StringBuilder sets = new StringBuilder();
        GomokuCellTable table = new GomokuCellTable();
        Random random = new Random(5);
        for (int code : new int[] {4320, 2211, 1100, 2100, 3200, 1000, 2000, 1110}) {
            int mine = random.nextInt(401) - 200;
            int theirs = random.nextInt(401) - 200;
            table.set(code, mine, theirs);
            sets.append("set ").append(code).append(' ').append(mine).append(' ').append(theirs).append('\n');
        }
        GomokuWeights plain = GomokuWeights.parse(new BufferedReader(new StringReader(terms)), "plain", "test");
        GomokuWeights tabled = GomokuWeights.parse(new BufferedReader(new StringReader(terms + sets)), "tabled",
                "test");
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8i9h9i8j7g10h7");
        assertThat(table.score(p)).isNotZero();
        assertThat(tabled.score(p)).isEqualTo(plain.score(p) + table.score(p));
        assertThatThrownBy(() -> GomokuWeights.parse(new BufferedReader(new StringReader(terms + "set 4320 1\n")),
                "bad", "test")).hasMessageContaining("test");
    }
}
