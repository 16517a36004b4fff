package dev.strategist.play;

import dev.strategist.core.Game;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.search.SearchInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One game between two seats, each a person or a computer {@link Player}: the session every app
 * drives. It checks every move (a malformed or illegal one is refused with a clear error and changes
 * nothing), runs the computer's searches off the caller's thread, takes back moves to the person's
 * previous turn (stopping any search), handles resignation and keeps the move list. Thread-safe.
 *
 * @param <P> the game's position type
 */
public final class Match<P extends Position> {
    private final Game<P> game;
    private final P position;
    private final int startPly;
    /** Replaced whole by {@link #reseat}, so an unlocked {@link #seat} read sees one pair or the other. */
    private volatile List<Seat<P>> seats;
    private final List<String> moveTexts = new ArrayList<>();
    private final List<Integer> moves = new ArrayList<>();
    private final List<MatchListener> listeners = new CopyOnWriteArrayList<>();
    private MatchResult resignation;
    private SearchTask thinking;
    private long generation;

    /** A match from {@code start} (copied) between {@code first} and {@code second}. */
    public Match(Game<P> game, P start, Seat<P> first, Seat<P> second) {
        this.game = game;
        this.position = Position.copyOf(start);
        this.startPly = start.ply();
        this.seats = List.of(first, second);
    }

    /** A match from the game's start position with default options. */
    public Match(Game<P> game, Seat<P> first, Seat<P> second) {
        this(game, game.newPosition(), first, second);
    }

    /** Adds a listener for UI events. */
    public void addListener(MatchListener listener) {
        listeners.add(listener);
    }

    /** The game being played. */
    public Game<P> game() {
        return game;
    }

    /** A copy of the current position. */
    public synchronized P position() {
        return Position.copyOf(position);
    }

    /** The seat of side {@code side} (0 first, 1 second). */
    public Seat<P> seat(int side) {
        return seats.get(side);
    }

    /**
     * Seats {@code seat} at side {@code side} from the next search on: a search under way finishes with the
     * player that started it, whose time is bounded, rather than being thrown away. A person's seat stays a
     * person's and a computer's a computer's, since which sides are people decides how far an undo goes.
     */
    public synchronized void reseat(int side, Seat<P> seat) {
        if (seats.get(side).isHuman() != seat.isHuman()) {
            throw new IllegalArgumentException("side " + side + " is played by "
                    + (seat.isHuman() ? "the computer" : "a person") + " and stays so");
        }
        List<Seat<P>> next = new ArrayList<>(seats);
        next.set(side, seat);
        seats = List.copyOf(next);
    }

    /** The seat whose turn it is. */
    public synchronized Seat<P> seatToMove() {
        return seats.get(position.sideToMove());
    }

    /** True when the rules ended the game or a side resigned. */
    public synchronized boolean isOver() {
        return resignation != null || position.isOver();
    }

    /** How the game ended, once it has. */
    public synchronized Optional<MatchResult> result() {
        if (resignation != null) {
            return Optional.of(resignation);
        }
        return position.isOver() ? Optional.of(new MatchResult(position.outcome(), false)) : Optional.empty();
    }

    /** The moves played so far, in notation. */
    public synchronized List<String> moveList() {
        return List.copyOf(moveTexts);
    }

    /** The moves played so far, as move numbers. */
    public synchronized int[] moves() {
        return moves.stream().mapToInt(Integer::intValue).toArray();
    }

    /**
     * True while the computer is searching for a move, or has found it and not yet played it: the search's
     * future completes on the search thread before the move is applied under this lock, and a state read
     * in between must not show the computer to move and idle (a page then stopped following the game and
     * missed a move found in a millisecond).
     */
    public synchronized boolean isThinking() {
        return thinking != null;
    }

    /**
     * Plays a person's move typed in the game's notation and returns it as a move number. Refuses,
     * changing nothing, when the text is not a legal move here ({@link NotationException}), or when
     * the game is over or it is the computer's turn ({@link IllegalStateException}).
     */
    public synchronized int play(String text) {
        checkPersonToMove();
        int move = game.notation().parse(position, text);
        apply(move);
        return move;
    }

    /** Plays a person's move given as a move number; refuses an illegal one with a clear error. */
    public synchronized void play(int move) {
        checkPersonToMove();
        if (!position.isLegal(move)) {
            throw new IllegalArgumentException("move " + move + " is not legal here");
        }
        apply(move);
    }

    /**
     * Plays {@code text} for whichever side is to move, person or computer, with no search: how a saved
     * game is restored. Refused, changing nothing, like {@link #play(String)}: an illegal move, a game that
     * is over, or a computer already thinking.
     */
    public synchronized int replay(String text) {
        checkNotOver();
        if (isThinking()) {
            throw new IllegalStateException("the computer is thinking; a game is restored before it starts");
        }
        int move = game.notation().parse(position, text);
        apply(move);
        return move;
    }

