package dev.strategist.app.distributed;

import java.util.function.Consumer;

/**
 * A way to run a command's independent tasks on a cluster ({@code --spark MASTER}), found by
 * {@link java.util.ServiceLoader}: the app names no cluster engine, and a module above it (the {@code spark}
 * module) provides one when it is on the class path.
 */
public interface Cluster {

    /** The option that names this cluster's master on the command line, {@code --spark}. */
    String option();

    /**
     * Starts a session with the cluster at {@code master}, telling {@code progress} as its stages end. Throws an
     * {@link IllegalArgumentException}, whose message is for the user, when the address is malformed or the
     * cluster cannot be reached.
     */
    ClusterSession open(String master, String appName, Consumer<String> progress);
}
