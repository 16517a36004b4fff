package dev.strategist.core;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The moves that lead from a game's start to a position, found by taking them back: each is the legal move
 * of the position one ply back that gives the later position's hash. What a saved game or an outside
 * engine needs when only the position is at hand.
 */
public final class MovesFromStart {
    private MovesFromStart() {
    }

    /**
     * The moves from {@code game}'s start (with {@code options}) to {@code position}, in notation; empty
     * when the position was not reached from that start by moves (a FEN, a board read from a file).
     */
    public static <P extends Position> Optional<List<String>> of(Game<P> game, GameOptions options, P position) {
        P p = Position.copyOf(position);
        List<String> moves = new ArrayList<>();
        while (p.ply() > 0) {
            int move = takeBack(p);
            if (move == Position.NO_MOVE) {
                return Optional.empty();
            }
            moves.add(game.notation().format(p, move));
        }
        if (p.hash() != game.newPosition(options).hash()) {
            return Optional.empty();
        }
        Collections.reverse(moves);
        return Optional.of(List.copyOf(moves));
    }

    /**
     * {@code end} as a record: the moves from its first ply, and as the start null when that is the game's
     * start with {@code options}, else the first position's text (a set-up, which a game with set-ups prints
     * as its {@link Game#parsePosition} reads it). The result is left to the moves.
     */
    public static <P extends Position> GameRecord record(Game<P> game, GameOptions options, P end, String first,
                                                         String second) {
        P p = Position.copyOf(end);
        int[] moves = new int[p.ply()];
        for (int i = moves.length - 1; i >= 0; i--) {
            moves[i] = takeBack(p);
            if (moves[i] == Position.NO_MOVE) {
                throw new IllegalArgumentException("the moves of the game cannot be taken back");
            }
        }
        String start = p.hash() == game.newPosition(options).hash() ? null : p.toString();
        return new GameRecord(options, moves, first, second, Outcome.NONE, start);
    }

    /** Takes back {@code p}'s last move and returns it: the legal move that gives the later hash, or NO_MOVE. */
    private static int takeBack(Position p) {
        long target = p.hash();
        p.undo();
        for (int move : p.legalMoves()) {
            p.play(move);
            boolean hit = p.hash() == target;
            p.undo();
            if (hit) {
                return move;
            }
        }
        return Position.NO_MOVE;
    }
}
