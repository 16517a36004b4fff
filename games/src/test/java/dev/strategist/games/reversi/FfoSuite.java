package dev.strategist.games.reversi;

import dev.strategist.games.reversi.format.ReversiObf;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** The FFO endgame positions of the test resources ({@code othello/fforum-*.obf}), by number. */
public final class FfoSuite {
    private FfoSuite() {
    }

    /** A numbered FFO position. */
    public record Numbered(int number, ReversiObf line) {
        @Override
        public String toString() {
            return "FFO #" + number;
        }
    }

    /** Positions {@code from}..{@code to} of the file starting with #{@code first}. */
    public static List<Numbered> read(String resource, int first, int from, int to) {
        List<Numbered> out = new ArrayList<>();
        try (InputStream in = FfoSuite.class.getResourceAsStream(resource);
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII))) {
            String line;
            int number = first;
            while ((line = r.readLine()) != null) {
                if (line.isBlank()) {
                    continue;
                }
                if (number >= from && number <= to) {
                    out.add(new Numbered(number, ReversiObf.parse(line)));
                }
                number++;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
