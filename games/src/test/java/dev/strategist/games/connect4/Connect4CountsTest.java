package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Perft;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Connect Four 7 x 6 move sequences and distinct positions by ply, against reference/ground-truth.md
 * (games test resources) section 2.1: perft 0..8 from the "Regular Games" toolkit's suite, positions
 * from OEIS A212693, perft(9) and the wins column from the reference's own breadth-first count.
 */
class Connect4CountsTest {
    /** perft(n), n = 0..9: a game won early is not extended. Ply 9 takes well under a second. */
    private static final long[] PERFT = {1, 7, 49, 343, 2_401, 16_807, 117_649, 823_536, 5_673_234, 39_394_572};
    /** Distinct positions after n plies, n = 0..9 (OEIS A212693). */
    private static final int[] POSITIONS = {1, 7, 49, 238, 1_120, 4_263, 16_422, 54_859, 184_275, 558_186};
    /** Of those, the positions in which the last mover has just connected four. */
    private static final int[] WINS = {0, 0, 0, 0, 0, 0, 0, 728, 1_892, 19_412};

    @Test
    void perftMatchesTheCountsToPly9() {
        Connect4Position p = new Connect4Position();
        for (int depth = 0; depth < PERFT.length; depth++) {
            assertThat(Perft.count(p, depth)).as("perft(%d)", depth).isEqualTo(PERFT[depth]);
        }
        assertThat(p.ply()).isZero();
        assertThat(p.mask()).isZero();
    }

    @Test
    @Tag("slow")
    void perft10Matches() {
        // ground-truth.md's own count, like perft(9): 268,031,646 sequences (a few seconds)
        assertThat(Perft.count(new Connect4Position(), 10)).isEqualTo(268_031_646L);
    }

    @Test
    void distinctPositionsByPlyMatchA212693AndTheWinsColumn() {
        // breadth-first by layers, keyed by (current, mask) through key(); a won position is counted, not expanded
        List<Set<Long>> layers = new ArrayList<>();
        Connect4Position start = new Connect4Position();
        Set<Long> layer = new HashSet<>(Set.of(start.key()));
        List<Connect4Position> frontier = List.of(start);
        Set<Long> allHashes = new HashSet<>();
        allHashes.add(start.hash());
        for (int ply = 0; ; ply++) {
            layers.add(layer);
            int wins = 0;
            for (Connect4Position p : frontier) {
                if (p.isOver()) {
                    wins++;
                }
            }
            assertThat(layer).as("positions after %d plies", ply).hasSize(POSITIONS[ply]);
            assertThat(wins).as("wins at ply %d", ply).isEqualTo(WINS[ply]);
            if (ply == POSITIONS.length - 1) {
                break;
            }
            Set<Long> next = new HashSet<>();
            List<Connect4Position> nextFrontier = new ArrayList<>();
            int[] moves = new int[7];
            for (Connect4Position p : frontier) {
                int n = p.legalMoves(moves, 0);
                for (int i = 0; i < n; i++) {
                    p.play(moves[i]);
                    if (next.add(p.key())) {
                        nextFrontier.add(p.copy());
                        assertThat(allHashes.add(p.hash())).as("hash of %s is new", p).isTrue();
                    }
                    p.undo();
                }
            }
            layer = next;
            frontier = nextFrontier;
        }
        // keys never repeat across plies either: the key tells the side to move by its disc count
        long total = layers.stream().mapToLong(Set::size).sum();
        Set<Long> union = new HashSet<>();
        layers.forEach(union::addAll);
        assertThat(union).hasSize((int) total);
        assertThat(allHashes).hasSize((int) total);
    }
}
