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
    @SuppressWarnings("unchecked")
    public static <P extends Position> Optional<List<String>> of(Game<P> game, GameOptions options, P position) {
        P p = (P) position.copy();
        List<String> moves = new ArrayList<>();
        while (p.ply() > 0) {
            long target = p.hash();
            p.undo();
            String found = null;
            for (int move : p.legalMoves()) {
                p.play(move);
                boolean hit = p.hash() == target;
                p.undo();
                if (hit) {
                    found = game.notation().format(p, move);
                    break;
                }
            }
            if (found == null) {
                return Optional.empty();
            }
            moves.add(found);
        }
        if (p.hash() != game.newPosition(options).hash()) {
            return Optional.empty();
        }
        Collections.reverse(moves);
        return Optional.of(List.copyOf(moves));
    }
}
