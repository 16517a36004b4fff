package dev.strategist.games.reversi.eval;

import java.util.Arrays;

/**
 * The pattern sum of {@link ReversiPatternEvaluator} read once per distinct set of squares: 46 readings where
 * {@link ReversiPatterns#indices} makes 88.
 *
 * <p>Most shapes are read twice on the same squares by the eight images (an edge forwards and backwards, a corner's
 * 3 x 3 square and its transpose; the long diagonal four times), and every image looks its code up in the same
 * table. So a folded table holds, for each code of one reading, the sum of the weights of all the readings of those
 * squares, and the sum reads each set of squares once. The value is the same to the unit; only the work differs.
 */
final class ReversiFoldedPatterns {
    /**
     * For each shape, the digit orders in which the images that read the first image's squares read them: entry
     * {@code [s][k][i]} is the digit of the first image's reading that image k's digit i holds (the identity first).
     */
    private static final int[][][] SAME_SQUARES = new int[ReversiPatterns.SHAPES][][];

    static {
        int[][] read = new int[ReversiPatterns.IMAGES][64];
        for (int square = 0; square < 64; square++) {
            for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
                // square 'square' of the board appears on image g's square 'to'
                int to = Long.numberOfTrailingZeros(ReversiPatterns.image(1L << square, g));
                read[g][to] = square;
            }
        }
        for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
            int[] first = readSquares(read[0], ReversiPatterns.SQUARES[s]);
            int[][] orders = new int[ReversiPatterns.IMAGES][];
            int count = 0;
            for (int g = 0; g < ReversiPatterns.IMAGES; g++) {
                int[] squares = readSquares(read[g], ReversiPatterns.SQUARES[s]);
                int[] order = orderOf(first, squares);
                if (order != null) {
                    orders[count++] = order;
                }
            }
            SAME_SQUARES[s] = Arrays.copyOf(orders, count);
        }
    }

    private ReversiFoldedPatterns() {
    }

    private static int[] readSquares(int[] read, int[] shape) {
        int[] squares = new int[shape.length];
        for (int i = 0; i < shape.length; i++) {
            squares[i] = read[shape[i]];
        }
        return squares;
    }

    /** Where each of {@code squares} stands in {@code first}, or null if they are not the same squares. */
    private static int[] orderOf(int[] first, int[] squares) {
        int[] order = new int[squares.length];
        for (int i = 0; i < squares.length; i++) {
            order[i] = -1;
            for (int j = 0; j < first.length; j++) {
                if (first[j] == squares[i]) {
                    order[i] = j;
                }
            }
            if (order[i] < 0) {
                return null;
            }
        }
        return order;
    }

    /** How many images read each set of squares of {@code shape}. */
    static int readingsPerSet(int shape) {
        return SAME_SQUARES[shape].length;
    }

    /**
     * The folded form of one stage's weights ({@link ReversiPatternWeights#PER_STAGE}, the mobility and constant
     * weights as they are), or null if a folded sum does not fit 16 bits (the evaluation then reads every image).
     */
    static short[] fold(short[] stage) {
        short[] folded = stage.clone();
        int[] digits = new int[10];
        for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
            int size = ReversiPatterns.SIZE[s];
            int codes = ReversiPatterns.pow3(size);
            int offset = ReversiPatterns.OFFSET[s];
            for (int code = 0; code < codes; code++) {
                for (int i = 0, c = code; i < size; i++, c /= 3) {
                    digits[i] = c % 3;
                }
                int sum = 0;
                for (int[] order : SAME_SQUARES[s]) {
                    int other = 0;
                    for (int i = size - 1; i >= 0; i--) {
                        other = 3 * other + digits[order[i]];
                    }
                    sum += stage[offset + other];
                }
                if (sum < Short.MIN_VALUE || sum > Short.MAX_VALUE) {
                    return null;
                }
                folded[offset + code] = (short) sum;
            }
        }
        return folded;
    }

    /**
     * A folded stage for codes read the other way round (digit 1 the opponent's disc, 2 the side to move's): entry
     * {@code c} holds the folded entry of {@code c} with its 1s and 2s swapped. Codes kept in one colour's terms
     * are then looked up in this one when the other colour is to move.
     */
    static short[] swapColours(short[] folded) {
        short[] swapped = folded.clone();
        for (int s = 0; s < ReversiPatterns.SHAPES; s++) {
            int size = ReversiPatterns.SIZE[s];
            int codes = ReversiPatterns.pow3(size);
            int offset = ReversiPatterns.OFFSET[s];
            for (int code = 0; code < codes; code++) {
                int other = 0;
                for (int i = 0, c = code, power = 1; i < size; i++, c /= 3, power *= 3) {
                    int digit = c % 3;
                    other += (digit == 0 ? 0 : 3 - digit) * power;
                }
                swapped[offset + code] = folded[offset + other];
            }
        }
        return swapped;
    }

    /**
     * The patterns' part of the value of ({@code p} to move, {@code o}) from a {@link #fold folded} stage: each
     * set of squares once, in the images that read it first (every image for the 2 x 5 corner, which no symmetry
     * maps onto itself; image 0 and 1 for the long diagonal; four images for the others).
     */
    static int sum(short[] f, long p, long o) {
        // both mirrors are the left-right mirror turned upside down: a byte swap of it, where a bit reversal of the
        // board would cost a dozen operations more (Java 17 compiles Long.reverse as shifts and masks)
        long hp = ReversiPatterns.flipHorizontal(p);
        long ho = ReversiPatterns.flipHorizontal(o);
        long tp = ReversiPatterns.transpose(p);
        long to = ReversiPatterns.transpose(o);
        long thp = ReversiPatterns.flipHorizontal(tp);
        long tho = ReversiPatterns.flipHorizontal(to);
        return all(f, p, o) + cornersAndDiagonals(f, hp, ho)
                + allButTheLongDiagonal(f, Long.reverseBytes(p), Long.reverseBytes(o))
                + cornersAndShortDiagonals(f, Long.reverseBytes(hp), Long.reverseBytes(ho))
                + edgesRowsAndLongCorner(f, tp, to)
                + longCorner(f, thp, tho)
                + edgesRowsAndLongCorner(f, Long.reverseBytes(tp), Long.reverseBytes(to))
                + longCorner(f, Long.reverseBytes(thp), Long.reverseBytes(tho));
    }

    /** Image 0: every shape. */
    private static int all(short[] f, long p, long o) {
        return read(f, 0, p, o) + read(f, 1, p, o) + read(f, 2, p, o) + read(f, 3, p, o) + read(f, 4, p, o)
                + read(f, 5, p, o) + read(f, 6, p, o) + read(f, 7, p, o) + read(f, 8, p, o) + read(f, 9, p, o)
                + read(f, 10, p, o);
    }

    /** Image 1 (left to right): the corners, the other long diagonal and the short diagonals. */
    private static int cornersAndDiagonals(short[] f, long p, long o) {
        return read(f, 1, p, o) + read(f, 2, p, o) + read(f, 6, p, o) + read(f, 7, p, o) + read(f, 8, p, o)
                + read(f, 9, p, o) + read(f, 10, p, o);
    }

    /** Image 2 (top to bottom): all but the long diagonal. */
    private static int allButTheLongDiagonal(short[] f, long p, long o) {
        return read(f, 0, p, o) + read(f, 1, p, o) + read(f, 2, p, o) + read(f, 3, p, o) + read(f, 4, p, o)
                + read(f, 5, p, o) + read(f, 7, p, o) + read(f, 8, p, o) + read(f, 9, p, o) + read(f, 10, p, o);
    }

    /** Image 3 (both mirrors): the corners and the short diagonals. */
    private static int cornersAndShortDiagonals(short[] f, long p, long o) {
        return read(f, 1, p, o) + read(f, 2, p, o) + read(f, 7, p, o) + read(f, 8, p, o) + read(f, 9, p, o)
                + read(f, 10, p, o);
    }

    /** Images 4 and 6 (transposed, and then top to bottom): the edge, the 2 x 5 corner and rows 2 to 4. */
    private static int edgesRowsAndLongCorner(short[] f, long p, long o) {
        return read(f, 0, p, o) + read(f, 2, p, o) + read(f, 3, p, o) + read(f, 4, p, o) + read(f, 5, p, o);
    }

    /** Images 5 and 7: the 2 x 5 corner alone. */
    private static int longCorner(short[] f, long p, long o) {
        return read(f, 2, p, o);
    }

    private static int read(short[] f, int shape, long p, long o) {
        return f[ReversiPatterns.OFFSET[shape] + ReversiPatterns.code(shape, p, o)];
    }
}
