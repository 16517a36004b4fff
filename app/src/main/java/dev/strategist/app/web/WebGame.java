package dev.strategist.app.web;

import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * One game in the browser: a {@link Match} between a person and the computer, and the turns taken in it.
 * Every change goes through the match, which refuses bad moves and moves out of turn without changing
 * anything; whenever the computer is to move, its search is queued on the server's {@link SearchPool},
 * never run on the request thread, and the searches run on the server's own {@link ServerThreads}. A
 * request that needs a search reserves its place first, so a busy server refuses it (503) with the game
 * unchanged. The other jobs are parts of their own: the set-up ({@link GameSetup}), the seats and their
 * levels ({@link Seating}, {@link ComputerLevels}), the pace of a watched game ({@link Watching}), saving
 * ({@link GamePersistence}), who may change it ({@link GameOwner}), hints ({@link GameHints}), what the page
 * shows ({@link PageState}, {@link RecordFile}), and restoring ({@link GameRestore}).
 *
 * @param <P> the game's position type
 */
final class WebGame<P extends Position> {
    private final String id;
    private final Game<P> game;
    private final GameOptions options;
    private final String start;
    private final int you;
    private final Match<P> match;
    private final ComputerSearches<P> searches;
    private final Watching<P> watching;
    private final AnalysisStream<P> stream;
    private final GameOwner owner;
    private final GamePersistence<P> persistence;
    private final ComputerLevels<P> levels;
    private final GameHints<P> hints;
    private final PageState<P> page;
    private final GameEngines<P> engines;

    /**
     * A game with no moves yet, its outside engines (if {@code setup} names any) from {@code outside}; its
     * computer does not start until asked ({@link #start}, {@link #replay}), nor do its engines' processes.
     */
    WebGame(String id, Game<P> game, GameOptions options, String start, GameSetup setup, String createdAt,
            ServerThreads threads, String tokenHash, OutsideEngines outside) {
        this.id = id;
        this.game = game;
        this.options = options;
        this.start = start;
        this.you = setup.you();
        P startPosition = PageState.startPosition(game, options, start);
        this.engines = GameEngines.of(game, options, startPosition, setup, outside, threads.engineMoves());
        Seating<P> seating = Seating.of(game, setup, threads.strategists(), engines);
        this.match = new Match<>(game, startPosition, seating.seats().get(0), seating.seats().get(1));
        engines.seatIn(match);
        this.searches = new ComputerSearches<>(match, threads.pool());
        this.watching = new Watching<>(you, setup.delayMillis(), match, searches, threads.watchTimer());
        this.stream = new AnalysisStream<>(game, match, searches::count, this::pageGone, threads.heartbeat());
        match.addListener(stream);
        this.owner = new GameOwner(tokenHash);
        this.persistence = new GamePersistence<>(new StoredGame(id, game.name(), options.toString(), you,
                setup.level(), setup.secondLevel(), setup.delayMillis(), setup.seed(), createdAt, List.of(), null,
                false, WebAlgorithms.nameOf(setup.algorithm()), WebAlgorithms.nameOf(setup.secondAlgorithm()),
                setup.adaptive(), tokenHash, start, setup.player(), setup.engine(), setup.secondEngine(),
                setup.strength(), setup.secondStrength()), match);
        this.levels = new ComputerLevels<>(game, match, seating, setup.seed(), threads.strategists(), persistence,
                this::checkNotOver);
        this.hints = new GameHints<>(game, match, threads, setup.seed() + 1, you, this::checkNotOver);
        this.page = new PageState<>(id, game, options, start, levels::seating, setup.adaptive(), match);
    }

    /**
     * A new game of {@code game}, changed only by requests carrying the token whose hash is
     * {@code tokenHash}; when the computer moves first, its search starts at once (a 503 when the server
     * is too busy for it, and no game is made).
     */
    static <P extends Position> WebGame<P> start(String id, Game<P> game, GameOptions options, GameSetup setup,
                                                ServerThreads threads, String tokenHash) {
        return start(id, game, options, setup, threads, tokenHash, OutsideEngines.none());
    }

