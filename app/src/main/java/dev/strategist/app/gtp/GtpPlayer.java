package dev.strategist.app.gtp;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.MovesFromStart;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * An outside engine as a player of one of our games, over GTP: before each of its moves it is brought to the
 * position by the moves from the game's start ({@code play black c4}, ...; only the new ones when it already
 * knows the earlier ones, else after {@code clear_board}), then asked {@code genmove} for the side to move
 * (side 0 is {@code black}, side 1 {@code white}). Its answer is read with the game's notation, so the
 * engine must use the same move names (Othello's {@code c4} and {@code pass} do, in either case); an answer
 * the notation cannot read, or {@code resign}, comes back as {@link Position#NO_MOVE}, which a match counts
 * as a loss. The engine starts at the first move asked of it; a set-up command may take the longer of ten
 * seconds (a program's start) and the time a move may take.
 *
 * @param <P> the game's position type
 */
public final class GtpPlayer<P extends Position> implements OutsidePlayer<P> {
    /** How long a command other than genmove may take. */
    private static final long SETUP_MILLIS = 10_000;
    /** GTP's name of a pass, which our Othello notation shares. */
    private static final String PASS = "pass";

    private final Game<P> game;
    private final GameOptions options;
    private final List<String> command;
    private final long answerMillis;
    private final long setupMillis;
    private final Long timeMillis;
    private final Consumer<String> log;
    private final List<String> known = new ArrayList<>();
    private GtpEngine engine;
    /** The last genmove was answered {@code resign}. */
    private boolean resigned;
    /** Under a game clock, its time left before its next move, in milliseconds; -1 without one. */
    private long clockLeft = -1;
    /** The engine has been told the game clock's main time ({@code time_settings}). */
    private boolean clockTold;

    /**
     * A player of {@code game} with {@code options} by the engine {@code command}, which must answer each
     * genmove within {@code answerMillis}; {@code timeMillis}, when not null, is offered to the engine as its
     * time per move ({@code time_settings}, which engines may ignore); the engine's lines that are not GTP go
     * to {@code log}.
     */
    public GtpPlayer(Game<P> game, GameOptions options, List<String> command, long answerMillis, Long timeMillis,
                     Consumer<String> log) {
        if (command.isEmpty()) {
            throw OutsideEngineException.cannotStart("no engine command given");
        }
        this.game = game;
        this.options = options;
        this.command = List.copyOf(command);
        this.answerMillis = answerMillis;
        this.setupMillis = Math.max(answerMillis, SETUP_MILLIS);
        this.timeMillis = timeMillis;
        this.log = log;
    }

    /**
     * The engine's move in {@code position}, or {@link Position#NO_MOVE} when it resigned or spoke nonsense;
     * an {@link OutsideEngineException} when the engine failed (died, hung, refused), which loses the game
     * when {@link OutsideEngineException#losesGame()} says so.
     */
    @Override
    public int bestMove(P position) {
        // a set-up opening is the match's choice, not the engine's failing: no game of it can be played
        List<String> moves = MovesFromStart.of(game, options, position).orElseThrow(() -> new IllegalArgumentException(
                "an outside engine plays only games that start from " + game.title() + "'s start position"));
        int[] legal = position.legalMoves();
        if (legal.length == 1) {
            // a forced move (a pass, say) is not asked: engines that pass by themselves would not understand;
            // the engine hears of it with the moves after it
            return legal[0];
        }
        if (engine == null) {
            start();
        }
        catchUp(moves);
        String colour = position.sideToMove() == 0 ? "black" : "white";
        if (clockLeft >= 0) {
            tellClock(colour);
        }
        String text = engine.send("genmove " + colour, answerMillis).toLowerCase(Locale.ROOT);
        resigned = text.equals("resign");
        if (resigned) {
            return Position.NO_MOVE;
        }
        try {
            int move = game.notation().parse(position, text);
            known.add(game.notation().format(position, move));
            return move;
        } catch (NotationException e) {
            return Position.NO_MOVE;
        }
    }

    /** Starts the engine with its board size, time and a clear board, unless it runs; any game suits it. */
    @Override
    public void open(P start) {
        if (engine == null) {
            start();
        }
    }

    private void start() {
        engine = new GtpEngine(command, log);
        String size = options.asMap().get("size");
        if (size != null) {
            engine.send("boardsize " + size, setupMillis);
        }
        if (timeMillis != null) {
            // whole seconds per move as byo-yomi of one stone; an engine without time control may refuse
            engine.trySend("time_settings 0 " + Math.max(1, (timeMillis + 999) / 1000) + " 1", setupMillis);
        }
        engine.send("clear_board", setupMillis);
    }

    /**
     * Under a game clock the engine hears it as GTP has it: the main time once ({@code time_settings MAIN 0 0},
     * absolute time: its first move's time left is the whole of it), then its time left before each genmove
     * ({@code time_left COLOUR SECONDS 0}), in whole seconds rounded down; an increment has no GTP words and
     * shows only in the time left. Engines without time control may refuse either.
     */
    private void tellClock(String colour) {
        long seconds = clockLeft / 1000;
        if (!clockTold) {
            engine.trySend("time_settings " + seconds + " 0 0", setupMillis);
            clockTold = true;
        }
        engine.trySend("time_left " + colour + " " + seconds + " 0", setupMillis);
    }

    /** Remembers its clock's time left, told to the engine before its next genmove. */
    @Override
    public void timeLeft(long leftMillis, long incrementMillis) {
        clockLeft = Math.max(0, leftMillis);
    }

    /** Plays on the engine's board the moves it does not know yet, starting over when the game is another. */
    private void catchUp(List<String> moves) {
        if (moves.size() < known.size() || !moves.subList(0, known.size()).equals(known)) {
            engine.send("clear_board", setupMillis);
            known.clear();
        }
        P p = game.newPosition(options);
        for (int i = 0; i < moves.size(); i++) {
            String move = moves.get(i);
            if (i >= known.size()) {
                String play = "play " + (p.sideToMove() == 0 ? "black" : "white") + " " + move;
                if (move.equalsIgnoreCase(PASS)) {
                    engine.trySend(play, setupMillis); // some engines (GRhino) refuse passes and pass by themselves
                } else {
                    engine.send(play, setupMillis);
                }
                known.add(move);
            }
            p.play(game.notation().parse(p, move));
        }
    }

    /** True when the last genmove was answered {@code resign}. */
    @Override
    public boolean resigned() {
        return resigned;
    }

    /** What the player is, for a match's listing. */
    @Override
    public String toString() {
        return "gtp: " + String.join(" ", command);
    }

    /** Ends the engine's process, if it was started. */
    @Override
    public void close() {
        if (engine != null) {
            engine.close();
            engine = null;
        }
    }
}
