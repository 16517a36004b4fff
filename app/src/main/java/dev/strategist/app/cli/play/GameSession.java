package dev.strategist.app.cli.play;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.app.cli.render.BoardRenderer;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import java.io.PrintWriter;

/**
 * What both ways of playing on the terminal share: where they write, how the board is drawn, and after
 * how many moves they stop.
 *
 * @param out       the output
 * @param renderer  the board drawing
 * @param moveLimit the game stops, unfinished, once this many moves have been played
 */
record GameSession(PrintWriter out, BoardRenderer renderer, int moveLimit) {

    /** Draws the board of {@code match}. */
    void showBoard(Match<?> match) {
        int[] moves = match.moves();
        out.println(renderer.render(match.position(), moves.length == 0 ? Position.NO_MOVE : moves[moves.length - 1]));
    }

    /** True once {@code match} has as many moves as the limit allows. */
    boolean moveLimitReached(Match<?> match) {
        return match.moveList().size() >= moveLimit;
    }

    /** Says that the game stops at the move limit, with the board and moves so far; exit code 0. */
    int stopped(Match<?> match) {
        showBoard(match);
        out.println("stopped after " + moveLimit + (moveLimit == 1 ? " move" : " moves")
                + ": the game is left unfinished");
        out.println("moves: " + MoveListText.of(match.moveList()));
        return ExitCode.OK;
    }
}
