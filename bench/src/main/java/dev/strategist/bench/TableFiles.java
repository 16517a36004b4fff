package dev.strategist.bench;

import dev.strategist.solve.SolvedTable;
import dev.strategist.solve.SolvedTableFile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/** A solved table's file as bytes in memory. */
final class TableFiles {
    private TableFiles() {
    }

    /** The bytes of {@code table}'s file. */
    static byte[] bytes(SolvedTable table) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream((int) SolvedTableFile.fileSize(table));
        SolvedTableFile.write(table, out);
        return out.toByteArray();
    }
}
