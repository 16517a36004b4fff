package dev.strategist.games.gomoku;

import dev.strategist.core.Outcome;
import java.util.function.IntConsumer;

/**
 * Plays one Gomoku game between two {@link GomokuPlayer}s from an opening, each with its own time per
 * move. A move a player may not make (occupied or, under renju, forbidden) loses at once, so a bug
 * cannot hide as a draw. The players are not shared with other threads while it runs.
 */
public final class GomokuMatch {

    /** How a game ended: the outcome, the plies played (opening included) and whether an illegal move ended it. */
    public record Result(Outcome outcome, int plies, boolean illegalMove, String moves) {
    }

    private GomokuMatch() {
    }

    /**
     * Plays from {@code opening} (moves as {@link GomokuNotation} reads them) with {@code black} moving for
     * the first player and {@code white} for the second, whichever is to move after the opening.
     */
    public static Result play(int size, GomokuRule rule, String opening, GomokuPlayer black, long blackMillis,
                              GomokuPlayer white, long whiteMillis, IntConsumer onMove) {
        GomokuPosition p = GomokuPosition.of(size, rule, opening);
        black.newGame();
        white.newGame();
        StringBuilder moves = new StringBuilder(opening.strip());
        while (!p.isOver()) {
            boolean blackToMove = p.sideToMove() == 0;
            GomokuPlayer mover = blackToMove ? black : white;
            int move = mover.choose(p, blackToMove ? blackMillis : whiteMillis).move();
            if (!p.canPlay(move)) {
                return new Result(Outcome.winFor(1 - p.sideToMove()), p.ply(), true, moves.toString());
            }
            p.play(move);
            moves.append(' ').append(GomokuNotation.name(size, move));
            onMove.accept(move);
        }
        return new Result(p.outcome(), p.ply(), false, moves.toString());
    }
}
