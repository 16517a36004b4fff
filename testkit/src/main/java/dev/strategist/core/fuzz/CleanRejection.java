package dev.strategist.core.fuzz;

import static org.assertj.core.api.Assertions.fail;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The check every parser of outside text must pass: it either reads the text or throws its documented
 * exception with a message, and it answers within seconds. Anything else (another exception, a blank
 * message, a hang) fails the test, naming the input.
 */
public final class CleanRejection {
    /** Generous, for a busy machine: a parser of a few hundred characters answers in microseconds. */
    private static final long LIMIT_SECONDS = 10;
    private static final ExecutorService RUNNER = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "parser-under-test");
        t.setDaemon(true);
        return t;
    });

    private CleanRejection() {
    }

    /** Reads something from text; may throw anything. */
    @FunctionalInterface
    public interface Parse<T> {
        /** Parses. */
        T parse() throws Exception;
    }

    /**
     * Runs {@code parse} on {@code input}; returns its result, or null when it threw {@code expected}
     * (or a subclass) with a non-blank message. Fails on any other outcome.
     */
    public static <T> T check(String input, Class<? extends Throwable> expected, Parse<T> parse) {
        Future<T> future = RUNNER.submit(parse::parse);
        try {
            return future.get(LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            return fail("no answer within " + LIMIT_SECONDS + " s for input " + show(input));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail("interrupted");
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (!expected.isInstance(cause)) {
                throw new AssertionError("input " + show(input) + " threw " + cause + " instead of "
                        + expected.getSimpleName(), cause);
            }
            if (cause.getMessage() == null || cause.getMessage().isBlank()) {
                return fail("input " + show(input) + " threw " + expected.getSimpleName() + " without a message");
            }
            return null;
        }
    }

    /** The input in Java escapes, so a failure report can be pasted into a test. */
    public static String show(String input) {
        if (input == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder("\"");
        for (char c : input.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c >= 32 && c < 127) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.append('"').toString();
    }
}
