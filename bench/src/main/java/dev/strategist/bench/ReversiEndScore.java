package dev.strategist.bench;

import dev.strategist.app.cli.play.GamePlayers;
import dev.strategist.app.cli.play.PlayerSpec;
import dev.strategist.core.GameOptions;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.play.Player;
import java.util.List;
import java.util.Locale;

/**
 * {@link ReversiEndChoice}'s score: a player's move in each keyed position against the key, and the summary.
 *
 * @param positions    positions asked
 * @param open         of them, those where some move gives the value away (the others no move can get wrong)
 * @param kept         moves that kept the position's value
 * @param winsDrawn    wins given as draws
 * @param winsLost     wins given as losses
 * @param drawsLost    draws given as losses
 * @param meanMillis   the mean reply, in milliseconds
 */
record ReversiEndScore(int positions, int open, int kept, int winsDrawn, int winsLost, int drawsLost,
        double meanMillis) {
    /** The points the moves lose: half a point a step from win to draw to loss. */
    double pointsLost() {
        return 0.5 * winsDrawn + winsLost + 0.5 * drawsLost;
    }

    /**
     * Seats the player a match's {@code --a spec} seats and scores its moves in the first {@code first} of
     * {@code keys} (all when 0), printing a line a position and the summary.
     */
    static ReversiEndScore score(List<ReversiEndKey> keys, String spec, int first) {
        List<ReversiEndKey> asked = first > 0 && first < keys.size() ? keys.subList(0, first) : keys;
        if (asked.isEmpty()) {
            throw new IllegalArgumentException("the key holds no position");
        }
        ReversiGame game = new ReversiGame();
        PlayerSpec player = PlayerSpec.parse(spec);
        try (Player<ReversiPosition> p = GamePlayers.matchPlayer(game, GameOptions.defaults(game.options()), player, 1,
                null, System.err::println)) {
            System.out.printf(Locale.ROOT, "player %s; %d keyed positions%n", spec, asked.size());
            p.bestMove(asked.get(0).check()); // warms the code up: the first move counted is not the JIT's
            int open = 0;
            int kept = 0;
            int[] steps = new int[3]; // win to draw, win to loss, draw to loss
            long totalNanos = 0;
            for (int i = 0; i < asked.size(); i++) {
                ReversiEndKey key = asked.get(i);
                ReversiPosition position = key.check();
                long start = System.nanoTime();
                int move = p.bestMove(position);
                long nanos = System.nanoTime() - start;
                totalNanos += nanos;
                String name = move == ReversiPosition.NO_MOVE ? "none" : ReversiEndKey.name(position, move);
                Integer value = key.moveValues().get(name);
                if (value == null) {
                    throw new IllegalStateException("position " + (i + 1) + ": the player answered " + name
                            + ", not one of the legal moves " + String.join(" ", key.moveValues().keySet()));
                }
                open += key.moveValues().values().stream().anyMatch(v -> v < key.value()) ? 1 : 0;
                kept += value == key.value() ? 1 : 0;
                if (value < key.value()) {
                    steps[key.value() == 0 ? 2 : value == 0 ? 0 : 1]++;
                }
                System.out.printf(Locale.ROOT, "%4d %2d empties: %-4s %2d of %2d%s %5d ms%n", i + 1,
                        position.emptyCount(), name, value, key.value(),
                        value < key.value() ? String.format(Locale.ROOT, "  -%.1f", (key.value() - value) / 2.0) : "      ",
                        nanos / 1_000_000);
            }
            ReversiEndScore s = new ReversiEndScore(asked.size(), open, kept, steps[0], steps[1], steps[2],
                    totalNanos / 1e6 / asked.size());
            System.out.printf(Locale.ROOT, "%d positions (%d where a move can give the value away): %d moves keep the"
                    + " value; points lost %.1f (win to draw %d, win to loss %d, draw to loss %d); mean reply %.0f ms%n",
                    s.positions(), s.open(), s.kept(), s.pointsLost(), s.winsDrawn(), s.winsLost(), s.drawsLost(),
                    s.meanMillis());
            return s;
        }
    }
}
