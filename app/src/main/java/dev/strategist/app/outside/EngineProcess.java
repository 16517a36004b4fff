package dev.strategist.app.outside;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * An outside engine run as a child process that talks in lines on its standard input and output, whatever
 * the protocol (GTP, Gomocup): lines go out flushed, lines come back through a reader thread so that a wait
 * has a deadline, and an engine that hangs, dies or cannot start is an {@link OutsideEngineException} naming
 * what happened rather than a match that never ends. Lines the protocol skips as noise are logged with the
 * engine's name, so an engine's chatter is seen but never taken for an answer.
 */
public final class EngineProcess {
    /** What the reader thread hands over when the engine's output ends. */
    private static final String END = new String("end of output");
    /** How much of a skipped line the log shows: an engine may send megabytes in one line. */
    private static final int LOGGED_CHARS = 200;
    /** Java's exit status of a child killed by SIGINT (128 + 2), which the terminal's Ctrl-C sends it too. */
    private static final int KILLED_BY_SIGINT = 130;

    private final Process process;
    private final Writer in;
    private final String name;
    private final Consumer<String> log;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(4096);

    /**
     * Starts {@code command} (the program and its arguments); its standard error is discarded, and the lines
     * it sends that are not the protocol's go to {@code log}, each starting with the engine's {@link #name()}.
     */
    public EngineProcess(List<String> command, Consumer<String> log) {
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw OutsideEngineException.cannotStart("no engine command given");
        }
        this.name = shortName(command);
        this.log = log;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw OutsideEngineException.cannotStart("cannot start the engine '" + String.join(" ", command)
                    + "': " + e.getMessage());
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "engine-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /**
     * The engine's name for logs: its program's file name and arguments, an argument over 60 characters
     * (a class path) shown as {@code ...}.
     */
    public static String shortName(List<String> command) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < command.size(); i++) {
            String word = command.get(i);
            if (i == 0) {
                int slash = Math.max(word.lastIndexOf('/'), word.lastIndexOf('\\'));
                sb.append(word.substring(slash + 1));
            } else {
                sb.append(' ').append(word.length() > 60 ? "..." : word);
            }
        }
        return sb.toString();
    }

    /** The engine's name in logs (see {@link #shortName}). */
    public String name() {
        return name;
    }

    /** Logs a line the protocol passes over, with why: noise from the engine that is not an answer. */
    public void skipped(String line, String why) {
        String shown = line.length() > LOGGED_CHARS ? line.substring(0, LOGGED_CHARS) + "... (" + line.length()
                + " characters)" : line;
        log.accept(name + ": " + why + ": " + shown);
    }

    /** Splits a command line at spaces, keeping text in single or double quotes together. */
    public static List<String> split(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (char c : commandLine.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw OutsideEngineException.cannotStart("the engine command has an unclosed quote: " + commandLine);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }

    private void readOutput() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = out.readLine()) != null) {
                lines.put(line);
            }
        } catch (IOException | InterruptedException e) {
            // the engine went away: END below tells whoever waits
        } finally {
            lines.offer(END);
        }
    }

    /** Sends one line, flushed. */
    public void writeLine(String line) {
        if (line.indexOf('\n') >= 0 || line.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a line to an engine has no line breaks: " + line);
        }
        try {
            in.write(line + "\n");
            in.flush();
        } catch (IOException e) {
            throw ended("the engine stopped reading commands");
        }
    }

    /**
     * The engine's next line, waiting until {@code deadlineNanos} ({@link System#nanoTime()}); {@code command}
     * and {@code millis} name what it was answering, and how long it had, in the error when it does not answer
     * or ends.
     */
    public String readLine(String command, long deadlineNanos, long millis) {
        try {
            String line = lines.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new OutsideEngineException("the engine did not answer '" + command + "' within " + millis
                        + " ms");
            }
            if (line == END) {
                lines.offer(END); // every later wait ends at once too
                throw ended("the engine ended while answering '" + command + "'");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw OutsideEngineException.interrupted("interrupted while waiting for the engine");
        }
    }

    /** The error for an engine that went away, with its exit status; Ctrl-C's SIGINT is no fault of its own. */
    private OutsideEngineException ended(String what) {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) { // its output has ended: it is exiting, but a busy machine may take a while
                int status = process.exitValue();
                return status == KILLED_BY_SIGINT
                        ? OutsideEngineException.interrupted(what + " (interrupted by SIGINT, Ctrl-C)")
                        : new OutsideEngineException(what + " (exit status " + status + ")");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new OutsideEngineException(what + " (still running)");
    }

    /** Sends {@code quitLine} (the protocol's goodbye), and ends the process if it has not gone within a second. */
    public void close(String quitLine) {
        if (process.isAlive()) {
            try {
                in.write(quitLine + "\n");
                in.flush();
                if (!process.waitFor(1, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (IOException e) {
                process.destroyForcibly();
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }
}
