package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Games;
import dev.strategist.core.Outcome;
import dev.strategist.core.Score;
import dev.strategist.solve.MoveValue;
import dev.strategist.solve.NegamaxOracle;
import dev.strategist.solve.RetrogradeSolver;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import dev.strategist.solve.TableFormatException;
import dev.strategist.solve.TableStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The solved Tic-tac-toe table against reference/ground-truth.md (games test resources) section 1 and
 * recursive negamax.
 */
class TicTacToeTableTest {
    private static final TicTacToeTable TABLE = TicTacToeTable.shared();

    @Test
    void positionsByMarksAndOutcomeMatchTheGroundTruth() {
        TableStats stats = TABLE.table().stats();
        assertThat(stats.positions()).isEqualTo(5_478);
        assertThat(stats.positionsByPly())
                .containsExactly(1, 9, 72, 252, 756, 1_260, 1_520, 1_140, 390, 78);
        assertThat(stats.terminals()).isEqualTo(958);
        assertThat(stats.firstWins()).isEqualTo(626);
        assertThat(stats.secondWins()).isEqualTo(316);
        assertThat(stats.draws()).isEqualTo(16);
        assertThat(stats.nonTerminals()).isEqualTo(4_520);
        SolvedTable table = TABLE.table();
        int[] goingOnBySide = new int[2];
        int[] allBySide = new int[2];
        for (int i = 0; i < table.size(); i++) {
            allBySide[table.sideToMoveAt(i)]++;
            if (!table.isTerminalAt(i)) {
                goingOnBySide[table.sideToMoveAt(i)]++;
            }
        }
        assertThat(goingOnBySide).containsExactly(2_423, 2_097);
        assertThat(allBySide).containsExactly(2_739, 2_739);
    }

    @Test
    void theEmptyBoardIsADrawAndSoIsEveryFirstMove() {
        TicTacToePosition empty = new TicTacToePosition();
        assertThat(TABLE.value(empty)).isZero();
        assertThat(TABLE.score(empty)).isZero();
        assertThat(TABLE.distance(empty)).isEqualTo(9);
        List<MoveValue> first = TABLE.moveValues(empty);
        assertThat(first).extracting(MoveValue::move).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(first).allSatisfy(m -> {
            assertThat(m.value()).isZero();
            assertThat(m.distance()).isEqualTo(9);
        });
    }

    @Test
    void theOnlyDrawingRepliesMatchTheGroundTruth() {
        assertThat(drawingReplies(0)).containsExactly(4);
        assertThat(drawingReplies(1)).containsExactly(0, 2, 4, 7);
        assertThat(drawingReplies(4)).containsExactly(0, 2, 6, 8);
        // every other reply loses
        TicTacToePosition p = new TicTacToePosition();
        p.play(0);
        assertThat(TABLE.moveValues(p)).filteredOn(m -> m.move() != 4)
                .allSatisfy(m -> assertThat(m.value()).isEqualTo(-1));
    }

    private static int[] drawingReplies(int xMove) {
        TicTacToePosition p = new TicTacToePosition();
        p.play(xMove);
        return TABLE.moveValues(p).stream().filter(m -> m.value() == 0).mapToInt(MoveValue::move).toArray();
    }

    @Test
    void completeGamesByWinnerAndLengthMatchTheGroundTruth() {
        long[] byWinner = new long[3];
        long[] byLength = new long[10];
        countGames(new TicTacToePosition(), byWinner, byLength);
        assertThat(byWinner[0] + byWinner[1] + byWinner[2]).isEqualTo(255_168);
        assertThat(byWinner).containsExactly(131_184, 77_904, 46_080);
        assertThat(Arrays.copyOfRange(byLength, 5, 10)).containsExactly(1_440, 5_328, 47_952, 72_576, 127_872);
    }

    /** A counting walk over every move sequence; each finished game must be a finished table entry. */
    private static void countGames(TicTacToePosition p, long[] byWinner, long[] byLength) {
        if (p.isOver()) {
            byWinner[p.outcome() == Outcome.DRAW ? 2 : p.outcome().winner()]++;
            byLength[p.ply()]++;
            assertThat(TABLE.distance(p)).isZero();
            return;
        }
        for (int move : p.legalMoves()) {
            p.play(move);
            countGames(p, byWinner, byLength);
            p.undo();
        }
    }

