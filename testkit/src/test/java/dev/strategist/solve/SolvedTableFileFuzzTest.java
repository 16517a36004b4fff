package dev.strategist.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.ByteFlip;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/**
 * Damaged table files, at random: cut short, bytes flipped (with the checksum left alone, and with it
 * recomputed so the damage reaches the parser behind it), grown. Each is read back or refused with a
 * {@link TableFormatException} that says why, never another exception or an attempt to allocate what
 * a lying header asks for.
 */
class SolvedTableFileFuzzTest {
    private static final Properties PROPERTIES = Properties.of(SolvedTableFileFuzzTest.class);
    private static final byte[] GOOD = bytes();

    /** A byte flipped, the checksum left alone or recomputed. */
    private record Flip(ByteFlip flip, boolean fixChecksum) {
        static final Gen<Flip> GEN = gen(ByteFlip.gen(1_000_000));
        static final TextForm<Flip> FORM = TextForm.of(f -> ByteFlip.FORM.write(f.flip) + " " + f.fixChecksum, t -> {
            int space = t.lastIndexOf(' ');
            return new Flip(ByteFlip.FORM.read(t.substring(0, space)), Boolean.parseBoolean(t.substring(space + 1)));
        });

        private static Gen<Flip> gen(Gen<ByteFlip> flip) {
            return r -> new Flip(flip.next(r), r.nextBoolean());
        }
    }

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

    @Test
    void aTruncatedFileIsRefused() {
        PROPERTIES.forAll("aTruncatedFileIsRefused", 300, Gens.ints(0, 10_000), TextForm.INT, cut -> {
            byte[] bytes = Arrays.copyOf(GOOD, cut % GOOD.length);
            SolvedTable table = CleanRejection.check("first " + bytes.length + " bytes", TableFormatException.class,
                    () -> read(bytes));
            assertThat(table).as("a cut file is never read").isNull();
        });
    }

    @Test
    void flippedBytesAreCaughtByTheChecksumOrTheChecks() {
        PROPERTIES.forAll("flippedBytesAreCaughtByTheChecksumOrTheChecks", 1000, Flip.GEN, Flip.FORM, damage -> {
            byte[] bytes = GOOD.clone();
            int at = damage.flip().where() % (bytes.length - 4);
            bytes[at] ^= (byte) damage.flip().mask();
            if (damage.fixChecksum()) {
                CRC32 crc = new CRC32();
                crc.update(bytes, 0, bytes.length - 4);
                int c = (int) crc.getValue();
                for (int i = 0; i < 4; i++) {
                    bytes[bytes.length - 4 + i] = (byte) (c >>> (24 - 8 * i));
                }
            }
            SolvedTable table = CleanRejection.check("byte " + at + " ^ " + damage.flip().mask()
                    + (damage.fixChecksum() ? ", checksum fixed" : ""), TableFormatException.class, () -> read(bytes));
            if (table != null) {
                assertThat(damage.fixChecksum()).as("a flip the checksum sees is refused").isTrue();
            }
        });
    }

    @Test
    void randomBytesAfterTheMagicAreRefused() {
        TextForm<byte[]> hex = TextForm.of(HexFormat.of()::formatHex, HexFormat.of()::parseHex);
        PROPERTIES.forAll("randomBytesAfterTheMagicAreRefused", 300, Gens.bytes(0, 255), hex, tail -> {
            byte[] bytes = Arrays.copyOf(GOOD, 8 + tail.length);
            System.arraycopy(tail, 0, bytes, 8, tail.length);
            CleanRejection.check("magic + " + tail.length + " random bytes", TableFormatException.class,
                    () -> read(bytes));
        });
    }
}
