package dev.strategist.app.cli.play;

import dev.strategist.play.PlayerSettings;
import java.util.Locale;

/**
 * A computer player as a match names it on the command line: {@code level=7}, {@code depth=4},
 * {@code mcts,time=200}, {@code engine,depth=6,evaluator=material}, {@code player,time=100,width=0,vct=on},
 * {@code gtp=/usr/games/gtp-rhino --level=3}, {@code pbrain=./pbrain-other}.
 * A bare word is the algorithm (an {@code Algorithm} name, or {@code player}: a game's own tournament
 * player, Gomoku's threat searches around the engine); the rest are {@code NAME=VALUE}. Unset fields are
 * null and take the match's defaults.
 *
 * @param algorithm the algorithm's name, or null for the game's default
 * @param level     1..10
 * @param depth     a fixed depth in plies
 * @param time      milliseconds per move
 * @param nodes     a node (or playout) budget per move
 * @param evaluator an evaluator's name (see {@code Game.evaluators()})
 * @param width     Gomoku player: quiet moves searched per node (0: all)
 * @param vct       Gomoku player: look for wins by continuous threats at the root
 * @param defence   Gomoku player: check its moves against the opponent's wins by continuous fours and threats
 * @param horizon   Gomoku player: positions per search for continuous fours at the engine's horizon (0: none)
 * @param search    Gomoku player: {@code engine} (the generic search) or {@code threats} (Gomoku's own)
 * @param outside   an outside engine's command line ({@code gtp=PROGRAM ARGS...} or {@code pbrain=PROGRAM
 *                  ARGS...}, the whole rest of the text, commas included): the player is that engine, spoken
 *                  to over GTP or, for Gomoku, the Gomocup protocol (the algorithm says which)
 */
public record PlayerSpec(String algorithm, Integer level, Integer depth, Long time, Long nodes, String evaluator,
                  Integer width, Boolean vct, Boolean defence, Integer horizon, String search, String outside) {

    /** The algorithm name of an outside engine spoken to over GTP. */
    static final String GTP = "gtp";
    /** The algorithm name of an outside Gomocup brain. */
    static final String PBRAIN = "pbrain";

    /** Nothing set: every default. */
    public static final PlayerSpec DEFAULT = new PlayerSpec(null, null, null, null, null, null, null, null, null, null, null, null);

    /** Reads the text; throws an {@link IllegalArgumentException} naming the item at fault. */
    public static PlayerSpec parse(String text) {
        PlayerSpec s = DEFAULT;
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty player: give a level, depth, time or algorithm, "
                    + "as in level=7 or mcts,time=200");
        }
        String trimmed = text.strip();
        for (String protocol : new String[] {GTP, PBRAIN}) {
            String prefix = protocol + "=";
            if (trimmed.toLowerCase(Locale.ROOT).startsWith(prefix)) {
                String command = trimmed.substring(prefix.length()).strip();
                if (command.isEmpty()) {
                    throw new IllegalArgumentException(prefix + " needs the engine's command line, as in "
                            + (protocol.equals(GTP) ? "gtp=/usr/games/gtp-rhino --level=3" : "pbrain=./pbrain-strategist"));
                }
                return new PlayerSpec(protocol, null, null, null, null, null, null, null, null, null, null, command);
            }
        }
        for (String raw : text.split(",")) {
            String item = raw.strip();
            int eq = item.indexOf('=');
            if (eq < 0) {
                if (item.isEmpty()) {
                    throw new IllegalArgumentException("player '" + text + "' has an empty item");
                }
                s = s.with("algorithm", item.toLowerCase(Locale.ROOT), text);
            } else {
                s = s.with(item.substring(0, eq).strip().toLowerCase(Locale.ROOT), item.substring(eq + 1).strip(), text);
            }
        }
        return s;
    }

    private PlayerSpec with(String name, String value, String text) {
        try {
            switch (name) {
                case "algorithm":
                case "a":
                    return new PlayerSpec(value.toLowerCase(Locale.ROOT), level, depth, time, nodes, evaluator, width,
                            vct, defence, horizon, search, outside);
                case "level":
                case "l":
                    return new PlayerSpec(algorithm, range(name, Integer.parseInt(value), 1, 10), depth, time, nodes,
                            evaluator, width, vct, defence, horizon, search, outside);
                case "depth":
                case "d":
                    return new PlayerSpec(algorithm, level, range(name, Integer.parseInt(value), 1, 120), time,
                            nodes, evaluator, width, vct, defence, horizon, search, outside);
                case "time":
                case "t":
                    return new PlayerSpec(algorithm, level, depth, (long) range(name, Long.parseLong(value), 1,
                            Integer.MAX_VALUE), nodes, evaluator, width, vct, defence, horizon, search, outside);
                case "nodes":
                    return new PlayerSpec(algorithm, level, depth, time, (long) range(name, Long.parseLong(value), 1,
                            Long.MAX_VALUE), evaluator, width, vct, defence, horizon, search, outside);
                case "evaluator":
                case "eval":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, value, width, vct, defence, horizon, search, outside);
                case "width":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator,
                            range(name, Integer.parseInt(value), 0, 1000), vct, defence, horizon, search, outside);
                case "vct":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator, width, flag(name, value),
                            defence, horizon, search, outside);
                case "defence":
                case "defense":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator, width, vct,
                            flag(name, value), horizon, search, outside);
                case "horizon":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator, width, vct, defence,
                            range(name, Integer.parseInt(value), 0, 1_000_000), search, outside);
                case "search":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator, width, vct, defence,
                            horizon, value.toLowerCase(Locale.ROOT), outside);
                default:
                    throw new IllegalArgumentException("unknown player setting '" + name + "' in '" + text
                            + "'; use an algorithm name, level, depth, time, nodes, evaluator, width, vct, defence, "
                            + "horizon, search");
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player setting " + name + "=" + value + " in '" + text
                    + "' is not a whole number");
        }
    }

    private static int range(String name, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException("player setting " + name + " must be from " + min + " to " + max
                    + ", not " + value);
        }
        return (int) Math.min(value, Integer.MAX_VALUE);
    }

    private static boolean flag(String name, String value) {
        return PlayerSettings.flag(name, value);
    }

    /** This spec with each non-null argument replacing its field: the old one-option shortcuts. */
    public PlayerSpec override(Integer newLevel, Integer newDepth, Long newTime, String newEvaluator) {
        return new PlayerSpec(algorithm, newLevel != null ? newLevel : level, newDepth != null ? newDepth : depth,
                newTime != null ? newTime : time, nodes, newEvaluator != null ? newEvaluator : evaluator, width, vct,
                defence, horizon, search, outside);
    }

    /** This spec where a field is unset, {@code defaults}' value. */
    public PlayerSpec orElse(PlayerSpec defaults) {
        return new PlayerSpec(algorithm != null ? algorithm : defaults.algorithm,
                level != null ? level : defaults.level, depth != null ? depth : defaults.depth,
                time != null ? time : defaults.time, nodes != null ? nodes : defaults.nodes,
                evaluator != null ? evaluator : defaults.evaluator, width != null ? width : defaults.width,
                vct != null ? vct : defaults.vct, defence != null ? defence : defaults.defence,
                horizon != null ? horizon : defaults.horizon, search != null ? search : defaults.search,
                outside != null ? outside : defaults.outside);
    }
}
