package dev.strategist.app.cli;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoreException;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import dev.strategist.play.EloEstimate;
import dev.strategist.play.Sprt;
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
                    + "evaluator=NAME, and an algorithm name (engine, mcts, mcts_guided, minimax, negamax, "
                    + "alphabeta, negascout, or player: Gomoku's tournament player, with width=N, vct=on|off, "
                    + "defence=on|off, horizon=N: nodes per VCF at the engine's horizon, 0 off). Examples: --a depth=6 "
                    + "--b mcts,time=200. Without a level a player "
                    + "always plays its best move at level 7's limits, except that a time or node budget alone "
                    + "(time=1000) is searched as deep as it reaches; Gomoku's default is player,time=200.",
            "An outside engine that speaks GTP plays as gtp=COMMAND (all the rest of the text is its command "
                    + "line; --time or --time2 is offered to it as time_settings): it is told the moves from the "
                    + "game's start and asked genmove; an illegal answer or resign loses the game. Example: "
                    + "--b 'gtp=/usr/games/gtp-rhino --level=3' (Othello, Debian package grhino). A Gomocup "
                    + "brain plays Gomoku as pbrain=COMMAND, spoken to as a tournament manager does (START, INFO "
                    + "rule and timeout_turn from --time or --time2, then BEGIN, TURN or BOARD); an answer off the "
                    + "board or on a taken point loses the game. Example: --b pbrain=./pbrain-strategist",
            "Openings: 'ballots' (checkers: the 156 ACF 3-move ballots; 'ballots-all' all 174, 'ballots-tough' "
                    + "the 50 of the computer tough deck), or a file with one position a line; Gomoku's default "
                    + "is the built-in balanced set for its rule, every other game's the start position.",
            "Elo: from A's mean score s per game, -400 log10(1/s - 1); the 95%% interval is s +/- 1.96 standard "
                    + "errors, the standard error from the variance of the scores of the pairs of games "
                    + "(pentanomial) or of the games (trinomial), draws as half points."
        })
final class MatchCommand implements Callable<Integer> {
    /** The database file used when --db is given without one, as 'strategist serve' uses. */
    static final String DEFAULT_DB = "strategist.db";

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

    @Option(names = "--sprt", paramLabel = "elo0=E0,elo1=E1[,alpha=A,beta=B]",
            description = "Stops as soon as a sequential probability ratio test accepts 'A is E0 Elo stronger' "
                    + "or 'A is E1 Elo stronger' (alpha and beta default to 0.05), judged on the pairs of games "
                    + "after each pair from the " + Sprt.MIN_SAMPLES + "th on; --games is then the most to play "
                    + "(default 10000).")
    private String sprtText;

    @Option(names = "--db", paramLabel = "FILE", arity = "0..1", fallbackValue = DEFAULT_DB,
            description = "Saves every game in the store (the browser app's saved games); --db alone uses "
                    + DEFAULT_DB + ". Not saved without it.")
    private Path dbFile;

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

