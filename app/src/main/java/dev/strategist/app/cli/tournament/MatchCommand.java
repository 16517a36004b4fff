package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.app.cli.ExitCode;
import dev.strategist.app.cli.play.GamePlayers;
import dev.strategist.app.cli.play.PlayerSpec;
import dev.strategist.app.distributed.ClusterSession;
import dev.strategist.app.distributed.Clusters;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoreException;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.MovesFromStart;
import dev.strategist.core.Position;
import dev.strategist.play.GameClock;
import dev.strategist.play.Sprt;
import dev.strategist.play.Tournament;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code strategist match}: computer A against computer B from a set of openings, each twice with the
 * colours swapped, on several threads if asked, with a results table, the Elo difference with its 95%
 * interval, an optional SPRT to stop early, and the games saved to the store if asked.
 */
@Command(name = "match",
        description = {
            "Plays computer A against computer B from a set of openings, each opening twice with the colours "
                    + "swapped, and prints each game, a results table, the Elo difference with its 95%% interval "
                    + "and, with --sprt, a sequential test that stops the match once its result is clear.",
            "A player (--a, --b) is NAME=VALUE settings: level=1..10, depth=N, time=MS, nodes=N, "
                    + "evaluator=NAME, table=keep|fresh (the engine's table, or a game's own player "
                    + "with its table, kept between its moves, or cleared before each: the default), "
                    + "clock=whole|half (every searched move runs to the time less a tenth, or stops at the "
                    + "first depth finished past its soft time: the default), soft=PERCENT (the soft "
                    + "time, the share of its time a move past which no depth starts once the best move has "
                    + "settled, 1 to 100, 50 by default; the time itself is never passed; an engine's, not a game's "
                    + "own player's), book=on|off (the "
                    + "game's opening book, checkers' deep searches over the ACF ballots, played without a search "
                    + "in the positions it holds; off by default), endgame=N (level 10's solver selective up to N: "
                    + "Othello's endgame search with ProbCut to N empties; 24 by default under a clock, 28 in a move of 2.5 s or more, 16 for the exact solver alone), and an algorithm name (engine, mcts, mcts_guided, minimax, negamax, "
                    + "alphabeta, negascout, or player: the game's own tournament player, with the settings listed "
                    + "below). "
                    + "Examples: --a depth=6 "
                    + "--b mcts,time=200. Without a level a player "
                    + "always plays its best move at level 7's limits, except that a time or node budget alone "
                    + "(time=1000) is searched as deep as it reaches; a game with a player of its own plays it by default, "
                    + "at the time listed below.",
            "An outside engine that speaks GTP plays as gtp=COMMAND (all the rest of the text is its command "
                    + "line, which time=MS, timeout=MS and game=GAME may come before, as 'serve --engine' takes it; "
                    + "its time, --time or --time2, is offered to it as time_settings): it is told the moves from the "
                    + "game's start and asked genmove; an illegal answer or resign loses the game. Example: "
                    + "--b 'gtp=/usr/games/gtp-rhino --level=3' (Othello, Debian package grhino). A Gomocup "
                    + "brain plays Gomoku as pbrain=COMMAND, spoken to as a tournament manager does (START, INFO "
                    + "rule and timeout_turn from --time or --time2, then BEGIN, TURN or BOARD); an answer off the "
                    + "board or on a taken point loses the game. Example: --b pbrain=./pbrain-strategist. An "
                    + "outside engine that dies, hangs past --engine-timeout, refuses a command or answers what "
                    + "its protocol does not allow loses that game, and the next game starts a fresh process; a "
                    + "line that is not its protocol's (an engine's own chatter) is skipped and shown on the "
                    + "error stream after the engine's name. An engine that cannot be started ends the match.",
            "Openings: a set the game has of its own (listed below), or a file with one position a line; a game "
                    + "with built-in balanced openings starts from them by default, every other game from the start "
                    + "position.",
            "Elo: from A's mean score s per game, -400 log10(1/s - 1); the 95%% interval is s +/- 1.96 standard "
                    + "errors, the standard error from the variance of the scores of the pairs of games "
                    + "(pentanomial) or of the games (trinomial), draws as half points.",
            "A match that stops early, on an error or on Ctrl-C (which exits 130), still prints the results of "
                    + "the games it finished and writes them to --record (or --pdn)."
        })
