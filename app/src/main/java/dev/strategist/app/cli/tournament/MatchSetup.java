package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.play.PlayerSpec;
import dev.strategist.play.GameClock;
import java.io.Serializable;
import java.util.List;

/**
 * A match's settings as the command line gave them, in text: what a cluster's task needs to make the same
 * players and openings as this machine does, and small enough to send with every task.
 *
 * @param game         the game's name
 * @param options      the game's options text, or null
 * @param openings     the openings' set name, or null for the game's default (ignored when {@code openingLines} is set)
 * @param openingLines the lines of an openings file, read on the driver (a cluster's executors do not share its
 *                     files), or null
 * @param count        how many openings are used at most
 * @param specA        player A as given, or null
 * @param specB        player B as given, or null
 * @param shortcutsA   A's level, depth, time and evaluator shortcuts
 * @param shortcutsB   B's
 * @param seed         the match seed
 * @param maxPlies     the ply limit of a game
 * @param clock        the game clock both players play under, or null for none
 */
record MatchSetup(String game, String options, String openings, List<String> openingLines, int count, String specA,
                  String specB, Shortcuts shortcutsA, Shortcuts shortcutsB, long seed, int maxPlies, GameClock clock)
        implements Serializable {

    /** A setup without a game clock. */
    MatchSetup(String game, String options, String openings, List<String> openingLines, int count, String specA,
               String specB, Shortcuts shortcutsA, Shortcuts shortcutsB, long seed, int maxPlies) {
        this(game, options, openings, openingLines, count, specA, specB, shortcutsA, shortcutsB, seed, maxPlies, null);
    }

    /**
     * The old one-option shortcuts of one player ({@code --level}, {@code --depth}, {@code --time},
     * {@code --evaluator}, or their {@code 2} forms), each null when not given.
     *
     * @param level     the level
     * @param depth     the depth
     * @param time      the time per move
     * @param evaluator the evaluator's name
     */
    record Shortcuts(Integer level, Integer depth, Long time, String evaluator) implements Serializable {
    }

    /** Player A: its spec with A's shortcuts. */
    PlayerSpec a() {
        return specOf(specA).override(shortcutsA.level(), shortcutsA.depth(), shortcutsA.time(), shortcutsA.evaluator());
    }

    /** Player B: its spec, or A's with A's shortcuts but for the evaluator (B keeps the game's), then B's shortcuts. */
    PlayerSpec b() {
        PlayerSpec b = specB != null ? PlayerSpec.parse(specB)
                : specOf(specA).override(shortcutsA.level(), shortcutsA.depth(), shortcutsA.time(), null);
        return b.override(shortcutsB.level(), shortcutsB.depth(), shortcutsB.time(), shortcutsB.evaluator());
    }

    /** This setup with an openings file's lines, read on the driver, in place of its name. */
    MatchSetup withOpeningLines(List<String> lines) {
        return new MatchSetup(game, options, openings, List.copyOf(lines), count, specA, specB, shortcutsA, shortcutsB,
                seed, maxPlies, clock);
    }

    private static PlayerSpec specOf(String text) {
        return text == null ? PlayerSpec.DEFAULT : PlayerSpec.parse(text);
    }
}
