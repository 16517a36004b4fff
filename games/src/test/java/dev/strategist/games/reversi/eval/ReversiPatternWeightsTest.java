package dev.strategist.games.reversi.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.fuzz.ByteFlip;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

/** The weights file: read back as written, and every damaged or foreign file refused with a clear message. */
class ReversiPatternWeightsTest {
    private static final Properties PROPERTIES = Properties.of(ReversiPatternWeightsTest.class);
    private static final byte[] SHIPPED = shipped();

    private static byte[] shipped() {
        try (InputStream in = ReversiPatternWeights.class.getResourceAsStream(ReversiPatternWeights.RESOURCE)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static ReversiPatternWeights read(byte[] bytes) throws IOException {
        return ReversiPatternWeights.read(new ByteArrayInputStream(bytes));
    }

    private static byte[] gzip(int magic, int version, int stages, int perStage, int weights) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(bytes))) {
            out.writeInt(magic);
            out.writeInt(version);
            out.writeInt(stages);
            out.writeInt(perStage);
            for (int i = 0; i < weights; i++) {
                out.writeShort(i);
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void theShippedFileIsReadAndWrittenBackTheSame() throws IOException {
        ReversiPatternWeights w = read(SHIPPED);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        w.write(out);
        ReversiPatternWeights again = read(out.toByteArray());
        for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
            assertThat(again.stageCopy(s)).isEqualTo(w.stageCopy(s));
        }
        assertThat(SHIPPED.length).as("a small resource").isLessThan(2_500_000);
    }

    @Test
    void foreignOrMisshapenFilesAreRefusedSayingWhy() throws IOException {
        int all = ReversiPatternWeights.STAGES * ReversiPatternWeights.PER_STAGE;
        int stages = ReversiPatternWeights.STAGES;
        int per = ReversiPatternWeights.PER_STAGE;
        assertThatThrownBy(() -> read("hello".getBytes())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not gzip");
        assertThatThrownBy(() -> read(new byte[0])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not gzip");
        assertThatThrownBy(() -> read(gzip(0x12345678, 1, stages, per, all)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("magic");
        assertThatThrownBy(() -> read(gzip(0x53525057, 2, stages, per, all)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("version 2");
        assertThatThrownBy(() -> read(gzip(0x53525057, 1, stages + 1, per, all)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("do not fit");
        assertThatThrownBy(() -> read(gzip(0x53525057, 1, stages, per, all - 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("truncated");
        assertThatThrownBy(() -> read(gzip(0x53525057, 1, stages, per, all + 1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("after its");
        assertThatThrownBy(() -> new ReversiPatternWeights(new int[3][per]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("stages");
    }

    @Test
    void aCutFileIsRefused() {
        PROPERTIES.forAll("aCutFileIsRefused", 60, Gens.ints(0, 10_000_000), TextForm.INT, cut -> {
            byte[] bytes = Arrays.copyOf(SHIPPED, cut % SHIPPED.length);
            assertThat(CleanRejection.check(bytes.length + " bytes", IllegalArgumentException.class,
                    () -> read(bytes))).isNull();
        });
    }

    @Test
    void aDamageThatDecodesToTheSameWeightsIsHarmless() throws IOException {
        // three masks at this byte of the compressed stream decode to the same data (a back-reference moved
        // within a run of equal bytes); with each new weights file, re-derive it by trying every mask of
        // every byte and comparing what it decodes to (for the first file, the property below found one)
        ReversiPatternWeights shipped = read(SHIPPED);
        int unnoticed = 0;
        for (int mask = 1; mask < 256; mask++) {
            byte[] bytes = SHIPPED.clone();
            bytes[157] ^= (byte) mask;
            ReversiPatternWeights w = CleanRejection.check("mask " + mask, IllegalArgumentException.class,
                    () -> read(bytes));
            if (w != null) {
                unnoticed++;
                for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
                    assertThat(w.stageCopy(s)).isEqualTo(shipped.stageCopy(s));
                }
            }
        }
        assertThat(unnoticed).as("most damage is noticed").isLessThan(20);
    }

    @Test
    void aDamagedFileIsRefused() throws IOException {
        ReversiPatternWeights shipped = read(SHIPPED);
        PROPERTIES.forAll("aDamagedFileIsRefused", 60, ByteFlip.gen(10_000_000), ByteFlip.FORM, flip -> {
            byte[] bytes = SHIPPED.clone();
            int at = flip.where() % bytes.length;
            bytes[at] ^= (byte) flip.mask();
            // gzip's header has a few bytes (time, flags, OS) a reader ignores, and a few bits of the compressed
            // stream do not change what it decodes to (byte 157 has three such masks): a damage that goes
            // unnoticed must leave the weights exactly as shipped
            ReversiPatternWeights w = CleanRejection.check("byte " + at + " ^ " + flip.mask(),
                    IllegalArgumentException.class, () -> read(bytes));
            if (w != null && at >= 10) {
                for (int s = 0; s < ReversiPatternWeights.STAGES; s++) {
                    assertThat(w.stageCopy(s)).as("byte " + at + " ^ " + flip.mask() + " was read without complaint, "
                            + "so stage " + s + " must be as shipped").isEqualTo(shipped.stageCopy(s));
                }
            }
        });
    }
}
