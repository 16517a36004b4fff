package dev.strategist.app.cli;

import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.play.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntPredicate;

/**
 * Plays a match's games, on several threads if asked, and hands them back in their order whatever order
 * they finish in. Game {@code i} starts from opening {@code (i / 2) mod openings}, A playing the first
 * player's side when {@code i} is even and the second when it is odd (each opening twice, colours
 * swapped), with its own two players: strategists seeded from the match seed and {@code i} alone, so a
 * game's moves do not depend on the thread count or on the other games, only on the players' time limits;
 * or an outside engine, started for the game and ended with it, so that an engine that failed (died, hung,
 * broke its protocol) loses that game only and the next game has a fresh process.
 *
 * @param <P> the game's position type
 */
final class MatchRunner<P extends Position> {

    /**
     * One finished game.
     *
     * @param index       its number in the match, from 0
     * @param opening     where it started
     * @param aFirst      true when A played the first player's side (side 0)
     * @param pointsA     A's points in half points: 0 (lost), 1 (draw), 2 (won)
     * @param adjudicated true when it was stopped as a draw at the ply limit
     * @param forfeit     null when the rules ended the game, else how the loser lost it: "played an illegal
     *                    move", or an outside engine's failure ("failed: the engine did not answer ...")
     * @param moves       the moves played from the opening, in notation
     * @param end         the final position
     * @param repliesA    how long each of A's moves took, in milliseconds, in the order played
     * @param repliesB    the same for B
     */
    record Played<P extends Position>(int index, MatchOpening<P> opening, boolean aFirst, int pointsA,
                                      boolean adjudicated, String forfeit, List<String> moves, P end,
                                      int[] repliesA, int[] repliesB) {
        /** The plies played from the opening. */
        int plies() {
            return moves.size();
        }
    }

    /** Gets each game in match order; returns false to stop the match after it. */
    interface InOrder<P extends Position> {
        boolean accept(Played<P> game);
    }

    private final Game<P> game;
    private final List<MatchOpening<P>> openings;
    private final PlayerSpec a;
    private final PlayerSpec b;
    private final long seed;
    private final int maxPlies;
    private final GameOptions options;
    private final Long engineTimeout;
    private final Consumer<String> log;

    /**
     * A match of {@code game} played with {@code options} between players {@code a} and {@code b} from
     * {@code openings}; an outside engine must answer a move within {@code engineTimeout} milliseconds (null:
     * its default), and its lines that are not its protocol's go to {@code log}, after "A: " or "B: ".
     */
    MatchRunner(Game<P> game, GameOptions options, List<MatchOpening<P>> openings, PlayerSpec a, PlayerSpec b,
                long seed, int maxPlies, Long engineTimeout, Consumer<String> log) {
        this.game = game;
        this.options = options;
        this.openings = List.copyOf(openings);
        this.a = a;
        this.b = b;
        this.seed = seed;
        this.maxPlies = maxPlies;
        this.engineTimeout = engineTimeout;
        this.log = log;
    }

    /** Player A of game {@code index} (an outside engine starts at its first move). */
    Player<P> playerA(int index) {
        return GamePlayers.matchPlayer(game, options, a, seed + 2L * index, engineTimeout,
                line -> log.accept("A: " + line));
    }

    /** Player B of game {@code index}. */
    Player<P> playerB(int index) {
        return GamePlayers.matchPlayer(game, options, b, seed + 2L * index + 1, engineTimeout,
                line -> log.accept("B: " + line));
    }

    /** The seed of game {@code index}'s player A (B's is one more). */
    long seedOf(int index) {
        return seed + 2L * index;
    }

    /**
     * Plays games 0..{@code games-1} on {@code threads} threads, giving each to {@code inOrder} in order
     * (on whichever thread finished the last game it waited for) and telling {@code finished} the count of
     * games done so far as each ends. Stops starting games once {@code inOrder} says stop; games already
     * running then finish but are not handed on. Returns how many games were handed on.
     */
    int run(int games, int threads, InOrder<P> inOrder, IntPredicate finished) throws InterruptedException {
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger done = new AtomicInteger();
        Object lock = new Object();
        @SuppressWarnings("unchecked")
        Played<P>[] results = new Played[games];
        int[] next = {0};
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "match-game");
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
                    Played<P> played = play(index);
                    synchronized (lock) {
                        if (stop.get()) {
                            return;
                        }
                        results[index] = played;
                        while (next[0] < games && results[next[0]] != null) {
                            Played<P> g = results[next[0]];
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

    /** Plays game {@code index} to its end or the ply limit. */
    @SuppressWarnings("unchecked")
    Played<P> play(int index) {
        MatchOpening<P> opening = openings.get((index / 2) % openings.size());
        boolean aFirst = index % 2 == 0;
        try (Player<P> playerA = playerA(index); Player<P> playerB = playerB(index)) {
            return play(index, opening, aFirst, playerA, playerB);
        }
    }

    @SuppressWarnings("unchecked")
    private Played<P> play(int index, MatchOpening<P> opening, boolean aFirst, Player<P> playerA,
                           Player<P> playerB) {
        P p = (P) opening.position().copy();
        int aSide = aFirst ? 0 : 1;
        List<String> moves = new ArrayList<>();
        int[][] replies = {new int[maxPlies / 2 + 1], new int[maxPlies / 2 + 1]}; // A's, B's
        int[] replyCount = new int[2];
        while (!p.isOver() && moves.size() < maxPlies) {
            boolean aMoves = p.sideToMove() == aSide;
            int points = aMoves ? 0 : 2; // the mover's opponent wins if the mover forfeits
            int move;
            long asked = System.nanoTime();
            try {
                move = (aMoves ? playerA : playerB).bestMove(p);
            } catch (OutsideEngineException e) {
                if (!e.losesGame()) {
                    throw e; // no game's result: the match stops
                }
                return played(index, opening, aFirst, points, false, "failed: " + e.getMessage(), moves, p,
                        replies, replyCount);
            }
            int who = aMoves ? 0 : 1;
            if (replyCount[who] == replies[who].length) {
                replies[who] = java.util.Arrays.copyOf(replies[who], 2 * replies[who].length);
            }
            replies[who][replyCount[who]++] = (int) Math.min(Integer.MAX_VALUE, (System.nanoTime() - asked) / 1_000_000L);
            if (!p.isLegal(move)) {
                // a player's bug (a forbidden renju move, say) loses the game rather than hiding as a draw
                return played(index, opening, aFirst, points, false, "played an illegal move", moves, p, replies,
                        replyCount);
            }
            moves.add(game.notation().format(p, move));
            p.play(move);
        }
        int points = p.isOver() ? p.outcome().signFor(aSide) + 1 : 1;
        return played(index, opening, aFirst, points, !p.isOver(), null, moves, p, replies, replyCount);
    }

    private static <P extends Position> Played<P> played(int index, MatchOpening<P> opening, boolean aFirst,
                                                         int points, boolean adjudicated, String forfeit,
                                                         List<String> moves, P end, int[][] replies, int[] count) {
        return new Played<>(index, opening, aFirst, points, adjudicated, forfeit, List.copyOf(moves), end,
                java.util.Arrays.copyOf(replies[0], count[0]), java.util.Arrays.copyOf(replies[1], count[1]));
    }
}
