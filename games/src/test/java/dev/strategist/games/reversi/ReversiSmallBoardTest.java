package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import dev.strategist.games.reversi.endgame.ReversiExactSolver;
import dev.strategist.games.reversi.eval.ReversiPatterns;
import dev.strategist.games.reversi.format.ReversiFormat;
import dev.strategist.games.reversi.format.ReversiObf;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * 6 x 6 and 4 x 4 Othello, centred in the 8 x 8 frame: rules against {@link SmallBoardReversi} (an n x n
 * array, no frame), exact values against its minimax, 4 x 4's known value, notation, board text and SGF.
 */
public class ReversiSmallBoardTest {
    private static final ReversiGame GAME = new ReversiGame();

    private static ReversiPosition start(int size) {
        return GAME.newPosition(GAME.parseOptions("size=" + size));
    }

    @Test
    void theBoardsAreCentredWithTheSameFourStartingDiscs() {
        ReversiPosition six = start(6);
        assertThat(six.board()).isSameAs(ReversiBoard.SIX);
        assertThat(six.emptyCount()).isEqualTo(32);
        assertThat(six.toString()).isEqualTo("-".repeat(14) + "OX----XO" + "-".repeat(14) + " X");
        assertThat(GAME.notation().format(six, Long.numberOfTrailingZeros(ReversiBitboards.START_BLACK)))
                .isEqualTo("d3");
        List<String> names = java.util.Arrays.stream(six.legalMoves()).mapToObj(m -> GAME.notation().format(six, m)).toList();
        assertThat(names).containsExactly("c2", "b3", "e4", "d5");
        assertThat(start(4).emptyCount()).isEqualTo(12);
        assertThat(Long.bitCount(ReversiBoard.SIX.squares())).isEqualTo(36);
        assertThat(ReversiBoard.SIX.corners()).isEqualTo((1L << 9) | (1L << 14) | (1L << 49) | (1L << 54));
        assertThat(ReversiBoard.SIX.value(9)).isEqualTo(100);
        assertThat(ReversiBoard.SIX.value(18)).isEqualTo(-50);
        assertThat(ReversiBoard.SIX.value(0)).isZero();
        assertThatThrownBy(() -> ReversiBoard.of(10)).hasMessageContaining("4, 6 or 8");
    }

    @Test
    void movesFlipsPassesAndScoresAgreeWithTheArrayRulesOnRandomGames() {
        Random random = new Random(7);
        for (int size : new int[] {4, 6}) {
            for (int game = 0; game < 300; game++) {
                ReversiPosition p = start(size);
                ReversiBoard board = p.board();
                while (!p.isOver()) {
                    SmallBoardReversi a = SmallBoardReversi.of(board, p.player(), p.opponent());
                    long expected = 0;
                    for (int r = 0; r < size; r++) {
                        for (int c = 0; c < size; c++) {
                            if (!a.flips(c, r).isEmpty()) {
                                expected |= 1L << board.square(c, r);
                            }
                        }
                    }
                    assertThat(p.moveMask()).as("moves in %s", p).isEqualTo(expected);
                    assertThat(p.mustPass()).isEqualTo(expected == 0);
                    int[] moves = p.legalMoves();
                    int move = moves[random.nextInt(moves.length)];
                    SmallBoardReversi next = move == ReversiPosition.PASS ? a.pass()
                            : a.play(board.column(move), board.row(move));
                    p.play(move);
                    assertThat(SmallBoardReversi.of(board, p.player(), p.opponent()).cells).isDeepEqualTo(next.cells);
                }
                SmallBoardReversi end = SmallBoardReversi.of(board, p.player(), p.opponent());
                assertThat(end.canMove() || end.pass().canMove()).isFalse();
                assertThat(p.finalDiscDifference()).isEqualTo(end.finalScore());
            }
        }
    }

