package dev.strategist.games.checkers;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The ACF 3-move ballots (the resource {@code ballots.txt}, see its ORIGIN.md): 174 numbered openings,
 * 156 of them in the tournament deck (all but the barred ones). Engine matches start a pair of games
 * from each, colours swapped.
 */
public final class CheckersBallots {

    /** One ballot: its ACF number, the three moves, its deck, tough-deck flag, name and FEN after the moves. */
    public record Ballot(int number, String moves, String deck, boolean tough, String name, String fen) {

        /** True for the 156-opening deck: crossboard and mail-play ballots, not the barred ones. */
        public boolean playable() {
            return !deck.equals("barred");
        }

        /** {@code 5 (Dreaded Edinburgh) 9-13 22-18 6-9}. */
        public String describe() {
            return number + (name.equals("-") ? "" : " (" + name + ")") + " " + moves;
        }
    }

    private CheckersBallots() {
    }

    /** All 174 ballots in ACF order. */
    public static List<Ballot> all() {
        try (InputStream in = CheckersBallots.class.getResourceAsStream("ballots.txt")) {
            if (in == null) {
                throw new IllegalStateException("the ballots resource is missing from the class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Ballot> out = new ArrayList<>();
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t");
                if (f.length != 6) {
                    throw new IllegalStateException("ballots.txt: expected 6 columns in '" + line + "'");
                }
                out.add(new Ballot(Integer.parseInt(f[0].trim()), f[1].trim(), f[2].trim(), f[3].trim().equals("ctd"),
                        f[4].trim(), f[5].trim()));
            }
            return List.copyOf(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The 156-opening tournament deck. */
    public static List<Ballot> deck() {
        return all().stream().filter(Ballot::playable).toList();
    }

    /** The position after the ballot's three moves, replayed from the start on {@code position}. */
    public static CheckersPosition play(Ballot ballot, CheckersPosition position) {
        return CheckersPdn.replay(ballot.moves(), position);
    }
}
