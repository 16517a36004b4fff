package dev.strategist.play;

import dev.strategist.core.Game;
import dev.strategist.core.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;
import java.util.function.LongSupplier;

/**
 * Games between two players, A and B, from a list of openings: the one tournament loop, which the
 * {@code match} command and the bench's tournaments share. Game {@code i} starts from opening
 * {@code (i / 2) mod openings}, A playing the first player's side when {@code i} is even and the second when
 * it is odd (each opening twice, colours swapped), with two players made for that game alone and closed
 * with it, so a game's moves depend on its index, not on the thread count or the other games, and an outside
 * engine that failed loses that game only. Both players are {@linkplain Player#open opened} before a game's
 * first move, so an outside engine's start is not counted in its first reply. A game ends by the rules, as a
 * draw at the ply limit, or as a loss for a player that moved illegally or failed in a way that loses the game
 * (or, under a {@linkplain #withClock game clock}, ran out of time).
 *
 * @param <P> the game's position type
 * @param <O> an opening as the caller keeps it (a name and moves, a ballot, a bare position)
 */
public final class Tournament<P extends Position, O> {

    /**
     * One finished game.
     *
     * @param index       its number in the tournament, from 0
     * @param opening     where it started
     * @param aFirst      true when A played the first player's side (side 0)
     * @param pointsA     A's points in half points: 0 (lost), 1 (draw), 2 (won)
     * @param adjudicated true when it was stopped as a draw at the ply limit
     * @param forfeit     null when the rules ended the game, else how the loser lost it: "played an illegal
     *                    move", or what its failure said ("failed: the engine did not answer ...")
     * @param moves       the moves played from the opening, in notation
     * @param end         the final position
     * @param repliesA    how long each of A's moves took, in milliseconds, in the order played
     * @param repliesB    the same for B
     * @param <P>         the game's position type
     * @param <O>         the opening's type
     */
    public record Played<P extends Position, O>(int index, O opening, boolean aFirst, int pointsA,
                                                boolean adjudicated, String forfeit, List<String> moves, P end,
                                                int[] repliesA, int[] repliesB) {
        /** The plies played from the opening. */
        public int plies() {
            return moves.size();
        }

        /** A's result as a sign: 1 won, 0 drawn, -1 lost. */
        public int signA() {
            return pointsA - 1;
        }
    }

    /**
     * Gets each game in tournament order; returns false to stop the tournament after it.
     *
     * @param <P> the game's position type
     * @param <O> the opening's type
     */
    public interface InOrder<P extends Position, O> {
        /** Takes the next game in order; false stops the tournament. */
        boolean accept(Played<P, O> game);
    }

    private final Game<P> game;
    private final List<O> openings;
    private final Function<? super O, ? extends P> start;
    private final IntFunction<? extends Player<P>> playerA;
    private final IntFunction<? extends Player<P>> playerB;
    private final int maxPlies;
    private final Function<RuntimeException, String> forfeits;
    /** The clock every game is played under, or null: each player keeps to its own time a move. */
    private final GameClock clock;
    /** Where reply times and the clock are read, in nanoseconds: {@link System#nanoTime} but in tests. */
    private final LongSupplier nanoTime;

    /**
     * A tournament of {@code game} from {@code openings}, each opening's position given by {@code start}
     * (copied for each game), between the players {@code playerA} and {@code playerB} make for a game's index;
     * a game not over after {@code maxPlies} plies from its opening is a draw. {@code forfeits} tells how a
     * player's failure loses the game it was thrown in: the words for the game line ("failed: ..."), or null
     * when it is no game's result, and then it stops the tournament.
     */
    public Tournament(Game<P> game, List<O> openings, Function<? super O, ? extends P> start,
                      IntFunction<? extends Player<P>> playerA, IntFunction<? extends Player<P>> playerB,
                      int maxPlies, Function<RuntimeException, String> forfeits) {
        if (maxPlies < 1) {
            throw new IllegalArgumentException("the ply limit must be 1 or more, not " + maxPlies);
        }
        this.game = game;
        this.openings = List.copyOf(openings);
        this.start = start;
        this.playerA = playerA;
        this.playerB = playerB;
        this.maxPlies = maxPlies;
        this.forfeits = forfeits;
        this.clock = null;
        this.nanoTime = System::nanoTime;
    }