    @Test
    void fourByFourIsAWinBy10ForWhiteAsEnumerationShows() {
        // ground truth: 3-11 with two squares left empty, -10 with the empties given to the winner
        ReversiPosition p = start(4);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(ReversiBoard.FOUR, 12);
        assertThat(solver.solve(p.player(), p.opponent())).isEqualTo(-10);
        assertThat(SmallBoardReversi.of(ReversiBoard.FOUR, p.player(), p.opponent()).minimax()).isEqualTo(-10);
        assertThat(solver.solveWinLossDraw(p.player(), p.opponent())).isEqualTo(-1);
        assertThat(GAME.exactSolver().orElseThrow().score(p)).isEqualTo(ReversiExactSolver.toScore(-10));
        ReversiExactSolver limits = new ReversiExactSolver();
        assertThat(limits.canSolve(p)).as("every 4 x 4 position").isTrue();
        assertThat(limits.maxEmpties(ReversiBoard.SIX)).isEqualTo(18);
        assertThat(limits.canSolve(start(6))).isFalse();
        assertThat(limits.canSolve(new ReversiPosition())).isFalse();
        assertThat(new ReversiExactSolver(60).canSolve(start(6))).as("a limit given applies to every size").isTrue();
    }

    @Test
    void sixBySixEndgamesMatchMinimaxInFullAndNarrowWindows() {
        Random random = new Random(11);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(ReversiBoard.SIX, 14);
        for (int i = 0; i < 120; i++) {
            int empties = 1 + i % 9;
            ReversiPosition p = randomPosition(6, empties, random);
            if (p == null) {
                continue;
            }
            int exact = SmallBoardReversi.of(ReversiBoard.SIX, p.player(), p.opponent()).minimax();
            if (i % 3 == 0) {
                solver.clearTable();
            }
            assertThat(solver.solve(p.player(), p.opponent())).as("%s", p).isEqualTo(exact);
            assertThat(solver.solveWinLossDraw(p.player(), p.opponent())).isEqualTo(Integer.signum(exact));
            int lo = exact - 1 - random.nextInt(6);
            int hi = exact + 1 + random.nextInt(6);
            assertThat(solver.solve(p.player(), p.opponent(), lo, hi)).isEqualTo(exact);
            int above = solver.solve(p.player(), p.opponent(), exact + 1, exact + 9);
            assertThat(above).as("upper bound of %s", p).isLessThanOrEqualTo(exact + 1);
            int below = solver.solve(p.player(), p.opponent(), exact - 9, exact - 1);
            assertThat(below).as("lower bound of %s", p).isGreaterThanOrEqualTo(exact - 1);
        }
    }

    @Test
    void sixBySixValuesFrom20EmptiesAreTheBestOfTheirChildrenDownToWhatMinimaxChecks() {
        // the ordering by evaluation (16+ empties) only on smaller boards: its solves must stay exact. Each
        // value along a line must be the best of its children's, and the line ends where minimax decides
        Random random = new Random(3);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(ReversiBoard.SIX, 16);
        for (int game = 0; game < 2; game++) {
            ReversiPosition p = randomPosition(6, 20, random);
            if (p == null) {
                continue;
            }
            int value = solver.solve(p.player(), p.opponent());
            while (p.emptyCount() > 9 && !p.isOver()) {
                int best = Integer.MIN_VALUE;
                int bestMove = -1;
                for (int move : p.legalMoves()) {
                    p.play(move);
                    int child = -solver.solve(p.player(), p.opponent());
                    p.undo();
                    if (child > best) {
                        best = child;
                        bestMove = move;
                    }
                }
                assertThat(best).as("%s", p).isEqualTo(value);
                p.play(bestMove);
                value = -value;
            }
            assertThat(SmallBoardReversi.of(ReversiBoard.SIX, p.player(), p.opponent()).minimax()).isEqualTo(value);
        }
    }

