package dev.strategist.app.gtp;

import dev.strategist.app.outside.EngineProcess;
import dev.strategist.app.outside.OutsideEngineException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * An outside engine that speaks the Go Text Protocol (GTP 2), run as a child process: commands go out one
 * line each, and each answer ({@code = text} or {@code ? error}, ended by an empty line) comes back within a
 * time limit; an answer that is not GTP is an {@link OutsideEngineException} naming it.
 */
public final class GtpEngine implements AutoCloseable {
    private final EngineProcess process;
    private final long answerMillis;

    /**
     * Starts {@code command} (the program and its arguments); every answer must come within
     * {@code answerMillis}.
     */
    public GtpEngine(List<String> command, long answerMillis) {
        this.process = new EngineProcess(command);
        this.answerMillis = answerMillis;
    }

    /** Sends {@code command} and returns the text of its success answer; a {@code ?} answer is an error. */
    public String send(String command) {
        String answer = ask(command);
        if (answer.startsWith("?")) {
            throw new OutsideEngineException("the engine refused '" + command + "': " + answer.substring(1).strip());
        }
        return answer.substring(1).strip();
    }

    /** Sends {@code command} and returns true when the engine accepted it (false for a {@code ?} answer). */
    public boolean trySend(String command) {
        return ask(command).startsWith("=");
    }

    /** The whole answer, from its {@code =} or {@code ?}, lines joined by newlines. */
    private String ask(String command) {
        process.writeLine(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(answerMillis);
        StringBuilder answer = new StringBuilder();
        while (true) {
            String line = process.readLine(command, deadline, answerMillis);
            if (answer.length() == 0) {
                if (line.isBlank()) {
                    continue; // blank lines between answers
                }
                if (!line.startsWith("=") && !line.startsWith("?")) {
                    throw new OutsideEngineException("the engine answered '" + command + "' with '" + line
                            + "', which is not a GTP answer (= or ?)");
                }
                answer.append(line);
            } else if (line.isEmpty()) {
                return answer.toString();
            } else {
                answer.append('\n').append(line);
            }
        }
    }

    /** Asks the engine to quit, and ends the process if it does not within a second. */
    @Override
    public void close() {
        process.close("quit");
    }
}
