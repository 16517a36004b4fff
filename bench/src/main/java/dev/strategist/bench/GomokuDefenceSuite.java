package dev.strategist.bench;

import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import dev.strategist.games.gomoku.GomokuVcf;
import dev.strategist.games.gomoku.GomokuVct;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Gomoku's defence suite: the positions of lost match games where our player's move let the opponent win
 * by force ({@code gomoku/defence-positions.txt}), played again by a player at a time per move; it counts
 * the moves after which the opponent has no win by continuous fours or threats (a bounded search, the
 * same for every player measured). A quick measure of what loses most games, in minutes rather than the
 * hours a match takes; matches still decide. With {@code --ceiling} no player is asked: every candidate
 * move of each position is judged instead, which tells how many positions have a safe answer at all (the
 * most any player can score) and how many safe answers each has. Usage:
 * {@code GomokuDefenceSuite [millis] [engine|threats] [--verbose]} or {@code GomokuDefenceSuite --ceiling}.
 */
public final class GomokuDefenceSuite {
    private static final int VCF_FOURS = 40;
    private static final long VCF_NODES = 500_000;
    private static final int VCT_THREATS = 12;
    private static final long VCT_NODES = 300_000;
    /** The judge's searches, the same for every player measured (the runner is single-threaded). */
    private static final GomokuVcf VCF = new GomokuVcf();
    private static final GomokuVct VCT = new GomokuVct();

    private GomokuDefenceSuite() {
    }

    /** Runs the suite and prints one line per position (with --verbose) and the count of safe answers. */
    public static void main(String[] args) throws IOException {
        if (args.length > 0 && args[0].equals("--ceiling")) {
            ceiling();
            return;
        }
        long millis = args.length > 0 ? Long.parseLong(args[0]) : 500;
        boolean threats = args.length > 1 && args[1].equals("threats");
        if (args.length > 1 && !args[1].equals("threats") && !args[1].equals("engine")) {
            throw new IllegalArgumentException("the search is engine or threats, not " + args[1]);
        }
        boolean verbose = args.length > 2 && args[2].equals("--verbose");
        GomokuPlayer player = new GomokuPlayer(32, true, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_VCT,
                GomokuPlayer.DEFAULT_HORIZON_NODES, threats);
        List<String[]> positions = positions();
        System.out.println(Machine.describe());
        int safe = 0;
        int same = 0;
        for (String[] entry : positions) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, entry[0]);
            player.newGame();
            GomokuPlayer.Decision d = player.choose(p, millis);
            boolean lost = leavesAWin(p, d.move());
            String move = GomokuNotation.name(15, d.move());
            safe += lost ? 0 : 1;
            same += move.equals(entry[1]) ? 1 : 0;
            if (verbose) {
                System.out.println(move + " (the match played " + entry[1] + ") " + (lost ? "lost" : "safe") + ", "
                        + d.reason() + ", depth " + d.depth());
            }
        }
        System.out.println((threats ? "threat search" : "engine") + ", " + millis + " ms a move: " + safe + " of "
                + positions.size() + " answers leave the opponent no forced win (" + same
                + " repeat the match's move)");
    }

    /**
     * True if the opponent, after {@code move}, has a win by continuous fours or threats within the suite's
     * bounds; the position is left as it was.
     */
    private static boolean leavesAWin(GomokuPosition p, int move) {
        p.play(move);
        try {
            return !p.isOver() && (VCF.search(p, VCF_FOURS, VCF_NODES) != Position.NO_MOVE
                    || VCT.searchDeepening(p, VCT_THREATS, VCT_NODES, Long.MAX_VALUE) != Position.NO_MOVE);
        } finally {
            p.undo();
        }
    }

    /** Judges every candidate of every position (all cells near the stones, or the forced replies). */
    private static void ceiling() throws IOException {
        GomokuEvaluator candidates = new GomokuEvaluator(0, 0);
        List<String[]> positions = positions();
        System.out.println(Machine.describe());
        int answerable = 0;
        int index = 0;
        for (String[] entry : positions) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, entry[0]);
            int[] moves = new int[p.maxMoves()];
            int n = candidates.searchMoves(p, moves, 0);
            int safe = 0;
            for (int i = 0; i < n; i++) {
                safe += leavesAWin(p, moves[i]) ? 0 : 1;
            }
            answerable += safe > 0 ? 1 : 0;
            System.out.println(++index + ": " + safe + " of " + n + " candidates safe");
        }
        System.out.println(answerable + " of " + positions.size() + " positions have a safe answer");
    }

    private static List<String[]> positions() throws IOException {
        List<String[]> out = new ArrayList<>();
        for (String line : GomokuSpeed.openings("gomoku/defence-positions.txt")) {
            if (line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\|");
            if (parts.length != 2) {
                throw new IOException("a defence position is 'moves|move', not: " + line);
            }
            out.add(parts);
        }
        return out;
    }
}
