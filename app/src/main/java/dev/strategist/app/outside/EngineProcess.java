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

/**
 * An outside engine run as a child process that talks in lines on its standard input and output, whatever
 * the protocol (GTP, Gomocup): lines go out flushed, lines come back through a reader thread so that a wait
 * has a deadline, and an engine that hangs, dies or cannot start is an {@link OutsideEngineException} naming
 * what happened rather than a match that never ends.
 */
public final class EngineProcess {
    /** What the reader thread hands over when the engine's output ends. */
    private static final String END = new String("end of output");

    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(4096);

    /** Starts {@code command} (the program and its arguments); its standard error is discarded. */
    public EngineProcess(List<String> command) {
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new OutsideEngineException("no engine command given");
        }
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new OutsideEngineException("cannot start the engine '" + String.join(" ", command) + "': "
                    + e.getMessage());
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "engine-reader");
        reader.setDaemon(true);
        reader.start();
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
            throw new OutsideEngineException("the engine command has an unclosed quote: " + commandLine);
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
            throw new OutsideEngineException("the engine stopped reading commands (" + describeExit() + ")");
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
                throw new OutsideEngineException("the engine ended while answering '" + command + "' ("
                        + describeExit() + ")");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new OutsideEngineException("interrupted while waiting for the engine");
        }
    }

    private String describeExit() {
        try {
            if (process.waitFor(200, TimeUnit.MILLISECONDS)) {
                return "exit status " + process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return "still running";
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
