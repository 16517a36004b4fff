package dev.strategist.app.cli.play;

import dev.strategist.app.outside.OutsideSpec;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A computer player as a match names it on the command line: {@code level=7}, {@code depth=4},
 * {@code mcts,time=200}, {@code engine,depth=6,evaluator=material}, {@code player,time=100,width=0,vct=on},
 * {@code gtp=/usr/games/gtp-rhino --level=3}, {@code pbrain=./pbrain-other}.
 * A bare word is the algorithm (an {@code Algorithm} name, or {@code player}: a game's own tournament
 * player); the rest are {@code NAME=VALUE}. A name this record does not know is a setting of the game's
 * tournament player, which reads and checks it ({@code TournamentPlayer.searchers}), so adding a setting
 * there touches nothing here. Unset fields are null and take the match's defaults.
 *
 * @param algorithm the algorithm's name, or null for the game's default
 * @param level     1..10
 * @param depth     a fixed depth in plies
 * @param time      milliseconds per move
 * @param nodes     a node (or playout) budget per move
 * @param evaluator an evaluator's name (see {@code Game.evaluators()})
 * @param settings  the tournament player's own settings, by lower-case name, in the order given
 * @param outside   an outside engine ({@code gtp=PROGRAM ARGS...} or {@code pbrain=PROGRAM ARGS...}, the whole
 *                  rest of the text, commas included, after its settings such as {@code time=MS}): the player is
 *                  that engine, spoken to over GTP or, for Gomoku, the Gomocup protocol; null for ours
 */
public record PlayerSpec(String algorithm, Integer level, Integer depth, Long time, Long nodes, String evaluator,
                         Map<String, String> settings, OutsideSpec outside) {

    /** Nothing set: every default. */
    public static final PlayerSpec DEFAULT = new PlayerSpec(null, null, null, null, null, null, Map.of(), null);

    /** Keeps the settings in the order given, unchangeable. */
    public PlayerSpec {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /** Reads the text; throws an {@link IllegalArgumentException} naming the item at fault. */
    public static PlayerSpec parse(String text) {
        PlayerSpec s = DEFAULT;
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("empty player: give a level, depth, time or algorithm, "
                    + "as in level=7 or mcts,time=200");
        }
        OutsideSpec engine = OutsideSpec.parse(text);
        if (engine != null) {
            return new PlayerSpec(engine.protocol(), null, null, engine.timeMillis(), null, null, Map.of(), engine);
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
                    return new PlayerSpec(value.toLowerCase(Locale.ROOT), level, depth, time, nodes, evaluator,
                            settings, outside);
                case "level":
                case "l":
                    return new PlayerSpec(algorithm, range(name, Integer.parseInt(value), 1, 10), depth, time, nodes,
                            evaluator, settings, outside);
                case "depth":
                case "d":
                    return new PlayerSpec(algorithm, level, range(name, Integer.parseInt(value), 1, 120), time,
                            nodes, evaluator, settings, outside);
                case "time":
                case "t":
                    return new PlayerSpec(algorithm, level, depth, (long) range(name, Long.parseLong(value), 1,
                            Integer.MAX_VALUE), nodes, evaluator, settings, outside);
                case "nodes":
                    return new PlayerSpec(algorithm, level, depth, time, (long) range(name, Long.parseLong(value), 1,
                            Long.MAX_VALUE), evaluator, settings, outside);
                case "evaluator":
                case "eval":
                    return new PlayerSpec(algorithm, level, depth, time, nodes, value, settings, outside);
                default:
                    Map<String, String> more = new LinkedHashMap<>(settings);
                    more.put(name, value);
                    return new PlayerSpec(algorithm, level, depth, time, nodes, evaluator, more, outside);
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

    /** This spec with each non-null argument replacing its field: the old one-option shortcuts. */
    public PlayerSpec override(Integer newLevel, Integer newDepth, Long newTime, String newEvaluator) {
        return new PlayerSpec(algorithm, newLevel != null ? newLevel : level, newDepth != null ? newDepth : depth,
                newTime != null ? newTime : time, nodes, newEvaluator != null ? newEvaluator : evaluator, settings,
                outside);
    }

    /** This spec where a field or setting is unset, {@code defaults}' value. */
    public PlayerSpec orElse(PlayerSpec defaults) {
        Map<String, String> merged = new LinkedHashMap<>(defaults.settings);
        merged.putAll(settings);
        return new PlayerSpec(algorithm != null ? algorithm : defaults.algorithm,
                level != null ? level : defaults.level, depth != null ? depth : defaults.depth,
                time != null ? time : defaults.time, nodes != null ? nodes : defaults.nodes,
                evaluator != null ? evaluator : defaults.evaluator, merged,
                outside != null ? outside : defaults.outside);
    }
}
