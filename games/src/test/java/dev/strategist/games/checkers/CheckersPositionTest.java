package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.PositionContractTest;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Checkers against the position contract from the start and from king positions, and its rules. */
class CheckersPositionTest extends PositionContractTest<CheckersPosition> {

    @Override
    protected Game<CheckersPosition> game() {
        return new CheckersGame();
    }

    @Override
    protected List<CheckersPosition> startPositions() {
        return List.of(new CheckersPosition(),
                CheckersPosition.of("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29"),
                CheckersPosition.of("W:WK9,K27,30,31:B6,7,14,15,K20,23"),
                CheckersPosition.of("B:W10,11,25,26,K18:B3,12,21,K1"));
    }

    private static CheckersPosition play(CheckersPosition p, String... moves) {
        CheckersNotation notation = new CheckersNotation();
        for (String m : moves) {
            p.play(notation.parse(p, m));
        }
        return p;
    }

    @Test
    void theStartPositionHasBlackOn1To12ToMoveWithSevenMoves() {
        CheckersPosition p = new CheckersPosition();
        assertThat(p.toString()).isEqualTo(CheckersFen.START);
        assertThat(p.sideToMove()).isEqualTo(Position.FIRST);
        assertThat(MoveTexts.of(p)).containsExactlyInAnyOrder("9-13", "9-14", "10-14", "10-15", "11-15", "11-16",
                "12-16");
        play(p, "11-15");
        assertThat(MoveTexts.of(p)).containsExactlyInAnyOrder("21-17", "22-17", "22-18", "23-18", "23-19", "24-19",
                "24-20");
    }

    @Test
    void menMoveForwardOnlyAndKingsBothWays() {
        assertThat(MoveTexts.of(CheckersPosition.of("B:W32:B14"))).containsExactlyInAnyOrder("14-17", "14-18");
        assertThat(MoveTexts.of(CheckersPosition.of("W:W14:B1"))).containsExactlyInAnyOrder("14-9", "14-10");
        assertThat(MoveTexts.of(CheckersPosition.of("B:W32:BK14"))).containsExactlyInAnyOrder("14-9", "14-10",
                "14-17", "14-18");
        // edges: 5 and 12 have one forward neighbour each
        assertThat(MoveTexts.of(CheckersPosition.of("B:W32:B5,12"))).containsExactlyInAnyOrder("5-9", "12-16");
    }

    @Test
    void capturesAreCompulsoryAndEveryChainIsAMove() {
        CheckersPosition p = CheckersPosition.of("B:W18,19,26:B14,15");
        assertThat(MoveTexts.of(p)).containsExactlyInAnyOrder("14x23x30", "15x24", "15x22x31");
        assertThat(p.mustCapture()).isTrue();
        // a chain may not stop early, but any chain may be chosen: one piece or two (no majority rule)
        CheckersPosition q = CheckersPosition.of("B:W10,18,19,27:BK14");
        assertThat(MoveTexts.of(q)).containsExactlyInAnyOrder("14x7", "14x23x16", "14x23x32");
    }

