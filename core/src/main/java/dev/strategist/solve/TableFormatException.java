package dev.strategist.solve;

import java.io.IOException;

/** A file that is not a readable solved table: wrong magic or version, truncated, or damaged. */
public class TableFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    /** A rejection saying what is wrong with the file. */
    public TableFormatException(String message) {
        super(message);
    }
}
