package dev.strategist.app.cli.tournament;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One game's line of a match's output, "   3  ballot 2 9-13 21-17 6-9  A as Black: B wins in 57 plies": written by
 * the match's report and read back by {@code strategist compare}, so the two cannot drift apart.
 */
record GameLine(int number, String opening, String aSide, String result, int plies) {

    // the opening is padded to 30 and may hold spaces, so it ends at the last "  A as " of the line; the result
    // is "A wins", "B wins" or "draw", then what ended the game early ("(B played an illegal move (g7))") or
    // " at the ply limit"
    private static final Pattern LINE = Pattern.compile(
            "^\\s*(\\d+)  (.*?)\\s*  A as ([^:]+): ((A wins|B wins|draw).*) in (\\d+) plies$");

    /** The line, as {@code strategist match} prints it. */
    public String format() {
        return String.format(Locale.ROOT, "%4d  %-30s  A as %s: %s in %d plies", number, opening, aSide, result,
                plies);
    }

    /** A's points from the game: 1 for a win, 1/2 for a draw, 0 for a loss. */
    public double pointsA() {
        return result.startsWith("A wins") ? 1 : result.startsWith("B wins") ? 0 : 0.5;
    }

    /** The game of {@code line}, or null when the line is not a game's (a header, the results table). */
    public static GameLine parse(String line) {
        Matcher m = LINE.matcher(line.stripTrailing());
        if (!m.matches()) {
            return null;
        }
        try {
            return new GameLine(Integer.parseInt(m.group(1)), m.group(2).strip(), m.group(3), m.group(4),
                    Integer.parseInt(m.group(6)));
        } catch (NumberFormatException e) {
            return null; // a number too long for an int is no game's line
        }
    }
}
