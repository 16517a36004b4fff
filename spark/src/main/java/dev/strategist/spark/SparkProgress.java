package dev.strategist.spark;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.apache.spark.Success$;
import org.apache.spark.scheduler.JobSucceeded$;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerJobEnd;
import org.apache.spark.scheduler.SparkListenerJobStart;
import org.apache.spark.scheduler.SparkListenerTaskEnd;

/**
 * Says each batch's end as Spark reports it: a line per job with its description (the batch's name), its
 * tasks, the time since it started and the attempts that failed and were retried. Spark calls it on its
 * listener thread, after the job's own result may already be back.
 */
final class SparkProgress extends SparkListener {
    private static final String DESCRIPTION = "spark.job.description";

    /** A job under way: its description, start and task counts. */
    private static final class Job {
        final String description;
        final long started = System.nanoTime();
        int tasks;
        int failed;

        Job(String description) {
            this.description = description;
        }
    }

    private final Consumer<String> out;
    private final Map<Integer, Job> jobs = new ConcurrentHashMap<>();
    private final Map<Integer, Job> stageJobs = new ConcurrentHashMap<>();

    /** Progress told to {@code out}, a line at a time. */
    SparkProgress(Consumer<String> out) {
        this.out = out;
    }

    @Override
    public void onJobStart(SparkListenerJobStart start) {
        String description = start.properties() == null ? null : start.properties().getProperty(DESCRIPTION);
        Job job = new Job(description == null ? "job " + start.jobId() : description);
        jobs.put(start.jobId(), job);
        scala.collection.Iterator<Object> stages = start.stageIds().iterator();
        while (stages.hasNext()) {
            stageJobs.put((Integer) stages.next(), job);
        }
    }

    @Override
    public void onTaskEnd(SparkListenerTaskEnd end) {
        Job job = stageJobs.get(end.stageId());
        if (job != null) {
            synchronized (job) {
                if (end.reason() == Success$.MODULE$) {
                    job.tasks++;
                } else {
                    job.failed++;
                }
            }
        }
    }

    @Override
    public void onJobEnd(SparkListenerJobEnd end) {
        Job job = jobs.remove(end.jobId());
        if (job == null) {
            return;
        }
        stageJobs.values().removeIf(j -> j == job);
        synchronized (job) {
            out.accept(String.format(Locale.ROOT, "spark: %s %s: %d %s in %.1f s%s", job.description,
                    end.jobResult() == JobSucceeded$.MODULE$ ? "done" : "failed", job.tasks,
                    job.tasks == 1 ? "task" : "tasks", (System.nanoTime() - job.started) / 1e9,
                    job.failed == 0 ? "" : ", " + job.failed + " failed and retried"));
        }
    }
}
