package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The flips against the naive walk (random boards, played games, full lines), and the kernels the solver's
 * last square and perft count with.
 */
class ReversiBitboardsTest {

    @Test
    void lastFlipCountIsTheFlipsOfTheLastEmptySquare() {
        Random random = new Random(21);
        for (int i = 0; i < 20_000; i++) {
            int sq = random.nextInt(64);
            long bit = 1L << sq;
            long p = random.nextLong() & ~bit;
            if (i % 4 == 0) {
                p &= random.nextLong(); // fewer of the mover's discs: longer runs to turn
            }
            long o = ~p & ~bit;
            assertThat(ReversiBitboards.lastFlipCount(sq, p)).as("square %d, p %x", sq, p)
                    .isEqualTo(Long.bitCount(ReversiBitboards.flips(sq, p, o)));
            assertThat(ReversiBitboards.lastFlipCount(sq, o))
                    .isEqualTo(Long.bitCount(ReversiBitboards.flips(sq, o, p)));
        }
    }

    @Test
    void flipsMatchTheNaiveWalkOnEverySquareOfRandomBoards() {
        Random random = new Random(23);
        int checked = 0;
        for (int board = 0; board < 2_000; board++) {
            long taken = random.nextLong();
            switch (board % 4) {
                case 0 -> taken |= random.nextLong(); // crowded, as in the endgame
                case 1 -> taken |= random.nextLong() | random.nextLong();
                case 2 -> taken &= random.nextLong(); // sparse
                default -> { }
            }
            long split = random.nextLong();
            if (board % 3 == 0) {
                split &= random.nextLong(); // few of the mover's discs: long runs of the opponent's
            }
            for (int sq = 0; sq < 64; sq++) {
                long bit = 1L << sq;
                long p = taken & split & ~bit;
                long o = taken & ~split & ~bit;
                assertThat(ReversiBitboards.flips(sq, p, o)).as("square %d, p %x, o %x", sq, p, o)
                        .isEqualTo(NaiveReversi.flips(sq, p, o));
                assertThat(ReversiBitboards.flips(sq, o, p)).isEqualTo(NaiveReversi.flips(sq, o, p));
                assertThat(ReversiBitboards.rayFlips(sq, p, o)).isEqualTo(NaiveReversi.flips(sq, p, o));
                checked += 2;
            }
        }
        assertThat(checked).isEqualTo(256_000);
    }

    @Test
    void flipsMatchTheNaiveWalkInPlayedGames() {
        Random random = new Random(24);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 200; game++) {
            ReversiPosition position = new ReversiPosition();
            int n;
            while ((n = position.legalMoves(moves, 0)) > 0) {
                long p = position.player();
                long o = position.opponent();
                for (long empty = ~(p | o); empty != 0; empty &= empty - 1) {
                    int sq = Long.numberOfTrailingZeros(empty);
                    assertThat(ReversiBitboards.flips(sq, p, o)).as("%s at %d", position, sq)
                            .isEqualTo(NaiveReversi.flips(sq, p, o));
                }
                position.play(moves[random.nextInt(n)]);
            }
        }
    }

    @Test
    void fullLinesTurnUpToTheMoversDiscAndNotPastTheEdge() {
        // a1 with b1..g1 the opponent's: h1 the mover's turns all six, h1 empty or the opponent's none
        long b1ToG1 = 0x7EL;
        assertThat(ReversiBitboards.flips(0, 1L << 7, b1ToG1)).isEqualTo(b1ToG1);
        assertThat(ReversiBitboards.flips(0, 0, b1ToG1)).isZero();
        assertThat(ReversiBitboards.flips(0, 0, b1ToG1 | (1L << 7))).isZero();
        // h8 down the long diagonal to a1, and up the h-file to h1
        long diagonal = 0x0040_2010_0804_0200L;
        long hFile = 0x0080_8080_8080_8000L;
        assertThat(ReversiBitboards.flips(63, 1L | (1L << 7), diagonal | hFile)).isEqualTo(diagonal | hFile);
        // a run that wraps past the board's side is no line: g1 h1 then a2 is not a row
        assertThat(ReversiBitboards.flips(5, 1L << 8, 0xC0L)).isZero();
        // the last empty square of a full board, every line full
        for (int sq = 0; sq < 64; sq++) {
            long bit = 1L << sq;
            long p = 0xAAAA_5555_AAAA_5555L & ~bit;
            long o = ~p & ~bit;
            assertThat(ReversiBitboards.flips(sq, p, o)).isEqualTo(NaiveReversi.flips(sq, p, o));
            assertThat(Long.bitCount(ReversiBitboards.flips(sq, p, o)))
                    .isEqualTo(ReversiBitboards.lastFlipCount(sq, p));
        }
    }

    @Test
    void countingSequencesOnTheWordsMatchesPlayingThemOut() {
        Random random = new Random(22);
        int[] moves = new int[ReversiPosition.MAX_MOVES];
        for (int game = 0; game < 40; game++) {
            ReversiPosition p = new ReversiPosition();
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                for (int depth = 0; depth <= 3; depth++) {
                    assertThat(p.countSequences(depth, new int[4 * p.maxMoves()], 0)).as("%s depth %d", p, depth)
                            .isEqualTo(playedOut(p, depth));
                }
                p.play(moves[random.nextInt(n)]);
            }
            assertThat(p.countSequences(2, new int[4 * p.maxMoves()], 0)).isZero();
        }
    }

    /** perft by play and undo through the position, the plain way. */
    private static long playedOut(ReversiPosition p, int depth) {
        if (depth == 0) {
            return 1;
        }
        long total = 0;
        for (int m : p.legalMoves()) {
            p.play(m);
            total += playedOut(p, depth - 1);
            p.undo();
        }
        return total;
    }
}