    /**
     * The same, its outside engines (if {@code setup} names any) from {@code outside}, started at once: a 503, and
     * no game, when the server runs as many engines' processes as it allows.
     */
    static <P extends Position> WebGame<P> start(String id, Game<P> game, GameOptions options, GameSetup setup,
                                                ServerThreads threads, String tokenHash, OutsideEngines outside) {
        WebGame<P> g = new WebGame<>(id, game, options, null, setup, java.time.Instant.now().toString(), threads,
                tokenHash, outside);
        g.engines.reserve();
        try {
            g.searches.begin(true);
        } catch (RuntimeException e) {
            g.engines.discardAll();
            throw e;
        }
        g.engines.open();
        return g;
    }

    /**
     * Plays {@code moves} (notation) and, when {@code resigned} is a side, that side's resignation. A
     * watched game is then paused; in a game against you, the computer starts thinking if it is to move:
     * with {@code required}, a busy server is a 503 (a new game); without, the search starts when the game
     * is next looked at (a restored game). A game not over starts its engines: a 503, with nothing started, when
     * the server runs as many engines' processes as it allows.
     */
    void replay(List<String> moves, int resigned, boolean required) {
        synchronized (match) {
            watching.pauseIfWatched(); // before the replay, whose moves would otherwise wake the watched computers
        }
        for (String move : moves) {
            match.replay(move);
        }
        if (resigned >= 0 && !match.isOver()) {
            match.resign(resigned);
        }
        synchronized (match) {
            boolean needsEngines = !match.isOver(); // a finished game needs them only if a move is taken back
            if (needsEngines) {
                engines.reserve(); // before any search starts, so a refusal leaves nothing running
            }
            try {
                if (!watching.paused() && !searches.begin(required)) {
                    searches.setStalled(true);
                }
            } catch (RuntimeException e) {
                engines.discardAll();
                throw e;
            }
            if (needsEngines) {
                engines.open();
            }
        }
    }

    /** The game as its record file: the format's name and file extension, and the text. */
    Map<String, String> record() {
        return RecordFile.of(id, game, options, start, levels.seating(), match);
    }

    /** Where the game is saved: its row, its moves and its result. */
    GamePersistence<P> persistence() {
        return persistence;
    }

    /** Who may change the game. */
    GameOwner owner() {
        return owner;
    }

    /** Your side, or -1 when watching. */
    int you() {
        return you;
    }

    /** The id in URLs. */
    String id() {
        return id;
    }

    /**
     * Plays your move, given in the game's notation; the computer then starts thinking. A 503 when the
     * server has no room for the computer's search: the move is then not played.
     */
    void play(String text) {
        synchronized (match) {
            checkNotOver();
            if (you < 0) {
                throw ApiException.conflict("you are watching: the computer plays both sides");
            }
            if (match.position().sideToMove() != you) {
                throw ApiException.conflict("it is not your turn: the computer is "
                        + (match.isThinking() ? "thinking" : "to move"));
            }
            P after = match.position();
            try {
                after.play(game.notation().parse(after, text)); // checked before a search place is taken
            } catch (NotationException e) {
                throw ApiException.badRequest("illegal move '" + text + "': " + e.getMessage());
            }
            boolean computerNext = !after.isOver() && !match.seat(after.sideToMove()).isHuman();
            // an engine's move waits for another program: it takes no place among our searches
            boolean searchNext = computerNext && !ComputerSearches.isEngine(match.seat(after.sideToMove()));
            SearchPool.Reservation place = searchNext ? searches.pool().tryReserve() : null;
            if (searchNext && place == null) {
                throw ApiException.busy();
            }
            persistence.clearFailure();
            try {
                match.play(text);
            } catch (RuntimeException e) {
                if (place != null) {
                    place.release();
                }
                throw e;
            }
            if (place != null) {
                if (searches.computerToMove()) {
                    searches.submit(place);
                } else {
                    place.release();
                }
            } else if (computerNext) {
                searches.begin(false); // the engine's move, which needs no place
            }
            persistence.throwFailure(); // the move is played in memory, not saved: a 500 says so
        }
    }

    /**
     * Starts the computer's search again when it stalled: it stopped when the game's page went away, or
     * could not start at a restore because the server was busy. Called when the game is looked at; while
     * the server is still busy, it stays stalled.
     */
    void resumeIfIdle() {
        synchronized (match) {
            if (!watching.paused()) {
                searches.resumeIfStalled();
            }
        }
    }

