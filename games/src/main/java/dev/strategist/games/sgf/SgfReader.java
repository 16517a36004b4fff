package dev.strategist.games.sgf;

import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.List;

/**
 * A cursor over SGF text: identifiers, bracketed values with escapes, and the errors about them. Shared by
 * the games whose records are SGF (Othello, Gomoku).
 */
public final class SgfReader {
    private final String text;
    private int i;

    /** A cursor at the start of {@code text} (null reads as empty). */
    public SgfReader(String text) {
        this.text = text == null ? "" : text;
    }

    /** True when the text is used up. */
    public boolean atEnd() {
        return i >= text.length();
    }

    /** The index of the next character. */
    public int at() {
        return i;
    }

    /** The next character, not consumed. */
    public char peek() {
        return text.charAt(i);
    }

    /** The next character, consumed. */
    public char next() {
        return text.charAt(i++);
    }

    /** Skips white space. */
    public void skipSpace() {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
    }

    /** Consumes {@code c}, or throws with {@code message} and what was found instead. */
    public void expect(char c, String message) {
        if (atEnd() || text.charAt(i) != c) {
            throw new NotationException(message + (atEnd() ? " at the end" : ", found '" + text.charAt(i) + "'"),
                    text, Math.min(i, Math.max(0, text.length() - 1)));
        }
        i++;
    }

    /** A property identifier: upper-case letters. */
    public String identifier() {
        int start = i;
        while (i < text.length() && Character.isUpperCase(text.charAt(i))) {
            i++;
        }
        return text.substring(start, i);
    }

    /** One or more {@code [value]}s after an identifier; {@code \]} and {@code \\} are unescaped. */
    public List<String> values() {
        List<String> values = new ArrayList<>();
        skipSpace();
        if (atEnd() || peek() != '[') {
            throw new NotationException("a property needs a value in [ ]", text, Math.min(i, text.length() - 1));
        }
        while (!atEnd() && peek() == '[') {
            int open = i++;
            StringBuilder sb = new StringBuilder();
            while (true) {
                if (atEnd()) {
                    throw new NotationException("the value opened here is not closed with ']'", text, open);
                }
                char c = next();
                if (c == ']') {
                    break;
                }
                if (c == '\\' && !atEnd()) {
                    c = next();
                }
                sb.append(c);
            }
            values.add(sb.toString());
            skipSpace();
        }
        return values;
    }
}
