package dev.strategist.app.web;

import dev.strategist.app.OutsidePlayers;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.app.outside.OutsideSpec;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The outside engines the server's operator configured ({@code serve --engine NAME=SPEC}), by name. A request
 * only ever names one of them, so no browser can make the server run a program of its choosing
 * (docs/decisions/0034-engines-are-operator-configuration.md); the API shows the names, never the commands.
 */
public final class OutsideEngines {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(OutsideEngines.class);
    /** An engine's name: short, and safe in a URL, a record file and a log line. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,31}");

    /** Makes a configured engine's player, not started: its spec's program as a process, or a test's own engine. */
    interface Launcher {
        /** Engine {@code name} as a player of {@code game} with {@code options}, not started. */
        <P extends Position> OutsidePlayer<P> player(String name, Game<P> game, GameOptions options);
    }

    /**
     * How many engines' processes run at once by default: four a core, since an engine thinks only on its turn
     * and a game left open keeps its process for a while.
     */
    public static final int DEFAULT_MAX_ENGINES = 4 * Runtime.getRuntime().availableProcessors();
    /** The most {@code --max-engines} may allow. */
    private static final int MAX_ENGINES_LIMIT = 1000;

    /** The names of the games each engine plays, in the order configured. */
    private final Map<String, List<String>> games;
    private final Launcher launcher;
    private final EngineCap cap;

    private OutsideEngines(Map<String, List<String>> games, Launcher launcher, int maxEngines) {
        if (maxEngines < 1 || maxEngines > MAX_ENGINES_LIMIT) {
            throw new IllegalArgumentException("--max-engines must be from 1 to " + MAX_ENGINES_LIMIT + ", not "
                    + maxEngines);
        }
        this.games = games;
        this.launcher = launcher;
        this.cap = new EngineCap(maxEngines);
    }

    /** No engine: the server offers only its own computer. */
    public static OutsideEngines none() {
        return new OutsideEngines(Map.of(), null, DEFAULT_MAX_ENGINES);
    }

    /**
     * The engines of {@code games} (each name's games, in order), their players made by {@code launcher}, at most
     * {@code maxEngines} processes at once.
     */
    static OutsideEngines of(Map<String, List<String>> games, int maxEngines, Launcher launcher) {
        return new OutsideEngines(new LinkedHashMap<>(games), launcher, maxEngines);
    }

    /** The engines of {@code serve}'s {@code --engine} values, at most {@link #DEFAULT_MAX_ENGINES} processes at once. */
    public static OutsideEngines parse(List<String> values) {
        return parse(values, DEFAULT_MAX_ENGINES);
    }

    /**
     * The engines of {@code serve}'s {@code --engine} values, each {@code NAME=SPEC} with SPEC an outside
     * player as {@code match} takes it ({@link OutsideSpec}); an {@link IllegalArgumentException} naming the
     * fault (no '=', a bad name or spec, a program that is not there, a GTP engine without its game, a name
     * given twice, a {@code maxEngines} out of range), checked before the server starts; at most {@code maxEngines}
     * processes run at once ({@code --max-engines}).
     */
    public static OutsideEngines parse(List<String> values, int maxEngines) {
        Map<String, OutsideSpec> specs = new LinkedHashMap<>();
        Map<String, List<String>> games = new LinkedHashMap<>();
        for (String value : values) {
            int eq = value.indexOf('=');
            if (eq < 0) {
                throw new IllegalArgumentException("--engine takes NAME=SPEC, as in "
                        + "rhino=game=othello,gtp=/usr/games/gtp-rhino --level=3; not '" + value + "'");
            }
            String name = value.substring(0, eq).strip();
            if (!NAME.matcher(name).matches()) {
                throw new IllegalArgumentException("--engine " + value + ": a name is 1 to 32 letters, digits, '.', "
                        + "'-' or '_', starting with a letter or digit, not '" + name + "'");
            }
            if (specs.containsKey(name)) {
                throw new IllegalArgumentException("--engine " + name + " is given twice");
            }
            OutsideSpec spec;
            List<Game<?>> played;
            try {
                spec = OutsideSpec.parse(value.substring(eq + 1));
                if (spec == null) {
                    throw new IllegalArgumentException("'" + value.substring(eq + 1) + "' is no outside engine: give "
                            + "gtp=COMMAND (a GTP engine) or pbrain=COMMAND (a Gomocup brain)");
                }
                List<String> command = spec.command();
                if (command.isEmpty() || command.get(0).isBlank()) {
                    throw new IllegalArgumentException("no program is named in its command line: "
                            + spec.commandLine());
                }
                checkProgram(command.get(0));
                played = OutsidePlayers.games(spec);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("--engine " + name + ": " + e.getMessage(), e);
            }
            if (played.isEmpty()) {
                throw new IllegalArgumentException("--engine " + name + ": say which game a GTP engine plays, "
                        + "with game=NAME before its gtp=, as in " + name + "=game=othello,gtp=...");
            }
            specs.put(name, spec);
            games.put(name, played.stream().map(Game::name).toList());
        }
        return new OutsideEngines(games, new Launcher() {
            @Override
            public <P extends Position> OutsidePlayer<P> player(String name, Game<P> game, GameOptions options) {
                OutsideSpec spec = specs.get(name);
                return OutsidePlayers.player(game, options, spec, spec.answerMillis(null),
                        line -> LOG.info("engine {}: {}", name, line));
            }
        }, maxEngines);
    }

