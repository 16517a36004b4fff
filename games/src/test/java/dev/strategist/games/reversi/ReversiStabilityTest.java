package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.reversi.eval.ReversiPatterns;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Stable discs: never turned over in any continuation tried, and found where they obviously are. */
class ReversiStabilityTest {

    @Test
    void discsCalledStableAreNeverTurnedOverInRandomContinuations() {
        Random random = new Random(5);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        long found = 0;
        for (int game = 0; game < 300; game++) {
            ReversiPosition p = new ReversiPosition();
            int stop = 20 + random.nextInt(40);
            while (p.ply() < stop && !p.isOver()) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            long black = ReversiStability.stable(p.discs(0), p.discs(1));
            long white = ReversiStability.stable(p.discs(1), p.discs(0));
            assertThat(black & ~p.discs(0)).isZero();
            assertThat(white & ~p.discs(1)).isZero();
            found += Long.bitCount(black | white);
            for (int tries = 0; tries < 20; tries++) {
                ReversiPosition q = p.copy();
                int n;
                while ((n = q.legalMoves(moves, 0)) > 0) {
                    q.play(moves[random.nextInt(n)]);
                    assertThat(black & ~q.discs(0)).as("black's stable discs of %s in %s", p, q).isZero();
                    assertThat(white & ~q.discs(1)).as("white's stable discs of %s in %s", p, q).isZero();
                }
            }
        }
        assertThat(found).as("the test saw stable discs at all").isGreaterThan(1000);
    }

    @Test
    void fullLinesByShiftsMatchTheLinesOneByOne() {
        Random random = new Random(6);
        for (int i = 0; i < 20_000; i++) {
            // mostly occupied boards, so that full lines of every length occur
            long occupied = ~(random.nextLong() & random.nextLong() & random.nextLong() & random.nextLong());
            if (i % 3 == 0) {
                occupied |= random.nextLong();
            }
            assertThat(ReversiStability.fullRows(occupied)).isEqualTo(ReversiStability.full(occupied, ReversiStability.ROWS));
            assertThat(ReversiStability.fullColumns(occupied))
                    .isEqualTo(ReversiStability.full(occupied, ReversiStability.COLUMNS));
            assertThat(ReversiStability.fullLines(occupied, 9, ReversiStability.DIAGONAL_ENDS) | ReversiStability.LONE_DIAGONAL)
                    .as("a1-h8 diagonals of %x", occupied)
                    .isEqualTo(ReversiStability.full(occupied, ReversiStability.DIAGONALS) | ReversiStability.LONE_DIAGONAL);
            assertThat(ReversiStability.fullLines(occupied, 7, ReversiStability.ANTI_DIAGONAL_ENDS)
                    | ReversiStability.LONE_ANTI_DIAGONAL).as("a8-h1 diagonals of %x", occupied)
                    .isEqualTo(ReversiStability.full(occupied, ReversiStability.ANTI_DIAGONALS)
                            | ReversiStability.LONE_ANTI_DIAGONAL);
        }
        assertThat(ReversiStability.fullLines(-1L, 9, ReversiStability.DIAGONAL_ENDS)).isEqualTo(-1L);
        assertThat(ReversiStability.fullLines(-1L, 7, ReversiStability.ANTI_DIAGONAL_ENDS)).isEqualTo(-1L);
    }

    @Test
    void cornersEdgesRunningFromThemAndFullBoardsAreStable() {
        // Black a1 b1 c1 and a2, White d1: a1 b1 c1 a2 are stable, d1 is not (e1 may outflank it)
        long black = 0b111L | (1L << 8);
        long white = 1L << 3;
        assertThat(ReversiStability.stable(black, white)).isEqualTo(black);
        assertThat(ReversiStability.stable(white, black)).isZero();
        long full = -1L;
        assertThat(ReversiStability.stable(0x0F0F_0F0F_0F0F_0F0FL, full & ~0x0F0F_0F0F_0F0F_0F0FL))
                .isEqualTo(0x0F0F_0F0F_0F0F_0F0FL);
        assertThat(ReversiStability.stable(ReversiBitboards.START_BLACK, ReversiBitboards.START_WHITE)).isZero();
    }

    @Test
    void anEdgeRunBetweenTheOpponentsDiscsIsStableWhereTheOnlyWayInTurnsItsOwnNeighbour() {
        // rank 1: . W B B B B B W. White's a1 would not outflank anything (b1 is White's); Black's a1 turns
        // b1 and fills the edge; so c1-g1 can never turn, though no corner of Black's anchors them
        long black = 0b0111_1100L;
        long white = 0b1000_0010L;
        assertThat(ReversiStability.stable(black, white)).isEqualTo(black);
        assertThat(ReversiStability.stable(white, black)).isEqualTo(1L << 7);
        // the same line up file h, and along rank 8 and file a, by symmetry
        for (int g = 1; g < ReversiPatterns.IMAGES; g++) {
            assertThat(ReversiStability.stable(ReversiPatterns.image(black, g), ReversiPatterns.image(white, g)))
                    .as("image %d", g).isEqualTo(ReversiPatterns.image(black, g));
        }
    }

    @Test
    void stabilityCommutesWithTheBoardsSymmetries() {
        Random random = new Random(7);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 300; game++) {
            ReversiPosition p = new ReversiPosition();
            int stop = 30 + random.nextInt(30);
            while (p.ply() < stop && !p.isOver()) {
                p.play(moves[random.nextInt(p.legalMoves(moves, 0))]);
            }
            long black = p.discs(0);
            long white = p.discs(1);
            long stable = ReversiStability.stable(black, white);
            for (int g = 1; g < ReversiPatterns.IMAGES; g++) {
                assertThat(ReversiStability.stable(ReversiPatterns.image(black, g), ReversiPatterns.image(white, g)))
                        .as("image %d of %s", g, p).isEqualTo(ReversiPatterns.image(stable, g));
            }
        }
    }
}
