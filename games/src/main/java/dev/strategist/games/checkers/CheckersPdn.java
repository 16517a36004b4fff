package dev.strategist.games.checkers;

import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes PDN games of English checkers: {@code [Tag "value"]} lines, then move text with
 * move numbers ({@code 1. 11-15 23-19 2. 8-11}), comments ({@code {...}}, {@code ;} to the end of the
 * line), variations ({@code (...)}, skipped), strength marks ({@code !?}), {@code $n} glyphs and a result
 * ({@code 1-0 0-1 1/2-1/2 *}). A {@code FEN} tag sets the start; a {@code GameType} other than 21 is
 * refused. Moves are checked against the rules as they are read; every error names the line and column.
 */
public final class CheckersPdn {
    private static final CheckersNotation NOTATION = new CheckersNotation();
    private static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "Black", "White", "Result");
    private static final int LINE_WIDTH = 79;

    private final String text;
    private final CheckersPosition position;
    private int at;

    private CheckersPdn(String text, CheckersPosition position) {
        this.text = text;
        this.position = position;
    }

    /** Every game in {@code text}, replayed with the standard draw rules. */
    public static List<PdnGame> read(String text) {
        return new CheckersPdn(text == null ? "" : text, new CheckersPosition()).games();
    }

    /**
     * Plays the one game in {@code text} (tags optional, a FEN tag sets the start) on {@code position}
     * and returns it; used to read a position given as moves. More than one game is an error.
     */
    static CheckersPosition replay(String text, CheckersPosition position) {
        CheckersPdn reader = new CheckersPdn(text, position);
        List<PdnGame> games = reader.games();
        if (games.size() != 1) {
            throw new NotationException("expected one game, found " + games.size(), text);
        }
        return position;
    }

    private List<PdnGame> games() {
        List<PdnGame> games = new ArrayList<>();
        while (true) {
            skipSpaceAndComments();
            if (at >= text.length()) {
                return games;
            }
            games.add(game());
        }
    }

    /** One game: tags, then moves up to a result token, the next tag section or the end. */
    private PdnGame game() {
        Map<String, String> tags = new LinkedHashMap<>();
        skipSpaceAndComments();
        while (at < text.length() && text.charAt(at) == '[') {
            tag(tags);
            skipSpaceAndComments();
        }
        String gameType = tags.get("GameType");
        if (gameType != null && !gameType.strip().split(",")[0].equals("21")) {
            throw error("GameType " + gameType + " is not English checkers (21)", at);
        }
        String fen = tags.getOrDefault("FEN", CheckersFen.START);
        try {
            CheckersFen.apply(fen, position);
        } catch (NotationException e) {
            throw error("the FEN tag: " + e.getMessage(), at);
        }
        String startFen = CheckersFen.format(position);
        List<Integer> moves = new ArrayList<>();
        String result = "*";
        while (true) {
            skipSpaceAndComments();
            if (at >= text.length() || text.charAt(at) == '[') {
                break;
            }
            int start = at;
            String word = word();
            if (word.isEmpty()) {
                throw error("unexpected '" + text.charAt(at) + "'", at);
            }
            String token = stripMoveNumber(word);
            start += word.length() - token.length();
            if (token.isEmpty() || token.startsWith("$") && token.substring(1).matches("\\d+")) {
                continue;
            }
            if (isResult(token)) {
                result = normalResult(token);
                break;
            }
            String move = token.replaceAll("[!?]+$", "");
            try {
                int code = resolve(move);
                position.play(code);
                moves.add(code);
            } catch (NotationException e) {
                throw error("move " + (moves.size() + 1) + " '" + move + "': " + e.getMessage(), start);
            }
        }
        // the tag stands in for a missing result token only when it is one: the result is written back as
        // a token, where free text would make the file unreadable
        String tagged = tags.getOrDefault("Result", "*").strip();
        if (result.equals("*") && isResult(tagged)) {
            result = normalResult(tagged);
        }
        return new PdnGame(tags, startFen, moves, result);
    }

    /**
     * A move of the text; a short capture matching several paths is accepted when they all take the same
     * pieces to the same square (the same position follows), as PDN readers must.
     */
    private int resolve(String move) {
        try {
            return NOTATION.parse(position, move);
        } catch (NotationException e) {
            if (!e.getMessage().contains("ambiguous")) {
                throw e;
            }
            int[] legal = position.legalMoves();
            int chosen = -1;
            String after = null;
            for (int m : legal) {
                int[] squares = CheckersMove.squares(m);
                String[] ends = move.toLowerCase().split("x");
                if (ends.length == 2 && CheckersMove.isCapture(m) && squares[0] + 1 == Integer.parseInt(ends[0])
                        && squares[squares.length - 1] + 1 == Integer.parseInt(ends[1])) {
                    position.play(m);
                    String fen = CheckersFen.format(position);
                    position.undo();
                    if (after == null) {
                        after = fen;
                        chosen = m;
                    } else if (!after.equals(fen)) {
                        throw e;
                    }
                }
            }
            if (chosen < 0) {
                throw e;
            }
            return chosen;
        }
    }

    /** The result token as written back: {@code 1-1} and {@code 1/2} are {@code 1/2-1/2}. */
    private static String normalResult(String token) {
        return token.equals("1-1") || token.equals("1/2") ? "1/2-1/2" : token;
    }

    private static boolean isResult(String token) {
        return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2") || token.equals("*")
                || token.equals("1-1") || token.equals("1/2") || token.equals("0-0");
    }

    /** {@code 12.11-15} is {@code 11-15}; {@code 12.} and {@code 12...} are nothing; {@code ...} too. */
    private static String stripMoveNumber(String word) {
        int i = 0;
        while (i < word.length() && Character.isDigit(word.charAt(i))) {
            i++;
        }
        int dots = i;
        while (dots < word.length() && word.charAt(dots) == '.') {
            dots++;
        }
        return dots > i ? word.substring(dots) : word;
    }

    private String word() {
        int start = at;
        while (at < text.length() && !Character.isWhitespace(text.charAt(at)) && "{}()[];".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        return text.substring(start, at);
    }

    private void tag(Map<String, String> tags) {
        int open = at++;
        skipSpaces();
        int nameStart = at;
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
            at++;
        }
        if (at == nameStart) {
            throw error("a tag needs a name, like [Event \"...\"]", at);
        }
        String name = text.substring(nameStart, at);
        skipSpaces();
        if (at >= text.length() || text.charAt(at) != '"') {
            throw error("the tag " + name + " needs a quoted value", at);
        }
        int quote = at++;
        StringBuilder value = new StringBuilder();
        while (true) {
            if (at >= text.length() || text.charAt(at) == '\n') {
                throw error("the value of tag " + name + " is not closed with '\"'", quote);
            }
            char c = text.charAt(at++);
            if (c == '"') {
                break;
            }
            if (c == '\\' && at < text.length() && (text.charAt(at) == '"' || text.charAt(at) == '\\')) {
                c = text.charAt(at++);
            }
            value.append(c);
        }
        skipSpaces();
        if (at >= text.length() || text.charAt(at) != ']') {
            throw error("the tag " + name + " is not closed with ']'", open);
        }
        at++;
        tags.put(name, value.toString());
    }

    private void skipSpaces() {
        while (at < text.length() && (text.charAt(at) == ' ' || text.charAt(at) == '\t')) {
            at++;
        }
    }

    private void skipSpaceAndComments() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (Character.isWhitespace(c)) {
                at++;
            } else if (c == '{') {
                int end = text.indexOf('}', at);
                if (end < 0) {
                    throw error("the comment is not closed with '}'", at);
                }
                at = end + 1;
            } else if (c == ';') {
                int end = text.indexOf('\n', at);
                at = end < 0 ? text.length() : end + 1;
            } else if (c == '(') {
                skipVariation();
            } else if (c == '}' || c == ')') {
                throw error("'" + c + "' closes nothing", at);
            } else {
                return;
            }
        }
    }

    private void skipVariation() {
        int open = at;
        int depth = 0;
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c == '{') {
                int end = text.indexOf('}', at);
                if (end < 0) {
                    throw error("the comment is not closed with '}'", at);
                }
                at = end;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                at++;
                return;
            }
            at++;
        }
        throw error("the variation is not closed with ')'", open);
    }

    private NotationException error(String message, int index) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < Math.min(index, text.length()); i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new NotationException("line " + line + ", column " + (index - lineStart + 1) + ": " + message, text,
                index);
    }

    /** The PDN text of {@code game}: the seven tags (with {@code ?} where unknown), GameType, FEN if needed, moves. */
    public static String write(PdnGame game) {
        StringBuilder sb = new StringBuilder();
        Map<String, String> tags = new LinkedHashMap<>();
        for (String name : ROSTER) {
            tags.put(name, game.tags().getOrDefault(name, name.equals("Result") ? game.result() : "?"));
        }
        tags.put("GameType", "21");
        boolean setUp = !game.startFen().equals(CheckersFen.START);
        if (setUp) {
            tags.put("SetUp", "1");
            tags.put("FEN", game.startFen());
        }
        game.tags().forEach(tags::putIfAbsent);
        if (!setUp) {
            tags.remove("FEN");
            tags.remove("SetUp");
        }
        tags.forEach((k, v) -> sb.append('[').append(k).append(" \"")
                .append(v.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n"));
        sb.append('\n');
        CheckersPosition p = new CheckersPosition(0, 0);
        CheckersFen.apply(game.startFen(), p);
        StringBuilder line = new StringBuilder();
        int number = 1;
        for (int i = 0; i < game.moves().size(); i++) {
            int move = game.moves().get(i);
            String token = "";
            if (p.sideToMove() == 0) {
                token = number + ". ";
            } else if (i == 0) {
                token = number + "... ";
            }
            token += NOTATION.format(p, move);
            if (p.sideToMove() == 1) {
                number++;
            }
            append(sb, line, token);
            p.play(move);
        }
        append(sb, line, game.result());
        sb.append(line).append('\n');
        return sb.toString();
    }

    private static void append(StringBuilder sb, StringBuilder line, String token) {
        if (line.length() > 0 && line.length() + 1 + token.length() > LINE_WIDTH) {
            sb.append(line).append('\n');
            line.setLength(0);
        }
        if (line.length() > 0) {
            line.append(' ');
        }
        line.append(token);
    }
}
