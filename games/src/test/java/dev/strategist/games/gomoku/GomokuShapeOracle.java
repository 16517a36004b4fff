package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

/** Reads every shape straight off the board, the slow way, to check the position's incremental counts. */
final class GomokuShapeOracle {

    private GomokuShapeOracle() {
    }

    /** The line key around {@code cell} in direction {@code d} from {@code side}'s point of view. */
    static int key(GomokuPosition p, int side, int cell, int d) {
        int size = p.size();
        int x = cell % size;
        int y = cell / size;
        int key = 0;
        for (int digit = 0; digit < 10; digit++) {
            int offset = digit < 5 ? digit - 5 : digit - 4;
            int nx = x + offset * GomokuGeometry.DX[d];
            int ny = y + offset * GomokuGeometry.DY[d];
            int v;
            if (nx < 0 || ny < 0 || nx >= size || ny >= size) {
                v = 2;
            } else {
                int stone = p.stone(nx, ny);
                v = stone == 0 ? 0 : stone == side + 1 ? 1 : 2;
            }
            key += v * GomokuShapes.POW3[digit];
        }
        return key;
    }

    /** Asserts that shapes, combinations and their counts equal a fresh reading of the board. */
    static void assertMatches(GomokuPosition p) {
        int cells = p.size() * p.size();
        for (int side = 0; side < 2; side++) {
            int[] shapeCounts = new int[GomokuShapes.COUNT];
            int[] comboCounts = new int[GomokuCombo.COUNT];
            int[] plusCounts = new int[GomokuCombo.COUNT];
            for (int c = 0; c < cells; c++) {
                int[] s = new int[4];
                for (int d = 0; d < 4; d++) {
                    s[d] = p.stone(c) != 0 ? 0 : GomokuShapes.shape(key(p, side, c, d), p.rule(), side);
                    assertThat(p.shape(side, c, d)).as("shape of %d dir %d side %d in %s", c, d, side, p).isEqualTo(s[d]);
                    shapeCounts[s[d]]++;
                }
                int combo = p.stone(c) != 0 ? 0 : GomokuCombo.of(s[0], s[1], s[2], s[3], p.rule().hasForbiddenMoves(side));
                assertThat(p.combo(side, c)).isEqualTo(combo);
                comboCounts[combo]++;
                if (p.stone(c) == 0 && GomokuCombo.plus(s[0], s[1], s[2], s[3], p.rule().hasForbiddenMoves(side))) {
                    plusCounts[combo]++;
                }
                int near = 0;
                for (int other = 0; other < cells; other++) {
                    int dx = Math.abs(other % p.size() - c % p.size());
                    int dy = Math.abs(other / p.size() - c / p.size());
                    if (other != c && dx <= 2 && dy <= 2 && p.stone(other) != 0) {
                        near++;
                    }
                }
                assertThat(p.nearStones(c)).isEqualTo(near);
            }
            java.util.List<Integer> fours = new java.util.ArrayList<>();
            for (int c = 0; c < cells; c++) {
                for (int d = 0; d < 4; d++) {
                    int s = p.shape(side, c, d);
                    if (p.stone(c) == 0 && s >= GomokuShapes.FOUR && s <= GomokuShapes.FIVE) {
                        fours.add(c);
                        break;
                    }
                }
            }
            int[] kept = new int[cells];
            int n = p.fourCells(side, kept, 0);
            assertThat(n).isEqualTo(p.fourCellCount(side));
            assertThat(java.util.Arrays.stream(kept, 0, n).boxed().toList()).as("four cells of %d in %s", side, p)
                    .isEqualTo(fours);
            java.util.List<Integer> threes = new java.util.ArrayList<>();
            for (int c = 0; c < cells; c++) {
                int combo = p.combo(side, c);
                if (p.stone(c) == 0 && !fours.contains(c)
                        && (combo == GomokuCombo.OPEN_THREE || combo == GomokuCombo.DOUBLE_THREE)) {
                    threes.add(c);
                }
            }
            n = p.threeCells(side, kept, 0);
            assertThat(java.util.Arrays.stream(kept, 0, n).boxed().toList()).as("three cells of %d in %s", side, p)
                    .isEqualTo(threes);
            int five = -1;
            for (int c : fours) {
                if (five < 0 && p.combo(side, c) == GomokuCombo.FIVE) {
                    five = c;
                }
            }
            assertThat(p.fiveCell(side, -1)).isEqualTo(five);
            for (int s = 0; s < GomokuShapes.COUNT; s++) {
                assertThat(p.shapeCount(side, s)).isEqualTo(shapeCounts[s]);
            }
            for (int k = 0; k < GomokuCombo.COUNT; k++) {
                assertThat(p.comboCount(side, k)).isEqualTo(comboCounts[k]);
                assertThat(p.plusCount(side, k)).as("plus cells of combination %d of %d in %s", k, side, p)
                        .isEqualTo(plusCounts[k]);
            }
        }
    }
}
