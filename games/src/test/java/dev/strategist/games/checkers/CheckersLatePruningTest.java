package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import org.junit.jupiter.api.Test;

/** The late-move pruning setting ({@code checkers+lmpD/K}): off by default, a smaller tree, the same shots. */
class CheckersLatePruningTest {
    private final CheckersEvaluator plain = new CheckersEvaluator();
    private final CheckersEvaluator pruning = plain.withLatePruning(3, 2);

    private static SearchResult search(Evaluator<CheckersPosition> e, CheckersPosition p, int depth) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), SearchListener.NONE);
    }

    @Test
    void theDefaultPrunesNothingAndTheSettingOnlyLateQuietMovesAtFewPliesLeft() {
        CheckersPosition start = new CheckersPosition();
        int[] moves = start.legalMoves();
        assertThat(plain.prunesLate(start, moves[6], 6, 1)).as("the default").isFalse();
        assertThat(pruning.prunesLate(start, moves[6], 6, 1)).as("a late quiet move, 1 ply left").isTrue();
        assertThat(pruning.prunesLate(start, moves[6], 6, 3)).as("6 is late at 3 plies left (2 + 3)").isTrue();
        assertThat(pruning.prunesLate(start, moves[4], 4, 3)).as("4 is not late at 3 plies left").isFalse();
        assertThat(pruning.prunesLate(start, moves[6], 6, 4)).as("too many plies left").isFalse();
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(pruning.prunesLate(capture, capture.legalMoves()[0], 6, 1)).as("a capture").isFalse();
        CheckersPosition crowning = CheckersPosition.of("B:W5,30:B27,12");
        for (int move : crowning.legalMoves()) {
            int to = CheckersGeometry.step(CheckersMove.direction(move, 0), CheckersMove.from(move));
            boolean crowns = (CheckersGeometry.crownRow(crowning.sideToMove()) & (1L << to)) != 0;
            assertThat(pruning.prunesLate(crowning, move, 6, 1)).as("crowning %s", crowns).isEqualTo(!crowns);
        }
        // Black to move, no capture of its own, White's 18 could take 14 were it White's turn: the threat is
        // answered, not pruned
        CheckersPosition threatened = CheckersPosition.of("B:W18,23,30:B1,3,14");
        assertThat(threatened.threatensCapture()).isTrue();
        for (int move : threatened.legalMoves()) {
            assertThat(pruning.prunesLate(threatened, move, 6, 1)).isFalse();
        }
    }

    @Test
    void theSettingReadsFromItsNameAndRefusesBadOnes() {
        CheckersGame game = new CheckersGame();
        Evaluator<CheckersPosition> named = game.evaluator("checkers+lmp3/2");
        assertThat(named.name()).isEqualTo("checkers+lmp3/2");
        CheckersPosition start = new CheckersPosition();
        assertThat(named.prunesLate(start, start.legalMoves()[6], 6, 1)).isTrue();
        Evaluator<CheckersPosition> cut = game.evaluator("checkers+cut50/2+lmp2/3");
        assertThat(cut.name()).isEqualTo("checkers+cut50/2+lmp2/3");
        assertThat(((CheckersEvaluator) cut).cutMargin()).isEqualTo(50);
        assertThat(cut.cutReduction(8)).isEqualTo(2);
        assertThatThrownBy(() -> game.evaluator("checkers+lmp3/x")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.evaluator("checkers+lmp0/2")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSettingSearchesFewerNodesToTheSameDepth() {
        CheckersPosition middle = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14"}) {
            middle.play(notation.parse(middle, m));
        }
        for (CheckersPosition p : new CheckersPosition[] {new CheckersPosition(), middle}) {
            long full = search(plain, p, 12).nodes();
            long pruned = search(pruning, p, 12).nodes();
            assertThat(pruned).as("%s", p).isLessThan(full);
        }
    }

    @Test
    void theSettingKeepsTheDefaultsMoveInASharpPosition() {
        // men traded and a shot in the air (CheckersSearchShapeTest's sharp position): the pruned search's move is
        // the default's at every depth checked
        CheckersPosition sharp = CheckersPosition.of("B:W22,23,30,31,32:B1,2,3,5,8,9,11,14");
        for (int depth = 8; depth <= 12; depth += 2) {
            SearchResult full = search(plain, sharp, depth);
            SearchResult pruned = search(pruning, sharp, depth);
            assertThat(CheckersNotation.text(pruned.bestMove())).as("depth %d", depth)
                    .isEqualTo(CheckersNotation.text(full.bestMove()));
        }
    }
}