public final class MatchCommand implements Callable<Integer> {
    /** With --clock and no --engine-timeout, an outside engine's answer may take the clock's time and this more. */
    private static final long CLOCK_GRACE_MILLIS = 10_000;
    /** The database file used when --db is given without one, as 'strategist serve' uses. */
    static final String DEFAULT_DB = "strategist.db";
    /** The record format {@code --pdn} writes. */
    private static final String PDN = "PDN";

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game, by name or alias (see 'strategist games').")
    private String gameName;

    @Option(names = "--a", paramLabel = "SPEC", description = "Player A (default: the game's match player).")
    private String specA;

    @Option(names = "--b", paramLabel = "SPEC", description = "Player B (default: the same as A).")
    private String specB;

    @Option(names = {"-g", "--games"}, paramLabel = "N",
            description = "How many games (default: each opening twice). Openings are reused in turn when N is "
                    + "larger; an odd N leaves the last opening played once.")
    private Integer games;

    @Option(names = "--openings", paramLabel = "ballots|FILE", description = "The openings (see above).")
    private String openingsName;

    @Option(names = {"-n", "--count"}, paramLabel = "N", description = "Uses only the first N openings.")
    private int count = Integer.MAX_VALUE;

    @Option(names = {"-j", "--threads"}, paramLabel = "N",
            description = "Plays N games at once (default 1); each game's moves are the same whatever N is, "
                    + "unless the players are limited by time.")
    private int threads = 1;

    @Option(names = "--spark", paramLabel = "MASTER",
            description = "Plays the games as tasks on Apache Spark: local[N] or local[*] on this machine, "
                    + "spark://HOST:PORT, k8s://... or yarn; the same games as on this machine (players seeded by "
                    + "--seed and the game's index), played in batches of four per task slot, the SPRT checked "
                    + "between batches. Computer players only; needs the Spark launcher (see the README).")
    private String sparkMaster;

    @Option(names = "--sprt", paramLabel = "elo0=E0,elo1=E1[,alpha=A,beta=B]",
            description = "Stops as soon as a sequential probability ratio test accepts 'A is E0 Elo stronger' "
                    + "or 'A is E1 Elo stronger' (alpha and beta default to 0.05), judged on the pairs of games "
                    + "after each pair from the " + Sprt.MIN_SAMPLES + "th on; --games is then the most to play "
                    + "(default 10000).")
    private String sprtText;

    @Option(names = "--db", paramLabel = "FILE|URL", arity = "0..1", fallbackValue = DEFAULT_DB,
            description = "Saves every game in the store (the browser app's saved games): an SQLite file, or a "
                    + "jdbc:postgresql address as serve takes it; --db alone uses " + DEFAULT_DB
                    + ". Not saved without it.")
    private String db;

    /** The store the games are saved in, as messages name it (no password), once open; read by the Ctrl-C hook. */
    private volatile String savedIn;

    @Option(names = "--progress", negatable = true,
            description = "Draws a progress bar on the error stream (default: only on a terminal).")
    private Boolean progress;

    @Option(names = {"-l", "--level"}, paramLabel = "1..10", description = "Shortcut: A's level.")
    private Integer level;

