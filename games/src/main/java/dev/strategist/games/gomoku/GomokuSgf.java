package dev.strategist.games.gomoku;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.RecordFormat;
import dev.strategist.games.sgf.SgfMainLine;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Gomoku games as SGF ({@code GM[4]}). Writing gives one game tree: the root with
 * {@code GM[4]FF[4]SZ[n]}, the rule when it is not freestyle ({@code RU[renju]}), the players and result when
 * known, then one node per stone, {@code B[..]} or {@code W[..]}, black first. A point is two lower-case
 * letters, column then row counted from the top ({@code hh} is h8, the centre of 15 x 15).
 *
 * <p>Reading takes the main line of the first game tree, accepts points as SGF letters or in Gomoku
 * notation ({@code h8}), ignores properties it does not use (comments, dates), and checks every stone:
 * an error names the character and why. Set-up stones ({@code AB}, {@code AW}) and passes are refused, since
 * a game here starts from the empty board and has no pass.
 */
public final class GomokuSgf implements RecordFormat<GomokuPosition> {
    private static final GomokuGame GAME = new GomokuGame();

    /** The format; it holds no state. */
    public GomokuSgf() {
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
        GomokuPosition position = GAME.newPosition(record.options());
        int size = position.size();
        StringBuilder sb = new StringBuilder("(;GM[4]FF[4]SZ[").append(size).append(']');
        if (position.rule() != GomokuRule.FREESTYLE) {
            sb.append("RU[").append(position.rule().optionValue()).append(']');
        }
        if (record.firstPlayer() != null) {
            sb.append("PB[").append(escape(record.firstPlayer())).append(']');
        }
        if (record.secondPlayer() != null) {
            sb.append("PW[").append(escape(record.secondPlayer())).append(']');
        }
        StringBuilder moves = new StringBuilder();
        for (int move : record.moves()) {
            moves.append(';').append(position.sideToMove() == 0 ? 'B' : 'W').append('[').append(point(size, move))
                    .append(']');
            position.play(move);
        }
        Outcome result = position.isOver() ? position.outcome() : record.result();
        if (result != Outcome.NONE) {
            boolean resigned = !position.isOver();
            sb.append("RE[").append(result == Outcome.DRAW ? "0" : (result == Outcome.FIRST_WINS ? "B+" : "W+")
                    + (resigned && result != Outcome.DRAW ? "R" : "")).append(']');
        }
        return sb.append(moves).append(")\n").toString();
    }

    /** The SGF point of {@code cell}: column letter, then row letter from the top. */
    static String point(int size, int cell) {
        int x = cell % size;
        int rowFromTop = size - 1 - cell / size;
        return "" + (char) ('a' + x) + (char) ('a' + rowFromTop);
    }

    private static String escape(String text) {
        return text.replace("\\", "\\\\").replace("]", "\\]");
    }

    @Override
    public GameRecord read(String sgf, GameOptions options) {
        MainLine line = new MainLine(sgf, options);
        SgfMainLine.walk(sgf, line::property);
        if (line.position == null) {
            line.position = start(line.chosen, sgf, 0);
        }
        GomokuPosition position = line.position;
        int[] played = line.moves.stream().mapToInt(Integer::intValue).toArray();
        GameOptions used = GameOptions.of(GAME.options(), Map.of(GomokuGame.SIZE, Integer.toString(position.size()),
                GomokuGame.RULE, position.rule().optionValue()));
        return new GameRecord(used, played, line.black, line.white, line.result);
    }

    /** What the main line has said so far: options, players, result, and the stones played. */
    private static final class MainLine {
        private final String sgf;
        private final Map<String, String> chosen;
        private final List<Integer> moves = new ArrayList<>();
        private GomokuPosition position;
        private String black;
        private String white;
        private Outcome result = Outcome.NONE;

        MainLine(String sgf, GameOptions options) {
            this.sgf = sgf;
            this.chosen = new LinkedHashMap<>(options.asMap());
        }