    @Test
    void perftCountsAgreeWithTheArrayRules() {
        for (int depth = 1; depth <= 6; depth++) {
            ReversiPosition six = start(6);
            assertThat(six.countSequences(depth, new int[4 * six.maxMoves()], 0)).as("6 x 6 perft %d", depth)
                    .isEqualTo(SmallBoardReversi.of(ReversiBoard.SIX, six.player(), six.opponent()).perft(depth));
        }
        for (int depth = 1; depth <= 13; depth += 3) {
            ReversiPosition four = start(4);
            assertThat(four.countSequences(depth, new int[4 * four.maxMoves()], 0)).as("4 x 4 perft %d", depth)
                    .isEqualTo(SmallBoardReversi.of(ReversiBoard.FOUR, four.player(), four.opponent()).perft(depth));
        }
    }

    @Test
    void discsCalledStableAreNeverTurnedInAnyFourByFourGameOrRandomSixBySixOnes() {
        // every 4 x 4 game, carrying down the discs found stable on the way: they must keep their colour
        assertThat(walk(start(4), 0, 0)).as("4 x 4 positions walked").isGreaterThan(100_000);
        Random random = new Random(5);
        for (int game = 0; game < 2000; game++) {
            ReversiPosition p = start(6);
            long black = 0;
            long white = 0;
            while (!p.isOver()) {
                long wall = p.board().wall();
                black |= ReversiStability.stable(p.discs(0), p.discs(1), wall);
                white |= ReversiStability.stable(p.discs(1), p.discs(0), wall);
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
                assertThat(p.discs(0) & black).as("black stable discs in %s", p).isEqualTo(black);
                assertThat(p.discs(1) & white).as("white stable discs in %s", p).isEqualTo(white);
            }
        }
    }

    /** Walks every game from {@code p}, checking and extending the stable discs; returns the positions seen. */
    private static long walk(ReversiPosition p, long black, long white) {
        assertThat(p.discs(0) & black).isEqualTo(black);
        assertThat(p.discs(1) & white).isEqualTo(white);
        long wall = p.board().wall();
        long b = black | ReversiStability.stable(p.discs(0), p.discs(1), wall);
        long w = white | ReversiStability.stable(p.discs(1), p.discs(0), wall);
        assertThat(b & wall).isZero();
        long seen = 1;
        for (int move : p.legalMoves()) {
            p.play(move);
            seen += walk(p, b, w);
            p.undo();
        }
        return seen;
    }

    @Test
    void sixBySixEndgamesOfTenAndElevenEmptiesMatchMinimax() {
        Random random = new Random(19);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(ReversiBoard.SIX, 14);
        for (int i = 0; i < 6; i++) {
            ReversiPosition p = randomPosition(6, 10 + i % 2, random);
            if (p != null) {
                assertThat(solver.solve(p.player(), p.opponent())).as("%s", p)
                        .isEqualTo(SmallBoardReversi.of(ReversiBoard.SIX, p.player(), p.opponent()).minimax());
            }
        }
    }

    @Test
    void badBoardCharactersAreNamedWhereTheyAreWhateverTheSize() {
        String eight = new ReversiPosition().toString();
        String badEight = eight.substring(0, 36) + "?" + eight.substring(37);
        assertThatThrownBy(() -> ReversiObf.parse(badEight)).isInstanceOf(NotationException.class)
                .hasMessageContaining("'?' is not a square").extracting(e -> ((NotationException) e).index())
                .isEqualTo(36);
        String six = start(6).toString();
        assertThatThrownBy(() -> ReversiObf.parse(six.substring(0, 36) + "?" + six.substring(36)))
                .hasMessageContaining("'?' is not a square").extracting(e -> ((NotationException) e).index())
                .isEqualTo(36);
        assertThatThrownBy(() -> ReversiObf.parse(six.substring(0, 16) + "?" + six.substring(16)))
                .hasMessageContaining("'?' is not a square");
        assertThatThrownBy(() -> GAME.parsePosition("-".repeat(36) + "zz X", GAME.parseOptions("size=6")))
                .hasMessageContaining("'z' is not a square").hasMessageNotContaining("size=4");
        assertThatThrownBy(() -> ReversiObf.parse("-".repeat(70) + " X")).hasMessageContaining("longer than 64")
                .extracting(e -> ((NotationException) e).index()).isEqualTo(64);
    }

