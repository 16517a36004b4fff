package dev.strategist.games.checkers;

import java.util.ArrayList;
import java.util.List;

/** The legal moves of a position as PDN text, for readable assertions. */
final class MoveTexts {
    private MoveTexts() {
    }

    /** Every legal move of {@code p} in generation order, as {@code 11-15} or {@code 22x15x8}. */
    static List<String> of(CheckersPosition p) {
        List<String> out = new ArrayList<>();
        for (int m : p.legalMoves()) {
            out.add(CheckersNotation.text(m));
        }
        return out;
    }
}
