package dev.strategist.core;

/** Text that could not be read as a move, a position or a game, with the reason and where. */
public class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String text;
    private final int index;

    /** A parse error in {@code text}; {@code index} is the offending character, or -1 for the whole. */
    public NotationException(String message, String text, int index) {
        super(message);
        this.text = text;
        this.index = index;
    }

    /** A parse error about the text as a whole. */
    public NotationException(String message, String text) {
        this(message, text, -1);
    }

    /** The text that was rejected. */
    public String text() {
        return text;
    }

    /** The index of the offending character in {@link #text()}, or -1 when the whole text is at fault. */
    public int index() {
        return index;
    }
}
