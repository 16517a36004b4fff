package dev.strategist.app.gomocup;

import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuEvaluator;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * A Gomoku brain speaking the Gomocup (Piskvork) protocol, one command per line: START, RESTART,
 * RECTSTART (square boards), BEGIN, TURN, BOARD ... DONE, SWAP2BOARD ... DONE, INFO, TAKEBACK, PLAY, ABOUT,
 * END. Anything
 * else gets {@code UNKNOWN}; a known command it cannot carry out gets {@code ERROR} with the reason, and
 * the brain reads on: no line ends it but END or the end of its input. Every answer is flushed.
 */
public final class GomocupBrain {
    /** What ABOUT answers. */
    static final String ABOUT = "name=\"Strategist\", version=\"1.0\", author=\"The Strategist project\", "
            + "country=\"Unknown\", www=\"https://github.com/strategist\"";
    private static final int WARM_UP_MILLIS = 300;

    private final BufferedReader in;
    private final PrintWriter out;
    private final GomocupClock clock = new GomocupClock();
    private GomokuRule rule = GomokuRule.FREESTYLE;
    private GomokuPosition position;
    private final BitSet blocked = new BitSet();
    private final GomokuEvaluator evaluator = new GomokuEvaluator();
    private GomokuPlayer player;
    private int tableMegabytes = 64;
    private boolean warmedUp;

    /** A brain reading commands from {@code in} and answering on {@code out}. */
    public GomocupBrain(BufferedReader in, PrintWriter out) {
        this.in = in;
        this.out = out;
    }

    /** Answers commands until END or the end of the input. */
    public void run() throws IOException {
        String line;
        while ((line = in.readLine()) != null) {
            if (!handle(line)) {
                return;
            }
        }
    }

    /** Handles one line; false after END. */
    boolean handle(String raw) throws IOException {
        long received = System.nanoTime();
        String line = raw.strip();
        if (line.isEmpty()) {
            return true;
        }
        int space = indexOfSpace(line);
        String command = (space < 0 ? line : line.substring(0, space)).toUpperCase(Locale.ROOT);
        String argument = space < 0 ? "" : line.substring(space + 1).strip();
        try {
            switch (command) {
                case "END": return false;
                case "START": start(argument); break;
                case "RECTSTART": rectStart(argument); break;
                case "RESTART": restart(); break;
                case "INFO": info(argument); break;
                case "BEGIN": begin(received); break;
                case "TURN": turn(argument, received); break;
                case "BOARD": board(received); break;
                case "TAKEBACK": takeBack(argument); break;
                case "PLAY": play(argument); break;
                case "ABOUT": answer(ABOUT); break;
                case "SWAP2BOARD": swap2(received); break;
                default: answer("UNKNOWN unknown command '" + command + "'"); break;
            }
        } catch (GomocupException e) {
            answer("ERROR " + e.getMessage());
        } catch (RuntimeException e) {
            // a brain must never die on a line (protocol §1): a failure of ours is answered, visibly
            answer("ERROR internal failure on '" + (line.length() > 40 ? line.substring(0, 40) + "..." : line)
                    + "': " + e);
        }
        return true;
    }

    private static int indexOfSpace(String line) {
        for (int i = 0; i < line.length(); i++) {
            if (Character.isWhitespace(line.charAt(i))) {
                return i;
            }
        }
        return -1;
    }

    private void start(String argument) {
        int size;
        try {
            size = Integer.parseInt(argument.strip());
        } catch (NumberFormatException e) {
            throw new GomocupException("START needs a board size, not '" + argument + "'");
        }
        newBoard(size);
        answer("OK");
    }

    private void rectStart(String argument) {
        String[] parts = argument.split("[,\\s]+");
        if (parts.length != 2 || !parts[0].matches("\\d+") || !parts[1].matches("\\d+")) {
            throw new GomocupException("RECTSTART needs width,height, not '" + argument + "'");
        }
        if (!parts[0].equals(parts[1])) {
            throw new GomocupException("only square boards are supported, not " + parts[0] + "x" + parts[1]);
        }
        if (parts[0].length() > 2) {
            throw new GomocupException("unsupported board size " + parts[0] + "; supported: 9 to 20");
        }
        newBoard(Integer.parseInt(parts[0]));
        answer("OK");
    }