    @Test
    void aSixBySixSetUpRoundTripsThroughSgfAndAnEmptyCentreIsNamedOnItsBoard() {
        ReversiPosition p = ReversiPosition.of(ReversiBoard.SIX, ReversiBitboards.START_BLACK | 1L << 9,
                ReversiBitboards.START_WHITE | 1L << 18, ReversiPosition.WHITE);
        p.play(p.legalMoves()[0]);
        String sgf = ReversiFormat.write(p, null, null);
        assertThat(sgf).contains("SZ[6]").contains("PL[W]").contains("AB");
        ReversiPosition back = ReversiFormat.read(sgf);
        assertThat(back.toString()).isEqualTo(p.toString());
        assertThat(back.initialDiscs(ReversiPosition.BLACK)).isEqualTo(p.initialDiscs(ReversiPosition.BLACK));
        GameRecord record = GAME.recordFormat().read(sgf, GAME.defaultOptions());
        assertThat(record.replay(GAME).toString()).isEqualTo(p.toString());
        assertThatThrownBy(() -> GAME.recordFormat().read("(;GM[2]SZ[6]AE[cc])", GAME.defaultOptions()))
                .hasMessageContaining("(c3, d3, c4, d4)");
    }

    @Test
    void symmetricPositionsOfFourByFourScoreAsMinimaxSaysThoughTheRootSearchesOneMoveOfEachTwin() {
        // the 4 x 4 start's four moves are one up to symmetry: the root searches one of them
        ReversiPosition start = start(4);
        ReversiEndgameSolver solver = new ReversiEndgameSolver(ReversiBoard.FOUR, 12);
        assertThat(solver.solve(start.player(), start.opponent())).isEqualTo(-10);
        assertThat(solver.nodes()).as("fewer than the 1,004 of a search of all four").isLessThan(700);
        assertThat(start.legalMoves()).contains(solver.bestMove());
        // and every symmetric position of the whole 4 x 4 tree scores as minimax says, its move a best one
        int[] checked = new int[1];
        symmetricPositions(start, checked, solver);
        assertThat(checked[0]).as("symmetric 4 x 4 positions checked").isGreaterThan(20);
    }

    private static void symmetricPositions(ReversiPosition p, int[] checked, ReversiEndgameSolver solver) {
        if (p.isOver()) {
            return;
        }
        long me = p.player();
        long you = p.opponent();
        for (int g = 1; g < ReversiPatterns.IMAGES; g++) {
            if (ReversiPatterns.image(me, g) == me && ReversiPatterns.image(you, g) == you) {
                solver.clearTable();
                int value = solver.solve(me, you);
                assertThat(value).as("%s", p).isEqualTo(SmallBoardReversi.of(ReversiBoard.FOUR, me, you).minimax());
                int best = solver.bestMove();
                p.play(best);
                assertThat(-SmallBoardReversi.of(ReversiBoard.FOUR, p.player(), p.opponent()).minimax()).isEqualTo(value);
                p.undo();
                checked[0]++;
                break;
            }
        }
        for (int move : p.legalMoves()) {
            p.play(move);
            symmetricPositions(p, checked, solver);
            p.undo();
        }
    }

    @Test
    void aDiscOffTheBoardIsRefused() {
        assertThatThrownBy(() -> ReversiPosition.of(ReversiBoard.SIX, 1L, 0, ReversiPosition.BLACK))
                .hasMessageContaining("off the 6 x 6 board");
        assertThatThrownBy(() -> new ReversiEndgameSolver(ReversiBoard.SIX, 10).solve(1L, 1L << 9))
                .hasMessageContaining("off the 6 x 6 board");
    }

