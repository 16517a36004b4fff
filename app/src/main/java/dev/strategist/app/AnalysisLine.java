package dev.strategist.app;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The computer's analysis line as the terminal and the page show it: in notation, and starting with the
 * move the computer then played, so neither shows a line it did not follow.
 */
public final class AnalysisLine {
    private AnalysisLine() {
    }

    /**
     * The principal variation {@code pv} from {@code root} (not changed) in notation, up to the first move
     * that is not legal there: a line cut short by a table, or from a search the game has since moved past.
     */
    public static <P extends Position> List<String> notation(Game<P> game, P root, int[] pv) {
        P p = Position.copyOf(root);
        List<String> texts = new ArrayList<>(pv.length);
        for (int move : pv) {
            if (p.isOver() || !p.isLegal(move)) {
                break;
            }
            texts.add(game.notation().format(p, move));
            p.play(move);
        }
        return texts;
    }

    /**
     * {@code line} when it starts with {@code played}, else {@code played} alone: a level that does not
     * always take the best move, or a move from a depth left unfinished, plays off the line, and the rest of
     * that line then says nothing about the game.
     */
    public static List<String> startingWith(List<String> line, String played) {
        return !line.isEmpty() && line.get(0).equals(played) ? line : List.of(played);
    }
}
