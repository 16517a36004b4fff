package dev.strategist.examples.kalah;

import dev.strategist.core.Notation;
import dev.strategist.core.NotationException;

/** A move as its pit's number from the mover's left, 1 to {@code pits}: {@code 3} sows the mover's third pit. */
public final class KalahNotation implements Notation<KalahPosition> {

    @Override
    public String format(KalahPosition position, int move) {
        return Integer.toString(move + 1);
    }

    @Override
    public int parse(KalahPosition position, String text) {
        String t = text.trim();
        if (position.isOver()) {
            throw new NotationException("the game is over", text);
        }
        // at most two digits: anything longer is no pit, and Integer.parseInt would overflow on it
        if (!t.matches("[0-9]{1,2}")) {
            throw new NotationException("a move is a pit number from 1 to " + position.pits(), text);
        }
        int move = Integer.parseInt(t) - 1;
        if (move < 0 || move >= position.pits()) {
            throw new NotationException("no pit " + t + ": pits are 1 to " + position.pits(), text);
        }
        if (position.seeds(position.sideToMove(), move) == 0) {
            throw new NotationException("pit " + t + " is empty", text);
        }
        return move;
    }
}