    @Test
    void notationNamesTheBoardsOwnSquaresAndRefusesOthers() {
        ReversiPosition six = start(6);
        ReversiNotation.playMoves(six, "c2 b2");
        assertThat(six.ply()).isEqualTo(2);
        assertThat(GAME.notation().format(six, six.moveAt(0))).isEqualTo("c2");
        assertThatThrownBy(() -> GAME.notation().parse(start(6), "g7")).isInstanceOf(NotationException.class)
                .hasMessageContaining("a1..f6");
        assertThatThrownBy(() -> GAME.notation().parse(start(6), "a1")).hasMessageContaining("can play c2 b3 e4 d5");
        assertThatThrownBy(() -> ReversiNotation.playMoves(start(4), "b1 e4"))
                .hasMessageContaining("'e4' is not a move; a move is a square a1..d4");
    }

    @Test
    void boardTextOfTheRightSizeIsReadAndTheWrongSizeExplained() {
        GameOptions six = GAME.parseOptions("size=6");
        ReversiPosition p = GAME.parsePosition("c2", six);
        ReversiPosition read = GAME.parsePosition(p.toString(), six);
        assertThat(read.toString()).isEqualTo(p.toString());
        assertThat(read.board()).isSameAs(ReversiBoard.SIX);
        assertThat(GAME.parsePosition(p.toString() + " b2", six).emptyCount()).isEqualTo(30);
        assertThatThrownBy(() -> GAME.parsePosition(p.toString(), GAME.defaultOptions()))
                .hasMessageContaining("36 squares").hasMessageContaining("size=6");
        ReversiObf obf = ReversiObf.parse(p.toString() + " ; B2:-4");
        assertThat(obf.position().board()).isSameAs(ReversiBoard.SIX);
        assertThat(obf.moves()).containsExactly(ReversiBoard.SIX.square(1, 1));
        assertThatThrownBy(() -> ReversiObf.parse(p.toString() + " ; g7:+2")).hasMessageContaining("a1..f6");
        assertThatThrownBy(() -> ReversiObf.parse(p.toString() + " ; b2:+40")).hasMessageContaining("-36..+36");
        assertThatThrownBy(() -> ReversiObf.parse("-".repeat(30) + " X")).hasMessageContaining("30 squares");
    }

    @Test
    void sgfKeepsTheSizeBothWays() {
        GameOptions six = GAME.parseOptions("size=6");
        ReversiPosition p = GAME.parsePosition("c2 b2 b3", six);
        String sgf = ReversiFormat.write(p, "a", "b");
        assertThat(sgf).startsWith("(;GM[2]FF[4]SZ[6]").contains(";B[bc]");
        ReversiPosition back = ReversiFormat.read(sgf);
        assertThat(back.board()).isSameAs(ReversiBoard.SIX);
        assertThat(back.toString()).isEqualTo(p.toString());
        GameRecord record = GAME.recordFormat().read(sgf, GAME.defaultOptions());
        assertThat(record.options().get(ReversiGame.SIZE)).isEqualTo("6");
        assertThat(record.replay(GAME).toString()).isEqualTo(p.toString());
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2]SZ[10];B[cd])")).hasMessageContaining("not SZ[10]");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2]SZ[6];B[gg])")).hasMessageContaining("6 x 6");
        assertThatThrownBy(() -> ReversiFormat.read("(;GM[2]AB[cc];SZ[6]B[cb])")).hasMessageContaining("must come first");
    }

    /** A position reached by random moves with {@code empties} empty squares left, or null if the game ended. */
    public static ReversiPosition randomPosition(int size, int empties, Random random) {
        ReversiPosition p = start(size);
        while (p.emptyCount() > empties) {
            int[] moves = p.legalMoves();
            if (moves.length == 0) {
                return null;
            }
            p.play(moves[random.nextInt(moves.length)]);
        }
        return ReversiPosition.of(p.board(), p.discs(ReversiPosition.BLACK), p.discs(ReversiPosition.WHITE),
                p.sideToMove());
    }
}
