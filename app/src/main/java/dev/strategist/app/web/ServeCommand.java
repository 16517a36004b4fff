package dev.strategist.app.web;

import io.javalin.Javalin;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code strategist serve}: the browser app, on this machine only unless told otherwise. */
@Command(name = "serve",
        description = {"Starts the web server: open the address it prints to play in the browser.",
            "The JSON API the page uses is described in docs/API.md."})
public final class ServeCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--port", paramLabel = "N", description = "The port (default ${DEFAULT-VALUE}; 0 picks a free one).")
    private int port = 8080;

    @Option(names = "--host", paramLabel = "ADDRESS",
            description = "The address to listen on (default ${DEFAULT-VALUE}: this machine only).")
    private String host = "127.0.0.1";

    /** Picocli creates it. */
    public ServeCommand() {
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be from 0 to 65535, not " + port);
        }
        Javalin app = WebApp.create();
        try {
            app.start(host, port);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("cannot listen on " + host + ":" + port + ": " + rootMessage(e), e);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            stopped.countDown();
        }, "strategist-serve-stop"));
        PrintWriter out = spec.commandLine().getOut();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        out.println("Strategist is serving on http://" + shown + ":" + app.port() + "/  (Ctrl-C stops it)");
        out.flush();
        stopped.await();
        return 0;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }
}
