package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A saved endgame database reads back the same, a damaged file is refused with its reason, and a cache falls back. */
class CheckersEndgameFileTest {
    private static CheckersEndgameDatabase three;
    @TempDir
    Path dir;

    @BeforeAll
    static void build() {
        three = CheckersEndgameDatabase.build(3);
    }

    private static void assertSameValues(CheckersEndgameDatabase a, CheckersEndgameDatabase b) {
        assertThat(b.maxPieces()).isEqualTo(a.maxPieces());
        assertThat(b.longestWin()).isEqualTo(a.longestWin());
        short[][] x = a.tables().values();
        short[][] y = b.tables().values();
        assertThat(y.length).isEqualTo(x.length);
        for (int key = 0; key < x.length; key++) {
            assertThat(Arrays.equals(x[key], y[key])).as("slice key %d", key).isTrue();
        }
    }

    private Path saved() throws IOException {
        Path file = dir.resolve("three.bin");
        CheckersEndgameFile.write(three, file);
        return file;
    }

    @Test
    void aSavedDatabaseReadsBackTheSame() throws IOException {
        Path file = saved();
        CheckersEndgameDatabase read = CheckersEndgameFile.read(file, 3);
        assertSameValues(three, read);
        CheckersPosition p = CheckersPosition.of("B:WK1:BK28,K32");
        assertThat(read.score(p)).isEqualTo(three.score(p));
        assertThat(Files.exists(dir.resolve("three.bin.tmp"))).as("no temporary file left").isFalse();
    }

    @Test
    void aTruncatedFileIsRefused() throws IOException {
        Path file = saved();
        byte[] bytes = Files.readAllBytes(file);
        for (int length : new int[] {0, 3, 10, 20, bytes.length / 2, bytes.length - 1}) {
            Files.write(file, Arrays.copyOf(bytes, length));
            assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).as("%d bytes", length)
                    .isInstanceOf(IOException.class).hasMessageContaining(file.toString()).hasMessageContaining("truncated");
        }
    }

    @Test
    void aWrongHeaderIsRefusedWithTheReason() throws IOException {
        Path file = saved();
        byte[] bytes = Files.readAllBytes(file);
        byte[] magic = bytes.clone();
        magic[0] = 'X';
        Files.write(file, magic);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).hasMessageContaining("not a checkers endgame database");
        byte[] version = bytes.clone();
        ByteBuffer.wrap(version).putInt(4, 9);
        Files.write(file, version);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).hasMessageContaining("version 9");
        Files.write(file, bytes);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 4)).hasMessageContaining("holds up to 3 pieces, 4 were");
        byte[] slices = bytes.clone();
        ByteBuffer.wrap(slices).putInt(12, 7);
        Files.write(file, slices);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).hasMessageContaining("7 slices");
    }

    @Test
    void aChangedByteOrTrailingBytesAreRefused() throws IOException {
        Path file = saved();
        byte[] bytes = Files.readAllBytes(file);
        byte[] flipped = bytes.clone();
        flipped[bytes.length / 2] ^= 1;
        Files.write(file, flipped);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).hasMessageContaining("corrupt");
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 1);
        Files.write(file, longer);
        assertThatThrownBy(() -> CheckersEndgameFile.read(file, 3)).hasMessageContaining("bytes after the checksum");
    }

    @Test
    void aCacheLoadsItsFullCountFromTheFile() throws IOException {
        // a file whose one value differs from the builder's shows that the cache loaded it rather than built it
        CheckersPosition p = CheckersPosition.of("B:WK1:BK28,K32");
        short[][] values = three.tables().values().clone();
        int key = EndgameSlice.key(0, 2, 0, 1);
        values[key] = values[key].clone();
        int index = three.tables().slices()[key].index(0, p.kings(0), 0, p.kings(1));
        values[key][index] = 0; // a draw, where the builder has a win
        Path file = dir.resolve("marked.bin");
        CheckersEndgameFile.write(CheckersEndgameDatabase.of(3, new EndgameBuilder.Tables(three.tables().slices(), values)),
                file);
        List<String> warnings = new ArrayList<>();
        CheckersEndgameCache cache = CheckersEndgameCache.staged(Runnable::run, 2, 3, file, warnings::add);
        CheckersEndgameDatabase db = cache.database().join();
        assertThat(three.score(p)).isPositive();
        assertThat(db.score(p)).as("the file's value").isZero();
        assertThat(warnings).isEmpty();
    }

    @Test
    void aCacheWhoseFileIsBadSaysSoAndBuilds() throws IOException {
        Path file = saved();
        byte[] bytes = Files.readAllBytes(file);
        Files.write(file, Arrays.copyOf(bytes, bytes.length - 10));
        List<String> warnings = new ArrayList<>();
        CheckersEndgameDatabase db = CheckersEndgameCache.staged(Runnable::run, 2, 3, file, warnings::add).database().join();
        assertSameValues(three, db);
        assertThat(warnings).singleElement().asString().contains(file.toString()).contains("truncated")
                .contains("building the database instead");

        List<String> none = new ArrayList<>();
        CheckersEndgameDatabase built = CheckersEndgameCache.staged(Runnable::run, 2, 3, dir.resolve("missing.bin"),
                none::add).database().join();
        assertSameValues(three, built);
        assertThat(none).as("a missing file is no fault: the database is built").isEmpty();
    }

    @Test
    void theSharedCacheOfFiveLooksInTheUsersCacheFolderOrTheOneNamed() {
        assertThat(CheckersEndgameCache.shared(5).file()).isEqualTo(CheckersEndgameFile.defaultPath(5));
        assertThat(CheckersEndgameCache.shared().file()).as("4 pieces build in seconds: no file").isNull();
        assertThat(CheckersEndgameFile.defaultPath(5).getFileName().toString()).isEqualTo("checkers-endgame-5.bin");
        String before = System.getProperty("strategist.cache");
        try {
            System.setProperty("strategist.cache", dir.toString());
            assertThat(CheckersEndgameFile.defaultPath(5)).isEqualTo(dir.resolve("checkers-endgame-5.bin"));
        } finally {
            if (before == null) {
                System.clearProperty("strategist.cache");
            } else {
                System.setProperty("strategist.cache", before);
            }
        }
    }
}
