package dev.strategist.app.gomocup;

import dev.strategist.app.outside.EngineProcess;
import dev.strategist.app.outside.OutsideEngineException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * An outside Gomocup brain ({@code pbrain-...}) run as a child process, seen from the manager's side of the
 * protocol: commands go out one line each, and each command that wants an answer gets it within the time it
 * is given. An answer is a move {@code x,y} (spaces allowed around the comma) or a line starting with
 * {@code OK}, {@code ERROR}, {@code UNKNOWN} or {@code SUGGEST}, in any case and with any line ending;
 * {@code MESSAGE} and {@code DEBUG} lines (a banner before START too) are passed over, and every other line
 * is noise: logged and skipped. A brain that hangs, dies or refuses is an {@link OutsideEngineException}.
 * {@code INFO} has no answer, so nothing is read after it.
 */
public final class GomocupEngine implements AutoCloseable {
    private static final Pattern MOVE = Pattern.compile("-?\\d+\\s*,\\s*-?\\d+");

    private final EngineProcess process;

    /** Starts {@code command} (the program and its arguments); lines that are not the protocol's go to {@code log}. */
    public GomocupEngine(List<String> command, Consumer<String> log) {
        this.process = new EngineProcess(command, log);
    }

    /** Sends a command that has no answer ({@code INFO}, the lines of {@code BOARD}). */
    public void tell(String line) {
        process.writeLine(line);
    }

    /** Sends {@code command} and waits up to {@code millis} for {@code OK}; {@code ERROR} or {@code UNKNOWN} is an error. */
    public void expectOk(String command, long millis) {
        process.writeLine(command);
        answer(command, millis, false);
    }

    /**
     * Sends {@code command} (the last line of a move request: {@code BEGIN}, {@code TURN x,y} or {@code DONE})
     * and returns the move it answers within {@code millis}, {@code x,y} as the brain wrote it; a suggestion
     * ({@code SUGGEST x,y}) is accepted with {@code PLAY x,y}, and the move is the brain's answer to that.
     */
    public String move(String command, long millis) {
        process.writeLine(command);
        String answer = answer(command, millis, true);
        if (answer.toUpperCase(Locale.ROOT).startsWith("SUGGEST")) {
            String play = "PLAY " + answer.substring("SUGGEST".length()).strip();
            process.writeLine(play);
            answer = answer(play, millis, true);
        }
        if (!MOVE.matcher(answer).matches()) {
            throw new OutsideEngineException("the engine answered '" + command + "' with '" + answer
                    + "', not a move", "the engine answered '" + command + "' with something that is not a move");
        }
        return answer;
    }

    /**
     * The first answer to {@code command} of the kind due: a move or SUGGEST when {@code move}, else an OK.
     * ERROR and UNKNOWN are refusals; messages are passed over; anything else, an answer of the other kind
     * included (an OK where a move is due may be a brain's stray answer to INFO), is logged and skipped.
     */
    private String answer(String command, long millis, boolean move) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        while (true) {
            String line = process.readLine(command, deadline, millis).strip();
            String upper = line.toUpperCase(Locale.ROOT);
            if (upper.startsWith("ERROR") || upper.startsWith("UNKNOWN")) {
                throw new OutsideEngineException("the engine refused '" + command + "': " + line,
                        "the engine refused '" + command + "'");
            }
            boolean isMove = MOVE.matcher(line).matches() || upper.startsWith("SUGGEST");
            if (move ? isMove : upper.startsWith("OK")) {
                return line;
            }
            if (!line.isEmpty() && !upper.startsWith("MESSAGE") && !upper.startsWith("DEBUG")) {
                process.skipped(line, "not " + (move ? "a move" : "OK") + " in answer to '" + command + "', skipped");
            }
        }
    }

    /** Sends {@code END}, and ends the process if it has not gone within a second. */
    @Override
    public void close() {
        process.close("END");
    }
}
