package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** The pattern blocks read the squares they claim, score a mirrored position the same, and their file round-trips. */
class CheckersPatternsTest {
    /** Positions along random games from the start, every one of them. */
    static List<CheckersPosition> randomPositions(long seed, int games) {
        Random random = new Random(seed);
        List<CheckersPosition> out = new ArrayList<>();
        for (int g = 0; g < games; g++) {
            CheckersPosition p = new CheckersPosition();
            while (!p.isOver() && p.ply() < 200) {
                out.add(p.copy());
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
        }
        return out;
    }

    /** Colours swapped and the board turned half a turn, the other side to move: the same game for the mover. */
    static CheckersPosition mirror(CheckersPosition p) {
        CheckersPosition m = new CheckersPosition();
        m.setBoard(1 - p.sideToMove(), turn(p.men(1)), turn(p.kings(1)), turn(p.men(0)), turn(p.kings(0)));
        return m;
    }

    private static long turn(long bits) {
        return Long.reverse(bits) >>> 32;
    }

    /** The code of a block by looking at each of its squares, lowest square first. */
    private static int slowCode(int block, long own, long other) {
        int row0 = 2 * (block / 3);
        int col0 = 2 * (block % 3);
        int code = 0;
        int digit = 1;
        int squares = 0;
        for (int sq = 0; sq < 32; sq++) {
            int r = CheckersGeometry.row(sq);
            int c = CheckersGeometry.column(sq);
            if (r >= row0 && r < row0 + 4 && c >= col0 && c < col0 + 4) {
                int state = (own >>> sq & 1) != 0 ? 1 : (other >>> sq & 1) != 0 ? 2 : 0;
                code += state * digit;
                digit *= 3;
                squares++;
            }
        }
        assertThat(squares).isEqualTo(8);
        return code;
    }

    private static CheckersPatternWeights randomWeights(long seed) {
        Random random = new Random(seed);
        int[] full = new int[CheckersPatterns.SIZE];
        int[] ending = new int[CheckersPatterns.SIZE];
        for (int i = 0; i < full.length; i++) {
            full[i] = random.nextInt(2001) - 1000;
            ending[i] = random.nextInt(2001) - 1000;
        }
        return new CheckersPatternWeights(full, ending);
    }

    @Test
    void blockCodesReadTheirEightSquares() {
        for (CheckersPosition p : randomPositions(1, 20)) {
            for (int side = 0; side < 2; side++) {
                long own = p.pieces(side);
                long other = p.pieces(1 - side);
                for (int b = 0; b < CheckersPatterns.BLOCKS; b++) {
                    assertThat(CheckersPatterns.code(b, own, other)).isEqualTo(slowCode(b, own, other));
                }
            }
        }
        // every square lies in some block, so no piece goes unseen
        long covered = 0;
        for (int b = 0; b < CheckersPatterns.BLOCKS; b++) {
            for (int sq = 0; sq < 32; sq++) {
                if (CheckersPatterns.code(b, 1L << sq, 0) != 0) {
                    covered |= 1L << sq;
                }
            }
        }
        assertThat(covered).isEqualTo(CheckersGeometry.FULL);
    }

    @Test
    void aMirroredPositionScoresTheSameForTheMoverSoOppositeForBlack() {
        CheckersPatternWeights w = randomWeights(2);
        CheckersEvaluator terms = new CheckersEvaluator(CheckersWeights.TUNED);
        CheckersEvaluator both = new CheckersEvaluator(CheckersWeights.TUNED, w, null);
        int nonZero = 0;
        for (CheckersPosition p : randomPositions(3, 20)) {
            CheckersPosition m = mirror(p);
            assertThat(w.score(m)).as("%s", p).isEqualTo(w.score(p));
            assertThat(both.evaluate(m)).as("%s", p).isEqualTo(both.evaluate(p));
            assertThat(both.evaluate(p) - terms.evaluate(p)).isEqualTo(w.score(p));
            nonZero += w.score(p) != 0 ? 1 : 0;
        }
        assertThat(nonZero).isGreaterThan(100);
        // the start is its own mirror with the other side to move: for either mover the patterns cancel
        assertThat(w.score(new CheckersPosition())).isZero();
    }

    @Test
    void theTablesBlendFromFullBoardToEnding() {
        int[] full = new int[CheckersPatterns.SIZE];
        int[] ending = new int[CheckersPatterns.SIZE];
        // Black has played 9-14: its first block differs from White's, which is still the start's
        CheckersPosition p = CheckersPosition.of("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,14");
        int[] idx = new int[2 * CheckersPatterns.BLOCKS];
        CheckersPatternShape.BLOCKS.indices(p, idx); // Black to move: Black's blocks first
        assertThat(idx[0]).isNotEqualTo(idx[CheckersPatterns.BLOCKS]);
        full[idx[0]] = 800; // Black's first block, worth 100 hundredths on a full board, 0 in the ending
        ending[idx[0]] = 8 * 40;
        assertThat(new CheckersPatternWeights(full, ending).score(p)).isEqualTo(100);
        CheckersPosition few = CheckersPosition.of("B:W32:B1,2,3,4,5");
        CheckersPatternShape.BLOCKS.indices(few, idx);
        assertThat(idx[0]).isNotEqualTo(idx[CheckersPatterns.BLOCKS]);
        Arrays.fill(full, 0);
        Arrays.fill(ending, 0);
        full[idx[0]] = 800;
        ending[idx[0]] = 8 * 40;
        assertThat(new CheckersPatternWeights(full, ending).score(few)).isEqualTo(40);
    }

    static byte[] bytes(CheckersPatternWeights w) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(out);
        return out.toByteArray();
    }

