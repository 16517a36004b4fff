package dev.strategist.app.web;

import dev.strategist.app.store.GameStore;
import io.javalin.Javalin;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
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

    @Option(names = "--db", paramLabel = "FILE|URL",
            description = {"Where every game is saved as it is played, so a restart resumes them: an SQLite file "
                    + "(default ${DEFAULT-VALUE}), or a PostgreSQL database that several servers may share, "
                    + "jdbc:postgresql://HOST:PORT/DATABASE?user=NAME (the tables are made or brought up to date "
                    + "at start)."})
    private String db = "strategist.db";

    @Option(names = "--no-db", description = "Keep games in memory only: nothing is saved.")
    private boolean noDb;

    @Option(names = "--search-threads", paramLabel = "N",
            description = "How many of the computer's searches run at once (default: one per core, here ${DEFAULT-VALUE}).")
    private int searchThreads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--search-queue", paramLabel = "N",
            description = "How many more searches may wait for a thread (default ${DEFAULT-VALUE}); past that, a move "
                    + "that needs the computer is answered 'busy' (HTTP 503) and changes nothing.")
    private int searchQueue = ServerSettings.DEFAULT_SEARCH_QUEUE;

    @Option(names = "--engine", paramLabel = "NAME=SPEC",
            description = {"Offers an outside engine, called NAME, as an opponent in the games it plays (repeatable). "
                    + "SPEC is an outside player as 'match' takes it: gtp=COMMAND (a GTP engine; say its game with "
                    + "game=GAME before it) or pbrain=COMMAND (a Gomocup brain, for Gomoku), optionally after "
                    + "time=MS (offered to it per move) and timeout=MS (how long a move may take before it fails). "
                    + "Example: --engine 'rhino=game=othello,gtp=/usr/games/gtp-rhino --level=3'. The page and "
                    + "the API name engines only by NAME."})
    private List<String> engines = new ArrayList<>();

    @Option(names = "--max-engines", paramLabel = "N",
            description = "How many outside engines' processes may run at once, one for each side an engine plays in "
                    + "a game under way (default: four per core, here ${DEFAULT-VALUE}); past that, a game against an "
                    + "engine is answered 'busy' (HTTP 503) and not made or restored, and games under way go on.")
    private int maxEngines = OutsideEngines.DEFAULT_MAX_ENGINES;

    /** Picocli creates it. */
    public ServeCommand() {
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw new ParameterException(spec.commandLine(), "--port must be from 0 to 65535, not " + port);
        }
        if (noDb && spec.commandLine().getParseResult().hasMatchedOption("--db")) {
            throw new ParameterException(spec.commandLine(), "give --db FILE or --no-db, not both");
        }
        ServerSettings settings;
        try {
            settings = new ServerSettings(searchThreads, searchQueue, ServerSettings.DEFAULT_MAX_BODY_BYTES,
                    OutsideEngines.parse(engines, maxEngines));
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter err = spec.commandLine().getErr();
        if (!ListenAddress.isLoopback(host)) {
            err.println("warning: --host " + host + " lets anyone who can reach this machine over the network play here "
                    + "and watch any game whose address they know; leave --host out to keep it to this machine");
            err.flush();
        }
        // a busy port is found before the database file is made, so a failed start leaves nothing behind
        ListenAddress.checkFree(host, port);
        GameStore store = noDb ? null : GameStore.open(db);
        Javalin app = WebApp.create(store, settings);
        try {
            app.start(host, port);
        } catch (RuntimeException e) {
            if (store != null) {
                store.close();
            }
            throw new IllegalArgumentException("cannot listen on " + host + ":" + port + ": " + rootMessage(e), e);
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            if (store != null) {
                store.close();
            }
            stopped.countDown();
        }, "strategist-serve-stop"));
        PrintWriter out = spec.commandLine().getOut();
        String shown = host.contains(":") ? "[" + host + "]" : host;
        out.println("Strategist is serving on http://" + shown + ":" + app.port() + "/  (Ctrl-C stops it)");
        out.println(store == null ? "Games are kept in memory only." : "Games are saved in " + store.location() + ".");
        if (!engines.isEmpty()) {
            out.println("Outside engines offered: " + String.join(", ", settings.engines().names()) + ".");
        }
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
