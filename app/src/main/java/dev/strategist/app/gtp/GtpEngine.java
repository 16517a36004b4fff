package dev.strategist.app.gtp;

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
 * An outside engine that speaks the Go Text Protocol (GTP 2) on its standard input and output, run as a
 * child process: commands go out one line each, and each answer ({@code = text} or {@code ? error}, ended
 * by an empty line) comes back within a time limit, so an engine that hangs, dies or talks nonsense is an
 * {@link GtpException} naming what happened rather than a match that never ends.
 */
public final class GtpEngine implements AutoCloseable {
    /** What a reader thread hands over when the engine's output ends. */
    private static final String END = new String("end of output");

    private final List<String> command;
    private final Process process;
    private final Writer in;
    private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(4096);
    private final long answerMillis;

    /**
     * Starts {@code command} (the program and its arguments); every answer must come within
     * {@code answerMillis}.
     */
    public GtpEngine(List<String> command, long answerMillis) {
        if (command.isEmpty() || command.get(0).isBlank()) {
            throw new GtpException("no engine command given");
        }
        this.command = List.copyOf(command);
        this.answerMillis = answerMillis;
        try {
            process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new GtpException("cannot start the engine '" + String.join(" ", command) + "': " + e.getMessage());
        }
        in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::readOutput, "gtp-reader");
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
            throw new GtpException("the engine command has an unclosed quote: " + commandLine);
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
            // the engine went away: END below tells the waiting command
        } finally {
            lines.offer(END);
        }
    }

    /** Sends {@code command} and returns the text of its success answer; a {@code ?} answer is an error. */
    public String send(String command) {
        String answer = ask(command);
        if (answer.startsWith("?")) {
            throw new GtpException("the engine refused '" + command + "': " + answer.substring(1).strip());
        }
        return answer.substring(1).strip();
    }

    /** Sends {@code command} and returns true when the engine accepted it (false for a {@code ?} answer). */
    public boolean trySend(String command) {
        return ask(command).startsWith("=");
    }

    /** The whole answer, from its {@code =} or {@code ?}, lines joined by newlines. */
    private String ask(String command) {
        if (command.indexOf('\n') >= 0 || command.indexOf('\r') >= 0) {
            throw new IllegalArgumentException("a GTP command is one line: " + command);
        }
        try {
            in.write(command + "\n");
            in.flush();
        } catch (IOException e) {
            throw new GtpException("the engine stopped reading commands (" + describeExit() + ")");
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(answerMillis);
        StringBuilder answer = new StringBuilder();
        while (true) {
            String line = next(command, deadline);
            if (answer.length() == 0) {
                if (line.isBlank()) {
                    continue; // blank lines between answers
                }
                if (!line.startsWith("=") && !line.startsWith("?")) {
                    throw new GtpException("the engine answered '" + command + "' with '" + line
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

    private String next(String command, long deadline) {
        try {
            String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                throw new GtpException("the engine did not answer '" + command + "' within " + answerMillis + " ms");
            }
            if (line == END) {
                throw new GtpException("the engine ended while answering '" + command + "' (" + describeExit() + ")");
            }
            return line;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GtpException("interrupted while waiting for the engine");
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

    /** The command that started the engine. */
    public List<String> command() {
        return command;
    }

    /** Asks the engine to quit, and ends the process if it does not within a second. */
    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                in.write("quit\n");
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
