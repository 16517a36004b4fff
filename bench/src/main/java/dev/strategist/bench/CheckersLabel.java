package dev.strategist.bench;

import dev.strategist.games.checkers.CheckersPosition;
import java.nio.file.Path;

/**
 * One line of {@link CheckersPatternData}'s {@code FEN;result;score}, as the fits read it: for the side to move, the
 * game's result and the search's score, bounded at 30 men (a found win or loss counts as that).
 *
 * @param position the position
 * @param result the game's result for the side to move (1, 0.5, 0)
 * @param score the search's score for the side to move, in hundredths of a man, within +-3,000
 */
record CheckersLabel(CheckersPosition position, double result, int score) {
    /** The bound on a score: 30 men, past which a score says only who wins. */
    static final int BOUND = 3000;

    /** Line {@code number} (from 1) of {@code file}; refused with both named unless it has exactly three fields. */
    static CheckersLabel parse(Path file, int number, String line) {
        String[] f = line.split(";");
        if (f.length != 3) {
            throw new IllegalArgumentException(file + " line " + number + ": expected FEN;result;score");
        }
        CheckersPosition p = CheckersPosition.of(f[0]);
        boolean black = p.sideToMove() == 0;
        double blackResult = Double.parseDouble(f[1]);
        int blackScore = Integer.parseInt(f[2]);
        return new CheckersLabel(p, black ? blackResult : 1 - blackResult,
                Math.max(-BOUND, Math.min(BOUND, black ? blackScore : -blackScore)));
    }
}
