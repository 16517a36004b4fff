package dev.strategist.app.gtp;

import dev.strategist.app.outside.EngineProcess;
import dev.strategist.app.outside.OutsideEngineException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * An outside engine that speaks the Go Text Protocol (GTP 2), run as a child process: commands go out one
 * line each, and each answer ({@code = text} or {@code ? error}, the sign optionally followed by an id, and
 * ended by an empty line) comes back within the time the command is given. Any other line before the answer
 * (an engine's {@code *** SEARCH STILL RUNNING ***}), and any line after its first one, is noise: logged and
 * skipped, since every command sent here has a one-line answer.
 */
public final class GtpEngine implements AutoCloseable {
    private final EngineProcess process;

    /** Starts {@code command} (the program and its arguments); lines that are not GTP go to {@code log}. */
    public GtpEngine(List<String> command, Consumer<String> log) {
        this.process = new EngineProcess(command, log);
    }

    /**
     * Sends {@code command} and returns the text of its success answer, which must come within
     * {@code millis}; a {@code ?} answer is an error.
     */
    public String send(String command, long millis) {
        String answer = ask(command, millis);
        if (answer.startsWith("?")) {
            throw new OutsideEngineException("the engine refused '" + command + "': " + text(answer),
                    "the engine refused '" + command + "'");
        }
        return text(answer);
    }

    /** Sends {@code command} and returns true when the engine accepted it (false for a {@code ?} answer). */
    public boolean trySend(String command, long millis) {
        return ask(command, millis).startsWith("=");
    }

    /** The answer's first line, from its {@code =} or {@code ?}. */
    private String ask(String command, long millis) {
        process.writeLine(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        String answer = null;
        while (true) {
            String line = process.readLine(command, deadline, millis);
            if (answer == null) {
                if (isAnswer(line)) {
                    answer = line;
                } else if (!line.isBlank()) { // blank lines between answers are allowed
                    process.skipped(line, "not a GTP answer to '" + command + "', skipped");
                }
            } else if (line.isEmpty()) {
                return answer;
            } else {
                process.skipped(line, "more than the one-line answer to '" + command + "', skipped");
            }
        }
    }

    /** True for the first line of an answer: {@code =} or {@code ?}, then an id (digits) or a space or nothing. */
    private static boolean isAnswer(String line) {
        if (line.isEmpty() || line.charAt(0) != '=' && line.charAt(0) != '?') {
            return false;
        }
        int i = 1;
        while (i < line.length() && Character.isDigit(line.charAt(i))) {
            i++;
        }
        return i == line.length() || Character.isWhitespace(line.charAt(i));
    }

    /** The answer's text after its sign and id. */
    private static String text(String answer) {
        int i = 1;
        while (i < answer.length() && Character.isDigit(answer.charAt(i))) {
            i++;
        }
        return answer.substring(i).strip();
    }

    /** Asks the engine to quit, and ends the process if it does not within a second. */
    @Override
    public void close() {
        process.close("quit");
    }
}
