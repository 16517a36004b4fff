package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.ByteFlip;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import dev.strategist.solve.TableFormatException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;

/**
 * The Tic-tac-toe table file damaged at random (cut, bytes flipped with and without a fixed checksum):
 * refused by the file reader ({@link TableFormatException}) or by the table's own check
 * ({@link IllegalArgumentException}), never with another exception.
 */
class TicTacToeTableFileFuzzTest {
    private static final Properties PROPERTIES = Properties.of(TicTacToeTableFileFuzzTest.class);
    private static final byte[] GOOD = bytes();

    private static byte[] bytes() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            SolvedTableFile.write(TicTacToeTable.shared().table(), out);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out.toByteArray();
    }

    private static TicTacToeTable load(byte[] bytes) throws IOException {
        SolvedTable table = SolvedTableFile.read(new ByteArrayInputStream(bytes));
        return TicTacToeTable.of(table);
    }

    @Test
    void aCutTableIsRefused() {
        PROPERTIES.forAll("aCutTableIsRefused", 200, Gens.ints(0, 1_000_000), TextForm.INT, cut -> {
            byte[] bytes = Arrays.copyOf(GOOD, cut % GOOD.length);
            assertThat(CleanRejection.check(bytes.length + " bytes", TableFormatException.class, () -> load(bytes)))
                    .isNull();
        });
    }

    @Test
    void aDamagedTableIsRefusedOrStillATicTacToeTable() {
        PROPERTIES.forAll("aDamagedTableIsRefusedOrStillATicTacToeTable", 500, ByteFlip.gen(1_000_000), ByteFlip.FORM,
                flip -> {
                    byte[] bytes = GOOD.clone();
                    int at = flip.where() % (bytes.length - 4);
                    bytes[at] ^= (byte) flip.mask();
                    CRC32 crc = new CRC32();
                    crc.update(bytes, 0, bytes.length - 4);
                    int c = (int) crc.getValue();
                    for (int i = 0; i < 4; i++) {
                        bytes[bytes.length - 4 + i] = (byte) (c >>> (24 - 8 * i));
                    }
                    String what = "byte " + at + " ^ " + flip.mask();
                    TicTacToeTable table = CleanRejection.check(what, IllegalArgumentException.class, () -> {
                        try {
                            return load(bytes);
                        } catch (TableFormatException e) {
                            throw new IllegalArgumentException(e.getMessage(), e);
                        }
                    });
                    if (table != null) {
                        assertThat(table.table().game()).isEqualTo(TicTacToeTable.GAME);
                    }
                });
    }
}
