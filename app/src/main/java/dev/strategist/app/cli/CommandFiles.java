package dev.strategist.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Files named on the command line, checked before any work is done so that a wrong name costs nothing (a
 * match's PDN file is written only at its end), and with errors that name the file: the operating system's
 * "Is a directory" alone does not say which file was meant.
 */
public final class CommandFiles {
    private CommandFiles() {
    }

    /** The file called {@code name}; an {@link IllegalArgumentException} says why no file can be called that. */
    public static Path named(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("'" + name + "' is not a file name: " + e.getReason());
        }
    }

    /** Throws the reason {@code file} cannot be read: missing, a folder, not readable. */
    public static void checkReadable(Path file) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString());
        }
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a folder, not a file");
        }
        if (!Files.isReadable(file)) {
            throw new FileSystemException(file.toString(), null, "cannot be read (permission denied)");
        }
    }

    /** Throws the reason {@code file} cannot be written: its folder is missing, or it is a folder itself. */
    public static void checkWritable(Path file) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw new FileSystemException(file.toString(), null, "no such folder: " + folder);
        }
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a folder, not a file");
        }
    }

    /**
     * The lines of a text file, once checked; bytes that are not UTF-8 read as U+FFFD, so the parser of the
     * line rejects it with the line's number rather than the whole file failing with a decoder's message.
     */
    public static BufferedReader reader(Path file) throws IOException {
        checkReadable(file);
        return new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8));
    }
}