    private Tournament(Tournament<P, O> t, GameClock clock, LongSupplier nanoTime) {
        this.game = t.game;
        this.openings = t.openings;
        this.start = t.start;
        this.playerA = t.playerA;
        this.playerB = t.playerB;
        this.maxPlies = t.maxPlies;
        this.forfeits = t.forfeits;
        this.clock = clock;
        this.nanoTime = nanoTime;
    }

    /**
     * The same tournament with every game played under {@code clock} (null: none): before each move the mover is
     * told its time left ({@link Player#timeLeft}), and a move that takes more than that loses the game on time.
     */
    public Tournament<P, O> withClock(GameClock clock) {
        return withClock(clock, System::nanoTime);
    }

    /**
     * As {@link #withClock(GameClock)}, with reply times and the clock read from {@code nanoTime} (nanoseconds), so
     * that a test decides how long each move takes instead of sleeping through it.
     */
    public Tournament<P, O> withClock(GameClock clock, LongSupplier nanoTime) {
        return new Tournament<>(this, clock, nanoTime);
    }

    /** As the full constructor, where no failure loses a game: every failure stops the tournament. */
    public Tournament(Game<P> game, List<O> openings, Function<? super O, ? extends P> start,
                      IntFunction<? extends Player<P>> playerA, IntFunction<? extends Player<P>> playerB,
                      int maxPlies) {
        this(game, openings, start, playerA, playerB, maxPlies, failure -> null);
    }

