package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.format.ReversiObf;
import org.junit.jupiter.api.Test;

/** Othello moves and games as text: squares, passes, run-together transcripts, boards, and the errors. */
class ReversiNotationTest {
    private final ReversiNotation notation = new ReversiNotation();
    private final ReversiGame game = new ReversiGame();

    @Test
    void squaresReadInEitherCase() {
        ReversiPosition p = new ReversiPosition();
        assertThat(notation.parse(p, "d3")).isEqualTo(19);
        assertThat(notation.parse(p, " F5 ")).isEqualTo(37);
        assertThat(notation.format(p, 19)).isEqualTo("d3");
        assertThat(notation.format(p, ReversiPosition.PASS)).isEqualTo("pass");
    }

    @Test
    void illegalMovesSayWhy() {
        ReversiPosition p = new ReversiPosition();
        assertThatThrownBy(() -> notation.parse(p, "d4")).isInstanceOf(NotationException.class)
                .hasMessage("d4 is taken by a white disc");
        assertThatThrownBy(() -> notation.parse(p, "a1")).hasMessage("a1 turns over no disc; Black can play d3 c4 f5 e6");
        assertThatThrownBy(() -> notation.parse(p, "pass")).hasMessageContaining("Black cannot pass");
        assertThatThrownBy(() -> notation.parse(p, "i9")).hasMessageContaining("'i9' is not a move");
        assertThatThrownBy(() -> notation.parse(p, "")).hasMessageContaining("no move given");
        ReversiPosition passing = ReversiPosition.of(0xFFL, 1L << 9, ReversiPosition.WHITE);
        assertThatThrownBy(() -> notation.parse(passing, "a3")).hasMessage("White has no move and must pass");
        assertThat(notation.parse(passing, "PA")).isEqualTo(ReversiPosition.PASS);
        ReversiPosition over = ReversiPosition.of(1L, 0, ReversiPosition.BLACK);
        assertThatThrownBy(() -> notation.parse(over, "pass")).hasMessageContaining("the game is over");
    }

    @Test
    void gamesReadSeparatedOrRunTogether() {
        ReversiPosition a = game.parsePosition("f5 d6 c3 d3 c4");
        ReversiPosition b = game.parsePosition("F5D6C3D3C4");
        ReversiPosition c = game.parsePosition("f5,d6, c3 d3c4");
        assertThat(a).isEqualTo(b).isEqualTo(c);
        assertThat(a.ply()).isEqualTo(5);
    }

    @Test
    void badGamesNameTheCharacterAndLeaveNothingPlayed() {
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> game.parsePosition("f5 d6 e3"));
        assertThat(e.index()).isEqualTo(6);
        assertThat(e.getMessage()).startsWith("character 7 (move 3): e3 turns over no disc");
        ReversiPosition p = new ReversiPosition();
        assertThatThrownBy(() -> ReversiNotation.playMoves(p, "f5 zz")).isInstanceOf(NotationException.class);
        assertThat(p).isEqualTo(new ReversiPosition());
        assertThat(p.ply()).isZero();
    }

    /** Eight moves after which Black has no move and must pass; White then has d2 and f4. */
    private static final String BLACK_PASSES = "c4 c3 f5 b4 a4 a5 c2 a3";

    @Test
    void aPassLeftOutIsImpliedBeforeTheOpponentsSquare() {
        ReversiPosition written = game.parsePosition(BLACK_PASSES + " pass d2");
        ReversiPosition implied = game.parsePosition(BLACK_PASSES.replace(" ", "") + "d2");
        assertThat(implied).isEqualTo(written);
        assertThat(implied.ply()).isEqualTo(10);
        assertThat(implied.moveAt(8)).isEqualTo(ReversiPosition.PASS);
    }

    @Test
    void aSquareTheOpponentCannotPlayAfterAnImpliedPassIsRefused() {
        ReversiPosition p = new ReversiPosition();
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> ReversiNotation.playMoves(p, BLACK_PASSES + " h8"));
        assertThat(e.index()).isEqualTo(24);
        assertThat(e.getMessage()).isEqualTo(
                "character 25 (move 10, after Black's implied pass): h8 turns over no disc; White can play d2 f4");
        assertThat(p.ply()).isZero();
    }

    @Test
    void aSquareAfterTheGameIsOverIsRefused() {
        ReversiPosition over = ReversiPosition.of(1L, 0, ReversiPosition.BLACK);
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> ReversiNotation.playMoves(over, "  a2"));
        assertThat(e.index()).isEqualTo(2);
        assertThat(e.getMessage()).startsWith("character 3: the game is already over (");
        assertThat(over.ply()).isZero();
    }

    @Test
    void aMalformedMoveIsRefusedByItsCharacter() {
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> ReversiNotation.playMoves(new ReversiPosition(), "f5 d6 q1"));
        assertThat(e.index()).isEqualTo(6);
        assertThat(e.getMessage()).isEqualTo(
                "character 7 (move 3): 'q1' is not a move; a move is a square a1..h8 (column a-h, row 1-8) or pass");
    }

    @Test
    void obfBoardsSetUpAPositionAndMovesMayFollow() {
        String ffo40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X";
        ReversiPosition p = game.parsePosition(ffo40);
        assertThat(p.toString()).isEqualTo(ffo40);
        assertThat(p.emptyCount()).isEqualTo(20);
        assertThat(p.ply()).isZero();
        ReversiPosition q = game.parsePosition(ffo40 + " a2");
        assertThat(q.ply()).isEqualTo(1);
        assertThat(q.sideToMove()).isEqualTo(ReversiPosition.WHITE);
        NotationException e = (NotationException) org.assertj.core.api.Assertions.catchThrowable(
                () -> game.parsePosition(ffo40 + " a1"));
        assertThat(e.index()).isEqualTo(67);
        assertThat(e.getMessage()).startsWith("character 68");
        ReversiPosition white = game.parsePosition(ffo40.replace(" X", " O"));
        assertThat(white.sideToMove()).isEqualTo(ReversiPosition.WHITE);
    }

    @Test
    void obfLinesReadTheirScoresAndRejectBadLines() {
        ReversiObf line = ReversiObf.parse(
                "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X; A2:+38; C7:+36; D8:+34;");
        assertThat(line.moves()).containsExactly(8, 50, 59);
        assertThat(line.scores()).containsExactly(38, 36, 34);
        assertThat(line.bestScore()).isEqualTo(38);
        assertThatThrownBy(() -> ReversiObf.parse("OX- X")).hasMessageContaining("has 3 squares");
        assertThatThrownBy(() -> ReversiObf.parse("-".repeat(63) + "Z X")).hasMessageContaining("'Z' is not a square");
        assertThatThrownBy(() -> ReversiObf.parse("-".repeat(64))).hasMessageContaining("side to move");
        assertThatThrownBy(() -> ReversiObf.parse("-".repeat(64) + " Y")).hasMessageContaining("X (Black) or O");
        String start = new ReversiPosition().toString();
        assertThatThrownBy(() -> ReversiObf.parse(start + "; D3+4;")).hasMessageContaining("move:score");
        assertThatThrownBy(() -> ReversiObf.parse(start + "; D3:x;")).hasMessageContaining("not a disc difference");
        assertThatThrownBy(() -> ReversiObf.parse(start + "; A1:+2;")).hasMessageContaining("turns over no disc");
        assertThat(ReversiObf.parse(start).hasScores()).isFalse();
    }
}
