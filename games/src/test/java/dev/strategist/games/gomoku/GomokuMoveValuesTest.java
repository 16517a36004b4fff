package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GomokuMoveValuesTest {
    private static GomokuMoveValues parse(String text) throws Exception {
        return GomokuMoveValues.parse(new BufferedReader(new StringReader(text)), "test");
    }

    @Test
    void aSetHasOneValueWhateverTheOrderOfItsLines() throws Exception {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 i8 a3 h9 a5 h10 a15 g7 b1");
        int me = p.sideToMove();
        int code = 0;
        for (int c = 0; c < p.maxMoves() && code == 0; c++) {
            code = p.stone(c) == 0 ? GomokuMoveValues.sortedDigits(p.shapeIndex(me, c)) : 0;
        }
        assertThat(code).as("a cell where the side to move makes some shape").isPositive();
        int reversed = code % 10 * 1000 + code / 10 % 10 * 100 + code / 100 % 10 * 10 + code / 1000;
        GomokuMoveValues sorted = parse("# a comment\n" + code + " 70 -5\nnear 0 4 9\n");
        GomokuMoveValues unsorted = parse(String.format("%04d 70 -5%nnear 0 4 9%n", reversed));
        int last = p.lastMove();
        int before = p.moveAt(p.ply() - 2);
        int matched = 0;
        for (int c = 0; c < p.maxMoves(); c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            boolean mine = GomokuMoveValues.sortedDigits(p.shapeIndex(me, c)) == code;
            int expected = (mine ? 70 : 0)
                    + (GomokuMoveValues.sortedDigits(p.shapeIndex(1 - me, c)) == code ? -5 : 0)
                    + (GomokuMoveValues.near(c, last, 15) == 0 && GomokuMoveValues.near(c, before, 15) == 4 ? 9 : 0);
            assertThat(sorted.value(p, c)).as("cell %d", c).isEqualTo(expected);
            assertThat(unsorted.value(p, c)).as("cell %d", c).isEqualTo(expected);
            matched += mine ? 1 : 0;
        }
        assertThat(matched).isPositive();
        assertThat(GomokuMoveValues.sortedDigits(234)).isEqualTo(4320);
        assertThat(GomokuMoveValues.sortedDigits(4032)).isEqualTo(4320);
    }

    @Test
    void pairsOfCombinationsAndTheEdgeAddTheirValues() throws Exception {
        // black's open three h8-j8: g8 and k8 make an open four for black; white to move there blocks it
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 i8 a15 j8");
        int me = p.sideToMove();
        GomokuMoveValues values = parse("pair 0 7 40\npair 0 0 -3\nedge 0 -11\nedge 4 6\n");
        int blocks = 0;
        for (int c = 0; c < p.maxMoves(); c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            int x = c % 15;
            int y = c / 15;
            int edge = Math.min(Math.min(x, y), Math.min(14 - x, 14 - y));
            int pair = p.combo(me, c) * GomokuCombo.COUNT + p.combo(1 - me, c);
            int expected = (pair == GomokuCombo.OPEN_FOUR ? 40 : pair == 0 ? -3 : 0)
                    + (edge == 0 ? -11 : edge >= 4 ? 6 : 0);
            assertThat(values.value(p, c)).as("cell %d", c).isEqualTo(expected);
            blocks += pair == GomokuCombo.OPEN_FOUR ? 1 : 0;
        }
        assertThat(blocks).as("the two ends of the open three").isEqualTo(2);
    }

    @Test
    void proximityClassesFollowTheLinesThroughTheStone() {
        int h8 = 7 * 15 + 7;
        assertThat(GomokuMoveValues.near(h8 + 1, h8, 15)).isEqualTo(0);
        assertThat(GomokuMoveValues.near(h8 + 16, h8, 15)).isEqualTo(0);
        assertThat(GomokuMoveValues.near(h8 + 2, h8, 15)).isEqualTo(1);
        assertThat(GomokuMoveValues.near(h8 + 30 + 2, h8, 15)).isEqualTo(1);
        assertThat(GomokuMoveValues.near(h8 + 30 + 1, h8, 15)).isEqualTo(2);
        assertThat(GomokuMoveValues.near(h8 + 4, h8, 15)).isEqualTo(3);
        assertThat(GomokuMoveValues.near(h8 + 45 + 1, h8, 15)).isEqualTo(4);
        assertThat(GomokuMoveValues.near(h8 + 5, h8, 15)).isEqualTo(4);
        assertThat(GomokuMoveValues.near(h8, -1, 15)).isEqualTo(4);
    }

    @Test
    void aBadLineIsRefusedWithItsNumber() {
        assertThatThrownBy(() -> parse("4320 1 2\n4320 x 2\n")).hasMessageContaining("line 2");
        assertThatThrownBy(() -> parse("4320 1\n")).hasMessageContaining("line 1").hasMessageContaining("CODE MINE THEIRS");
        assertThatThrownBy(() -> parse("12345 1 2\n")).hasMessageContaining("line 1").hasMessageContaining("four digits");
        assertThatThrownBy(() -> parse("near 5 0 1\n")).hasMessageContaining("line 1");
        assertThatThrownBy(() -> parse("4320 1 2\npair 9 0 1\n")).hasMessageContaining("line 2")
                .hasMessageContaining("between 0 and 8");
        assertThatThrownBy(() -> parse("edge 5 1\n")).hasMessageContaining("line 1").hasMessageContaining("between 0 and 4");
        assertThatThrownBy(() -> parse("edge 1\n")).hasMessageContaining("edge D VALUE");
    }

    @Test
    void theFittedValuesLoadAndPreferMakingAFourToNothing() {
        GomokuMoveValues values = GomokuMoveValues.FITTED;
        // black has three in a row with both ends open: the ends make an open four, a far cell makes nothing
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 a1 i8 a15 j8 o1");
        int end = 7 * 15 + 6; // g8
        int far = 12 * 15 + 12;
        assertThat(values.value(p, end)).isGreaterThan(values.value(p, far));
    }

    @Test
    void valuesChooseAmongTheSameCandidatesAndLeaveForcedMovesAlone() {
        SplittableRandom random = new SplittableRandom(7);
        int[] all = new int[400];
        int[] kept = new int[400];
        int[] plain = new int[400];
        for (int game = 0; game < 40; game++) {
            GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
            while (!p.isOver()) {
                int n = GomokuCandidates.write(p, all, 0, 0);
                int k = GomokuCandidates.write(p, kept, 0, 20, GomokuMoveValues.FITTED);
                int m = GomokuCandidates.write(p, plain, 0, 20);
                int[] full = Arrays.copyOf(all, n);
                Arrays.sort(full);
                // forced lists (the defences of an open four) may be longer than the width, with or without values
                assertThat(k).isEqualTo(m).isLessThanOrEqualTo(n);
                for (int i = 0; i < k; i++) {
                    assertThat(Arrays.binarySearch(full, kept[i])).isNotNegative();
                }
                if (n <= 20) {
                    // nothing to choose: the same moves in the same order as without values
                    assertThat(Arrays.copyOf(kept, k)).containsExactly(Arrays.copyOf(plain, m));
                }
                p.play(all[random.nextInt(n)]);
            }
        }
    }

    @Test
    void theValuesOfANodesCandidatesAreEachCellsValueAndTheSearchOrdersByThem() {
        // random games from the centre: every node's candidates valued at once agree with one at a time, and
        // the order scores handed beside the moves are the evaluator's own, whether values keep the width or not
        SplittableRandom random = new SplittableRandom(29);
        GomokuMoveValues values = GomokuMoveValues.FITTED;
        int[] cells = new int[225];
        int[] batch = new int[225];
        int[] moves = new int[225];
        int[] order = new int[225];
        int checked = 0;
        for (int game = 0; game < 20; game++) {
            GomokuPosition p = new GomokuPosition();
            while (!p.isOver() && p.ply() < 40) {
                int n = 0;
                for (int c = 0; c < p.maxMoves(); c++) {
                    if (p.stone(c) == 0) {
                        cells[n++] = c;
                    }
                }
                values.values(p, cells, 3, n, batch, 0);
                for (int i = 3; i < n; i++) {
                    assertThat(batch[i - 3]).as("cell %d of %s", cells[i], p).isEqualTo(values.value(p, cells[i]));
                }
                for (GomokuMoveValues kept : new GomokuMoveValues[] {values, null}) {
                    int k = GomokuCandidates.write(p, moves, 5, 15, kept, order);
                    int[] plain = new int[225];
                    assertThat(GomokuCandidates.write(p, plain, 5, 15, kept)).isEqualTo(k);
                    assertThat(Arrays.copyOfRange(moves, 5, 5 + k)).isEqualTo(Arrays.copyOfRange(plain, 5, 5 + k));
                    for (int i = 5; i < 5 + k; i++) {
                        assertThat(order[i]).as("move %d of %s", moves[i], p)
                                .isEqualTo(GomokuCandidates.orderScore(p, moves[i], kept));
                    }
                    checked += k;
                }
                int k = GomokuCandidates.write(p, moves, 0, 0, values);
                p.play(moves[random.nextInt(k)]);
            }
        }
        assertThat(checked).isGreaterThan(1000);
    }
}
