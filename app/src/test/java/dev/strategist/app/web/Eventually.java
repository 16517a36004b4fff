package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * Waits for what another thread brings about (a search ending, a timer's next move), checking the condition
 * every few milliseconds up to a generous deadline: it fails only if the condition never holds, never on how
 * long a busy machine takes.
 */
final class Eventually {
    private Eventually() {
    }

    /** Returns once {@code condition} holds; fails, naming {@code what}, if it has not within {@code seconds}. */
    static void holds(String what, long seconds, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.call()) {
            assertThat(System.nanoTime() - deadline).as(what + " within " + seconds + " s").isNegative();
            Thread.sleep(5);
        }
    }
}