    @Option(names = "--level2", paramLabel = "1..10", description = "Shortcut: B's level.")
    private Integer level2;

    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "Shortcut: A's depth.")
    private Integer depth;

    @Option(names = "--depth2", paramLabel = "N", description = "Shortcut: B's depth.")
    private Integer depth2;

    @Option(names = {"-t", "--time"}, paramLabel = "MS", description = "Shortcut: A's time per move.")
    private Long time;

    @Option(names = "--time2", paramLabel = "MS", description = "Shortcut: B's time per move.")
    private Long time2;

    @Option(names = "--evaluator", paramLabel = "NAME", description = "Shortcut: A's evaluator.")
    private String evaluator;

    @Option(names = "--evaluator2", paramLabel = "NAME", description = "Shortcut: B's evaluator.")
    private String evaluator2;

    @Option(names = "--engine-timeout", paramLabel = "MS", description = "How long an outside engine may take "
            + "over a move before it loses the game (default: ten times its --time or --time2, at least 10 s; 5 "
            + "minutes without one; with --clock, the clock's time and 10 s more); starting it and setting up a "
            + "game may take at least 10 s.")
    private Long engineTimeout;

    @Option(names = "--clock", paramLabel = "MS[+MS]", description = "Plays every game under a game clock, the same "
            + "for both players: MS for the whole game each, and +MS back after each move (60000+500); a move that "
            + "takes more than its player's time left loses the game on time. Our players share their time left "
            + "out over the moves they expect to search, in place of their time a move (one given a depth or nodes "
            + "alone keeps to them); outside engines are told it (GTP's time_settings and time_left, a Gomocup "
            + "brain's INFO timeout_match and time_left).")
    private String clockText;

    @Option(names = "--max-plies", paramLabel = "N", description = "Adjudicates a game as a draw after N plies "
            + "from its opening (default 300).")
    private int maxPlies = 300;

    @Option(names = "--record", paramLabel = "FILE", description = "Writes every game to FILE in the game's record "
            + "format (checkers PDN, Gomoku and Othello SGF, else the moves), one after another.")
    private Path recordFile;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Writes every game to FILE as PDN (checkers): "
            + "--record for a game whose records are PDN.")
    private Path pdnFile;

    @Option(names = "--seed", paramLabel = "N", description = "Seeds the players' choices (default 1).")
    private long seed = 1;

    @Option(names = {"-o", "--options"}, paramLabel = "NAME=VALUE,...", description = "The game's options.")
    private String optionsText;

    @Override
    public Integer call() throws IOException, InterruptedException {
        if (count < 1 || maxPlies < 1) {
            throw usage("--count and --max-plies must be at least 1");
        }
        if (games != null && games < 1) {
            throw usage("--games must be at least 1, not " + games);
        }
        if (threads < 1 || threads > 256) {
            throw usage("--threads must be from 1 to 256, not " + threads);
        }
        if (engineTimeout != null && engineTimeout < 1) {
            throw usage("--engine-timeout must be at least 1 ms, not " + engineTimeout);
        }
        return run(Games.find(gameName));
    }

    /** The game clock --clock gives, or null; a usage error naming the text when it is not one. */
    private GameClock clock() {
        if (clockText == null) {
            return null;
        }
        try {
            return GameClock.parse(clockText);
        } catch (IllegalArgumentException e) {
            throw usage("--clock: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    private <P extends Position> int run(Game<P> game) throws IOException, InterruptedException {
        GameOptions options = game.parseOptions(optionsText);
        if (pdnFile != null && !game.recordFormat().name().equals(PDN)) {
            throw usage("--pdn writes " + String.join(", ", gamesRecordedAs(PDN)) + " games, not " + game.title()
                    + "; --record FILE writes any game");
        }
        if (pdnFile != null && recordFile != null) {
            throw usage("give --record or --pdn, not both");
        }
        Path records = recordFile != null ? recordFile : pdnFile;
        if (records != null) {
            CommandFiles.checkWritable(records); // now, not after the match has been played
        }
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        GameClock clock = clock();
        MatchSetup setup = new MatchSetup(game.name(), optionsText, openingsName, null, count, specA, specB,
                new MatchSetup.Shortcuts(level, depth, time, evaluator),
                new MatchSetup.Shortcuts(level2, depth2, time2, evaluator2), seed, maxPlies, clock);
        PlayerSpec a = setup.a();
        PlayerSpec b = setup.b(); // A unless told otherwise, A's shortcuts included except the evaluator
        List<TournamentOpening<P>> openings = TournamentOpenings.of(game, options, openingsName, count);
        if (sparkMaster != null) {
            setup = forCluster(game, options, setup, a, b);
        }
        int total = games != null ? games : sprt != null ? 10_000 : 2 * openings.size();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // under a clock an outside engine loses by its clock, not by a pipe's timeout shorter than the clock
        Long answerTimeout = engineTimeout != null || clock == null ? engineTimeout
                : Long.valueOf(clock.mainMillis() + CLOCK_GRACE_MILLIS);
        TournamentRunner<P> runner = new TournamentRunner<>(game, options, openings, a, b, seed, maxPlies, answerTimeout,
                line -> {
                    err.println(line);
                    err.flush();
                }, clock);
        long start = System.nanoTime(); // "played in" counts Spark's start too
        // the cluster is reached before anything is printed: a missing launcher or a bad master is the one line out
        ClusterSession cluster = sparkMaster == null ? null
                : Clusters.open(sparkMaster, "strategist match " + game.name(), line -> {
                    err.println(line);
                    err.flush();
                });
        String nameA = runner.playerA(0) + (a.evaluator() != null ? " " + a.evaluator() : "");
        String nameB = runner.playerB(0) + (b.evaluator() != null ? " " + b.evaluator() : "");
        out.println(game.title() + (options.asMap().isEmpty() ? "" : " " + options) + ": " + openings.size()
                + (openings.size() == 1 ? " opening, " : " openings, ") + total + (total == 1 ? " game" : " games")
                + (sprt != null ? " at most, SPRT " + sprt : "") + (clock != null ? ", clock " + clock : "")
                + ", seed " + seed);
        out.println("A: " + nameA);
        out.println("B: " + nameB);
        out.flush();
        TournamentReport report = new TournamentReport(out, game::sideName, sprt);
        StringBuffer recordText = new StringBuffer(); // the records; the shutdown hook may write it while a game is added
        boolean showBar = progress != null ? progress : System.console() != null;
        ProgressBar bar = showBar ? new ProgressBar(err, total) : null;
        AtomicInteger unsaved = new AtomicInteger();
        boolean written = true;
        try (cluster; GameStore store = db == null ? null : GameStore.open(db)) {
            savedIn = store == null ? null : store.location();
            // Ctrl-C: the games so far are results too; the engines are ended, not left running
            Thread hook = new Thread(() -> {
                end(report, "was interrupted", bar, records, recordText, unsaved, start);
                ProcessHandle.current().descendants().forEach(ProcessHandle::destroy);
            }, "match-interrupted");
            Runtime.getRuntime().addShutdownHook(hook);
            boolean ended = false;
            try {
                Tournament.InOrder<P, TournamentOpening<P>> inOrder = g -> {
                    if (!report.add(g)) {
                        return false;
                    }
                    if (store != null && !save(store, game, options, runner, g, a, b)) {
                        unsaved.incrementAndGet();
                    }
                    if (records != null) {
                        recordText.append(recordText.length() == 0 ? "" : "\n").append(record(game, options, g.end(),
                                g.opening().name(), g.aFirst() ? "A: " + nameA : "B: " + nameB,
                                g.aFirst() ? "B: " + nameB : "A: " + nameA));
                    }
                    return !report.decided();
                };
                IntPredicate finished = done -> {
                    if (bar != null) {
                        bar.update(done, report.score());
                    }
                    return true;
                };
                if (cluster == null) {
                    runner.run(total, threads, inOrder, finished);
                } else {
                    new ClusterTournament<>(cluster, game, openings, setup).run(total, inOrder, finished);
                }
                ended = true;
            } finally {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // the hook is running: it prints the results
                }
                written = end(report, ended ? null : "stopped on an error", bar, records, recordText, unsaved, start);
            }
        } catch (StoreException e) {
            throw new IOException(e.getMessage(), e);
        }
        return written ? ExitCode.OK : ExitCode.USAGE;
    }

    /**
     * The setup a cluster's tasks get: refused when it names an outside engine (a program on this machine) or
     * threads (the cluster's slots are the threads), with an openings file's lines read here.
     */
    private <P extends Position> MatchSetup forCluster(Game<P> game, GameOptions options, MatchSetup setup,
                                                       PlayerSpec a, PlayerSpec b) throws IOException {
        if (a.outside() != null || b.outside() != null) {
            throw usage("--spark plays computer players only: an outside engine (gtp=, pbrain=) runs on this machine");
        }
        if (threads != 1) {
            throw usage("give --threads or --spark, not both: on Spark the executors' task slots play the games");
        }
        return TournamentOpenings.isFile(game, options, openingsName)
                ? setup.withOpeningLines(TournamentOpenings.fileLines(openingsName)) : setup;
    }

    /**
     * The end of a match, as planned or {@code stopped} early (null: as planned): the results, unless the
     * shutdown hook and the match's own end both get here and the other was first, then the record file, the
     * games saved and the time. Returns false when the record file could not be written (said on the error
     * stream, the results being out already).
     */
    private boolean end(TournamentReport report, String stopped, ProgressBar bar, Path records, StringBuffer recordText,
                        AtomicInteger unsaved, long start) {
        if (bar != null) {
            bar.finish();
        }
        if (!report.close(stopped)) {
            return true;
        }
        PrintWriter out = spec.commandLine().getOut();
        int played = report.games();
        boolean written = true;
        if (records != null) {
            try {
                Files.writeString(records, recordText.toString(), StandardCharsets.UTF_8);
                out.println("games written to " + records);
            } catch (IOException e) {
                spec.commandLine().getErr().println("error: the games could not be written to " + records + ": "
                        + e.getMessage());
                written = false;
            }
        }
        if (savedIn != null) {
            int notSaved = unsaved.get();
            out.println((played - notSaved) + " games saved in " + savedIn + (notSaved == 0 ? ""
                    : "; " + notSaved + " not: their opening was set up, not reached by moves from the start"));
        }
        out.printf(Locale.ROOT, "played in %.1f s on %s%n", (System.nanoTime() - start) / 1e9, sparkMaster != null
                ? "Spark " + sparkMaster : threads + (threads == 1 ? " thread" : " threads"));
        out.flush();
        return written;
    }

    /** Saves one game; false when its opening cannot be replayed from the start. */
    private static <P extends Position> boolean save(GameStore store, Game<P> game, GameOptions options,
                                                     TournamentRunner<P> runner, Tournament.Played<P, TournamentOpening<P>> g,
                                                     PlayerSpec a, PlayerSpec b) {
        if (g.opening().moves().isEmpty()) {
            return false;
        }
        List<String> moves = new ArrayList<>(g.opening().moves().get());
        moves.addAll(g.moves());
        int levelA = a.level() != null ? a.level() : GamePlayers.MATCH_LEVEL;
        int levelB = b.level() != null ? b.level() : GamePlayers.MATCH_LEVEL;
        int aSide = g.aFirst() ? 0 : 1;
        int winner = g.adjudicated() ? -1 : g.forfeit() != null ? (g.pointsA() == 2 ? aSide : 1 - aSide)
                : g.end().outcome().winner();
        String id = "match-" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        String algorithmA = storedAlgorithm(game, a);
        String algorithmB = storedAlgorithm(game, b);
        StoredGame stored = new StoredGame(id, game.name(), options.toString(), -1, g.aFirst() ? levelA : levelB,
                g.aFirst() ? levelB : levelA, 0, runner.seedOf(g.index()), Instant.now().toString(), moves, winner,
                false, g.aFirst() ? algorithmA : algorithmB, g.aFirst() ? algorithmB : algorithmA, false);
        store.create(stored);
        store.finish(id, winner, false);
        return true;
    }

    /**
     * The algorithm to store for a player: the browser offers the engine and the two Monte Carlo searches,
     * so the textbook searches and Gomoku's tournament player (the engine inside threat searches) are
     * stored as the engine, which is what the browser would play if the game were taken back and resumed.
     */
    private static String storedAlgorithm(Game<?> game, PlayerSpec spec) {
        String name = spec.orElse(GamePlayers.matchDefaults(game)).algorithm();
        return name.equals("mcts") || name.equals("mcts_guided") ? name : StoredGame.DEFAULT_ALGORITHM;
    }

    /** The games whose records are in the format called {@code format}, by name. */
    private static List<String> gamesRecordedAs(String format) {
        return Games.all().stream().filter(g -> g.recordFormat().name().equals(format)).map(Game::name).toList();
    }

    /**
     * One game in its record format, from its start (an opening's moves are part of the game), with the
     * match's event and opening where the format has room for them.
     */
    private static <P extends Position> String record(Game<P> game, GameOptions options, P end, String opening,
                                                      String first, String second) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "strategist match");
        tags.put("Opening", opening);
        return game.recordFormat().write(MovesFromStart.record(game, options, end, first, second), tags);
    }
}
