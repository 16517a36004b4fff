package dev.strategist.app.cli.play;

import dev.strategist.app.TournamentPlayers;
import dev.strategist.app.cli.Main;
import dev.strategist.app.cli.render.BoardRenderers;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.IqPolicy;
import dev.strategist.play.Level;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import dev.strategist.play.TournamentPlayer;
import dev.strategist.search.SearchLimits;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code strategist play}: a game against the computer at the terminal, or the computer against itself. */
@Command(name = "play",
        description = {
            "Plays a game against the computer: type moves in the game's notation, or help for the commands "
                    + "(hint, undo, moves, board, level N, algorithm NAME, new, resign, quit).",
            "With --watch the computer plays both sides. 'play rps' and 'play rpsls' play rounds of "
                    + "rock-paper-scissors against a learner."
        },
        subcommands = {PlayMatrixGameCommand.Rps.class, PlayMatrixGameCommand.Rpsls.class})
public final class PlayCommand implements Callable<Integer> {
    /** The opponent's level when none is given: a fair fight for a casual player. */
    static final int DEFAULT_LEVEL = 5;
    /** From this level up a game's tournament player is the default, as in the browser. */
    static final int PLAYER_FROM_LEVEL = TournamentPlayers.FROM_LEVEL;

    /** Who moves first against the computer. */
    enum First { HUMAN, AI }

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private Main main;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
            description = "The game, by name or alias (see 'strategist games'), or rps / rpsls.")
    private String gameName;

    @Option(names = "--first", paramLabel = "human|ai",
            description = "Who moves first: human (the default) or ai, the computer.")
    private First first;

    @Option(names = {"-l", "--level"}, paramLabel = "1..10",
            description = "The computer's strength, 1 to 10 (default " + DEFAULT_LEVEL + "); 10 plays perfectly "
                    + "where the game is solved. With --watch, both sides' level unless --level2 is given.")
    private Integer level;

    @Option(names = "--level2", paramLabel = "1..10", description = "With --watch: the second player's level.")
    private Integer level2;

    @Option(names = "--iq", paramLabel = "0..100",
            description = "Instead of --level: the strength as an IQ over the game's exact solver "
                    + "(above 90 plays perfectly); only for solved games.")
    private Integer iq;

    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "Searches exactly N plies deep.")
    private Integer depth;

    @Option(names = {"-t", "--time"}, paramLabel = "MS", description = "The time per move in milliseconds.")
    private Long timeMillis;

    @Option(names = {"-a", "--algorithm"}, paramLabel = "NAME",
            description = "engine (the default), mcts (Monte Carlo tree search), mcts_guided (its playouts "
                    + "follow the evaluator), a textbook search: minimax, negamax, alphabeta, negascout; or "
                    + "player, the game's own tournament player where it has one (listed below), its default from "
                    + "level " + PLAYER_FROM_LEVEL + " up.")
    private String algorithm;

    @Option(names = "--seed", paramLabel = "N",
            description = "Seeds the computer's choices among equally good moves, so a game can be replayed; "
                    + "random if not given.")
    private Long seed;

    @Option(names = {"-o", "--options"}, paramLabel = "NAME=VALUE,...",
            description = "The game's options, like size=15 (see 'strategist games').")
    private String optionsText;

    @Option(names = {"-p", "--position"}, paramLabel = "TEXT",
            description = "Starts from this position in the game's notation (moves from the start, or a FEN "
                    + "where the game has one) instead of the start position; 'moves' and the moves played since "
                    + "may follow (\"B:W21-32:B1-12 moves 11-15 23-19\"), so rules that look back, such as a "
                    + "draw by repetition, see them.")
    private String positionText;

    @Option(names = "--watch", description = "The computer plays both sides; each move is printed with the board.")
    private boolean watch;

    @Option(names = "--moves", paramLabel = "N", description = "Stops the game, unfinished, after N moves.")
    private int moveLimit = Integer.MAX_VALUE;

    /** The lines a person types, for the subcommands. */
    java.io.BufferedReader input() {
        return main.input();
    }

    /** True when typed lines should be echoed (see {@link Main#echoesInput()}). */
    boolean echoesInput() {
        return main.echoesInput();
    }

    @Override
    public Integer call() throws IOException {
        if (gameName == null) {
            throw usage("name the game to play (see 'strategist games'), or rps / rpsls");
        }
        checkOptions();
        return run(Games.find(gameName));
    }

    private void checkOptions() {
        checkRange("--level", level, 1, Level.MAX);
        checkRange("--level2", level2, 1, Level.MAX);
        checkRange("--iq", iq, IqPolicy.MIN_IQ, IqPolicy.MAX_IQ);
        checkRange("--depth", depth, 1, SearchLimits.DEPTH_LIMIT);
        checkRange("--moves", moveLimit, 1, Integer.MAX_VALUE);
        if (timeMillis != null && timeMillis < 1) {
            throw usage("--time must be at least 1 ms, not " + timeMillis);
        }
        if (iq != null && (level != null || level2 != null)) {
            throw usage("give --iq or --level, not both");
        }
        if (level2 != null && !watch) {
            throw usage("--level2 sets the second computer's level, so it needs --watch");
        }
        if (first != null && watch) {
            throw usage("--first is for a game against the computer; with --watch the computer plays both sides");
        }
    }

    private void checkRange(String option, Integer value, int min, int max) {
        if (value != null && (value < min || value > max)) {
            throw usage(option + " must be from " + min + " to " + max + ", not " + value);
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }

    /** Runs with the game's own position type, so moves, seats and strategists agree on it. */
    private <P extends Position> int run(Game<P> game) throws IOException {
        GameOptions options = game.parseOptions(optionsText);
        P start = positionText == null ? game.newPosition(options) : PositionArgument.read(game, positionText, options);
        if (algorithm != null && !algorithm.equalsIgnoreCase(GamePlayers.PLAYER)) {
            Algorithm.parse(algorithm); // a bad name is a usage error before anything is played
        }
        // a small number is easy to retype to replay a game
        long baseSeed = seed != null ? seed : ThreadLocalRandom.current().nextInt(1_000_000);
        GameSession session = new GameSession(spec.commandLine().getOut(), BoardRenderers.forGame(game), moveLimit);
        session.out().println(game.title() + (options.asMap().isEmpty() ? "" : " " + options) + ", seed " + baseSeed);
        if (watch) {
            Seat<P> x = Seat.computer(game.sideName(0), strategist(game, algorithm, level, iq, baseSeed));
            Seat<P> o = Seat.computer(game.sideName(1),
                    strategist(game, algorithm, level2 != null ? level2 : level, iq, baseSeed + 1));
            return new WatchedGame<>(new Match<>(game, start, x, o), session).play();
        }
        int personSide = first == First.AI ? 1 : 0;
        // hints come from the strongest player, whatever the person's opponent is told to play like
        Strategist.Builder<P> advice = Strategist.builder(game).level(Level.MAX).seed(baseSeed + 2);
        game.tournamentPlayer().ifPresent(p -> advice.searcher(p.name(Map.of()), p.searchers(Map.of())));
        Strategist<P> adviser = advice.build();
        // an IQ holds until the person asks for another level
        int startLevel = level != null ? level : DEFAULT_LEVEL;
        boolean[] byIq = {iq != null};
        InteractiveGame.Computers<P> computers = (lvl, alg) -> {
            if (lvl != startLevel) {
                byIq[0] = false;
            }
            return strategist(game, alg, lvl, byIq[0] ? iq : null, baseSeed);
        };
        return new InteractiveGame<>(game, start, personSide, computers, startLevel, algorithm, adviser, session,
                main.input(), main.echoesInput()).play();
    }

    /**
     * A computer player as the options say: by IQ, or by level with any explicit depth and time; with
     * {@code algorithmName} (null: the game's tournament player from level {@link #PLAYER_FROM_LEVEL} where it
     * has one, else the engine).
     */
    private <P extends Position> Strategist<P> strategist(Game<P> game, String algorithmName, Integer levelNumber,
                                                          Integer iqValue, long strategistSeed) {
        Strategist.Builder<P> builder = Strategist.builder(game).seed(strategistSeed);
        int lvl = levelNumber != null ? levelNumber : DEFAULT_LEVEL;
        if (iqValue != null) {
            builder.iq(iqValue);
        } else {
            builder.level(lvl);
        }
        boolean player = algorithmName == null ? iqValue == null && TournamentPlayers.playsAt(game, lvl, Algorithm.ENGINE)
                : algorithmName.equalsIgnoreCase(GamePlayers.PLAYER);
        if (player) {
            TournamentPlayer<P> own = game.tournamentPlayer().orElseThrow(() ->
                    new IllegalArgumentException(game.title() + " has no tournament player; choose an algorithm: "
                            + "engine, mcts, mcts_guided, minimax, negamax, alphabeta, negascout"));
            builder.searcher(own.name(Map.of()), own.searchers(Map.of()));
        } else {
            builder.algorithm(Algorithm.parse(algorithmName == null ? "engine" : algorithmName));
        }
        if (depth != null) {
            builder.depth(depth);
        }
        if (timeMillis != null) {
            builder.timeMillis(timeMillis);
        }
        return builder.build();
    }
}