    private static byte[] gzip(byte[] raw) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(out)) {
            gz.write(raw);
        }
        return out.toByteArray();
    }

    private static byte[] gunzip(byte[] packed) throws IOException {
        return new java.util.zip.GZIPInputStream(new ByteArrayInputStream(packed)).readAllBytes();
    }

    @Test
    void theFileRoundTrips() throws IOException {
        CheckersPatternWeights w = randomWeights(4);
        CheckersPatternWeights back = CheckersPatternWeights.read(new ByteArrayInputStream(bytes(w)));
        for (int i = 0; i < CheckersPatterns.SIZE; i++) {
            assertThat(back.entry(false, i)).isEqualTo(w.entry(false, i));
            assertThat(back.entry(true, i)).isEqualTo(w.entry(true, i));
        }
    }

    @Test
    void aDamagedFileIsRefusedWithItsReason() throws IOException {
        byte[] raw = gunzip(bytes(randomWeights(5)));
        assertThatThrownBy(() -> read(gzip(Arrays.copyOf(raw, raw.length - 7))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("truncated: 118094 of 118098");
        assertThatThrownBy(() -> read(gzip(Arrays.copyOf(raw, 10))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("truncated in its header");
        assertThatThrownBy(() -> read(gzip(Arrays.copyOf(raw, raw.length + 2))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("data after");
        byte[] magic = raw.clone();
        magic[0] = 'X';
        assertThatThrownBy(() -> read(gzip(magic))).hasMessageContaining("magic");
        byte[] version = raw.clone();
        version[7] = 9;
        assertThatThrownBy(() -> read(gzip(version))).hasMessageContaining("version 9");
        byte[] shape = raw.clone();
        shape[11] = 8;
        assertThatThrownBy(() -> read(gzip(shape))).hasMessageContaining("8 blocks");
        assertThatThrownBy(() -> read(raw)).hasMessageContaining("not gzip");
        byte[] packed = bytes(randomWeights(6));
        assertThatThrownBy(() -> read(Arrays.copyOf(packed, packed.length / 2)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("truncated");
        byte[] crc = packed.clone();
        crc[crc.length - 6] ^= 1; // gzip's CRC-32 of the data
        assertThatThrownBy(() -> read(crc)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("damaged");
    }

    private static CheckersPatternWeights read(byte[] b) throws IOException {
        return CheckersPatternWeights.read(new ByteArrayInputStream(b));
    }
}
