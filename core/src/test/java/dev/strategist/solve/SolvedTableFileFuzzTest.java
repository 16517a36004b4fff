package dev.strategist.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.CleanRejection;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.CRC32;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Damaged table files, at random: cut short, bytes flipped (with the checksum left alone, and with it
 * recomputed so the damage reaches the parser behind it), grown. Each is read back or refused with a
 * {@link TableFormatException} that says why, never another exception or an attempt to allocate what
 * a lying header asks for.
 */
class SolvedTableFileFuzzTest {
    private static final byte[] GOOD = bytes();

    private static byte[] bytes() {
        SolvedTable table = new RetrogradeSolver<RowPosition>("row", RowPosition::key).solve(new RowPosition(5, 3));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            SolvedTableFile.write(table, out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toByteArray();
    }

    private static SolvedTable read(byte[] bytes) throws IOException {
        return SolvedTableFile.read(new ByteArrayInputStream(bytes));
    }

    @Property(tries = 300)
    void aTruncatedFileIsRefused(@ForAll @IntRange(min = 0, max = 10_000) int cut) {
        byte[] bytes = Arrays.copyOf(GOOD, cut % GOOD.length);
        SolvedTable table = CleanRejection.check("first " + bytes.length + " bytes", TableFormatException.class,
                () -> read(bytes));
        assertThat(table).as("a cut file is never read").isNull();
    }

    @Property
    void flippedBytesAreCaughtByTheChecksumOrTheChecks(@ForAll @IntRange(min = 0, max = 1_000_000) int where,
                                                      @ForAll @IntRange(min = 1, max = 255) int mask,
                                                      @ForAll boolean fixChecksum) {
        byte[] bytes = GOOD.clone();
        int at = where % (bytes.length - 4);
        bytes[at] ^= (byte) mask;
        if (fixChecksum) {
            CRC32 crc = new CRC32();
            crc.update(bytes, 0, bytes.length - 4);
            int c = (int) crc.getValue();
            for (int i = 0; i < 4; i++) {
                bytes[bytes.length - 4 + i] = (byte) (c >>> (24 - 8 * i));
            }
        }
        SolvedTable table = CleanRejection.check("byte " + at + " ^ " + mask + (fixChecksum ? ", checksum fixed" : ""),
                TableFormatException.class, () -> read(bytes));
        if (table != null) {
            assertThat(fixChecksum).as("a flip the checksum sees is refused").isTrue();
        }
    }

    @Property(tries = 300)
    void randomBytesAfterTheMagicAreRefused(@ForAll byte[] tail) {
        byte[] bytes = Arrays.copyOf(GOOD, 8 + tail.length);
        System.arraycopy(tail, 0, bytes, 8, tail.length);
        CleanRejection.check("magic + " + tail.length + " random bytes", TableFormatException.class, () -> read(bytes));
    }
}