    private void checkPersonToMove() {
        checkNotOver();
        if (!seatToMove().isHuman()) {
            throw new IllegalStateException("it is " + seatToMove().name() + "'s turn (the computer), not yours");
        }
    }

    private void checkNotOver() {
        if (isOver()) {
            throw new IllegalStateException("the game is over: " + describeResult());
        }
    }

    private void apply(int move) {
        int side = position.sideToMove();
        String text = game.notation().format(position, move);
        position.play(move);
        moves.add(move);
        moveTexts.add(text);
        generation++;
        for (MatchListener l : listeners) {
            l.onMove(side, move, text);
        }
        if (position.isOver()) {
            MatchResult r = new MatchResult(position.outcome(), false);
            for (MatchListener l : listeners) {
                l.onGameOver(r);
            }
        }
    }

    /**
     * Starts the computer's search for the side to move; the move is played when it is found, unless
     * the position changed in the meantime (an undo, say). Refused when a person is to move.
     */
    public synchronized SearchTask startComputerMove() {
        checkNotOver();
        Seat<P> seat = seatToMove();
        if (seat.isHuman()) {
            throw new IllegalStateException("it is " + seat.name() + "'s turn, not the computer's");
        }
        if (isThinking()) {
            return thinking;
        }
        long expected = generation;
        SearchTask task = seat.player().bestMoveAsync(position, this::searchInfo);
        thinking = task;
        for (MatchListener l : listeners) {
            l.onThinking(true);
        }
        task.future().whenComplete((choice, error) -> finishComputerMove(task, expected, choice));
        return task;
    }

    private void searchInfo(SearchInfo info) {
        for (MatchListener l : listeners) {
            l.onSearchInfo(info);
        }
    }

    private synchronized void finishComputerMove(SearchTask task, long expected, Choice choice) {
        if (thinking == task) {
            thinking = null;
            for (MatchListener l : listeners) {
                l.onThinking(false);
            }
        }
        if (choice != null && generation == expected && !isOver()) {
            apply(choice.move());
        }
    }

    /** Lets the computer move and waits for it; returns the move played. */
    public Choice computerMove() {
        SearchTask task = startComputerMove();
        Choice choice = task.future().join();
        task.finished().join(); // the move is applied before the search thread lets go
        return choice;
    }

    /** Asks the computer thinking now to answer at once with its best move so far. */
    public synchronized void moveNow() {
        if (thinking != null) {
            thinking.moveNow();
        }
    }

    /**
     * Takes back moves to the previous turn of a person (or one move when both seats are computers),
     * stopping any search first. Returns how many plies were taken back; 0 when there is nothing to
     * take back. A resigned game cannot be taken back.
     */
    public synchronized int undo() {
        if (resignation != null) {
            throw new IllegalStateException("the game was resigned; start a new one");
        }
        cancelThinking();
        boolean anyHuman = seats.get(0).isHuman() || seats.get(1).isHuman();
        int taken = 0;
        while (position.ply() > startPly) {
            position.undo();
            moves.remove(moves.size() - 1);
            moveTexts.remove(moveTexts.size() - 1);
            taken++;
            if (!anyHuman || seatToMove().isHuman()) {
                break;
            }
        }
        if (taken > 0) {
            generation++;
            for (MatchListener l : listeners) {
                l.onUndo(taken);
            }
        }
        return taken;
    }

    /** Stops the computer's search, if one runs, and drops its answer. */
    public synchronized void cancelThinking() {
        if (thinking != null) {
            thinking.cancel();
            thinking = null;
            generation++;
            for (MatchListener l : listeners) {
                l.onThinking(false);
            }
        }
    }

    /** Side {@code side} resigns; the other side wins. */
    public synchronized void resign(int side) {
        checkNotOver();
        if (side != 0 && side != 1) {
            throw new IllegalArgumentException("side must be 0 or 1, not " + side);
        }
        cancelThinking();
        resignation = new MatchResult(Outcome.winFor(1 - side), true);
        for (MatchListener l : listeners) {
            l.onGameOver(resignation);
        }
    }

    /** The move {@code adviser} would play here, in notation: a hint for the person to move. */
    public String hint(Player<P> adviser) {
        P copy;
        synchronized (this) {
            checkNotOver();
            copy = position();
        }
        return game.notation().format(copy, adviser.bestMove(copy));
    }

    /** The result in words, or "game in progress". */
    public synchronized String describeResult() {
        return result().map(r -> r.describe(seats.get(0).name(), seats.get(1).name())).orElse("game in progress");
    }
}
