package dev.strategist.games.reversi;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.RecordFormat;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Othello's game records: {@link ReversiFormat}'s SGF ({@code GM[2]}) as the game's {@link RecordFormat}.
 * A resignation, which the moves cannot show, is written as {@code RE[B+R]} or {@code RE[W+R]}; reading
 * takes the players and the stated result too, and refuses a game set up from another position than the
 * standard start.
 */
public final class ReversiRecordFormat implements RecordFormat<ReversiPosition> {
    private static final Pattern PROPERTY = Pattern.compile("(?<![A-Z])(PB|PW|RE)\\s*\\[((?:\\\\.|[^\\]\\\\])*)\\]");

    /** The format; it holds no state. */
    public ReversiRecordFormat() {
    }

    @Override
    public String name() {
        return "SGF";
    }

    @Override
    public String extension() {
        return "sgf";
    }

    @Override
    public String write(GameRecord record) {
        ReversiPosition position = record.replay(new ReversiGame());
        String sgf = ReversiFormat.write(position, record.firstPlayer(), record.secondPlayer());
        if (position.isOver() || record.result() == Outcome.NONE) {
            return sgf;
        }
        String result = record.result() == Outcome.DRAW ? "0" : record.result() == Outcome.FIRST_WINS ? "B+R" : "W+R";
        int at = sgf.indexOf("SZ[8]") + 5; // in the root node, where no name can hide it
        return sgf.substring(0, at) + "RE[" + result + "]" + sgf.substring(at);
    }

    @Override
    public GameRecord read(String text, GameOptions options) {
        ReversiPosition position = ReversiFormat.read(text);
        if (position.firstSide() != ReversiPosition.BLACK
                || position.initialDiscs(ReversiPosition.BLACK) != ReversiBitboards.START_BLACK
                || position.initialDiscs(ReversiPosition.WHITE) != ReversiBitboards.START_WHITE) {
            throw new NotationException("the game is set up from another position (AB, AW or PL); only games from "
                    + "the standard start can be read", text, 0);
        }
        int[] moves = new int[position.ply()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = position.moveAt(i);
        }
        String black = null;
        String white = null;
        Outcome result = Outcome.NONE;
        Matcher m = PROPERTY.matcher(text);
        while (m.find()) {
            String value = m.group(2).replaceAll("\\\\(.)", "$1");
            switch (m.group(1)) {
                case "PB":
                    black = black == null ? value : black;
                    break;
                case "PW":
                    white = white == null ? value : white;
                    break;
                default:
                    String v = value.trim().toUpperCase(Locale.ROOT);
                    result = v.startsWith("B+") ? Outcome.FIRST_WINS : v.startsWith("W+") ? Outcome.SECOND_WINS
                            : v.equals("0") || v.equals("DRAW") ? Outcome.DRAW : Outcome.NONE;
                    break;
            }
        }
        return new GameRecord(options, moves, black, white, result);
    }
}
