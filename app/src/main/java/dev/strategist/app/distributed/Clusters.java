package dev.strategist.app.distributed;

import java.util.ServiceLoader;
import java.util.function.Consumer;

/** Finds the {@link Cluster} on the class path and opens a session with it, or says how to get one. */
public final class Clusters {

    /** What the user is told when no cluster module is on the class path. */
    static final String MISSING = "--spark needs the Spark launcher: build it with 'mvn -q -DskipTests package' "
            + "and run ./strategist from the project's folder (it adds the spark module's class path when "
            + "--spark is given), or submit spark/target/strategist-spark.jar with spark-submit (see the README)";

    private Clusters() {
    }

    /**
     * A session with the cluster at {@code master}; an {@link IllegalArgumentException} (exit code 2) when no
     * cluster module is on the class path, or when the master is malformed or unreachable.
     */
    public static ClusterSession open(String master, String appName, Consumer<String> progress) {
        Cluster cluster = ServiceLoader.load(Cluster.class).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(MISSING));
        return cluster.open(master, appName, progress);
    }

    /**
     * How many tasks a batch holds: four a task slot, so slots seldom stand idle waiting for a batch's last
     * task while the SPRT is still asked every few games, and an even number so a batch ends on a pair of games.
     */
    public static int batchSize(ClusterSession session) {
        int size = 4 * Math.max(1, session.parallelism());
        return size + size % 2;
    }
}
