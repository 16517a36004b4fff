package dev.strategist.games.checkers;

import dev.strategist.core.GameOptions;
import dev.strategist.core.Outcome;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of a PDN file: its tags in file order, the start position as a FEN, the moves (codes as
 * {@link CheckersMove} defines them) and the result token ({@code 1-0} Black won, {@code 0-1} White
 * won, {@code 1/2-1/2}, {@code *} unfinished).
 *
 * @param tags     tag names and values, in order
 * @param startFen the start position
 * @param moves    the moves from it
 * @param result   the termination token
 */
public record PdnGame(Map<String, String> tags, String startFen, List<Integer> moves, String result) {

    /** Copies the collections so the record is immutable. */
    public PdnGame {
        tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        moves = List.copyOf(moves);
    }

    /** The position after every move, with the draw rules of {@code options}. */
    public CheckersPosition finalPosition(GameOptions options) {
        CheckersPosition p = new CheckersGame().newPosition(options);
        CheckersFen.apply(startFen, p);
        for (int move : moves) {
            p.play(move);
        }
        return p;
    }

    /** A game record of everything played on {@code position} since its start, with the tags given. */
    public static PdnGame of(CheckersPosition position, String startFen, Map<String, String> tags) {
        Integer[] played = new Integer[position.ply()];
        for (int i = 0; i < played.length; i++) {
            played[i] = position.moveAt(i);
        }
        String result = tags.getOrDefault("Result", resultOf(position));
        return new PdnGame(tags, startFen, List.of(played), result);
    }

    /** The PDN result token of a position's outcome. */
    public static String resultOf(CheckersPosition position) {
        return tokenOf(position.outcome());
    }

    /** The PDN result token of {@code outcome}: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} while none. */
    public static String tokenOf(Outcome outcome) {
        switch (outcome) {
            case FIRST_WINS:
                return "1-0";
            case SECOND_WINS:
                return "0-1";
            case DRAW:
                return "1/2-1/2";
            default:
                return "*";
        }
    }

    /**
     * The outcome a PDN result token records, the variants PDN files use included ({@code 2-0}, {@code 0-2} and
     * {@code 1-1} of two-point scoring); {@link Outcome#NONE} for {@code *} or anything else.
     */
    public static Outcome outcomeOf(String token) {
        return switch (token) {
            case "1-0", "2-0" -> Outcome.FIRST_WINS;
            case "0-1", "0-2" -> Outcome.SECOND_WINS;
            case "1/2-1/2", "1-1" -> Outcome.DRAW;
            default -> Outcome.NONE;
        };
    }
}
