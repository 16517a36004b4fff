#!/usr/bin/env bash
# A Spark standalone cluster on this machine, to try --spark spark://127.0.0.1:7077 and spark-submit without one:
#   spark/standalone-cluster.sh start [CORES]   a Master and one Worker of CORES cores (default: all), on 127.0.0.1
#   spark/standalone-cluster.sh submit ARGS...  what spark-submit does with the shaded jar: strategist ARGS on it
#   spark/standalone-cluster.sh stop            ends the two processes start began
# The cluster runs from Spark's own libraries alone (spark/target/spark-cluster-classpath.txt, the spark module's
# provided scope, with the Jackson, SLF4J and Jakarta jars Maven counts as the app's), so its executors get our
# classes only from the driver, as on a real cluster. Needs 'mvn -q -DskipTests package' (and -Pspark-submit for
# submit). State, logs and the executors' folders are in spark/target/standalone.
set -euo pipefail
spark="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
target="$spark/target"
state="$target/standalone"
master="spark://127.0.0.1:${SPARK_MASTER_PORT:-7077}"

usage() {
    echo "usage: $0 start [CORES] | submit STRATEGIST-ARGS... | stop" >&2
    exit 2
}

# Spark's launcher library builds an executor's class path from SPARK_HOME/jars, as in a Spark distribution.
spark_home() {
    for file in spark-cluster-classpath.txt spark-classpath.txt spark-java-options.txt; do
        if [[ ! -f "$target/$file" ]]; then
            echo "error: $target/$file is missing: run mvn -q -DskipTests package first" >&2
            exit 2
        fi
    done
    rm -rf "$state/home"
    mkdir -p "$state/home/jars"
    { tr ':' '\n' < "$target/spark-cluster-classpath.txt"; echo
      tr ':' '\n' < "$target/spark-classpath.txt" | grep -E '/(com/fasterxml/jackson/core|org/slf4j|jakarta)/'
    } | grep . | sort -u | while read -r jar; do ln -s "$jar" "$state/home/jars/"; done
}

environment() {
    read -r -a options < "$target/spark-java-options.txt"
    export SPARK_HOME="$state/home" SPARK_SCALA_VERSION=2.13 SPARK_LOCAL_IP=127.0.0.1
}

# Starts a daemon in the background and waits for its log to say it is up, or says where its log is.
daemon() {
    local name="$1" ready="$2"
    shift 2
    # the daemon outlives this script: it must not keep the caller's open descriptors (a lock taken with
    # flock around `start` stayed held by the Master, and every later flock waited on it)
    nohup java "${options[@]}" -Xmx512m -cp "$SPARK_HOME/jars/*" "$@" > "$state/$name.log" 2>&1 \
        3>&- 4>&- 5>&- 6>&- 7>&- 8>&- 9>&- &
    echo $! > "$state/$name.pid"
    for _ in $(seq 1 120); do
        if grep -q "$ready" "$state/$name.log"; then
            return 0
        fi
        if ! kill -0 "$(cat "$state/$name.pid")" 2>/dev/null; then
            break
        fi
        sleep 0.5
    done
    echo "error: the $name did not start; see $state/$name.log" >&2
    stop
    exit 1
}

start() {
    local cores="${1:-$(nproc)}"
    if [[ ! "$cores" =~ ^[1-9][0-9]{0,3}$ ]]; then
        echo "error: CORES must be a whole number from 1, not '$cores'" >&2
        exit 2
    fi
    if [[ -f "$state/master.pid" ]] && kill -0 "$(cat "$state/master.pid")" 2>/dev/null; then
        echo "error: a cluster started here is running already ($master); stop it first" >&2
        exit 1
    fi
    spark_home
    environment
    mkdir -p "$state/work"
    daemon master "Starting Spark master at" org.apache.spark.deploy.master.Master --host 127.0.0.1 \
        --port "${SPARK_MASTER_PORT:-7077}" --webui-port "${SPARK_MASTER_WEBUI_PORT:-8080}"
    daemon worker "Successfully registered with master" org.apache.spark.deploy.worker.Worker --host 127.0.0.1 \
        --cores "$cores" --memory 2g --webui-port "${SPARK_WORKER_WEBUI_PORT:-8081}" --work-dir "$state/work" \
        "$master"
    echo "$master: a Master and a Worker of $cores cores (logs in $state)"
}

submit() {
    local jar="$target/strategist-spark.jar"
    if [[ ! -f "$jar" ]]; then
        echo "error: $jar is missing: run mvn -q -DskipTests package -Pspark-submit first" >&2
        exit 2
    fi
    if [[ ! -d "$state/home/jars" ]]; then
        spark_home
    fi
    environment
    exec java "${options[@]}" -cp "$SPARK_HOME/jars/*" org.apache.spark.deploy.SparkSubmit --master "$master" \
        --class dev.strategist.app.cli.Main "$jar" "$@"
}

stop() {
    for name in worker master; do
        if [[ -f "$state/$name.pid" ]]; then
            local pid
            pid="$(cat "$state/$name.pid")"
            kill "$pid" 2>/dev/null || true
            # the next start needs its ports free
            for _ in $(seq 1 40); do
                kill -0 "$pid" 2>/dev/null || break
                sleep 0.25
            done
            rm -f "$state/$name.pid"
        fi
    done
}

case "${1:-}" in
    start) shift; start "$@" ;;
    submit) shift; submit "$@" ;;
    stop) stop ;;
    *) usage ;;
esac
