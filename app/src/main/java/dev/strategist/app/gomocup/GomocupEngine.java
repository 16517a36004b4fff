package dev.strategist.app.gomocup;

import dev.strategist.app.outside.EngineProcess;
import dev.strategist.app.outside.OutsideEngineException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * An outside Gomocup brain ({@code pbrain-...}) run as a child process, seen from the manager's side of the
 * protocol: commands go out one line each, {@code MESSAGE} and {@code DEBUG} lines are passed over, and each
 * command that wants an answer gets it within a time limit, so a brain that hangs, dies, refuses or talks
 * nonsense is an {@link OutsideEngineException} naming what happened.
 */
public final class GomocupEngine implements AutoCloseable {
    private final EngineProcess process;
    private final long answerMillis;

    /** Starts {@code command} (the program and its arguments); every answer must come within {@code answerMillis}. */
    public GomocupEngine(List<String> command, long answerMillis) {
        this.process = new EngineProcess(command);
        this.answerMillis = answerMillis;
    }

    /** Sends a command that has no answer ({@code INFO}, the lines of {@code BOARD}). */
    public void tell(String line) {
        process.writeLine(line);
    }

    /** Sends {@code command} and waits for {@code OK}; {@code ERROR} or {@code UNKNOWN} is an error. */
    public void expectOk(String command) {
        String answer = answer(command);
        if (!answer.toUpperCase(Locale.ROOT).startsWith("OK")) {
            throw new OutsideEngineException("the engine answered '" + command + "' with '" + answer + "', not OK");
        }
    }

    /**
     * Sends {@code command} (the last line of a move request: {@code BEGIN}, {@code TURN x,y} or {@code DONE})
     * and returns the move it answers, {@code x,y} as the brain wrote it; a suggestion ({@code SUGGEST x,y}) is
     * accepted with {@code PLAY x,y} and is the move.
     */
    public String move(String command) {
        String answer = answer(command);
        String upper = answer.toUpperCase(Locale.ROOT);
        if (upper.startsWith("SUGGEST")) {
            String move = answer.substring("SUGGEST".length()).strip();
            process.writeLine("PLAY " + move);
            return move;
        }
        if (upper.startsWith("OK")) {
            throw new OutsideEngineException("the engine answered '" + command + "' with '" + answer
                    + "', not a move");
        }
        return answer;
    }

    /** The first line after {@code command} that is not a message; ERROR and UNKNOWN are errors. */
    private String answer(String command) {
        process.writeLine(command);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(answerMillis);
        while (true) {
            String line = process.readLine(command, deadline, answerMillis).strip();
            String upper = line.toUpperCase(Locale.ROOT);
            if (line.isEmpty() || upper.startsWith("MESSAGE") || upper.startsWith("DEBUG")) {
                continue;
            }
            if (upper.startsWith("ERROR") || upper.startsWith("UNKNOWN")) {
                throw new OutsideEngineException("the engine refused '" + command + "': " + line);
            }
            return line;
        }
    }

    /** Sends {@code END}, and ends the process if it has not gone within a second. */
    @Override
    public void close() {
        process.close("END");
    }
}
