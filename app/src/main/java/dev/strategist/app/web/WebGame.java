package dev.strategist.app.web;

import dev.strategist.app.TournamentPlayers;
import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.Outcome;
import dev.strategist.core.RecordFormat;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Level;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.MatchResult;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * One game in the browser: a {@link Match} between a person and the computer, with the board view the
 * page draws. Every change goes through the match, which refuses bad moves and moves out of turn without
 * changing anything; whenever the computer is to move, its search is queued on the server's
 * {@link SearchPool}, never run on the request thread. A request that needs a search reserves its place
 * first, so a busy server refuses it (503) with the game unchanged.
 *
 * @param <P> the game's position type
 */
final class WebGame<P extends Position> {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(WebGame.class);
    /** Starts the watched games' next searches: one daemon thread, which only ever starts searches. */
    private static final java.util.concurrent.ScheduledExecutorService WATCH_TIMER =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "strategist-watch-timer");
                t.setDaemon(true);
                return t;
            });
    /** The hint's time budget: a hint is answered on the request thread, so it must be quick. */
    static final long HINT_MILLIS = 1000;

    private final String id;
    private final Game<P> game;
    private final GameOptions options;
    private final int you;
    private final List<Integer> levels;
    private final List<String> algorithms;
    private final long delayMillis;
    private final BoardView view;
    private final Match<P> match;
    private final long adviserSeed;
    private Strategist<P> adviser;
    private final AnalysisStream<P> stream;
    private final Setup setup;
    private final String createdAt;
    private final ComputerSearches<P> searches;
    private final String tokenHash;
    /** The start position as the game's parsePosition reads it (an imported set-up), or null: the standard start. */
    private final String start;
    /** The side to move at the start: it plays the first move. */
    private final int firstSide;
    private boolean paused;
    /** The database failure of the last save under the game's lock, or null. */
    private RuntimeException unsaved;

    private WebGame(String id, Game<P> game, GameOptions options, String start, Setup setup, String createdAt,
                    SearchPool pool, String tokenHash) {
        this.id = id;
        this.start = start;
        this.tokenHash = tokenHash;
        this.setup = setup;
        this.createdAt = createdAt;
        this.game = game;
        this.options = options;
        this.you = setup.you();
        this.delayMillis = setup.delayMillis();
        this.view = BoardViews.forGame(game);
        long seed = setup.seed();
        List<Seat<P>> seats = new ArrayList<>(2);
        List<Integer> levelList = new ArrayList<>(2);
        List<String> algorithmList = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            if (side == you) {
                seats.add(Seat.human("you"));
                levelList.add(null);
                algorithmList.add(null);
            } else {
                boolean second = you < 0 && side == 1;
                int level = second ? setup.secondLevel() : setup.level();
                Algorithm algorithm = second ? setup.secondAlgorithm() : setup.algorithm();
                // Gomoku's tournament player from the level the terminal's 'play gomoku' uses it
                seats.add(Seat.computer("computer", TournamentPlayers.computer(game, level, algorithm)
                        .seed(seed + 2 + side).build()));
                levelList.add(level);
                algorithmList.add(WebAlgorithms.nameOf(algorithm));
            }
        }
        this.levels = java.util.Collections.unmodifiableList(levelList);
        this.algorithms = java.util.Collections.unmodifiableList(algorithmList);
        P first = startPosition();
        this.firstSide = first.sideToMove();
        this.match = new Match<>(game, first, seats.get(0), seats.get(1));
        this.searches = new ComputerSearches<>(match, pool);
        if (you < 0) {
            match.addListener(new MatchListener() {
                @Override
                public void onMove(int side, int move, String text) {
                    nextWatchedMove();
                }
            });
        }
        this.adviserSeed = seed + 1;
        this.stream = new AnalysisStream<>(game, match, searches::count, this::pageGone);
        match.addListener(stream);
    }

    /**
     * How a game is set up.
     *
     * @param you         your side, or -1 to watch the computer play both
     * @param level       the computer's level (the first player's when watching)
     * @param secondLevel the second player's level when watching
     * @param delayMillis when watching, the pause between one move and the next search
     * @param seed        seeds the computers' choices among equally good moves
     * @param algorithm   the computer's search (the first player's when watching)
     * @param secondAlgorithm the second player's search when watching
     * @param adaptive    true when {@code level} was chosen from your recent results
     * @param player      the id of the player (a browser) who made the game, or null
     */
    record Setup(int you, int level, int secondLevel, long delayMillis, long seed, Algorithm algorithm,
                 Algorithm secondAlgorithm, boolean adaptive, String player) {
    }

    /**
     * A new game of {@code game}, changed only by requests carrying the token whose hash is
     * {@code tokenHash}; when the computer moves first, its search starts at once (a 503 when the server
     * is too busy for it, and no game is made).
     */
    static <P extends Position> WebGame<P> start(String id, Game<P> game, GameOptions options, Setup setup,
                                                SearchPool pool, String tokenHash) {
        WebGame<P> g = new WebGame<>(id, game, options, null, setup, java.time.Instant.now().toString(), pool, tokenHash);
        g.searches.begin(true);
        return g;
    }

    /**
     * A game read back from the store: its moves replayed, a resignation repeated. A watched game comes
     * back paused; in a game against you, the computer resumes thinking if it is to move. Throws an
     * {@link IllegalArgumentException} when the stored game no longer replays (an unknown game or move).
     */
    static WebGame<?> restore(StoredGame stored, SearchPool pool) {
        Game<?> game = Games.find(stored.game());
        return restore(game, stored, pool);
    }

    private static <P extends Position> WebGame<P> restore(Game<P> game, StoredGame stored, SearchPool pool) {
        Setup setup = new Setup(stored.you(), stored.level(), stored.secondLevel(), stored.delayMillis(), stored.seed(),
                WebAlgorithms.parse(stored.algorithm()), WebAlgorithms.parse(stored.secondAlgorithm()), stored.adaptive(),
                stored.player());
        int resigned = stored.resigned() && stored.winner() != null && stored.winner() >= 0 ? 1 - stored.winner() : -1;
        return replayed(stored.id(), game, game.parseOptions(stored.options()), stored.start(), setup,
                stored.createdAt(), stored.moves(), resigned, pool, stored.tokenHash(), false);
    }

    /**
     * A game that starts with {@code moves} (notation) already played and, when {@code resigned} is a side,
     * that side's resignation. A watched game comes back paused; in a game against you, the computer
     * starts thinking if it is to move: with {@code required}, a busy server is a 503 (a new game);
     * without, the search starts when the game is next looked at (a restored game).
     */
    private static <P extends Position> WebGame<P> replayed(String id, Game<P> game, GameOptions options, String start,
                                                           Setup setup, String createdAt, List<String> moves,
                                                           int resigned, SearchPool pool, String tokenHash,
                                                           boolean required) {
        WebGame<P> g = new WebGame<>(id, game, options, start, setup, createdAt, pool, tokenHash);
        g.paused = setup.you() < 0; // before the replay, whose moves would otherwise wake the watched computers
        for (String move : moves) {
            g.match.replay(move);
        }
        if (resigned >= 0 && !g.match.isOver()) {
            g.match.resign(resigned);
        }
        synchronized (g.match) {
            if (!g.paused && !g.searches.begin(required)) {
                g.searches.setStalled(true);
            }
        }
        return g;
    }

    /**
     * A new game made from a record of {@code game} (SGF, PDN or a move list, as the game writes them): it
     * starts where the record starts (a set-up position too), its moves are played, and a result the record
     * states but the moves do not reach is taken as the loser's resignation. Throws a
     * {@link NotationException} when the record does not read.
     */
    static <P extends Position> WebGame<P> imported(String id, Game<P> game, String text, GameOptions options,
                                                   Setup setup, SearchPool pool, String tokenHash) {
        GameRecord record = game.recordFormat().read(text, options);
        P position = record.start(game);
        List<String> moves = new ArrayList<>();
        for (int move : record.moves()) {
            moves.add(game.notation().format(position, move));
            position.play(move);
        }
        int winner = record.result().winner();
        int resigned = !position.isOver() && record.result() != Outcome.NONE && winner >= 0 ? 1 - winner : -1;
        return replayed(id, game, record.options(), record.start(), setup, java.time.Instant.now().toString(), moves,
                resigned, pool, tokenHash, true);
    }

    /** The position the game starts from: its set-up, or the game's start with its options. */
    private P startPosition() {
        return start == null ? game.newPosition(options) : game.parsePosition(start, options);
    }

    /** The game as its record file: the format's name and file extension, and the text. */
    Map<String, String> record() {
        RecordFormat<P> format = game.recordFormat();
        GameRecord record;
        synchronized (match) {
            Outcome result = match.result().map(MatchResult::outcome).orElse(Outcome.NONE);
            record = new GameRecord(options, match.moves(), playerName(0), playerName(1), result, start);
        }
        Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put("format", format.name());
        m.put("extension", format.extension());
        m.put("filename", game.name() + "-" + id + "." + format.extension());
        m.put("text", format.write(record));
        return m;
    }

    /** A player's name for records: "You", or the computer with its level and algorithm. */
    private String playerName(int side) {
        if (side == you) {
            return "You";
        }
        return "Strategist (level " + levels.get(side) + ", " + algorithms.get(side).replace('_', ' ') + ")";
    }

    /** The game as the store keeps it, now. */
    StoredGame stored() {
        synchronized (match) {
            Optional<MatchResult> r = match.result();
            return new StoredGame(id, game.name(), options.toString(), you, setup.level(), setup.secondLevel(),
                    setup.delayMillis(), setup.seed(), createdAt, match.moveList(),
                    r.map(x -> x.outcome().winner()).orElse(null), r.map(MatchResult::resigned).orElse(false),
                    WebAlgorithms.nameOf(setup.algorithm()), WebAlgorithms.nameOf(setup.secondAlgorithm()),
                    setup.adaptive(), tokenHash, start, setup.player());
        }
    }

    /**
     * Writes this new game to {@code store}, then every move, undo and result as it happens. The row and
     * the listener are set up under the match's lock: a computer already thinking (a watched game at a low
     * level plays several moves in the time a row takes to write) can then move neither between the two,
     * unheard, nor before the row exists.
     */
    void saveNewTo(GameStore store) {
        synchronized (match) {
            store.create(stored());
            saveTo(store);
        }
    }

    /** From now on, every move, undo and result of this game is written to {@code store} as it happens. */
    void saveTo(GameStore store) {
        match.addListener(new MatchListener() {
            @Override
            public void onMove(int side, int move, String text) {
                save(() -> store.saveMoves(id, match.moveList()));
            }

            @Override
            public void onUndo(int plies) {
                save(() -> store.saveMoves(id, match.moveList()));
            }

            @Override
            public void onGameOver(MatchResult result) {
                save(() -> store.finish(id, result.outcome().winner(), result.resigned()));
            }
        });
    }

    /**
     * A failing database must not stop the game (the search thread calls this too): it is logged, and
     * kept for {@link #play} to report, since your move's answer must not claim a save that failed.
     */
    private void save(Runnable write) {
        try {
            write.run();
        } catch (RuntimeException e) {
            LOG.error("game {} is not saved: {}", id, e.getMessage());
            unsaved = e;
        }
    }

    /** Watching: the next computer starts after the delay, unless paused (or the game moved on). */
    private void nextWatchedMove() {
        if (delayMillis <= 0) {
            WATCH_TIMER.execute(this::nextWatchedSearch);
        } else {
            WATCH_TIMER.schedule(this::nextWatchedSearch, delayMillis, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * Waits until the watch timer has run everything handed to it so far (what is due now, not what is
     * scheduled later): for tests, which must know that a next search was not started rather than hope so.
     */
    static void awaitWatchTimer() throws InterruptedException, java.util.concurrent.ExecutionException,
            java.util.concurrent.TimeoutException {
        WATCH_TIMER.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    /** Watching: starts the next search, or, when the server is busy, tries again a little later. */
    private void nextWatchedSearch() {
        synchronized (match) {
            if (paused || searches.isStalled() || searches.begin(false)) {
                return;
            }
        }
        WATCH_TIMER.schedule(this::nextWatchedSearch, Math.max(delayMillis, 250), TimeUnit.MILLISECONDS);
    }

    /** True when {@code token} (a request's header, or null) may change this game. */
    boolean ownedBy(String token) {
        return tokenHash == null || GameToken.matches(token, tokenHash);
    }

    /** Refuses (403) a change from a request without this game's token. */
    void checkOwner(String token) {
        if (!ownedBy(token)) {
            throw ApiException.forbidden(token == null || token.isBlank()
                    ? "this game can only be changed by the browser that started it: send its token in the "
                    + GameToken.HEADER + " header"
                    : "the " + GameToken.HEADER + " header does not hold this game's token");
        }
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
            if (match.isOver()) {
                throw ApiException.conflict("the game is over: " + resultOf(match.result().orElseThrow()).message());
            }
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
            SearchPool.Reservation place = computerNext ? searches.pool().tryReserve() : null;
            if (computerNext && place == null) {
                throw ApiException.busy();
            }
            unsaved = null;
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
            }
            if (unsaved != null) {
                RuntimeException failure = unsaved;
                unsaved = null;
                throw failure; // the move is played in memory, not saved: a 500 says so
            }
        }
    }

    /**
     * Starts the computer's search again when it stalled: it stopped when the game's page went away, or
     * could not start at a restore because the server was busy. Called when the game is looked at; while
     * the server is still busy, it stays stalled.
     */
    void resumeIfIdle() {
        synchronized (match) {
            if (!paused) {
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
        synchronized (match) {
            checkWatching("pause");
            paused = true;
        }
    }

    /** Watching: the computers play on. */
    void resume() {
        synchronized (match) {
            checkWatching("resume");
            paused = false;
            try {
                searches.begin(true);
            } catch (ApiException e) {
                paused = true; // refused as busy: still paused, as before the request
                throw e;
            }
        }
    }

    private void checkWatching(String what) {
        if (you >= 0) {
            throw ApiException.conflict("only a watched game can " + what + "; this one is yours to play");
        }
    }

    /** Stops the computer's search, if one runs, dropping its answer: the game is being discarded. */
    void stop() {
        searches.stop();
        stream.closeAll();
    }

    /** Streams this game's analysis and changes to {@code client} (server-sent events). */
    void listen(io.javalin.http.sse.SseClient client) {
        stream.add(client);
    }

    /** Who plays {@code side} for the computer, as its {@link Strategist} names itself ("gomoku-player level 7 ..."). */
    String computerName(int side) {
        return match.seat(side).strategist().toString();
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
            if (you < 0) {
                paused = true; // a watched game steps back one move and waits there
            }
            if (match.moveList().isEmpty()) {
                throw ApiException.conflict("there is no move to take back");
            }
            searches.drop();
            match.undo();
            if (!paused) {
                searches.begin(false);
            }
        }
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

    /**
     * The move the strongest computer player would make for you now, in notation, once found: the search
     * takes a place in the pool like the computer's own (a 503 now when there is none).
     */
    java.util.concurrent.CompletableFuture<String> hint() {
        Strategist<P> adviser;
        P position;
        SearchPool.Reservation place;
        synchronized (match) {
            checkNotOver();
            if (this.adviser == null) {
                // made on the first hint: a perfect player's solver is costly to set up for every game
                this.adviser = TournamentPlayers.computer(game, Level.MAX, Algorithm.ENGINE).timeMillis(HINT_MILLIS)
                        .seed(adviserSeed).build();
            }
            adviser = this.adviser;
            if (match.position().sideToMove() != you) {
                throw ApiException.conflict(you < 0 ? "you are watching: hints are for your own turn"
                        : "a hint is for your turn; the computer is to move");
            }
            position = match.position();
            place = searches.pool().tryReserve();
            if (place == null) {
                throw ApiException.busy();
            }
        }
        java.util.concurrent.CompletableFuture<String> answer = new java.util.concurrent.CompletableFuture<>();
        searches.pool().submit(place, () -> {
            if (answer.isDone()) {
                return null; // the request gave up while this waited
            }
            SearchTask t = adviser.bestMoveAsync(position, dev.strategist.search.SearchListener.NONE);
            t.future().whenComplete((choice, error) -> {
                if (error != null) {
                    answer.completeExceptionally(error);
                } else {
                    answer.complete(game.notation().format(position, choice.move()));
                }
            });
            answer.whenComplete((m, e) -> t.cancel()); // a request that gave up stops the search
            return t.finished();
        });
        return answer;
    }

    private void checkNotOver() {
        match.result().ifPresent(r -> {
            throw ApiException.conflict("the game is over: " + resultOf(r).message());
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
    java.util.concurrent.CompletableFuture<?> computerDone() {
        return searches.done();
    }

    /**
     * Everything the page shows, read at one instant; {@code yours} says whether the request that asks
     * may change the game.
     */
    GameState state(boolean yours) {
        synchronized (match) {
            P position = match.position();
            List<String> history = match.moveList();
            boolean over = match.isOver();
            GameState.Result result = match.result().map(this::resultOf).orElse(null);
            List<GameState.MoveView> moves = new ArrayList<>();
            if (!over) {
                for (int move : position.legalMoves()) {
                    moves.add(moveView(position, move));
                }
            }
            boolean resigned = result != null && result.resigned();
            return new GameState(id, game.name(), game.title(), options.asMap(), you, levels, algorithms,
                    setup.adaptive(), paused, List.of(view.sideName(0), view.sideName(1)),
                    List.of(match.seat(0).name(), match.seat(1).name()),
                    position.sideToMove(), !over && position.sideToMove() == you, match.isThinking() || searches.isQueued(),
                    over, result,
                    view.grid(position), moves, lastMove(position, match.moves(), history), history,
                    !history.isEmpty() && !resigned, stream.latest(), view.scores(position),
                    over ? null : view.notice(position), yours, firstSide, start);
        }
    }

    private GameState.MoveView moveView(P position, int move) {
        return new GameState.MoveView(game.notation().format(position, move), view.cellsOf(position, move),
                view.pathOf(position, move));
    }

    /** The last of {@code played} (on {@code position}, which it led to), or null before the first move. */
    private GameState.MoveView lastMove(P position, int[] played, List<String> history) {
        if (played.length == 0) {
            return null;
        }
        @SuppressWarnings("unchecked")
        P before = (P) position.copy();
        before.undo();
        int move = played[played.length - 1];
        return new GameState.MoveView(history.get(history.size() - 1), view.cellsOf(before, move),
                view.pathOf(before, move));
    }

    /**
     * The board after the first {@code ply} moves of the game, for browsing it; the game is not changed.
     * A 404 when {@code ply} is not from 0 to the number of moves played.
     */
    GameState.PastPosition positionAt(int ply) {
        int[] played;
        List<String> history;
        synchronized (match) {
            played = match.moves();
            history = match.moveList();
        }
        if (ply < 0 || ply > played.length) {
            throw ApiException.notFound("no position after move " + ply + ": the game has " + played.length
                    + (played.length == 1 ? " move" : " moves") + " (0 is the start)");
        }
        P position = startPosition();
        for (int i = 0; i < ply; i++) {
            position.play(played[i]);
        }
        return new GameState.PastPosition(ply, position.sideToMove(), view.grid(position),
                lastMove(position, java.util.Arrays.copyOf(played, ply), history.subList(0, ply)),
                view.scores(position), position.isOver() ? null : view.notice(position));
    }

    private GameState.Result resultOf(MatchResult r) {
        int winner = r.outcome().winner();
        String how = r.resigned() ? " by resignation" : "";
        String message = winner < 0 ? "Draw"
                : you < 0 ? view.sideName(winner) + " wins" + how
                : winner == you ? "You win" + how + " (" + view.sideName(winner) + ")"
                : "The computer wins" + how + " (" + view.sideName(winner) + ")";
        return new GameState.Result(winner, r.resigned(), message);
    }
}
