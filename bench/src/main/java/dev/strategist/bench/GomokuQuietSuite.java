package dev.strategist.bench;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.play.TournamentPlayer;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Gomoku's quiet suite: positions of our games against Rapfi where Rapfi still finds no win for either side
 * ({@code gomoku/quiet-positions.txt}): of lost games, 2 to 8 of our moves before the first where every move
 * meets a two-ply threat; of won games, 12 to 36 plies before the end. Each holds Rapfi's own judgement: its
 * move after a long search and its value of the position after each of a dozen candidates. A tournament player
 * setting is searched to a fixed depth on each (so the result repeats on any machine) and scored, lost and won
 * games apart, by how often it plays Rapfi's move, a move Rapfi values within a margin of the best it judged, or
 * a move after which Rapfi found the opponent a win, and what its moves cost on Rapfi's scale. A screen, not a
 * verdict: measured against matches it did not foretell them (docs/benchmarks/gomoku.md, fifteenth session).
 * Usage: {@code GomokuQuietSuite [--depth=N] [--margin=N] [--verbose] [SETTINGS ...]}, each SETTINGS a player's
 * settings as a match takes them ({@code weights=FILE,moves-power=1.42}) or {@code default}.
 */
public final class GomokuQuietSuite {
    /** A loss on Rapfi's scale counts at most this much: a mate is a loss, not 30,000 of them. */
    static final int LOSS_CAP = 300;
    private static final long HOUR = 3_600_000;

    /**
     * One position: its moves, Rapfi's move, the moves Rapfi judged with its value after each (the mover's view),
     * and the result of the game it came from for our player ({@code lost} or {@code won}).
     */
    record Entry(String moves, int best, int[] judged, int[] values, String game) {
        /** Rapfi's value of {@code move} here, or {@link Integer#MIN_VALUE} if it did not judge it. */
        int value(int move) {
            for (int i = 0; i < judged.length; i++) {
                if (judged[i] == move) {
                    return values[i];
                }
            }
            return Integer.MIN_VALUE;
        }

        /** The best value Rapfi gave any judged move. */
        int top() {
            int top = Integer.MIN_VALUE;
            for (int v : values) {
                top = Math.max(top, v);
            }
            return top;
        }
    }

    /** A value at least this far below zero is a win Rapfi found for the opponent (its mates are 30,000 less plies). */
    static final int MATED = -20_000;

    /**
     * What a player setting scored: moves as Rapfi's, within the margin of the best judged, after which Rapfi
     * found the opponent a win, judged at all, the capped loss summed, and the nodes searched.
     */
    record Score(int positions, int same, int good, int lost, int judged, long loss, long nodes) {
        @Override
        public String toString() {
            return String.format("%d of %d Rapfi's move, %d within the margin, %d into a win Rapfi found, mean loss "
                    + "%.1f over %d judged, %,d nodes", same, positions, good, lost,
                    judged == 0 ? 0.0 : (double) loss / judged, judged, nodes);
        }
    }

    private GomokuQuietSuite() {
    }

    /** Scores each setting named on the command line (the default without one) and prints a line each. */
    public static void main(String[] args) throws IOException {
        int depth = 10;
        int margin = 30;
        boolean verbose = false;
        List<String> settings = new ArrayList<>();
        for (String arg : args) {
            if (arg.startsWith("--depth=")) {
                depth = Integer.parseInt(arg.substring("--depth=".length()));
            } else if (arg.startsWith("--margin=")) {
                margin = Integer.parseInt(arg.substring("--margin=".length()));
            } else if (arg.equals("--verbose")) {
                verbose = true;
            } else {
                settings.add(arg);
            }
        }
        if (settings.isEmpty()) {
            settings.add("default");
        }
        List<Entry> entries = entries();
        System.out.println(Machine.describe());
        System.out.println(entries.size() + " positions, depth " + depth + ", margin " + margin);
        List<Entry> lost = new ArrayList<>();
        List<Entry> won = new ArrayList<>();
        for (Entry e : entries) {
            (e.game().equals("won") ? won : lost).add(e);
        }
        for (String s : settings) {
            // the two groups apart: a suite of lost games alone rewards defence (docs/benchmarks/gomoku.md)
            System.out.println(s + ", from lost games: " + score(settings(s), lost, depth, margin, verbose));
            System.out.println(s + ", from won games: " + score(settings(s), won, depth, margin, verbose));
        }
    }

    /** A match's player settings, {@code name=value} joined by commas; {@code default} for none. */
    static Map<String, String> settings(String text) {
        Map<String, String> out = new LinkedHashMap<>();
        if (text.equals("default")) {
            return out;
        }
        for (String part : text.split(",")) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("a setting is name=value, not '" + part + "'");
            }
            out.put(part.substring(0, eq), part.substring(eq + 1));
        }
        return out;
    }

    /** Searches every entry to {@code depth} with a fresh tournament player of {@code settings}, and scores it. */
    static Score score(Map<String, String> settings, List<Entry> entries, int depth, int margin, boolean verbose) {
        TournamentPlayer<GomokuPosition> player = player();
        int same = 0;
        int good = 0;
        int lost = 0;
        int judged = 0;
        long loss = 0;
        long nodes = 0;
        for (Entry e : entries) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, e.moves());
            // a fresh player a position, as the defence suite: nothing carried over from the one before
            SearchResult r = player.searchers(settings).get()
                    .search(p, SearchLimits.depth(depth).withTime(HOUR, HOUR), SearchListener.NONE);
            int move = r.bestMove();
            nodes += r.nodes();
            same += move == e.best() ? 1 : 0;
            int v = e.value(move);
            if (v != Integer.MIN_VALUE) {
                judged++;
                int cost = Math.min(LOSS_CAP, e.top() - v);
                loss += cost;
                good += cost <= margin ? 1 : 0;
                lost += v <= MATED ? 1 : 0;
            }
            if (verbose) {
                System.out.println(GomokuNotation.name(15, move) + " (Rapfi " + GomokuNotation.name(15, e.best())
                        + ") " + (v == Integer.MIN_VALUE ? "not judged" : "loss " + Math.min(LOSS_CAP, e.top() - v)));
            }
        }
        return new Score(entries.size(), same, good, lost, judged, loss, nodes);
    }

    @SuppressWarnings("unchecked")
    private static TournamentPlayer<GomokuPosition> player() {
        Game<?> game = Games.find("gomoku");
        return (TournamentPlayer<GomokuPosition>) game.tournamentPlayer().orElseThrow();
    }

    /** The suite's positions, from the resource. */
    static List<Entry> entries() throws IOException {
        List<Entry> out = new ArrayList<>();
        for (String line : GomokuSpeed.openings("gomoku/quiet-positions.txt")) {
            if (!line.startsWith("#")) {
                out.add(entry(line));
            }
        }
        return out;
    }

    /** One line: {@code moves|Rapfi's move|move=value move=value ...|lost} (or {@code won}). */
    static Entry entry(String line) {
        String[] parts = line.split("\\|");
        if (parts.length != 4 || !(parts[3].equals("lost") || parts[3].equals("won"))) {
            throw new IllegalArgumentException("a quiet position is 'moves|move|move=value ...|lost or won', not: "
                    + line);
        }
        String[] pairs = parts[2].trim().split(" ");
        int[] judged = new int[pairs.length];
        int[] values = new int[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            String[] mv = pairs[i].split("=");
            judged[i] = GomokuNotation.cell(15, mv[0]);
            values[i] = Integer.parseInt(mv[1]);
        }
        return new Entry(parts[0].trim(), GomokuNotation.cell(15, parts[1].trim()), judged, values, parts[3]);
    }
}
