package dev.strategist.app.distributed;

import java.io.Serializable;
import java.util.List;

/** A session with a cluster: runs batches of indexed tasks and hands back one result per index. */
public interface ClusterSession extends AutoCloseable {

    /** How many tasks the cluster runs at once: what a batch is sized by. */
    int parallelism();

    /**
     * Runs {@code task} for every index from {@code from} to {@code to} (exclusive), each as a task of its own,
     * and returns the results in index order, exactly one per index however often a task was retried.
     * {@code what} names the batch in the progress lines.
     */
    <R extends Serializable> List<R> run(String what, int from, int to, IndexedTask<R> task);

    /** Ends the session and its executors. */
    @Override
    void close();
}
