package dev.strategist.app.distributed;

import java.io.Serializable;

/**
 * One kind of task a cluster runs, for an index: serialised to the executors, so it holds only small settings
 * (specs and names as text) and builds what it needs there; its result depends on the index alone, so a retried
 * task gives the same result.
 *
 * @param <R> what a task hands back to the driver
 */
@FunctionalInterface
public interface IndexedTask<R extends Serializable> extends Serializable {

    /** Does the work of index {@code index}. */
    R run(int index);
}
