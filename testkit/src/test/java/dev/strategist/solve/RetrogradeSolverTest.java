package dev.strategist.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Outcome;
import dev.strategist.core.Score;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The retrograde solver against recursive negamax on small games, and its refusals. */
class RetrogradeSolverTest {

    private static SolvedTable solveRow(RowPosition start) {
        return new RetrogradeSolver<RowPosition>("row", RowPosition::key).solve(start);
    }

    /** Every position reachable from {@code p}, by key, found by plain recursion (independent of the solver). */
    private static void collect(RowPosition p, Map<Long, RowPosition> into) {
        if (into.putIfAbsent(p.key(), p.copy()) != null) {
            return;
        }
        for (int move : p.legalMoves()) {
            p.play(move);
            collect(p, into);
            p.undo();
        }
    }

    @Test
    void everyPositionOfSmallRowGamesMatchesNegamax() {
        int[][] variants = {{4, 2}, {5, 3}, {6, 3}, {7, 3}, {3, 4}};
        for (int[] v : variants) {
            RowPosition start = new RowPosition(v[0], v[1]);
            SolvedTable table = solveRow(start);
            Map<Long, RowPosition> all = new HashMap<>();
            collect(start, all);
            assertThat(table.size()).as("positions of row %d/%d", v[0], v[1]).isEqualTo(all.size());
            for (RowPosition p : all.values()) {
                int expected = NegamaxOracle.score(p);
                assertThat(table.score(p.key())).as("score of %s in row %d/%d", p, v[0], v[1]).isEqualTo(expected);
                assertThat(table.value(p.key())).isEqualTo(Integer.signum(expected));
                if (expected == 0) {
                    assertThat(table.distance(p.key())).as("longest drawing line of %s", p)
                            .isEqualTo(NegamaxOracle.longestDraw(p));
                } else {
                    assertThat(table.distance(p.key())).isEqualTo(Score.pliesToEnd(expected));
                }
                int i = table.indexOf(p.key());
                assertThat(table.plyAt(i)).isEqualTo(p.ply());
                assertThat(table.sideToMoveAt(i)).isEqualTo(p.sideToMove());
                assertThat(table.isTerminalAt(i)).isEqualTo(p.isOver());
            }
        }
    }

    @Test
    void statsCountPositionsByPlyAndFinishedOnesByOutcome() {
        RowPosition start = new RowPosition(6, 3);
        SolvedTable table = solveRow(start);
        Map<Long, RowPosition> all = new HashMap<>();
        collect(start, all);
        int[] byPly = new int[7];
        int[] byOutcome = new int[Outcome.values().length];
        for (RowPosition p : all.values()) {
            byPly[p.ply()]++;
            byOutcome[p.outcome().ordinal()]++;
        }
        TableStats stats = table.stats();
        assertThat(stats.startPly()).isZero();
        assertThat(stats.positionsByPly()).containsExactly(byPly);
        assertThat(stats.firstWins()).isEqualTo(byOutcome[Outcome.FIRST_WINS.ordinal()]);
        assertThat(stats.secondWins()).isEqualTo(byOutcome[Outcome.SECOND_WINS.ordinal()]);
        assertThat(stats.draws()).isEqualTo(byOutcome[Outcome.DRAW.ordinal()]);
        assertThat(stats.positions()).isEqualTo(all.size());
        assertThat(stats.nonTerminals()).isEqualTo(byOutcome[Outcome.NONE.ordinal()]);
        assertThat(stats.toString()).contains(all.size() + " positions");
    }

    @Test
    void theStartPositionIsLeftAsItWas() {
        RowPosition start = new RowPosition(5, 3);
        start.play(2);
        String before = start + "/" + start.ply();
        SolvedTable table = solveRow(start);
        assertThat(start + "/" + start.ply()).isEqualTo(before);
        start.undo();
        assertThat(start.toString()).isEqualTo(".....");
        assertThat(table.startPly()).isEqualTo(1);
        assertThat(table.startSide()).isEqualTo(1);
        assertThat(table.stats().positionsByPly()[0]).isEqualTo(1);
        assertThat(table.plyAt(table.indexOf(9))).isEqualTo(1); // X on cell 2: key 1 * 3^2
    }

    @Test
    void aChainIsSolvedToItsEnd() {
        SolvedTable table = new RetrogradeSolver<TakeAwayPosition>("takeaway", TakeAwayPosition::key)
                .solve(new TakeAwayPosition(5, 1));
        assertThat(table.size()).isEqualTo(6);
        // five single-stone moves: the first player takes the last stone
        assertThat(table.value(5 * 2)).isEqualTo(1);
        assertThat(table.distance(5 * 2)).isEqualTo(5);
        assertThat(table.score(0 * 2 + 1)).isEqualTo(-Score.WIN);
        assertThat(table.stats().firstWins()).isEqualTo(1);
    }

    @Test
    void aPositionReachedAtTwoPliesIsRefusedAndTheStartRestored() {
        TakeAwayPosition start = new TakeAwayPosition(6, 2);
        RetrogradeSolver<TakeAwayPosition> solver = new RetrogradeSolver<>("takeaway", TakeAwayPosition::key);
        assertThatThrownBy(() -> solver.solve(start)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("ply is not a function of the position")
                .hasMessageContaining("is reached at ply 2 and at ply 4");
        assertThat(start.ply()).isZero();
        assertThat(start.key()).isEqualTo(12);
    }

    @Test
    void aKeyThatMergesPositionsOfDifferentPliesIsRefused() {
        // O's marks ignored: "X..." at ply 1 and "X..O" at ply 2 share a key
        RetrogradeSolver<RowPosition> solver = new RetrogradeSolver<>("row",
                p -> p.toString().replace('O', '.').hashCode());
        assertThatThrownBy(() -> solver.solve(new RowPosition(4, 2)))
                .hasMessageContaining("ply is not a function of the position");
    }

    @Test
    void gamesDeeperThanAByteCanCountAreRefused() {
        RetrogradeSolver<TakeAwayPosition> solver = new RetrogradeSolver<>("takeaway", TakeAwayPosition::key);
        assertThat(solver.solve(new TakeAwayPosition(255, 1)).distance(255 * 2)).isEqualTo(255);
        assertThatThrownBy(() -> solver.solve(new TakeAwayPosition(256, 1)))
                .hasMessageContaining("past 255 plies");
    }

    @Test
    void aNameIsRequiredAndMissingKeysAreNamed() {
        assertThatThrownBy(() -> new RetrogradeSolver<RowPosition>(" ", RowPosition::key))
                .isInstanceOf(IllegalArgumentException.class);
        SolvedTable table = solveRow(new RowPosition(3, 2));
        assertThat(table.contains(-1)).isFalse();
        assertThat(table.indexOf(-1)).isEqualTo(-1);
        assertThatThrownBy(() -> table.score(-1)).hasMessageContaining("position -1 is not in the row table");
    }
}