    private void newBoard(int size) {
        if (size < 9 || size > 20) {
            throw new GomocupException("unsupported board size " + size + "; supported: 9 to 20");
        }
        position = new GomokuPosition(size, rule);
        blocked.clear();
        if (player == null) {
            player = new GomokuPlayer(tableMegabytes);
        }
        player.newGame();
        warmUp(); // START is not charged: the JIT compiles the search here rather than on move one
    }

    private void restart() {
        board();
        newBoard(position.size());
        answer("OK");
    }

    private void warmUp() {
        if (warmedUp) {
            return;
        }
        warmedUp = true;
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 i9 h10 j8 i8");
        player.choose(p, WARM_UP_MILLIS);
        player.newGame();
    }

    private void info(String argument) {
        int space = indexOfSpace(argument);
        String key = (space < 0 ? argument : argument.substring(0, space)).toLowerCase(Locale.ROOT);
        String value = space < 0 ? "" : argument.substring(space + 1).strip();
        long number;
        try {
            number = Long.parseLong(value);
        } catch (NumberFormatException e) {
            return; // evaluate x,y, folder and other text values are not used
        }
        switch (key) {
            case "timeout_turn": clock.turnMillis(number); break;
            case "timeout_match": clock.matchMillis(number); break;
            case "time_left": clock.leftMillis(number); break;
            case "max_memory": memory(number); break;
            case "rule": rule(number); break;
            default: break;
        }
    }

    /** A table of about an eighth of the memory limit, at most 64 MB (the JVM needs the rest). */
    private void memory(long bytes) {
        int megabytes = bytes <= 0 ? 64 : (int) Math.max(1, Math.min(64, bytes / 8 / (1 << 20)));
        if (megabytes != tableMegabytes) {
            tableMegabytes = megabytes;
            player = null;
            if (position != null) {
                player = new GomokuPlayer(tableMegabytes);
            }
        }
    }

    /** The rule bit mask ({@link GomocupRules}); a game under way is replayed under the new rule. */
    private void rule(long mask) {
        GomokuRule next = GomocupRules.of(mask);
        if (next != rule) {
            rule = next;
            if (position != null) {
                GomokuPosition replayed = new GomokuPosition(position.size(), rule);
                for (int i = 0; i < position.ply(); i++) {
                    replayed.play(position.moveAt(i));
                }
                position = replayed;
            }
        }
    }

    private void begin(long received) {
        board();
        if (position.ply() != 0) {
            throw new GomocupException("BEGIN on a board that is not empty; send RESTART first");
        }
        think(received);
    }

    private void turn(String argument, long received) {
        board();
        int cell = cell(argument);
        if (position.isOver()) {
            throw new GomocupException("the game is over: " + position.outcome().describe());
        }
        if (position.stone(cell) != 0 || blocked.get(cell)) {
            throw new GomocupException(argument + " is not empty");
        }
        position.play(cell);
        think(received);
    }

    private void play(String argument) {
        board();
        int cell = cell(argument);
        if (position.isOver() || position.stone(cell) != 0 || blocked.get(cell)) {
            throw new GomocupException("cannot play " + argument + " here");
        }
        position.play(cell);
        answer(GomokuNotation.protocol(position.size(), cell));
    }

    private void takeBack(String argument) {
        board();
        int cell = cell(argument);
        if (position.ply() == 0 || position.lastMove() != cell) {
            throw new GomocupException("TAKEBACK " + argument + " is not the last move");
        }
        position.undo();
        answer("OK");
    }