    @Test
    void everyReachablePositionMatchesRecursiveNegamax() {
        Map<Integer, TicTacToePosition> reachable = new HashMap<>();
        collect(new TicTacToePosition(), reachable);
        assertThat(reachable).hasSize(TABLE.table().size());
        for (TicTacToePosition p : reachable.values()) {
            int expected = NegamaxOracle.score(p);
            assertThat(TABLE.score(p)).as("score of %s", p).isEqualTo(expected);
            assertThat(TABLE.value(p)).as("value of %s", p).isEqualTo(Integer.signum(expected));
            if (expected != 0) {
                assertThat(TABLE.distance(p)).as("distance of %s", p).isEqualTo(Score.pliesToEnd(expected));
            } else {
                // draws happen only on a full board, so the longest drawing line fills it
                assertThat(TABLE.distance(p)).as("distance of the draw %s", p).isEqualTo(9 - p.ply());
            }
        }
    }

    private static void collect(TicTacToePosition p, Map<Integer, TicTacToePosition> into) {
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
    void moveValuesAndMoveScoresAgreeWithTheChildren() {
        TicTacToePosition p = TicTacToePosition.of("X.O/.X./...");
        int[] moves = new int[9];
        int[] scores = new int[9];
        int n = TABLE.scoreMoves(p, moves, scores);
        List<MoveValue> values = TABLE.moveValues(p);
        assertThat(values).hasSize(n);
        for (int i = 0; i < n; i++) {
            assertThat(values.get(i).move()).isEqualTo(moves[i]);
            assertThat(values.get(i).score()).isEqualTo(scores[i]);
            p.play(moves[i]);
            assertThat(values.get(i).value()).isEqualTo(-TABLE.value(p));
            assertThat(values.get(i).distance()).isEqualTo(TABLE.distance(p) + 1);
            p.undo();
        }
        // O must block at c3 (cell 8); everything else lets X win on the next move
        assertThat(values).filteredOn(m -> m.value() >= 0).extracting(MoveValue::move).containsExactly(8);
        assertThat(values).filteredOn(m -> m.move() != 8).allSatisfy(m -> assertThat(m.distance()).isEqualTo(2));
        assertThat(p.toString()).isEqualTo("X.O/.X./...");
    }

    @Test
    void theTableSurvivesAFileRoundTrip(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("tictactoe.table");
        SolvedTableFile.write(TABLE.table(), file);
        assertThat(Files.size(file)).isEqualTo(SolvedTableFile.fileSize(TABLE.table()));
        SolvedTable back = SolvedTableFile.read(file);
        assertThat(back).isEqualTo(TABLE.table());
        assertThat(TicTacToeTable.of(back).score(TicTacToePosition.of("XX./OO./...")))
                .isEqualTo(Score.WIN - 1);
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        assertThatThrownBy(() -> SolvedTableFile.read(file)).isInstanceOf(TableFormatException.class)
                .hasMessageContaining("truncated: expected 5478 entries");
    }

    @Test
    void aTableOfAnotherGameIsRefused() {
        SolvedTable other = new RetrogradeSolver<TicTacToePosition>("notictactoe", TicTacToePosition::key)
                .solve(new TicTacToePosition());
        assertThatThrownBy(() -> TicTacToeTable.of(other)).hasMessageContaining("not a Tic-tac-toe table");
    }

    @Test
    void theGameOffersTheSharedTable() {
        assertThat(new TicTacToeGame().exactSolver()).containsSame(TABLE);
        // a game with no play solver of its own plays level 10 from its exact one
        assertThat(new TicTacToeGame().playSolver()).containsSame(TABLE);
        assertThat(Games.find("ttt").exactSolver()).isPresent();
        assertThat(TicTacToeTable.solve().table()).isEqualTo(TABLE.table());
    }
}
