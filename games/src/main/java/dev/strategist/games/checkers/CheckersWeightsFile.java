package dev.strategist.games.checkers;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A text file of fitted checkers weights, so that a fit can play in a match or the bench before it is shipped
 * as Java: the evaluator {@code checkers-w:FILE}. Lines are {@code full} and {@code ending} followed by
 * {@link CheckersFeatures#COUNT} whole numbers (hundredths of a man, as {@link CheckersWeights} holds them), and
 * optionally {@code tables NAME}: a pattern-table file ({@link CheckersPatternWeights#write}) read from beside
 * this one, else the default's tables; {@code #} starts a comment. {@code CheckersPatternTuner --weights-out}
 * writes one.
 */
public final class CheckersWeightsFile {
    /** The label that starts such weights' name, and after {@code checkers-} the evaluator's. */
    public static final String LABEL = "w:";

    private CheckersWeightsFile() {
    }

    /**
     * The evaluator of the weights in {@code file}, with the endgame database, named {@code checkers-w:FILE}
     * (and {@code +patterns} after it when the file names its own tables).
     *
     * @throws IllegalArgumentException when the file cannot be read or is not such a file, saying where
     */
    public static CheckersEvaluator evaluator(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the checkers weights " + file + ": " + e.getMessage(), e);
        }
        int[] full = null;
        int[] ending = null;
        CheckersPatternWeights tables = CheckersPatternWeights.standard();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).replaceFirst("#.*", "").trim();
            if (line.isEmpty()) {
                continue;
            }
            String[] words = line.split("\\s+");
            String where = file + " line " + (i + 1);
            switch (words[0].toLowerCase(Locale.ROOT)) {
                case "full" -> full = row(words, where);
                case "ending" -> ending = row(words, where);
                case "tables" -> {
                    if (words.length != 2) {
                        throw new IllegalArgumentException(where + ": 'tables' takes one file name");
                    }
                    tables = tables(file.toAbsolutePath().resolveSibling(words[1]), where);
                }
                default -> throw new IllegalArgumentException(where + ": expected full, ending or tables, got '"
                        + words[0] + "'");
            }
        }
        if (full == null || ending == null) {
            throw new IllegalArgumentException(file + ": a checkers weights file needs a 'full' and an 'ending' line");
        }
        return new CheckersEvaluator(new CheckersWeights(LABEL + file, full, ending), tables,
                CheckersEndgameCache.shared());
    }

    /** The text of a weights file holding {@code weights}, with {@code tables} named when not null. */
    public static String text(CheckersWeights weights, String tables) {
        List<String> out = new ArrayList<>();
        out.add("# checkers weights, hundredths of a man: " + String.join(" ", CheckersFeatures.NAMES));
        out.add("full" + numbers(weights, true));
        out.add("ending" + numbers(weights, false));
        if (tables != null) {
            out.add("tables " + tables);
        }
        return String.join("\n", out) + "\n";
    }

    private static String numbers(CheckersWeights weights, boolean full) {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < CheckersFeatures.COUNT; t++) {
            s.append(' ').append(full ? weights.full(t) : weights.ending(t));
        }
        return s.toString();
    }

    private static int[] row(String[] words, String where) {
        if (words.length != CheckersFeatures.COUNT + 1) {
            throw new IllegalArgumentException(where + ": '" + words[0] + "' takes " + CheckersFeatures.COUNT
                    + " weights, got " + (words.length - 1));
        }
        int[] row = new int[CheckersFeatures.COUNT];
        for (int t = 0; t < row.length; t++) {
            try {
                row[t] = Integer.parseInt(words[t + 1]);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(where + ": weight " + (t + 1) + " ("
                        + CheckersFeatures.NAMES[t] + ") is not a whole number: '" + words[t + 1] + "'");
            }
        }
        return row;
    }

    private static CheckersPatternWeights tables(Path file, String where) {
        try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(file))) {
            return CheckersPatternWeights.read(in);
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException(where + ": cannot read the pattern tables " + file + ": "
                    + e.getMessage(), e);
        }
    }
}
