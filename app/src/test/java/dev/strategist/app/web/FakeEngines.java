package dev.strategist.app.web;

import java.io.File;
import java.util.List;
import java.util.UUID;

/**
 * Outside engines for the web tests: the test suite's fake GTP engine run as a process, each spec marked with a
 * tag of its own so a test counts the processes it started and no other test's.
 */
final class FakeEngines {
    private final String tag = "-Dstrategist.fake=" + UUID.randomUUID();

    /**
     * The {@code --engine} value of an engine called {@code name} that plays {@code game} (the fake's
     * {@code --game=}), with the fake's {@code modes} ({@code --die}, {@code --illegal}, ...) and spec settings
     * {@code settings} ({@code "timeout=1500,"}, or empty) before its {@code gtp=}.
     */
    String engine(String name, String game, String settings, String... modes) {
        return name + "=game=" + game + "," + settings + "gtp=" + java() + " " + tag
                + " -Xmx64m -XX:TieredStopAtLevel=1 -cp '" + System.getProperty("java.class.path")
                + "' dev.strategist.app.gtp.FakeGtpEngine --game=" + game + " " + String.join(" ", modes);
    }

    /**
     * The {@code --engine} value of a Gomocup brain called {@code name} (the fake brain, which plays Gomoku and
     * needs no {@code game=}) with the fake's {@code modes}.
     */
    String brain(String name, String... modes) {
        return name + "=pbrain=" + java() + " " + tag + " -Xmx32m -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' dev.strategist.app.gomocup.FakeGomocupBrain "
                + String.join(" ", modes);
    }

    private static String java() {
        return System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    }

    /** The server settings offering {@code engines} ({@link #engine} values). */
    static ServerSettings offering(String... engines) {
        ServerSettings d = ServerSettings.defaults();
        return new ServerSettings(d.searchThreads(), d.searchQueue(), d.maxBodyBytes(),
                OutsideEngines.parse(List.of(engines)));
    }

    /** How many of this object's engine processes are running now. */
    long running() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().orElse("").contains(tag)).count();
    }
}
