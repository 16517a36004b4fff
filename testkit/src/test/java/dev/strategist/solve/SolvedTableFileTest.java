package dev.strategist.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The table file format: round trips, and every kind of bad file rejected with its own message. */
class SolvedTableFileTest {
    /** magic 8, version 2, name length 2, "row" 3, start ply 4, start side 1, entries 4, body size 4. */
    private static final int HEADER = 8 + 2 + 2 + 3 + 4 + 1 + 4 + 4;

    private static SolvedTable table() {
        return new RetrogradeSolver<RowPosition>("row", RowPosition::key).solve(new RowPosition(5, 3));
    }

    private static byte[] bytes(SolvedTable table) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        SolvedTableFile.write(table, out);
        return out.toByteArray();
    }

    private static SolvedTable read(byte[] bytes) throws IOException {
        return SolvedTableFile.read(new ByteArrayInputStream(bytes));
    }

    @Test
    void aTableReadsBackEqual() throws IOException {
        SolvedTable table = table();
        byte[] bytes = bytes(table);
        assertThat(bytes.length).isEqualTo(SolvedTableFile.fileSize(table));
        SolvedTable back = read(bytes);
        assertThat(back).isEqualTo(table);
        assertThat(back.stats()).isEqualTo(table.stats());
        assertThat(back.game()).isEqualTo("row");
    }

    @Test
    void negativeAndExtremeKeysSurvive() throws IOException {
        long[] keys = {Long.MIN_VALUE, -5, 0, 7, Long.MAX_VALUE};
        SolvedTable table = new SolvedTable("edge cases \u00e9", 3, 1, keys, new byte[] {1, 0, -1, 0, 1},
                new byte[] {(byte) 255, 2, 0, 4, 1}, new byte[] {0, 1, (byte) 200, 2, 3});
        SolvedTable back = read(bytes(table));
        assertThat(back).isEqualTo(table);
        assertThat(back.distanceAt(0)).isEqualTo(255);
        assertThat(back.plyAt(2)).isEqualTo(203);
        assertThat(back.keyAt(0)).isEqualTo(Long.MIN_VALUE);
    }

    @Test
    void filesRoundTripAndRejectTrailingData(@TempDir Path dir) throws IOException {
        SolvedTable table = table();
        Path file = dir.resolve("row.table");
        SolvedTableFile.write(table, file);
        assertThat(Files.size(file)).isEqualTo(SolvedTableFile.fileSize(table));
        assertThat(SolvedTableFile.read(file)).isEqualTo(table);
        Files.write(file, new byte[] {0}, java.nio.file.StandardOpenOption.APPEND);
        assertThatThrownBy(() -> SolvedTableFile.read(file)).isInstanceOf(TableFormatException.class)
                .hasMessageStartingWith(file.toString()).hasMessageContaining("trailing data");
    }

    @Test
    void aWrongMagicIsNotATable() throws IOException {
        byte[] bytes = bytes(table());
        bytes[0] = 'X';
        assertThatThrownBy(() -> read(bytes)).isInstanceOf(TableFormatException.class)
                .hasMessage("not a Strategist table (bad magic)");
        assertThatThrownBy(() -> read("hello, world".getBytes())).hasMessage("not a Strategist table (bad magic)");
        assertThatThrownBy(() -> read(new byte[0])).hasMessage("not a Strategist table (bad magic)");
    }

    @Test
    void anotherVersionIsRefused() throws IOException {
        byte[] bytes = bytes(table());
        bytes[8] = 0;
        bytes[9] = 7;
        assertThatThrownBy(() -> read(bytes)).isInstanceOf(TableFormatException.class)
                .hasMessage("unsupported version 7 (this build reads version 1)");
    }

    @Test
    void truncatedFilesSayHowManyEntriesWereExpected() throws IOException {
        SolvedTable table = table();
        byte[] bytes = bytes(table);
        for (int length : new int[] {4, 9, HEADER - 1}) {
            assertThatThrownBy(() -> read(Arrays.copyOf(bytes, length))).as("cut to %d bytes", length)
                    .isInstanceOf(TableFormatException.class)
                    .hasMessage("truncated: the file ends inside the header");
        }
        for (int length : new int[] {HEADER, HEADER + 1, bytes.length / 2, bytes.length - 5}) {
            assertThatThrownBy(() -> read(Arrays.copyOf(bytes, length))).as("cut to %d bytes", length)
                    .isInstanceOf(TableFormatException.class)
                    .hasMessageStartingWith("truncated: expected " + table.size() + " entries");
        }
        for (int cut = 1; cut <= 4; cut++) {
            byte[] shorter = Arrays.copyOf(bytes, bytes.length - cut);
            assertThatThrownBy(() -> read(shorter))
                    .hasMessageContaining("truncated: expected " + table.size() + " entries and a checksum");
        }
    }

    @Test
    void aFlippedByteAfterTheHeaderIsACheckSumMismatch() throws IOException {
        byte[] bytes = bytes(table());
        for (int at = HEADER; at < bytes.length; at++) {
            for (int bit = 0; bit < 8; bit++) {
                byte[] damaged = bytes.clone();
                damaged[at] ^= (byte) (1 << bit);
                assertThatThrownBy(() -> read(damaged)).as("bit %d of byte %d flipped", bit, at)
                        .isInstanceOf(TableFormatException.class).hasMessageStartingWith("checksum mismatch");
            }
        }
    }

    @Test
    void aFlippedByteAnywhereIsRejected() throws IOException {
        byte[] bytes = bytes(table());
        for (int at = 0; at < bytes.length; at++) {
            byte[] damaged = bytes.clone();
            damaged[at] ^= (byte) 0xFF;
            assertThatThrownBy(() -> read(damaged)).as("byte %d flipped", at).isInstanceOf(TableFormatException.class);
        }
    }
}
