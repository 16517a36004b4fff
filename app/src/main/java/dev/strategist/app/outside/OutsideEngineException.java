package dev.strategist.app.outside;

/**
 * An outside engine misbehaved or could not be used: the message says how, for the user to read. Most such
 * failures happen in a game and lose it ({@link #losesGame()}); an engine that cannot be started, or that
 * was stopped by the terminal's Ctrl-C along with us, is no game's result and stops the match instead.
 */
public class OutsideEngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final boolean losesGame;
    /** The message without the engine's own words, or null when the message has none. */
    private final String plain;

    /** The engine failed at its part (it died, hung, refused or broke the protocol): it loses the game. */
    public OutsideEngineException(String message) {
        this(message, true, null);
    }

    /**
     * The same, for a {@code message} that quotes the engine's own text; {@code plain} says what happened without
     * it (which command it refused, what kind of answer it gave).
     */
    public OutsideEngineException(String message, String plain) {
        this(message, true, plain);
    }

    private OutsideEngineException(String message, boolean losesGame, String plain) {
        super(message);
        this.losesGame = losesGame;
        this.plain = plain;
    }

    /** The engine could not be started at all: its command is wrong, which no game can put right. */
    public static OutsideEngineException cannotStart(String message) {
        return new OutsideEngineException(message, false, null);
    }

    /** The engine was interrupted from outside (Ctrl-C reaches the whole process group): the match stops. */
    public static OutsideEngineException interrupted(String message) {
        return new OutsideEngineException(message, false, null);
    }

    /** True when the engine failed at its part and so loses the game it was playing. */
    public boolean losesGame() {
        return losesGame;
    }

    /**
     * What happened in our words only, without the engine's text: an engine may echo anything it knows (its path,
     * its environment), which is for the operator's log, not for whoever is shown the failure (a web page).
     */
    public String plainMessage() {
        return plain != null ? plain : getMessage();
    }
}
