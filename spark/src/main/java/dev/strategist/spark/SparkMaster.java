package dev.strategist.spark;

import java.util.regex.Pattern;

/**
 * The master addresses {@code --spark} takes, checked before Spark starts, since Spark's own refusal of a
 * malformed one comes late and as a stack trace: {@code local}, {@code local[N]}, {@code local[*]},
 * {@code local[N,F]} (F attempts per task), {@code spark://HOST:PORT[,HOST:PORT...]}, {@code k8s://...} and
 * {@code yarn}.
 */
final class SparkMaster {
    private static final Pattern LOCAL = Pattern.compile("local(\\[(\\*|[1-9][0-9]{0,3})(,[1-9][0-9]{0,2})?])?");
    private static final Pattern STANDALONE = Pattern.compile(
            "spark://[A-Za-z0-9._-]+:[0-9]{1,5}(,[A-Za-z0-9._-]+:[0-9]{1,5})*");
    private static final Pattern KUBERNETES = Pattern.compile("k8s://(https?://)?[A-Za-z0-9._-]+(:[0-9]{1,5})?/?");

    private SparkMaster() {
    }

    /** {@code master} if it is a master address; otherwise an {@link IllegalArgumentException} saying what is. */
    static String check(String master) {
        if (master != null && (LOCAL.matcher(master).matches() || STANDALONE.matcher(master).matches()
                || KUBERNETES.matcher(master).matches() || master.equals("yarn"))) {
            return master;
        }
        throw new IllegalArgumentException("--spark " + master + ": not a Spark master; give local[N], local[*] "
                + "(this machine), spark://HOST:PORT (a standalone cluster), k8s://https://HOST:PORT (Kubernetes) "
                + "or yarn");
    }

    /** True for a master on this machine, whose web UI and console progress bar only get in the way. */
    static boolean isLocal(String master) {
        return master.startsWith("local");
    }
}