    /** The lines up to DONE (BOARD's and SWAP2BOARD's blocks), or null when the input ends first. */
    private List<String> blockUpToDone() throws IOException {
        List<String> block = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null && !line.strip().equalsIgnoreCase("DONE")) {
            block.add(line);
        }
        return line == null ? null : block;
    }

    /**
     * Reads {@code x,y,f} lines up to DONE, rebuilds the position and answers a move. The whole block is
     * read before any error is answered, so its lines are never taken for commands; a block cut short
     * by the end of the input gets no answer (the manager is gone).
     */
    private void board(long received) throws IOException {
        List<String> block = blockUpToDone();
        if (block == null) {
            return;
        }
        board();
        List<Integer> own = new ArrayList<>();
        List<Integer> theirs = new ArrayList<>();
        BitSet wall = new BitSet();
        String error = null;
        for (String entry : block) {
            String t = entry.strip();
            if (t.isEmpty() || error != null) {
                continue;
            }
            String[] parts = t.split("\\s*,\\s*");
            if (parts.length != 3 || !parts[2].matches("[123]")) {
                error = "bad BOARD line '" + t + "': expected x,y,f with f 1, 2 or 3";
                continue;
            }
            try {
                int cell = cell(parts[0] + "," + parts[1]);
                switch (parts[2]) {
                    case "1": own.add(cell); break;
                    case "2": theirs.add(cell); break;
                    default: wall.set(cell); break;
                }
            } catch (GomocupException e) {
                error = "bad BOARD line '" + t + "': " + e.getMessage();
            }
        }
        if (error != null) {
            throw new GomocupException(error);
        }
        int mine = own.size();
        int other = theirs.size();
        if (mine != other && mine != other - 1) {
            throw new GomocupException("BOARD has " + mine + " own and " + other + " opponent stones: "
                    + "the side to move must have as many stones as the other or one fewer");
        }
        List<Integer> black = mine == other ? own : theirs;
        List<Integer> white = mine == other ? theirs : own;
        GomokuPosition p = new GomokuPosition(position.size(), rule);
        for (int i = 0; i < black.size() + white.size(); i++) {
            int cell = i % 2 == 0 ? black.get(i / 2) : white.get(i / 2);
            if (p.stone(cell) != 0 || p.isOver()) {
                throw new GomocupException(p.isOver() ? "BOARD holds a finished game"
                        : "BOARD names " + GomokuNotation.protocol(p.size(), cell) + " twice");
            }
            p.play(cell);
        }
        position = p;
        blocked.clear();
        blocked.or(wall);
        if (position.isOver()) {
            throw new GomocupException("BOARD holds a finished game: " + position.outcome().describe());
        }
        think(received);
    }

    private void think(long received) {
        if (position.isOver()) {
            throw new GomocupException("the game is over: " + position.outcome().describe());
        }
        long budget = clock.budget();
        long spent = (System.nanoTime() - received) / 1_000_000L;
        GomokuPlayer.Decision d = player.choose(position, Math.max(1, budget - spent));
        int move = d.move();
        if (blocked.get(move)) {
            move = bestFreeCell();
        }
        position.play(move);
        answer("MESSAGE " + d.reason() + ", depth " + d.depth() + ", score " + d.score() + ", nodes " + d.nodes());
        answer(GomokuNotation.protocol(position.size(), move));
    }

    /**
     * The free cell (not a blocked point, F=3) the evaluator's move ordering likes best, near the stones
     * where there are any: the player does not know the blocked points, so its choice may be one.
     */
    private int bestFreeCell() {
        int[] moves = position.legalMoves();
        int best = -1;
        long bestKey = Long.MIN_VALUE;
        for (int m : moves) {
            if (blocked.get(m)) {
                continue;
            }
            long key = ((long) (position.nearStones(m) > 0 ? 1 : 0) << 40) + evaluator.orderScore(position, m);
            if (key > bestKey) {
                bestKey = key;
                best = m;
            }
        }
        if (best < 0) {
            throw new GomocupException("no free cell: every empty cell is a blocked point");
        }
        return best;
    }

    /** The current board; an error if no START came yet. */
    private void board() {
        if (position == null) {
            throw new GomocupException("no board yet: send START first");
        }
    }

    private int cell(String text) {
        String[] parts = text.split("\\s*,\\s*");
        if (parts.length != 2 || !parts[0].strip().matches("-?\\d{1,9}") || !parts[1].strip().matches("-?\\d{1,9}")) {
            throw new GomocupException("'" + text + "' is not x,y");
        }
        int x = Integer.parseInt(parts[0].strip());
        int y = Integer.parseInt(parts[1].strip());
        int size = position.size();
        if (x < 0 || y < 0 || x >= size || y >= size) {
            throw new GomocupException(x + "," + y + " is off the " + size + "x" + size + " board");
        }
        return y * size + x;
    }

    /**
     * SWAP2BOARD: the stones so far in the order played (black, white, black, ...; the field values are
     * not needed for that), then DONE. Three stones (ours to answer as the second player) or five (ours
     * as the first): the evaluator judges the position for white, who is to move; white's side is taken
     * by playing its move when it is not worse, else we SWAP to black. No stones: we open with three
     * stones (black in the centre, white beside it diagonally, black where the evaluation is closest to
     * even), so neither side of the swap is an easy choice. Two more stones is not an answer we give.
     */
    private void swap2(long received) throws IOException {
        List<String> block = blockUpToDone();
        if (block == null) {
            return;
        }
        board();
        GomokuPosition p = new GomokuPosition(position.size(), rule);
        for (String entry : block) {
            String t = entry.strip();
            if (t.isEmpty()) {
                continue;
            }
            String[] parts = t.split("\\s*,\\s*");
            if (parts.length != 3 || !parts[2].matches("[12]")) {
                throw new GomocupException("bad SWAP2BOARD line '" + t + "': expected x,y,f with f 1 or 2");
            }
            int cell = cell(parts[0] + "," + parts[1]);
            if (!p.canPlay(cell)) {
                throw new GomocupException("SWAP2BOARD cannot place " + parts[0] + "," + parts[1] + " here");
            }
            p.play(cell);
        }
        int stones = p.ply();
        if (stones != 0 && stones != 3 && stones != 5) {
            throw new GomocupException("SWAP2BOARD with " + stones + " stones; expected 0, 3 or 5");
        }
        blocked.clear();
        position = p;
        if (stones == 0) {
            answer(openingForSwap2());
            return;
        }
        if (evaluator.evaluate(position) < 0) {
            answer("MESSAGE swap: the evaluation favours black by " + -evaluator.evaluate(position));
            answer("SWAP");
            return;
        }
        think(received);
    }

    /** Three stones near the centre whose position (white to move) the evaluator judges nearest to even. */
    private String openingForSwap2() {
        int size = position.size();
        int centre = (size / 2) * size + size / 2;
        position.play(centre);
        position.play(centre + size + 1);
        int best = -1;
        int bestValue = Integer.MAX_VALUE;
        for (int dy = -2; dy <= 2; dy++) {
            for (int dx = -2; dx <= 2; dx++) {
                int cell = centre + dy * size + dx;
                if (position.stone(cell) != 0) {
                    continue;
                }
                position.play(cell);
                int value = Math.abs(evaluator.evaluate(position));
                position.undo();
                if (value < bestValue) {
                    bestValue = value;
                    best = cell;
                }
            }
        }
        position.play(best);
        return GomokuNotation.protocol(size, centre) + " " + GomokuNotation.protocol(size, centre + size + 1) + " "
                + GomokuNotation.protocol(size, best);
    }

    private void answer(String text) {
        out.print(text);
        out.print('\n');
        out.flush();
    }

    /** A known command that cannot be carried out; answered with ERROR. */
    private static final class GomocupException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        GomocupException(String message) {
            super(message);
        }
    }

    /** The move cell chosen last, for tests. */
    int lastMove() {
        return position == null ? Position.NO_MOVE : position.lastMove();
    }
}