    /**
     * The page that followed this game is gone (its last event stream, opened during search number
     * {@code during}, closed). A close is noticed only at a later write, maybe during a later search that
     * the same page follows with a new stream, so: in a game against you, the search stops (its thread
     * is free) only if it is the one the page followed; a watched game, followed by one stream across
     * many searches, plays no further search (the one under way ends within its time). Either takes up
     * again when the game is next looked at ({@link #resumeIfIdle()}), as a page that is still there
     * does within a poll.
     */
    void pageGone(long during) {
        synchronized (match) {
            if (you < 0) {
                searches.setStalled(!match.isOver());
            } else if (during == searches.count() && (searches.isQueued() || match.isThinking())) {
                searches.stall();
            }
        }
    }

    /**
     * Asks the computer to move (one step when a watched game is paused): refused when it is your turn or
     * the game is over.
     */
    void computerMove() {
        synchronized (match) {
            checkNotOver();
            if (match.seatToMove().isHuman()) {
                throw ApiException.conflict("it is your turn, not the computer's");
            }
            searches.begin(true);
        }
    }

    /** Watching: no new search starts until {@link #resume()} (one that runs still plays its move). */
    void pause() {
        watching.pause();
    }

    /** Watching: the computers play on. */
    void resume() {
        watching.resume();
    }

    /**
     * Stops the computer's search, if one runs, dropping its answer, and ends its engines: the game is discarded.
     * Returns at once; completes once the engines' processes have ended.
     */
    CompletableFuture<Void> stop() {
        searches.stop();
        stream.closeAll();
        return engines.discardAll();
    }

    /** Ends its outside engines' processes that have had nothing to do since {@code cutoff} ({@code nanoTime}). */
    void closeIdleEngines(long cutoff) {
        engines.closeIdleSince(cutoff);
    }

    /** Streams this game's analysis and changes to {@code client} (server-sent events). */
    void listen(io.javalin.http.sse.SseClient client) {
        stream.add(client);
    }

    /** Who plays {@code side} for the computer, as its {@link dev.strategist.play.Strategist} names itself. */
    String computerName(int side) {
        return match.seat(side).player().toString();
    }

    /** The latest analysis the game's stream holds (null before the computer's first depth). */
    Map<String, Object> latestAnalysis() {
        return stream.latest();
    }

    /** Tells the computer to answer at once with its best move so far. */
    void moveNow() {
        searches.moveNow();
    }

    /** Takes back to your previous turn, stopping the computer's search. */
    void undo() {
        synchronized (match) {
            if (match.result().map(MatchResult::resigned).orElse(false)) {
                throw ApiException.conflict("the game was resigned: start a new one");
            }
            watching.pauseIfWatched(); // a watched game steps back one move and waits there
            if (match.moveList().isEmpty()) {
                throw ApiException.conflict("there is no move to take back");
            }
            searches.drop();
            match.undo();
            if (!watching.paused()) {
                searches.begin(false);
            }
        }
    }

    /** Sets the computer's strengths: {@code strengths[side]} (0..100) for each side it plays, null to keep it. */
    void changeStrengths(Integer[] strengths) {
        this.levels.change(strengths);
    }

    /** You resign; the computer wins. */
    void resign() {
        synchronized (match) {
            checkNotOver();
            if (you < 0) {
                throw ApiException.conflict("you are watching: there is no side of yours to resign");
            }
            searches.drop();
            match.resign(you);
        }
    }

    /** The move the strongest computer player would make for you now, in notation, once found. */
    CompletableFuture<String> hint() {
        return hints.hint();
    }

    private void checkNotOver() {
        match.result().ifPresent(r -> {
            throw ApiException.conflict("the game is over: " + page.result(r).message());
        });
    }

    /** The moves played so far. */
    int plies() {
        return match.moves().length;
    }

    /**
     * Completes when the computer's search, running or waiting for a thread, has ended (its move is then on
     * the board); null when the computer is not thinking. Never completes exceptionally.
     */
    CompletableFuture<?> computerDone() {
        return searches.done();
    }

    /**
     * Everything the page shows, read at one instant; {@code yours} says whether the request that asks
     * may change the game.
     */
    GameState state(boolean yours) {
        synchronized (match) {
            return page.state(yours, watching.paused(), searches.isQueued(), stream.latest(), engines.failure());
        }
    }

    /**
     * The board after the first {@code ply} moves of the game, for browsing it; the game is not changed.
     * A 404 when {@code ply} is not from 0 to the number of moves played.
     */
    GameState.PastPosition positionAt(int ply) {
        return page.positionAt(ply);
    }
}
