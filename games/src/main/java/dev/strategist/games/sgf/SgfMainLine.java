package dev.strategist.games.sgf;

import dev.strategist.core.NotationException;
import java.util.List;

/**
 * Walks the main line of the first game tree in SGF text (the first variation at every branch) and hands
 * each property, in order, to a visitor. The games' readers decide what a property means; the shape of the
 * tree and its errors (not opened, not closed, no nodes) are checked once here.
 */
public final class SgfMainLine {
    /** What the walk hands each property to. */
    @FunctionalInterface
    public interface Visitor {
        /** One property of the main line: its identifier, its values, and where it starts in the text. */
        void property(String id, List<String> values, int at);
    }

    private SgfMainLine() {
    }

    /**
     * Hands every property of the main line to {@code visitor}, node by node; the siblings after a chosen
     * variation are not read. Throws a {@link NotationException} when the tree is malformed or has no nodes.
     */
    public static void walk(String sgf, Visitor visitor) {
        SgfReader r = new SgfReader(sgf);
        r.skipSpace();
        r.expect('(', "an SGF game starts with '('");
        int nodes = 0;
        while (true) {
            r.skipSpace();
            if (r.atEnd()) {
                throw new NotationException("the game tree is not closed with ')'", sgf, r.at());
            }
            char c = r.peek();
            if (c == ')') {
                break;
            }
            if (c == '(') {
                r.next(); // the first variation is the main line: enter it, and stop at its closing ')'
                continue;
            }
            r.expect(';', "expected ';' to start a node");
            nodes++;
            r.skipSpace();
            while (!r.atEnd() && Character.isUpperCase(r.peek())) {
                int at = r.at();
                String id = r.identifier();
                visitor.property(id, r.values(), at);
                r.skipSpace();
            }
        }
        if (nodes == 0) {
            throw new NotationException("the game has no nodes", sgf, r.at());
        }
    }
}
