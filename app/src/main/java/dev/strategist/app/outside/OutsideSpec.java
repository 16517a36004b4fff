package dev.strategist.app.outside;

import java.util.List;
import java.util.Locale;

/**
 * An outside engine as the command line names it: {@code gtp=COMMAND} or {@code pbrain=COMMAND}, the whole rest
 * of the text being the engine's command line (commas included), optionally after settings: {@code time=MS} (the
 * time per move offered to it), {@code timeout=MS} (how long a move may take before it fails) and
 * {@code game=NAME} (the game it plays, which {@code serve --engine} needs of a GTP engine), as in
 * {@code time=1000,gtp=/usr/games/gtp-rhino --level=3}.
 *
 * @param protocol    {@link #GTP} or {@link #PBRAIN}
 * @param commandLine the engine's command line, as given
 * @param timeMillis  the time per move offered to it, or null
 * @param timeout     how long it may take over a move, or null for the default ({@link #answerMillis})
 * @param game        the game it is said to play, as named (not checked here), or null
 */
public record OutsideSpec(String protocol, String commandLine, Long timeMillis, Long timeout, String game) {
    /** The protocol name of an engine spoken to over GTP. */
    public static final String GTP = "gtp";
    /** The protocol name of a Gomocup brain. */
    public static final String PBRAIN = "pbrain";
    /**
     * How long an outside engine may take over one move when nothing says: five minutes, for engines that
     * search by depth (GRhino's top level overran a one-minute limit on an endgame move:
     * docs/benchmarks/reversi.md).
     */
    private static final long DEFAULT_ANSWER_MILLIS = 300_000;

    /**
     * The outside engine {@code text} names, or null when it names none (no item is {@code gtp=} or
     * {@code pbrain=}); an {@link IllegalArgumentException} naming the fault when it names one badly.
     */
    public static OutsideSpec parse(String text) {
        int at = 0;
        while (true) {
            String rest = text.substring(at).stripLeading();
            for (String protocol : List.of(GTP, PBRAIN)) {
                if (rest.toLowerCase(Locale.ROOT).startsWith(protocol + "=")) {
                    return of(protocol, rest.substring(protocol.length() + 1).strip(), text.substring(0, at));
                }
            }
            int comma = text.indexOf(',', at);
            if (comma < 0) {
                return null;
            }
            at = comma + 1;
        }
    }

    private static OutsideSpec of(String protocol, String commandLine, String settings) {
        if (commandLine.isEmpty()) {
            throw new IllegalArgumentException(protocol + "= needs the engine's command line, as in "
                    + (protocol.equals(GTP) ? "gtp=/usr/games/gtp-rhino --level=3" : "pbrain=./pbrain-strategist"));
        }
        Long time = null;
        Long timeout = null;
        String game = null;
        for (String raw : settings.split(",")) {
            String item = raw.strip();
            if (item.isEmpty()) {
                continue;
            }
            int eq = item.indexOf('=');
            String name = eq < 0 ? item : item.substring(0, eq).strip().toLowerCase(Locale.ROOT);
            String value = eq < 0 ? "" : item.substring(eq + 1).strip();
            switch (name) {
                case "time", "t" -> time = millis(name, value);
                case "timeout" -> timeout = millis(name, value);
                case "game" -> game = value.isEmpty() ? null : value;
                default -> throw new IllegalArgumentException("an outside engine takes time=MS, timeout=MS and "
                        + "game=NAME before its " + protocol + "=, not '" + item + "'");
            }
        }
        return new OutsideSpec(protocol, commandLine, time, timeout, game);
    }

    private static long millis(String name, String value) {
        try {
            long ms = Long.parseLong(value);
            if (ms >= 1 && ms <= Integer.MAX_VALUE) {
                return ms;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("an outside engine's " + name + " must be a number of milliseconds from 1 "
                + "to " + Integer.MAX_VALUE + ", not '" + value + "'");
    }

    /** The same engine offered {@code millis} per move (null: no time), as a match's {@code --time} sets it. */
    public OutsideSpec withTime(Long millis) {
        return new OutsideSpec(protocol, commandLine, millis, timeout, game);
    }

    /** The program and its arguments. */
    public List<String> command() {
        return EngineProcess.split(commandLine);
    }

    /**
     * How long the engine may take over a move: its {@code timeout}, else {@code engineTimeout} (a match's
     * {@code --engine-timeout}) when not null, else ten times its time and at least ten seconds (an engine that
     * ignores its time must still answer), or five minutes when it has no time.
     */
    public long answerMillis(Long engineTimeout) {
        if (timeout != null) {
            return timeout;
        }
        if (engineTimeout != null) {
            return engineTimeout;
        }
        return timeMillis != null ? Math.max(10_000, 10 * timeMillis) : DEFAULT_ANSWER_MILLIS;
    }
}