    @Option(names = "--max-plies", paramLabel = "N", description = "Adjudicates a game as a draw after N plies "
            + "from its opening (default 300).")
    private int maxPlies = 300;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Checkers: writes every game to FILE as PDN.")
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
        return run(Games.find(gameName));
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    private <P extends Position> int run(Game<P> game) throws IOException, InterruptedException {
        GameOptions options = game.parseOptions(optionsText);
        if (pdnFile != null && !game.name().equals("checkers")) {
            throw usage("--pdn writes checkers games, not " + game.title());
        }
        if (pdnFile != null) {
            CommandFiles.checkWritable(pdnFile); // now, not after the match has been played
        }
        Sprt sprt = sprtText == null ? null : Sprt.parse(sprtText);
        PlayerSpec a = (specA == null ? PlayerSpec.DEFAULT : PlayerSpec.parse(specA))
                .override(level, depth, time, evaluator);
        // B is A unless told otherwise, A's shortcuts included except the evaluator (B keeps the game's)
        PlayerSpec b = (specB != null ? PlayerSpec.parse(specB)
                : (specA == null ? PlayerSpec.DEFAULT : PlayerSpec.parse(specA)).override(level, depth, time, null))
                .override(level2, depth2, time2, evaluator2);
        List<MatchOpening<P>> openings = MatchOpenings.of(game, options, openingsName, count);
        int total = games != null ? games : sprt != null ? 10_000 : 2 * openings.size();
        MatchRunner<P> runner = new MatchRunner<>(game, options, openings, a, b, seed, maxPlies);
        String nameA = runner.playerA(0) + (a.evaluator() != null ? " " + a.evaluator() : "");
        String nameB = runner.playerB(0) + (b.evaluator() != null ? " " + b.evaluator() : "");
        PrintWriter out = spec.commandLine().getOut();
        BoardRenderer renderer = BoardRenderers.forGame(game);
        out.println(game.title() + (options.asMap().isEmpty() ? "" : " " + options) + ": " + openings.size()
                + (openings.size() == 1 ? " opening, " : " openings, ") + total + (total == 1 ? " game" : " games")
                + (sprt != null ? " at most, SPRT " + sprt : "") + ", seed " + seed);
        out.println("A: " + nameA);
        out.println("B: " + nameB);
        out.flush();
        MatchTally tally = new MatchTally();
        StringBuilder pdn = new StringBuilder();
        boolean showBar = progress != null ? progress : System.console() != null;
        ProgressBar bar = showBar ? new ProgressBar(spec.commandLine().getErr(), total) : null;
        Sprt.Verdict[] verdict = {Sprt.Verdict.CONTINUE};
        int[] unsaved = {0};
        long start = System.nanoTime();
        int played;
        try (GameStore store = dbFile == null ? null : GameStore.open(dbFile)) {
            played = runner.run(total, threads, g -> {
                tally.add(g);
                out.println(gameLine(g, renderer));
                out.flush();
                if (store != null && !save(store, game, options, runner, g, a, b)) {
                    unsaved[0]++;
                }
                if (pdnFile != null) {
                    pdn.append(pdn.length() == 0 ? "" : "\n").append(pdnGame((CheckersPosition) g.end(),
                            g.opening().name(), g.aFirst() ? "A: " + nameA : "B: " + nameB,
                            g.aFirst() ? "B: " + nameB : "A: " + nameA));
                }
                if (sprt != null && g.index() % 2 == 1) {
                    verdict[0] = tally.verdict(sprt);
                }
                return verdict[0] == Sprt.Verdict.CONTINUE;
            }, done -> {
                if (bar != null) {
                    bar.update(done, String.format(Locale.ROOT, "A +%d =%d -%d", tally.wins(), tally.draws(),
                            tally.losses()));
                }
                return true;
            });
        } catch (StoreException e) {
            throw new IOException(e.getMessage(), e);
        }
        if (bar != null) {
            bar.finish();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.println();
        printTable(out, tally, renderer);
        printElo(out, tally);
        if (sprt != null) {
            printSprt(out, tally, sprt, verdict[0], played);
        }
        if (pdnFile != null) {
            Files.writeString(pdnFile, pdn.toString(), StandardCharsets.UTF_8);
            out.println("games written to " + pdnFile);
        }
        if (dbFile != null) {
            out.println((played - unsaved[0]) + " games saved in " + dbFile + (unsaved[0] == 0 ? ""
                    : "; " + unsaved[0] + " not: their opening was set up, not reached by moves from the start"));
        }
        out.printf(Locale.ROOT, "played in %.1f s on %d %s%n", seconds, threads, threads == 1 ? "thread" : "threads");
        return ExitCode.OK;
    }

    /** "   3  ballot 2 9-13 21-17 6-9  A Black: B wins in 57 plies". */
    private static String gameLine(MatchRunner.Played<?> g, BoardRenderer renderer) {
        String result = g.adjudicated() ? "draw at the ply limit"
                : (g.pointsA() == 2 ? "A wins" : g.pointsA() == 0 ? "B wins" : "draw")
                + (g.illegal() ? " (the other played an illegal move)" : "");
        return String.format(Locale.ROOT, "%4d  %-30s  A as %s: %s in %d plies", g.index() + 1, g.opening().name(),
                renderer.sideName(g.aFirst() ? 0 : 1), result, g.plies());
    }

    private static void printTable(PrintWriter out, MatchTally t, BoardRenderer renderer) {
        out.printf(Locale.ROOT, "%-16s %6s %6s %6s %6s %8s%n", "A's results", "games", "wins", "draws", "losses",
                "score");
        for (int side = 0; side < 2; side++) {
            long[] ldw = t.bySide(side);
            row(out, "as " + renderer.sideName(side), ldw[2], ldw[1], ldw[0]);
        }
        row(out, "in all", t.wins(), t.draws(), t.losses());
        long[] pairs = t.pairs();
        if (t.pairCount() > 0) {
            out.printf(Locale.ROOT, "pairs of games by A's points 0, 1/2, 1, 3/2, 2: %d %d %d %d %d%n",
                    pairs[0], pairs[1], pairs[2], pairs[3], pairs[4]);
        }
        out.printf(Locale.ROOT, "score: A %s - B %s of %d games%s%n", half(t.points()), half(t.games() - t.points()),
                t.games(), t.adjudicated() == 0 ? "" : " (" + t.adjudicated() + " drawn at the ply limit)");
    }

    private static void row(PrintWriter out, String name, long wins, long draws, long losses) {
        long n = wins + draws + losses;
        out.printf(Locale.ROOT, "%-16s %6d %6d %6d %6d %8s%n", name, n, wins, draws, losses,
                n == 0 ? "-" : String.format(Locale.ROOT, "%.1f%%", 100.0 * (wins + draws / 2.0) / n));
    }

    private static void printElo(PrintWriter out, MatchTally t) {
        EloEstimate games = t.byGames();
        if (t.pairCount() > 0) {
            EloEstimate pairs = t.byPairs();
            out.printf(Locale.ROOT, "Elo A-B: %s from %d pair%s (score %s); %s from %d games%n", pairs,
                    pairs.samples(), pairs.samples() == 1 ? "" : "s", score(pairs), games, games.samples());
        } else {
            out.printf(Locale.ROOT, "Elo A-B: %s from %d games (score %s)%n", games, games.samples(), score(games));
        }
    }

    /** "62.5% +/- 8.8%", the standard error left out when one sample cannot give it. */
    private static String score(EloEstimate e) {
        return String.format(Locale.ROOT, "%.1f%%", 100 * e.score()) + (Double.isInfinite(e.standardError()) ? ""
                : String.format(Locale.ROOT, " +/- %.1f%%", 100 * e.standardError()));
    }

    private static void printSprt(PrintWriter out, MatchTally t, Sprt sprt, Sprt.Verdict verdict, int played) {
        String what = verdict == Sprt.Verdict.H1 ? "H1 accepted (A is about " + fmt(sprt.elo1()) + " Elo stronger or more)"
                : verdict == Sprt.Verdict.H0 ? "H0 accepted (A is not " + fmt(sprt.elo1()) + " Elo stronger)"
                : "no decision yet";
        out.printf(Locale.ROOT, "SPRT %s: LLR %.2f (%s; bounds %.2f, %.2f): %s after %d games%n", sprt, t.llr(sprt),
                t.pairCount() > 0 ? "pentanomial" : "trinomial", sprt.lowerBound(), sprt.upperBound(), what, played);
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static String half(double points) {
        return points == Math.floor(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }

    /** Saves one game; false when its opening cannot be replayed from the start. */
    private static <P extends Position> boolean save(GameStore store, Game<P> game, GameOptions options,
                                                     MatchRunner<P> runner, MatchRunner.Played<P> g, PlayerSpec a,
                                                     PlayerSpec b) {
        if (g.opening().moves().isEmpty()) {
            return false;
        }
        List<String> moves = new ArrayList<>(g.opening().moves().get());
        moves.addAll(g.moves());
        int levelA = a.level() != null ? a.level() : GamePlayers.MATCH_LEVEL;
        int levelB = b.level() != null ? b.level() : GamePlayers.MATCH_LEVEL;
        int aSide = g.aFirst() ? 0 : 1;
        int winner = g.adjudicated() ? -1 : g.illegal() ? (g.pointsA() == 2 ? aSide : 1 - aSide)
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

    /** One game as PDN, from the standard start (a ballot's three moves are part of the game). */
    private static String pdnGame(CheckersPosition end, String opening, String black, String white) {
        CheckersPosition start = end.copy();
        while (start.ply() > 0) {
            start.undo();
        }
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "strategist match");
        tags.put("Black", black);
        tags.put("White", white);
        tags.put("Opening", opening);
        return CheckersPdn.write(PdnGame.of(end, start.toString(), tags));
    }
}
