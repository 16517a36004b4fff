package dev.strategist.app.gomocup;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * An outside Gomocup brain as a player of our Gomoku, spoken to as a tournament manager does: {@code START}
 * with the board size and {@code INFO} with the rule, the time per move and the memory, then each move asked
 * with {@code BEGIN} (the empty board), {@code TURN x,y} (the opponent's answer to its last move) or, when
 * the game did not come about that way (an opening, a new game), the whole board with {@code BOARD}, its own
 * stones as 1 and the opponent's as 2, in the order played. An answer off the board or on a taken point comes
 * back as {@link Position#NO_MOVE}, which a match counts as a loss. START and RESTART may take the longer of
 * ten seconds (a program's start) and the time a move may take.
 */
public final class GomocupPlayer implements OutsidePlayer<GomokuPosition> {
    /** What a manager tells a brain it may use: Gomocup's limit. */
    private static final long MAX_MEMORY = 367_001_600L;
    /** How long START or RESTART may take at least: a brain may load its tables then, uncharged. */
    private static final long SETUP_MILLIS = 10_000;

    private final List<String> command;
    private final long answerMillis;
    private final long setupMillis;
    private final Long timeMillis;
    private final Consumer<String> log;
    private final List<Integer> known = new ArrayList<>();
    private GomocupEngine engine;
    /** Under a game clock, its time left before its next move, in milliseconds; -1 without one. */
    private long clockLeft = -1;
    /** The brain has been told the game clock's match time ({@code INFO timeout_match}). */
    private boolean clockTold;

    /**
     * A player by the brain {@code command}, which must answer each move within {@code answerMillis};
     * {@code timeMillis}, when not null, is its {@code timeout_turn}; the brain's lines that are not the
     * protocol's go to {@code log}.
     */
    public GomocupPlayer(List<String> command, long answerMillis, Long timeMillis, Consumer<String> log) {
        if (command.isEmpty()) {
            throw OutsideEngineException.cannotStart("no engine command given");
        }
        this.command = List.copyOf(command);
        this.answerMillis = answerMillis;
        this.setupMillis = Math.max(answerMillis, SETUP_MILLIS);
        this.timeMillis = timeMillis;
        this.log = log;
    }

    /**
     * The brain's move in {@code position}, or {@link Position#NO_MOVE} when it answered no legal point; an
     * {@link OutsideEngineException} when the brain failed (died, hung, refused), which loses the game when
     * {@link OutsideEngineException#losesGame()} says so.
     */
    @Override
    public int bestMove(GomokuPosition position) {
        if (engine == null) {
            start(position);
        }
        if (clockLeft >= 0) {
            tellClock();
        }
        int ply = position.ply();
        String answer;
        if (ply == 0 && known.isEmpty()) {
            answer = engine.move("BEGIN", answerMillis);
        } else if (ply == known.size() + 1 && knowsAllBut(position, 1)) {
            answer = engine.move("TURN " + GomokuNotation.protocol(position.size(), position.moveAt(ply - 1)),
                    answerMillis);
        } else {
            if (!known.isEmpty()) {
                engine.expectOk("RESTART", setupMillis);
            }
            answer = board(position);
        }
        known.clear();
        for (int i = 0; i < ply; i++) {
            known.add(position.moveAt(i));
        }
        int cell = cell(position, answer);
        known.add(cell);
        return cell;
    }

    /** Starts the brain with {@code START} and the {@code INFO} of a game like {@code start}'s, unless it runs. */
    @Override
    public void open(GomokuPosition start) {
        if (engine == null) {
            start(start);
        }
    }

    private void start(GomokuPosition position) {
        engine = new GomocupEngine(command, log);
        engine.expectOk("START " + position.size(), setupMillis);
        if (timeMillis != null) {
            engine.tell("INFO timeout_turn " + timeMillis);
        }
        engine.tell("INFO timeout_match 0");
        engine.tell("INFO max_memory " + MAX_MEMORY);
        engine.tell("INFO game_type 1");
        engine.tell("INFO rule " + GomocupRules.mask(position.rule()));
        // one thread, as our side searches: a manager's extension that brains unaware of it ignore
        engine.tell("INFO thread_num 1");
    }

    /**
     * Under a game clock the brain hears it as a manager says it: the match time once ({@code INFO timeout_match},
     * its first move's time left, with a turn limit of the same when it has no time a move), then its time left
     * before each move ({@code INFO time_left}).
     */
    private void tellClock() {
        if (!clockTold) {
            engine.tell("INFO timeout_match " + clockLeft);
            if (timeMillis == null) {
                engine.tell("INFO timeout_turn " + clockLeft);
            }
            clockTold = true;
        }
        engine.tell("INFO time_left " + clockLeft);
    }

    /** Remembers its clock's time left, told to the brain before its next move. */
    @Override
    public void timeLeft(long leftMillis, long incrementMillis) {
        clockLeft = Math.max(0, leftMillis);
    }

    private boolean knowsAllBut(GomokuPosition position, int last) {
        for (int i = 0; i < position.ply() - last; i++) {
            if (known.get(i) != position.moveAt(i)) {
                return false;
            }
        }
        return true;
    }

    private String board(GomokuPosition position) {
        engine.tell("BOARD");
        int me = position.sideToMove();
        for (int i = 0; i < position.ply(); i++) {
            // no passes in Gomoku: the moves alternate from black's
            engine.tell(GomokuNotation.protocol(position.size(), position.moveAt(i)) + "," + (i % 2 == me ? 1 : 2));
        }
        return engine.move("DONE", answerMillis);
    }

    private static OutsideEngineException notAMove(String answer) {
        return new OutsideEngineException("the engine answered '" + answer + "', which is not a move (x,y)",
                "the engine answered something that is not a move (x,y)");
    }

    /** The point the brain named, or NO_MOVE when the text is not a free point of the board. */
    private static int cell(GomokuPosition position, String answer) {
        String[] parts = answer.split(",");
        if (parts.length != 2) {
            throw notAMove(answer);
        }
        int x;
        int y;
        try {
            x = Integer.parseInt(parts[0].strip());
            y = Integer.parseInt(parts[1].strip());
        } catch (NumberFormatException e) {
            throw notAMove(answer);
        }
        int size = position.size();
        if (x < 0 || y < 0 || x >= size || y >= size) {
            return Position.NO_MOVE;
        }
        int cell = y * size + x;
        return position.canPlay(cell) ? cell : Position.NO_MOVE;
    }

    /** What the player is, for a match's listing. */
    @Override
    public String toString() {
        return "pbrain: " + String.join(" ", command);
    }

    /** Ends the brain's process, if it was started. */
    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
