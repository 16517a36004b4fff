package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Perft;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.TreeMap;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Othello perft from the start against {@code othello/perft.txt} (test resources; Aart Bik's table,
 * OEIS A124004). Its convention: a pass is a ply, and a game finished at ply k counts as a leaf at
 * every depth from k on. Core's {@link Perft} counts sequences of exactly n plies; the two agree to
 * depth 9 (the first finished games, 9-ply wipe-outs, appear at ply 9 and only count from depth 10).
 */
class ReversiPerftTest {

    static TreeMap<Integer, Long> published() throws IOException {
        TreeMap<Integer, Long> counts = new TreeMap<>();
        try (InputStream in = ReversiPerftTest.class.getResourceAsStream("/othello/perft.txt");
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            while ((line = r.readLine()) != null) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    String[] f = line.trim().split("\\s+");
                    counts.put(Integer.parseInt(f[0]), Long.parseLong(f[1]));
                }
            }
        }
        return counts;
    }

    @Test
    void perftMatchesThePublishedTableToDepth9() throws IOException {
        TreeMap<Integer, Long> table = published();
        assertThat(table).hasSize(14);
        ReversiPosition p = new ReversiPosition();
        Perft perft = new Perft(p, 9);
        for (int depth = 1; depth <= 9; depth++) {
            assertThat(perft.count(depth)).as("perft(%d)", depth).isEqualTo(table.get(depth));
        }
        assertThat(p).isEqualTo(new ReversiPosition());
        assertThat(p.ply()).isZero();
    }

    @Test
    @Tag("slow")
    void depth10MatchesInBothConventions() throws IOException {
        // strict (exactly 10 plies): 24,571,056, as Edax counts; published: plus the 228 games over at ply 9
        assertThat(Perft.count(new ReversiPosition(), 10)).isEqualTo(24_571_056L);
        assertThat(publishedConvention(new ReversiPosition(), 10)).isEqualTo(published().get(10));
    }

    /** Leaves where a finished game stays a leaf at all greater depths. */
    private static long publishedConvention(ReversiPosition p, int depth) {
        if (p.isOver()) {
            return 1;
        }
        if (depth == 0) {
            return 1;
        }
        int[] moves = p.legalMoves();
        long total = 0;
        for (int m : moves) {
            p.play(m);
            total += publishedConvention(p, depth - 1);
            p.undo();
        }
        return total;
    }
}
