package dev.strategist.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A one-line description of the machine and JVM, printed above every run's numbers. */
final class Machine {
    private Machine() {
    }

    /** CPU model (from /proc/cpuinfo where there is one), processors the JVM sees, and the JDK. */
    static String describe() {
        return cpu() + ", " + Runtime.getRuntime().availableProcessors() + " processors, "
                + System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version");
    }

    private static String cpu() {
        Path info = Path.of("/proc/cpuinfo");
        if (!Files.isReadable(info)) {
            return System.getProperty("os.arch");
        }
        try (Stream<String> lines = Files.lines(info)) {
            return lines.filter(l -> l.startsWith("model name")).map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse(System.getProperty("os.arch"));
        } catch (IOException e) {
            return System.getProperty("os.arch");
        }
    }
}