    /**
     * Plays games 0..{@code games-1} on {@code threads} threads, giving each to {@code inOrder} in order
     * (on whichever thread finished the last game it waited for) and telling {@code finished} the count of
     * games done so far as each ends. Stops starting games once {@code inOrder} says stop; games already
     * running then finish but are not handed on. Returns how many games were handed on.
     */
    public int run(int games, int threads, InOrder<P, O> inOrder, IntPredicate finished)
            throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger done = new AtomicInteger();
        Object lock = new Object();
        @SuppressWarnings("unchecked")
        Played<P, O>[] results = new Played[games];
        int[] next = {0};
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "tournament-game");
            t.setDaemon(true);
            return t;
        });
        List<Future<?>> futures = new ArrayList<>();
        try {
            for (int i = 0; i < games; i++) {
                int index = i;
                futures.add(pool.submit(() -> {
                    if (stop.get()) {
                        return;
                    }
                    Played<P, O> played = play(index);
                    synchronized (lock) {
                        if (stop.get()) {
                            return;
                        }
                        results[index] = played;
                        while (next[0] < games && results[next[0]] != null) {
                            Played<P, O> g = results[next[0]];
                            results[next[0]++] = null; // handed on: let the positions go
                            if (!inOrder.accept(g)) {
                                stop.set(true);
                                break;
                            }
                        }
                        finished.test(done.incrementAndGet());
                    }
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (ExecutionException e) {
                    stop.set(true);
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException) {
                        throw (RuntimeException) cause;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return next[0];
    }

    /**
     * Plays games 0..{@code games-1} one after another on the caller's thread, giving each to
     * {@code inOrder}, until it says stop; returns how many games were played.
     */
    public int playInOrder(int games, InOrder<P, O> inOrder) {
        for (int i = 0; i < games; i++) {
            if (!inOrder.accept(play(i))) {
                return i + 1;
            }
        }
        return games;
    }

    /**
     * The opening game {@code index} starts from: each opening twice in a row (once with A first, once with B),
     * round the list again when the games outnumber its pairs. Whoever rebuilds a game from its index uses this.
     */
    public static <O> O openingOf(List<O> openings, int index) {
        return openings.get((index / 2) % openings.size());
    }

    /** Plays game {@code index} to its end or the ply limit, with players made for it and closed after it. */
    public Played<P, O> play(int index) {
        O opening = openingOf(openings, index);
        boolean aFirst = index % 2 == 0;
        try (Player<P> a = playerA.apply(index); Player<P> b = playerB.apply(index)) {
            return play(index, opening, aFirst, a, b);
        }
    }

    private Played<P, O> play(int index, O opening, boolean aFirst, Player<P> a, Player<P> b) {
        P p = Position.copyOf(start.apply(opening));
        int aSide = aFirst ? 0 : 1;
        List<String> moves = new ArrayList<>();
        int[][] replies = {new int[64], new int[64]}; // A's, B's; grown as needed
        int[] replyCount = new int[2];
        long[] left = clock == null ? null : new long[] {clock.mainMillis(), clock.mainMillis()}; // A's, B's
        // an outside engine starts before the clock, as a tournament manager starts a brain before its first
        // turn: its process and set-up are not counted in its first reply; one that cannot start loses the game
        for (int who = 0; who < 2; who++) {
            try {
                (who == 0 ? a : b).open(Position.copyOf(p));
            } catch (RuntimeException e) {
                return played(index, opening, aFirst, who == 0 ? 0 : 2, false, forfeitOrThrow(e), moves, p,
                        replies, replyCount);
            }
        }
        while (!p.isOver() && moves.size() < maxPlies) {
            boolean aMoves = p.sideToMove() == aSide;
            int points = aMoves ? 0 : 2; // the mover's opponent wins if the mover forfeits
            int move;
            int who = aMoves ? 0 : 1;
            if (left != null) {
                (aMoves ? a : b).timeLeft(left[who], clock.incrementMillis());
            }
            long asked = nanoTime.getAsLong();
            try {
                move = (aMoves ? a : b).bestMove(p);
            } catch (RuntimeException e) {
                return played(index, opening, aFirst, points, false, forfeitOrThrow(e), moves, p, replies,
                        replyCount);
            }
            long took = (nanoTime.getAsLong() - asked) / 1_000_000L;
            if (replyCount[who] == replies[who].length) {
                replies[who] = Arrays.copyOf(replies[who], 2 * replies[who].length);
            }
            replies[who][replyCount[who]++] = (int) Math.min(Integer.MAX_VALUE, took);
            if (left != null) {
                if (took > left[who]) {
                    // as a clock flag falls: the move made after it does not count, legal or not
                    return played(index, opening, aFirst, points, false, "lost on time (" + took + " ms with "
                            + left[who] + " ms left)", moves, p, replies, replyCount);
                }
                left[who] += clock.incrementMillis() - took;
            }
            if (!p.isLegal(move)) {
                // a player's bug (a forbidden renju move, say) loses the game rather than hiding as a draw, and
                // the move is named so that the position can be looked at
                return played(index, opening, aFirst, points, false, "played an illegal move" + named(p, move),
                        moves, p, replies, replyCount);
            }
            moves.add(game.notation().format(p, move));
            p.play(move);
        }
        int points = p.isOver() ? p.outcome().signFor(aSide) + 1 : 1;
        return played(index, opening, aFirst, points, !p.isOver(), null, moves, p, replies, replyCount);
    }

    /** How {@code failure} loses its player's game; thrown on when it is no game's result, stopping the tournament. */
    private String forfeitOrThrow(RuntimeException failure) {
        String forfeit = forfeits.apply(failure);
        if (forfeit == null) {
            throw failure;
        }
        return forfeit;
    }

    private static <P extends Position, O> Played<P, O> played(int index, O opening, boolean aFirst, int points,
                                                               boolean adjudicated, String forfeit,
                                                               List<String> moves, P end, int[][] replies,
                                                               int[] count) {
        return new Played<>(index, opening, aFirst, points, adjudicated, forfeit, List.copyOf(moves), end,
                Arrays.copyOf(replies[0], count[0]), Arrays.copyOf(replies[1], count[1]));
    }

    /**
     * " (TEXT)" naming an illegal {@code move} as the game's notation writes it, or as its number where the
     * notation cannot (it is only bound to write legal moves); nothing for no move at all.
     */
    private String named(P p, int move) {
        if (move == Position.NO_MOVE) {
            return "";
        }
        try {
            return " (" + game.notation().format(p, move) + ")";
        } catch (RuntimeException e) {
            return " (move number " + move + ")";
        }
    }
}
