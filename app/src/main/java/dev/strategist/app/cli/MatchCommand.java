package dev.strategist.app.cli;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import dev.strategist.play.Strategist;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code strategist match}: two configured computers play every opening of a set twice, colours swapped. */
@Command(name = "match",
        description = {
            "Plays computer A against computer B from a set of openings, each twice with the colours swapped, "
                    + "and prints every game's result and the score.",
            "Openings: 'ballots' (checkers: the 156 ACF 3-move ballots; 'ballots-all' all 174, 'ballots-tough' "
                    + "the 50 of the computer tough deck), or a file with one position a line; the start "
                    + "position if not given.",
            "'match gomoku' plays the Gomoku tournament player (threat searches around the engine) from the "
                    + "balanced openings instead: see 'strategist match gomoku --help'."
        },
        subcommands = MatchGomokuCommand.class)
final class MatchCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    // optional to picocli, so that 'match gomoku' reaches its subcommand; call() insists on it
    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME",
            description = "The game, by name or alias (see 'strategist games').")
    private String gameName;

    @Option(names = "--openings", paramLabel = "ballots|FILE", description = "The openings (see above).")
    private String openingsName;

    @Option(names = "--count", paramLabel = "N", description = "Plays only the first N openings.")
    private int count = Integer.MAX_VALUE;

    @Option(names = {"-l", "--level"}, paramLabel = "1..10", description = "A's level (default 7).")
    private Integer level;

    @Option(names = "--level2", paramLabel = "1..10", description = "B's level (default: A's).")
    private Integer level2;

    @Option(names = {"-d", "--depth"}, paramLabel = "N", description = "A searches exactly N plies.")
    private Integer depth;

    @Option(names = "--depth2", paramLabel = "N", description = "B searches exactly N plies (default: A's).")
    private Integer depth2;

    @Option(names = {"-t", "--time"}, paramLabel = "MS", description = "A's time per move in milliseconds.")
    private Long time;

    @Option(names = "--time2", paramLabel = "MS", description = "B's time per move (default: A's).")
    private Long time2;

    @Option(names = "--evaluator", paramLabel = "NAME", description = "A's evaluator (default: the game's).")
    private String evaluator;

    @Option(names = "--evaluator2", paramLabel = "NAME", description = "B's evaluator (default: the game's).")
    private String evaluator2;

    @Option(names = "--max-plies", paramLabel = "N", description = "Adjudicates a game as a draw after N plies "
            + "(default 300).")
    private int maxPlies = 300;

    @Option(names = "--pdn", paramLabel = "FILE", description = "Checkers: writes every game to FILE as PDN.")
    private Path pdnFile;

    @Option(names = "--seed", paramLabel = "N", description = "Seeds both computers' choices (default 1).")
    private long seed = 1;

    @Option(names = {"-o", "--options"}, paramLabel = "NAME=VALUE,...", description = "The game's options.")
    private String optionsText;

    @Override
    public Integer call() throws IOException {
        if (count < 1 || maxPlies < 1) {
            throw new ParameterException(spec.commandLine(), "--count and --max-plies must be at least 1");
        }
        if (gameName == null) {
            throw new ParameterException(spec.commandLine(), "name the game to play a match of");
        }
        return run(Games.find(gameName));
    }

    /** One opening: what to call it and the position it starts from. */
    private record Opening<P>(String name, P position) {
    }

    private <P extends Position> int run(Game<P> game) throws IOException {
        GameOptions options = game.parseOptions(optionsText);
        List<Opening<P>> openings = openings(game, options);
        Strategist<P> a = strategist(game, level, depth, time, evaluator, seed);
        Strategist<P> b = strategist(game, level2 != null ? level2 : level, depth2 != null ? depth2 : depth,
                time2 != null ? time2 : time, evaluator2, seed + 1);
        PrintWriter out = spec.commandLine().getOut();
        out.println(game.title() + (options.asMap().isEmpty() ? "" : " " + options) + ": " + openings.size()
                + " openings, each played twice");
        String nameA = "A: " + a + (evaluator != null ? " " + evaluator : "");
        String nameB = "B: " + b + (evaluator2 != null ? " " + evaluator2 : "");
        out.println(nameA);
        out.println(nameB);
        if (pdnFile != null && !game.name().equals("checkers")) {
            throw new ParameterException(spec.commandLine(), "--pdn writes checkers games, not " + game.title());
        }
        StringBuilder pdn = new StringBuilder();
        int[] wdl = new int[3];
        for (Opening<P> opening : openings) {
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-40s", opening.name()));
            for (int aSide = 0; aSide < 2; aSide++) {
                @SuppressWarnings("unchecked")
                P p = (P) opening.position().copy();
                int plies = 0;
                while (!p.isOver() && plies < maxPlies) {
                    p.play((p.sideToMove() == aSide ? a : b).bestMove(p));
                    plies++;
                }
                int sign = p.isOver() ? p.outcome().signFor(aSide) : 0;
                if (pdnFile != null) {
                    pdn.append(pdn.length() == 0 ? "" : "\n").append(pdnGame((CheckersPosition) p, opening.name(),
                            aSide == 0 ? nameA : nameB, aSide == 0 ? nameB : nameA));
                }
                wdl[sign > 0 ? 0 : sign == 0 ? 1 : 2]++;
                String first = p.isOver() || plies < maxPlies ? describe(p.outcome()) : "draw (" + maxPlies + " plies)";
                line.append(aSide == 0 ? "  A first: " : "  B first: ").append(String.format(Locale.ROOT, "%-22s",
                        (sign > 0 ? "A wins" : sign < 0 ? "B wins" : first) + " " + plies));
            }
            out.println(line.toString().stripTrailing());
            out.flush();
        }
        if (pdnFile != null) {
            Files.writeString(pdnFile, pdn.toString(), StandardCharsets.UTF_8);
            out.println("games written to " + pdnFile);
        }
        double points = wdl[0] + wdl[1] / 2.0;
        int games = wdl[0] + wdl[1] + wdl[2];
        out.printf(Locale.ROOT, "score: A %s - B %s of %d games (A: %d wins, %d draws, %d losses, %.1f %%)%n",
                half(points), half(games - points), games, wdl[0], wdl[1], wdl[2], 100.0 * points / games);
        return ExitCode.OK;
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

    private static String describe(Outcome outcome) {
        return outcome == Outcome.DRAW ? "draw" : outcome.describe();
    }

    private static String half(double points) {
        return points == Math.floor(points) ? Long.toString((long) points) : String.format(Locale.ROOT, "%.1f", points);
    }

    @SuppressWarnings("unchecked")
    private <P extends Position> List<Opening<P>> openings(Game<P> game, GameOptions options) throws IOException {
        List<Opening<P>> out = new ArrayList<>();
        if (openingsName == null) {
            out.add(new Opening<>("start", game.newPosition(options)));
        } else if (openingsName.startsWith("ballots")) {
            if (!game.name().equals("checkers")) {
                throw new ParameterException(spec.commandLine(), "the ballots are checkers openings, not " + game.title());
            }
            List<CheckersBallots.Ballot> ballots;
            switch (openingsName) {
                case "ballots":
                    ballots = CheckersBallots.deck();
                    break;
                case "ballots-all":
                    ballots = CheckersBallots.all();
                    break;
                case "ballots-tough":
                    ballots = CheckersBallots.all().stream().filter(CheckersBallots.Ballot::tough).toList();
                    break;
                default:
                    throw new ParameterException(spec.commandLine(), "unknown openings '" + openingsName
                            + "'; use ballots, ballots-all, ballots-tough or a file");
            }
            for (CheckersBallots.Ballot ballot : ballots) {
                CheckersPosition start = (CheckersPosition) game.newPosition(options);
                out.add(new Opening<>("ballot " + ballot.describe(), (P) CheckersBallots.play(ballot, start)));
            }
        } else {
            List<String> lines = Files.readAllLines(Path.of(openingsName), StandardCharsets.UTF_8);
            for (int i = 0; i < lines.size(); i++) {
                String text = lines.get(i).strip();
                if (text.isEmpty() || text.startsWith("#")) {
                    continue;
                }
                try {
                    out.add(new Opening<>(text, game.parsePosition(text, options)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(openingsName + " line " + (i + 1) + ": " + e.getMessage());
                }
            }
            if (out.isEmpty()) {
                throw new IllegalArgumentException(openingsName + " has no openings");
            }
        }
        return out.subList(0, Math.min(count, out.size()));
    }

    private <P extends Position> Strategist<P> strategist(Game<P> game, Integer levelNumber, Integer plies,
                                                          Long millis, String evaluatorName, long strategistSeed) {
        Strategist.Builder<P> builder = Strategist.builder(game).seed(strategistSeed);
        builder.level(levelNumber != null ? levelNumber : 7);
        if (levelNumber == null) {
            builder.pickAmongBest(1, 0); // a match measures strength: always the best move
        }
        if (plies != null) {
            builder.depth(plies);
        }
        if (millis != null) {
            builder.timeMillis(millis);
        }
        if (evaluatorName != null) {
            builder.evaluator(evaluatorNamed(game, evaluatorName));
        }
        return builder.build();
    }

    private <P extends Position> Evaluator<P> evaluatorNamed(Game<P> game, String name) {
        List<String> names = new ArrayList<>();
        for (Evaluator<P> e : game.evaluators()) {
            if (e.name().equalsIgnoreCase(name)) {
                return e;
            }
            names.add(e.name());
        }
        throw new ParameterException(spec.commandLine(), "unknown evaluator '" + name + "'; " + game.name()
                + " has " + String.join(", ", names));
    }
}
