package dev.strategist.spark;

import dev.strategist.app.distributed.Cluster;
import dev.strategist.app.distributed.ClusterSession;
import java.util.function.Consumer;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * The app's {@link Cluster} on Apache Spark, found by {@link java.util.ServiceLoader} when this module is on the
 * class path ({@code ./strategist ... --spark MASTER}, or the shaded jar under {@code spark-submit}).
 *
 * <p>One Spark context serves the JVM: a session reuses the running context when its master is the same (tests
 * run many commands in one JVM, and a context takes seconds to start), and Spark's own shutdown hook stops it
 * when the JVM ends. A session for another master stops the running one first.
 */
public final class SparkCluster implements Cluster {
    /** The JVM's context, once one was started; guarded by the class. */
    private static JavaSparkContext current;

    @Override
    public String option() {
        return "--spark";
    }

    @Override
    public ClusterSession open(String master, String appName, Consumer<String> progress) {
        SparkMaster.check(master);
        return new SparkClusterSession(context(master, appName), progress);
    }

    private static synchronized JavaSparkContext context(String master, String appName) {
        if (current != null && !current.sc().isStopped() && current.master().equals(master)) {
            return current;
        }
        if (current != null) {
            current.stop();
        }
        SparkConf conf = new SparkConf().setMaster(master).setAppName(appName)
                .set("spark.ui.showConsoleProgress", "false"); // our own progress lines say the same, once a batch
        if (SparkMaster.isLocal(master)) {
            // nothing to look at or reach on this machine: no web UI, and the driver on loopback
            conf.set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
                    .set("spark.driver.bindAddress", "127.0.0.1");
        } else if (!conf.contains("spark.jars")) {
            // not spark-submit, which names its jar here: executors elsewhere have Spark's classes, not ours
            conf.setJars(ShippedJars.of(SparkCluster.class.getClassLoader()).toArray(String[]::new));
        }
        try {
            current = new JavaSparkContext(conf);
            return current;
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("--spark " + master + ": Spark did not start: " + e.getMessage(), e);
        }
    }
}
