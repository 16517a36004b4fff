package dev.strategist.app.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A Gomocup manager for tests: runs {@code strategist gomocup} as a child process, sends raw bytes or
 * lines and waits, with a time limit, for answers (a reader thread, so a brain that hangs fails the test
 * rather than blocking it). MESSAGE and DEBUG lines are kept apart from the answers.
 */
final class ScriptedManager implements AutoCloseable {
    private static final String EOF = "\u0000EOF";
    private final Process process;
    private final OutputStream to;
    private final BlockingQueue<String> answers = new LinkedBlockingQueue<>();
    private final List<String> messages = new ArrayList<>();

    /** Starts the brain with {@code heap} (e.g. {@code -Xmx256m}) and the launcher's collector. */
    ScriptedManager(String heap) throws IOException {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        ProcessBuilder pb = new ProcessBuilder(java, heap, "-XX:+UseSerialGC", "-cp",
                System.getProperty("java.class.path"), "dev.strategist.app.cli.Main", "gomocup");
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = pb.start();
        to = process.getOutputStream();
        Thread reader = new Thread(() -> {
            try (BufferedReader from = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = from.readLine(); line != null; line = from.readLine()) {
                    if (line.startsWith("MESSAGE") || line.startsWith("DEBUG")) {
                        synchronized (messages) {
                            messages.add(line);
                        }
                    } else {
                        answers.add(line);
                    }
                }
            } catch (IOException e) {
                // the process is gone: the end of its output says so
            }
            answers.add(EOF);
        }, "brain-output");
        reader.setDaemon(true);
        reader.start();
    }

    /** Sends {@code line} with the manager's CR LF. */
    ScriptedManager send(String line) throws IOException {
        return sendRaw(line + "\r\n");
    }

    /** Sends exactly {@code text}. */
    ScriptedManager sendRaw(String text) throws IOException {
        to.write(text.getBytes(StandardCharsets.UTF_8));
        to.flush();
        return this;
    }

    /** The next answer (not a MESSAGE), waiting at most {@code seconds}; fails on silence or the end of output. */
    String answer(int seconds) throws InterruptedException {
        String line = answers.poll(seconds, TimeUnit.SECONDS);
        assertThat(line).as("an answer within %d s", seconds).isNotNull();
        assertThat(line).as("the brain's output ended").isNotEqualTo(EOF);
        return line;
    }

    /** The next answer within 10 s. */
    String answer() throws InterruptedException {
        return answer(10);
    }

    /** True if no answer comes within {@code millis}: a command that must not be answered (INFO). */
    boolean silentFor(long millis) throws InterruptedException {
        String line = answers.poll(millis, TimeUnit.MILLISECONDS);
        return line == null;
    }

    /** Closes the brain's input, as a manager that quits or crashes does. */
    void closeInput() throws IOException {
        to.close();
    }

    /** Waits for the process to end; its exit code, or fails after {@code seconds}. */
    int exitCode(int seconds) throws InterruptedException {
        assertThat(process.waitFor(seconds, TimeUnit.SECONDS)).as("the brain exits within %d s", seconds).isTrue();
        return process.exitValue();
    }

    /** The answers not yet taken, after the output has ended. */
    List<String> remainingAnswers() {
        List<String> rest = new ArrayList<>();
        answers.drainTo(rest);
        rest.remove(EOF);
        return rest;
    }

    /** The MESSAGE and DEBUG lines so far. */
    List<String> messages() {
        synchronized (messages) {
            return List.copyOf(messages);
        }
    }

    /** True while the brain runs. */
    boolean alive() {
        return process.isAlive();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
