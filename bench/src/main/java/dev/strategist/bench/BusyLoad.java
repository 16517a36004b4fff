package dev.strategist.bench;

/**
 * A second process that keeps CPUs busy, to measure timing under load: {@code threads} threads spin on
 * arithmetic until the process is killed or {@code seconds} pass. Started by the runners as a child.
 */
public final class BusyLoad {
    private static volatile long sink;

    private BusyLoad() {
    }

    /** {@code BusyLoad THREADS SECONDS}. */
    public static void main(String[] args) throws InterruptedException {
        int threads = Integer.parseInt(args[0]);
        long until = System.nanoTime() + Long.parseLong(args[1]) * 1_000_000_000L;
        for (int t = 0; t < threads; t++) {
            Thread spinner = new Thread(() -> {
                long x = 1;
                while (System.nanoTime() < until) {
                    for (int i = 0; i < 1_000_000; i++) {
                        x = x * 6364136223846793005L + 1442695040888963407L;
                    }
                    sink = x;
                }
            });
            spinner.start();
        }
        Thread.sleep(Long.parseLong(args[1]) * 1000);
    }

    /** Starts a busy child process of {@code threads} threads for at most {@code seconds}. */
    static Process start(int threads, long seconds) throws java.io.IOException {
        String java = System.getProperty("java.home") + "/bin/java";
        return new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), BusyLoad.class.getName(),
                Integer.toString(threads), Long.toString(seconds)).inheritIO().start();
    }
}
