package dev.strategist.spark;

import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.IndexedTask;
import java.io.Serializable;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A command's session on a Spark context: each batch is one Spark job of one task per index (so the scheduler
 * spreads them over every slot as they free), collected and kept one result per index.
 */
final class SparkClusterSession implements ClusterSession {
    private final JavaSparkContext context;
    private final SparkProgress progress;

    /** A session on {@code context}, telling {@code progress} as each batch ends. */
    SparkClusterSession(JavaSparkContext context, Consumer<String> progress) {
        this.context = context;
        this.progress = new SparkProgress(progress);
        context.sc().addSparkListener(this.progress);
    }

    @Override
    public int parallelism() {
        return context.defaultParallelism();
    }

    @Override
    public <R extends Serializable> List<R> run(String what, int from, int to, IndexedTask<R> task) {
        if (from >= to) {
            return List.of();
        }
        List<Integer> indices = IntStream.range(from, to).boxed().collect(Collectors.toList());
        context.setJobDescription(what);
        return Keyed.onePerIndex(context.parallelize(indices, indices.size()).map(i -> new Keyed<>(i, task.run(i)))
                .collect(), from, to);
    }

    /** Stops listening; the context stays for the JVM's next session (see {@link SparkCluster}). */
    @Override
    public void close() {
        context.sc().removeSparkListener(progress);
    }
}
