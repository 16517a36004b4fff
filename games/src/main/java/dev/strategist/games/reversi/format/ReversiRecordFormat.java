package dev.strategist.games.reversi.format;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.RecordFormat;
import dev.strategist.games.reversi.ReversiBitboards;
import dev.strategist.games.reversi.ReversiBoard;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Othello's game records: {@link ReversiFormat}'s SGF ({@code GM[2]}) as the game's {@link RecordFormat}.
 * A resignation, which the moves cannot show, is written as {@code RE[B+R]} or {@code RE[W+R]}; reading
 * takes the players and the stated result too. A game set up from another position ({@code AB},
 * {@code AW}, {@code AE}, {@code PL}) keeps it as the record's start, as a {@link ReversiObf} board line;
 * a set-up that leaves a centre square empty, which no game reaches, is refused.
 */
public final class ReversiRecordFormat implements RecordFormat<ReversiPosition> {
    /** d4, e4, d5 and e5: never empty in a game, whose four start discs are there. */
    private static final long CENTRE = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);
    private static final ReversiGame GAME = new ReversiGame();
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
        ReversiPosition position = record.replay(GAME);
        String sgf = ReversiFormat.write(position, record.firstPlayer(), record.secondPlayer());
        if (position.isOver() || record.result() == Outcome.NONE) {
            return sgf;
        }
        String result = record.result() == Outcome.DRAW ? "0" : record.result() == Outcome.FIRST_WINS ? "B+R" : "W+R";
        int at = sgf.indexOf("]", sgf.indexOf("SZ[")) + 1; // in the root node, where no name can hide it
        return sgf.substring(0, at) + "RE[" + result + "]" + sgf.substring(at);
    }

    @Override
    public GameRecord read(String text, GameOptions options) {
        ReversiPosition position = ReversiFormat.read(text);
        String start = null;
        long black = position.initialDiscs(ReversiPosition.BLACK);
        long white = position.initialDiscs(ReversiPosition.WHITE);
        if (position.firstSide() != ReversiPosition.BLACK || black != ReversiBitboards.START_BLACK
                || white != ReversiBitboards.START_WHITE) {
            if (((black | white) & CENTRE) != CENTRE) {
                ReversiBoard board = position.board();
                String names = board.name(27) + ", " + board.name(28) + ", " + board.name(35) + ", " + board.name(36);
                throw new NotationException("the set-up (AB, AW, AE) leaves a centre square (" + names + ") empty;"
                        + " no game of Othello can reach that, as the four centre discs are there from the start",
                        text, 0);
            }
            start = ReversiObf.format(position.board(), black, white, position.firstSide());
        }
        int[] moves = new int[position.ply()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = position.moveAt(i);
        }
        String blackName = null;
        String whiteName = null;
        Outcome result = Outcome.NONE;
        Matcher m = PROPERTY.matcher(text);
        while (m.find()) {
            String value = m.group(2).replaceAll("\\\\(.)", "$1");
            switch (m.group(1)) {
                case "PB":
                    blackName = blackName == null ? value : blackName;
                    break;
                case "PW":
                    whiteName = whiteName == null ? value : whiteName;
                    break;
                default:
                    String v = value.trim().toUpperCase(Locale.ROOT);
                    result = v.startsWith("B+") ? Outcome.FIRST_WINS : v.startsWith("W+") ? Outcome.SECOND_WINS
                            : v.equals("0") || v.equals("DRAW") ? Outcome.DRAW : Outcome.NONE;
                    break;
            }
        }
        GameOptions sized = GameOptions.of(GAME.options(), java.util.Map.of(ReversiGame.SIZE,
                Integer.toString(position.board().size())));
        return new GameRecord(sized, moves, blackName, whiteName, result, start);
    }
}
