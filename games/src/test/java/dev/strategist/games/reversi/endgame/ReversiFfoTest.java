package dev.strategist.games.reversi.endgame;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.FfoSuite;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.format.ReversiObf;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The FFO endgame suite (test resources {@code othello/fforum-1-19.obf}, {@code fforum-20-39.obf}): the
 * solver's score must be the best listed score and its move one of the moves listed with it. #1-#19
 * (14-16 empties) run always, #1-#7 with every move's score too; #20-#39 (6-26 empties) are tagged slow
 * (#36-#39, the largest, 0.03-0.11 G nodes each: about 6 s together on a quiet machine).
 */
class ReversiFfoTest {
    private static final ReversiEndgameSolver SOLVER = new ReversiEndgameSolver(20);

    static List<FfoSuite.Numbered> first19() {
        return FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 19);
    }

    static List<FfoSuite.Numbered> from20to39() {
        return FfoSuite.read("/othello/fforum-20-39.obf", 20, 20, 39);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("first19")
    void ffo1To19AreSolvedExactly(FfoSuite.Numbered ffo) {
        check(ffo);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("from20to39")
    @Tag("slow")
    void ffo20To39AreSolvedExactly(FfoSuite.Numbered ffo) {
        check(ffo);
    }

    private static void check(FfoSuite.Numbered ffo) {
        ReversiObf line = ffo.line();
        ReversiPosition p = line.position();
        int score = SOLVER.solve(p.player(), p.opponent());
        assertThat(score).as("%s score", ffo).isEqualTo(line.bestScore());
        int move = SOLVER.bestMove();
        boolean listedBest = false;
        for (int i = 0; i < line.moves().length; i++) {
            listedBest |= line.moves()[i] == move && line.scores()[i] == score;
        }
        assertThat(listedBest).as("%s best move %s", ffo, ReversiBitboards.squareName(move)).isTrue();
        assertThat(SOLVER.solveWinLossDraw(p.player(), p.opponent())).isEqualTo(Integer.signum(score));
    }

    @Test
    void everyMoveOfFfo1To7HasItsListedScore() {
        for (FfoSuite.Numbered ffo : FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 7)) {
            ReversiObf line = ffo.line();
            ReversiPosition p = line.position();
            assertThat(line.moves()).as("%s lists every legal move", ffo).hasSameSizeAs(p.legalMoves());
            for (int i = 0; i < line.moves().length; i++) {
                p.play(line.moves()[i]);
                int score = -SOLVER.solve(p.player(), p.opponent());
                p.undo();
                assertThat(score).as("%s move %s", ffo, ReversiBitboards.squareName(line.moves()[i]))
                        .isEqualTo(line.scores()[i]);
            }
        }
    }

    @Test
    void aTinyTableThatIsOverwrittenAllTheTimeGivesTheSameScores() {
        ReversiEndgameSolver tiny = new ReversiEndgameSolver(8);
        for (FfoSuite.Numbered ffo : FfoSuite.read("/othello/fforum-1-19.obf", 1, 1, 7)) {
            ReversiPosition p = ffo.line().position();
            assertThat(tiny.solve(p.player(), p.opponent())).as("%s", ffo).isEqualTo(ffo.line().bestScore());
        }
    }
}
