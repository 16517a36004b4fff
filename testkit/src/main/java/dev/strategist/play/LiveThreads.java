package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The live threads a test made, found by name, and the proof that they end (for every module's tests). */
public final class LiveThreads {
    private LiveThreads() {
    }

    /** The live threads whose names start with {@code prefix}. */
    public static List<Thread> named(String prefix) {
        List<Thread> found = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith(prefix)) {
                found.add(t);
            }
        }
        return found;
    }

    /**
     * Fails unless every one of {@code threads} ends within 30 s, and no live thread is left whose name
     * starts with {@code prefix}. Waits on the threads themselves: a terminated pool's worker may still be
     * returning from its last task when the pool reports that it has terminated.
     */
    public static void assertAllEnd(List<Thread> threads, String prefix) throws InterruptedException {
        for (Thread t : threads) {
            t.join(TimeUnit.SECONDS.toMillis(30));
            assertThat(t.isAlive()).as(t.getName()).isFalse();
        }
        assertThat(named(prefix)).extracting(Thread::getName).as("threads left behind").isEmpty();
    }
}