    /** Refuses a program that is not an executable file, at its path or, for a bare name, on the PATH. */
    private static void checkProgram(String program) {
        List<Path> candidates = new ArrayList<>();
        if (program.contains("/") || program.contains(File.separator)) {
            candidates.add(Path.of(program));
        } else {
            String path = System.getenv("PATH");
            for (String dir : (path == null ? "" : path).split(File.pathSeparator)) {
                if (!dir.isEmpty()) {
                    candidates.add(Path.of(dir, program));
                }
            }
        }
        for (Path p : candidates) {
            if (Files.isRegularFile(p) && Files.isExecutable(p)) {
                return;
            }
        }
        throw new IllegalArgumentException("no program '" + program + "'"
                + (candidates.size() == 1 ? " (not an executable file)" : " on the PATH"));
    }

    /** The bound on the engines' processes running at once. */
    EngineCap cap() {
        return cap;
    }

    /** Every engine's name, in the order configured. */
    public List<String> names() {
        return List.copyOf(games.keySet());
    }

    /** The names of the engines that play {@code game}, in the order configured. */
    List<String> namesFor(Game<?> game) {
        List<String> names = new ArrayList<>();
        games.forEach((name, played) -> {
            if (played.contains(game.name())) {
                names.add(name);
            }
        });
        return names;
    }

    /**
     * Why engine {@code name} cannot play {@code game} on this server now, in words for the API, or null when
     * it can: it is not configured (any more), or it plays other games.
     */
    String refusal(String name, Game<?> game) {
        if (!games.containsKey(name)) {
            return "no engine is called '" + name + "' on this server; "
                    + (games.isEmpty() ? "it has none (its operator adds them with serve --engine NAME=SPEC)"
                    : "it has " + String.join(", ", games.keySet()));
        }
        if (!games.get(name).contains(game.name())) {
            return "the engine '" + name + "' does not play " + game.title() + " (it plays "
                    + String.join(", ", games.get(name)) + ")";
        }
        return null;
    }

    /**
     * The configured outside engine the request's {@code field} names to play {@code game} in place of the
     * computer (null when it names none): a 400 for a name the server does not offer for the game, or beside
     * any of the computer's own {@code computerFields} for the same side (its level, strength, algorithm).
     */
    String requested(com.fasterxml.jackson.databind.JsonNode body, String field, Game<?> game,
                     String... computerFields) {
        String name = RequestFields.text(body, field, false);
        if (name == null) {
            return null;
        }
        for (String computer : computerFields) {
            if (body.hasNonNull(computer)) {
                throw ApiException.badRequest(field + " chooses an outside engine in place of the computer: give it "
                        + "without " + String.join(", ", java.util.Arrays.asList(computerFields).subList(0, computerFields.length - 1))
                        + " and " + computerFields[computerFields.length - 1]);
            }
        }
        String refusal = refusal(name, game);
        if (refusal != null) {
            throw ApiException.badRequest(refusal);
        }
        return name;
    }

    /**
     * Engine {@code name} as a player of {@code game} with {@code options}, not started; its lines that are
     * not its protocol's go to the server's log. Only for a name {@link #refusal} accepts.
     */
    <P extends Position> OutsidePlayer<P> player(String name, Game<P> game, GameOptions options) {
        return launcher.player(name, game, options);
    }
}