    @Test
    void aThreatIsACaptureTheSideThatJustMovedCouldMakeWereItToMoveAgain() {
        // White to move cannot take 14 (9 is taken), but Black's 14 could take 18 (23 is free)
        CheckersPosition threatened = CheckersPosition.of("W:W18:B9,14");
        assertThat(threatened.mustCapture()).isFalse();
        assertThat(threatened.threatensCapture()).isTrue();
        assertThat(new CheckersPosition().threatensCapture()).isFalse();
        // everywhere: the threat is the capture the same board has with the other side to move
        int threats = 0;
        CheckersPosition p = new CheckersPosition();
        java.util.Random random = new java.util.Random(27);
        for (int game = 0; game < 40; game++) {
            p = new CheckersPosition();
            while (!p.isOver() && p.ply() < 120) {
                CheckersPosition flipped = new CheckersPosition(0, 0);
                flipped.setBoard(1 - p.sideToMove(), p.men(0), p.kings(0), p.men(1), p.kings(1));
                assertThat(p.threatensCapture()).as("%s", p).isEqualTo(flipped.mustCapture());
                threats += p.threatensCapture() ? 1 : 0;
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
        }
        assertThat(threats).isGreaterThan(100);
    }

    @Test
    void aManCrownedByACaptureStopsAndAKingIsMadeOnTheFarRow() {
        CheckersPosition p = CheckersPosition.of("B:W10,11,25,26,K18:B3,12,21,K1");
        play(p, "21x30");
        assertThat(p.kings(0) & (1L << 29)).isNotZero();
        assertThat(p.men(0) & (1L << 29)).isZero();
        CheckersPosition q = play(CheckersPosition.of("W:W5:BK31"), "5-1");
        assertThat(q.toString()).isEqualTo("B:WK1:BK31");
    }

    @Test
    void aSideWithoutMovesLoses() {
        CheckersPosition blocked = CheckersPosition.of("B:W8,11:B4");
        assertThat(blocked.isOver()).isTrue();
        assertThat(blocked.outcome()).isEqualTo(Outcome.SECOND_WINS);
        assertThat(blocked.legalMoves()).isEmpty();
        CheckersPosition lastPiece = CheckersPosition.of("B:W14:B10");
        play(lastPiece, "10x17");
        assertThat(lastPiece.outcome()).isEqualTo(Outcome.FIRST_WINS);
        lastPiece.undo();
        assertThat(lastPiece.outcome()).isEqualTo(Outcome.NONE);
        assertThat(CheckersPosition.of("W:W:BK1").outcome()).isEqualTo(Outcome.FIRST_WINS);
    }

    @Test
    void aPositionOccurringTheThirdTimeIsADraw() {
        CheckersPosition p = CheckersPosition.of("B:WK32:BK1");
        play(p, "1-6", "32-27", "6-1", "27-32");
        assertThat(p.outcome()).as("the second occurrence").isEqualTo(Outcome.NONE);
        play(p, "1-6", "32-27", "6-1");
        assertThat(p.isOver()).isFalse();
        play(p, "27-32");
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(p.legalMoves()).isEmpty();
        p.undo();
        assertThat(p.isOver()).isFalse();
        // with the rule off the game goes on
        CheckersPosition off = new CheckersPosition(0, 40);
        CheckersFen.apply("B:WK32:BK1", off);
        play(off, "1-6", "32-27", "6-1", "27-32", "1-6", "32-27", "6-1", "27-32");
        assertThat(off.isOver()).isFalse();
    }

    @Test
    void fortyMovesEachWithoutAManMoveOrCaptureIsADraw() {
        CheckersPosition p = new CheckersPosition(0, 40);
        CheckersFen.apply("B:WK32,21:BK1,12", p);
        String[] cycle = {"1-5", "32-28", "5-1", "28-32"};
        for (int i = 0; i < 79; i++) {
            play(p, cycle[i % 4]);
            assertThat(p.isOver()).as("after %d quiet plies", p.ply()).isFalse();
        }
        play(p, cycle[79 % 4]);
        assertThat(p.quietPlies()).isEqualTo(80);
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
        // a man move resets the count
        p.undo();
        play(p, "21-17");
        assertThat(p.quietPlies()).isZero();
        assertThat(p.isOver()).isFalse();
    }

    @Test
    void theHashIsTheSameForTheSameBoardAndSideHoweverReached() {
        CheckersPosition a = play(new CheckersPosition(), "11-15", "23-19", "9-14", "22-17");
        CheckersPosition b = play(new CheckersPosition(), "9-14", "22-17", "11-15", "23-19");
        assertThat(a.hash()).isEqualTo(b.hash());
        assertThat(a).isEqualTo(b);
        assertThat(CheckersPosition.of(a.toString()).hash()).isEqualTo(a.hash());
        assertThat(CheckersPosition.of("W" + CheckersFen.START.substring(1)).hash())
                .isNotEqualTo(new CheckersPosition().hash());
    }

    @Test
    void longGamesGrowTheHistoryAndUndoToTheStart() {
        CheckersPosition p = new CheckersPosition(0, 0);
        CheckersFen.apply("B:WK32:BK1", p);
        String start = p.toString();
        String[] cycle = {"1-5", "32-28", "5-1", "28-32"};
        for (int i = 0; i < 500; i++) {
            play(p, cycle[i % 4]);
        }
        CheckersPosition copy = p.copy();
        for (int i = 0; i < 500; i++) {
            copy.undo();
        }
        assertThat(copy.toString()).isEqualTo(start);
        assertThat(copy.ply()).isZero();
    }

    @Test
    void copyFromRefusesOtherDrawRulesAndBoardsMustBeConsistent() {
        assertThatThrownBy(() -> new CheckersPosition().copyFrom(new CheckersPosition(0, 0)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("draw rules");
        assertThatThrownBy(() -> new CheckersPosition().setBoard(0, 1, 1, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("distinct");
        assertThatThrownBy(() -> new CheckersPosition().setBoard(0, 1L << 30, 0, 0, 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("crowning row");
    }
}