        void property(String id, List<String> values, int at) {
            String v = values.get(0).trim();
            switch (id) {
                case "GM":
                    if (!v.equals("4")) {
                        throw new NotationException("GM[" + v + "] is not Gomoku (GM[4])", sgf, at);
                    }
                    break;
                case "SZ":
                    checkRoot(position, id, sgf, at);
                    chosen.put(GomokuGame.SIZE, v);
                    break;
                case "RU":
                    checkRoot(position, id, sgf, at);
                    chosen.put(GomokuGame.RULE, v.toLowerCase(Locale.ROOT));
                    break;
                case "PB":
                    black = values.get(0);
                    break;
                case "PW":
                    white = values.get(0);
                    break;
                case "RE":
                    result = result(v, sgf, at);
                    break;
                case "AB":
                case "AW":
                case "AE":
                    throw new NotationException(id + ": set-up stones are not supported; a game starts from "
                            + "the empty board", sgf, at);
                case "B":
                case "W":
                    stone(id, v, at);
                    break;
                default:
                    break; // comments, dates, times: not part of the game
            }
        }

        private void stone(String id, String v, int at) {
            if (position == null) {
                position = start(chosen, sgf, at);
            }
            int side = id.equals("B") ? 0 : 1;
            if (side != position.sideToMove()) {
                throw new NotationException("move " + (position.ply() + 1) + " is "
                        + (position.sideToMove() == 0 ? "black" : "white") + "'s, not "
                        + (side == 0 ? "black" : "white") + "'s", sgf, at);
            }
            if (position.isOver()) {
                throw new NotationException("move " + (position.ply() + 1) + " " + id + "[" + v
                        + "]: the game is already over (" + position.outcome().describe() + ")", sgf, at);
            }
            int cell = cell(position.size(), v, sgf, at, position.ply() + 1);
            String problem = GomokuNotation.problem(position, cell);
            if (problem != null) {
                throw new NotationException("move " + (position.ply() + 1) + " " + id + "[" + v + "]: "
                        + problem, sgf, at);
            }
            position.play(cell);
            moves.add(cell);
        }
    }

    private static void checkRoot(GomokuPosition position, String id, String sgf, int at) {
        if (position != null) {
            throw new NotationException(id + " must come before the first move", sgf, at);
        }
    }

    private static GomokuPosition start(Map<String, String> chosen, String sgf, int at) {
        try {
            return GAME.newPosition(GameOptions.of(GAME.options(), chosen));
        } catch (IllegalArgumentException e) {
            throw new NotationException("the board cannot be set up: " + e.getMessage(), sgf, at);
        }
    }

    private static Outcome result(String v, String sgf, int at) {
        String t = v.toUpperCase(Locale.ROOT);
        if (t.startsWith("B+")) {
            return Outcome.FIRST_WINS;
        }
        if (t.startsWith("W+")) {
            return Outcome.SECOND_WINS;
        }
        if (t.equals("0") || t.equals("DRAW") || t.equals("JIGO")) {
            return Outcome.DRAW;
        }
        if (t.isEmpty() || t.equals("?") || t.equals("VOID")) {
            return Outcome.NONE;
        }
        throw new NotationException("RE[" + v + "] is not a result (B+, W+, 0 or ?)", sgf, at);
    }

    /** A point written as SGF letters ({@code hh}) or in Gomoku notation ({@code h8}). */
    private static int cell(int size, String v, String sgf, int at, int number) {
        String t = v.toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            throw new NotationException("move " + number + ": Gomoku has no pass", sgf, at);
        }
        if (t.length() == 2 && Character.isLetter(t.charAt(0)) && Character.isLetter(t.charAt(1))) {
            int x = t.charAt(0) - 'a';
            int rowFromTop = t.charAt(1) - 'a';
            if (x < 0 || x >= size || rowFromTop < 0 || rowFromTop >= size) {
                throw new NotationException("move " + number + ": '" + v + "' is off the " + size + " x " + size
                        + " board (points run aa.." + (char) ('a' + size - 1) + (char) ('a' + size - 1) + ")", sgf, at);
            }
            return (size - 1 - rowFromTop) * size + x;
        }
        try {
            return GomokuNotation.cell(size, t);
        } catch (NotationException e) {
            throw new NotationException("move " + number + ": '" + v + "' is not a point (like hh or h8)", sgf, at);
        }
    }
}
