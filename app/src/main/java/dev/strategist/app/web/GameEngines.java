package dev.strategist.app.web;

import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.MatchResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * The outside engines seated in one browser game (none, one, or both sides of a watched game): started with the
 * game, ended when it ends (an engine is asked again, afresh, if a move is taken back) or is discarded, and
 * what went wrong with them for the page.
 *
 * @param <P> the game's position type
 */
final class GameEngines<P extends Position> implements MatchListener {
    /** Each side's seat, null where the computer or you play. */
    private final List<EngineSeat<P>> seats;

    private GameEngines(List<EngineSeat<P>> seats) {
        this.seats = seats;
    }

    /**
     * The seats {@code setup} names in a game of {@code game} from {@code start} (the game's start: engines
     * play no set-up); a name {@code engines} no longer offers for the game is seated all the same, its moves
     * failing with the reason, so a saved game still opens and can be taken back or resigned. Their moves wait for
     * the engines' answers on {@code moves}' threads.
     */
    static <P extends Position> GameEngines<P> of(Game<P> game, GameOptions options, P start, GameSetup setup,
                                                  OutsideEngines engines, Executor moves) {
        List<EngineSeat<P>> seats = new ArrayList<>(Collections.nCopies(2, null));
        for (int side = 0; side < 2; side++) {
            String name = setup.engineAt(side);
            if (name == null) {
                continue;
            }
            String refusal = engines.refusal(name, game);
            seats.set(side, refusal == null
                    ? EngineSeat.of(name, () -> engines.player(name, game, options), start, engines.cap(), moves)
                    : EngineSeat.missing(name, refusal + ": this game can be taken back or resigned", moves));
        }
        return new GameEngines<>(Collections.unmodifiableList(seats));
    }

    /**
     * Follows {@code match}, whose seats these are: the engines end when it ends, and an engine's resignation
     * resigns its side, if the match is still where the engine was asked (not taken back meanwhile).
     */
    void seatIn(Match<P> match) {
        match.addListener(this);
        for (int side = 0; side < 2; side++) {
            int engineSide = side;
            if (seats.get(side) != null) {
                seats.get(side).onResign(at -> {
                    synchronized (match) {
                        P now = match.position();
                        if (!match.isOver() && now.sideToMove() == engineSide && now.ply() == at.ply()
                                && now.hash() == at.hash()) {
                            match.resign(engineSide);
                        }
                    }
                });
            }
        }
    }

    /** The seat at {@code side}, or null where no engine plays. */
    EngineSeat<P> at(int side) {
        return seats.get(side);
    }

    /** Each side's engine name, null where none plays. */
    List<String> names() {
        List<String> names = new ArrayList<>(2);
        for (EngineSeat<P> seat : seats) {
            names.add(seat == null ? null : seat.name());
        }
        return Collections.unmodifiableList(names);
    }

    /**
     * Takes a place under the server's bound for each engine's process about to start ({@link #open}): a 503, with
     * no place kept, when there are not enough; nothing else has changed.
     */
    void reserve() {
        for (EngineSeat<P> seat : seats) {
            if (seat != null && !seat.reserve()) {
                seats.stream().filter(Objects::nonNull).forEach(EngineSeat::unreserve);
                throw ApiException.enginesFull(seat.capFull());
            }
        }
    }

    /** Starts the engines' processes on a thread of their own: a program may take seconds to set up. */
    void open() {
        if (seats.stream().anyMatch(Objects::nonNull)) {
            daemon("strategist-engine-open", () -> seats.stream().filter(Objects::nonNull).forEach(EngineSeat::open));
        }
    }

    /** What went wrong with an engine of the game, in words; null when nothing did. */
    String failure() {
        return seats.stream().filter(Objects::nonNull).map(EngineSeat::failure).filter(Objects::nonNull)
                .findFirst().orElse(null);
    }

    /**
     * Ends every engine's process for good (the game is discarded, or the server stops), each on a thread of its
     * own: a process may take a second to quit, and nobody waits for it who need not. Completes once all ended.
     */
    CompletableFuture<Void> discardAll() {
        return CompletableFuture.allOf(seats.stream().filter(Objects::nonNull)
                .map(seat -> CompletableFuture.runAsync(seat::discard, work -> daemon("strategist-engine-close", work)))
                .toArray(CompletableFuture[]::new));
    }

    /** Ends, on a thread of their own, the engines' processes idle since {@code cutoff} (see {@link EngineSeat}). */
    void closeIdleSince(long cutoff) {
        if (anyRunning()) {
            daemon("strategist-engine-close", () -> seats.stream().filter(Objects::nonNull)
                    .forEach(s -> s.closeIfIdleSince(cutoff)));
        }
    }

    /** True while an engine's process runs. */
    boolean anyRunning() {
        return seats.stream().anyMatch(s -> s != null && s.isRunning());
    }

    /**
     * The game ended: the engines end too, on a thread of their own, since this is heard under the game's
     * lock and a process may take a second to go.
     */
    @Override
    public void onGameOver(MatchResult result) {
        if (anyRunning()) {
            // the engines running at the end, taken now: by the time the thread runs, an undo may have started
            // a fresh one, which must go on
            List<Runnable> closes = new ArrayList<>();
            for (EngineSeat<P> seat : seats) {
                if (seat != null) {
                    OutsidePlayer<P> engine = seat.current();
                    closes.add(() -> seat.close(engine));
                }
            }
            daemon("strategist-engine-close", () -> closes.forEach(Runnable::run));
        }
    }

    /** A move taken back: an engine's failure no longer describes the game. */
    @Override
    public void onUndo(int plies) {
        seats.stream().filter(Objects::nonNull).forEach(EngineSeat::forgetFailure);
    }

    private static void daemon(String name, Runnable work) {
        Thread t = new Thread(work, name);
        t.setDaemon(true);
        t.start();
    }
}
