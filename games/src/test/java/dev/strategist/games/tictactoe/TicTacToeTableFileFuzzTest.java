package dev.strategist.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import dev.strategist.solve.TableFormatException;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.zip.CRC32;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The Tic-tac-toe table file damaged at random (cut, bytes flipped with and without a fixed checksum):
 * refused by the file reader ({@link TableFormatException}) or by the table's own check
 * ({@link IllegalArgumentException}), never with another exception.
 */
class TicTacToeTableFileFuzzTest {
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

    @Property(tries = 200)
    void aCutTableIsRefused(@ForAll @IntRange(min = 0, max = 1_000_000) int cut) {
        byte[] bytes = Arrays.copyOf(GOOD, cut % GOOD.length);
        assertThat(CleanRejection.check(bytes.length + " bytes", TableFormatException.class, () -> load(bytes)))
                .isNull();
    }

    @Property(tries = 500)
    void aDamagedTableIsRefusedOrStillATicTacToeTable(@ForAll @IntRange(min = 0, max = 1_000_000) int where,
                                                      @ForAll @IntRange(min = 1, max = 255) int mask) {
        byte[] bytes = GOOD.clone();
        int at = where % (bytes.length - 4);
        bytes[at] ^= (byte) mask;
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        int c = (int) crc.getValue();
        for (int i = 0; i < 4; i++) {
            bytes[bytes.length - 4 + i] = (byte) (c >>> (24 - 8 * i));
        }
        String what = "byte " + at + " ^ " + mask;
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
    }
}
