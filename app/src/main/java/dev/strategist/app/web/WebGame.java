package dev.strategist.app.web;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.play.Level;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import dev.strategist.play.SearchTask;
import dev.strategist.play.Seat;
import dev.strategist.play.Strategist;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One game in the browser: a {@link Match} between a person and the computer, with the board view the
 * page draws. Every change goes through the match, which refuses bad moves and moves out of turn without
 * changing anything; whenever the computer is to move, its search is started off the request thread.
 *
 * @param <P> the game's position type
 */
final class WebGame<P extends Position> {
    /** The hint's time budget: a hint is answered on the request thread, so it must be quick. */
    static final long HINT_MILLIS = 1000;

    private final String id;
    private final Game<P> game;
    private final GameOptions options;
    private final int you;
    private final int level;
    private final BoardView view;
    private final Match<P> match;
    private final Strategist<P> adviser;
    private final AnalysisStream<P> stream;
    private SearchTask task;

    private WebGame(String id, Game<P> game, GameOptions options, int you, int level, long seed) {
        this.id = id;
        this.game = game;
        this.options = options;
        this.you = you;
        this.level = level;
        this.view = BoardViews.forGame(game);
        Seat<P> person = Seat.human("you");
        Seat<P> computer = Seat.computer("computer", Strategist.builder(game).level(level).seed(seed).build());
        P start = game.newPosition(options);
        this.match = you == 0 ? new Match<>(game, start, person, computer) : new Match<>(game, start, computer, person);
        this.adviser = Strategist.builder(game).level(Level.MAX).timeMillis(HINT_MILLIS).seed(seed + 1).build();
        this.stream = new AnalysisStream<>(game, match);
        match.addListener(stream);
    }

    /** A new game of {@code game}; when the computer moves first, its search starts at once. */
    static <P extends Position> WebGame<P> start(String id, Game<P> game, GameOptions options, int you, int level,
                                                 long seed) {
        WebGame<P> g = new WebGame<>(id, game, options, you, level, seed);
        g.startComputerIfItsTurn();
        return g;
    }

    /** The id in URLs. */
    String id() {
        return id;
    }

    /** Plays your move, given in the game's notation; the computer then starts thinking. */
    void play(String text) {
        synchronized (match) {
            if (match.isOver()) {
                throw ApiException.conflict("the game is over: " + resultOf(match.result().orElseThrow()).message());
            }
            if (match.position().sideToMove() != you) {
                throw ApiException.conflict("it is not your turn: the computer is "
                        + (match.isThinking() ? "thinking" : "to move"));
            }
            try {
                match.play(text);
            } catch (NotationException e) {
                throw ApiException.badRequest("illegal move '" + text + "': " + e.getMessage());
            }
            startComputerIfItsTurn();
        }
    }

    /** Starts the computer's search if it is to move and not already searching. */
    void startComputerIfItsTurn() {
        synchronized (match) {
            if (!match.isOver() && !match.seatToMove().isHuman() && !match.isThinking()) {
                task = match.startComputerMove();
            }
        }
    }

    /** Asks the computer to move: refused when it is your turn or the game is over. */
    void computerMove() {
        synchronized (match) {
            checkNotOver();
            if (match.seatToMove().isHuman()) {
                throw ApiException.conflict("it is your turn, not the computer's");
            }
            startComputerIfItsTurn();
        }
    }

    /** Stops the computer's search, if one runs, dropping its answer: the game is being discarded. */
    void stop() {
        match.cancelThinking();
        stream.closeAll();
    }

    /** Streams this game's analysis and changes to {@code client} (server-sent events). */
    void listen(io.javalin.http.sse.SseClient client) {
        stream.add(client);
    }

    /** Tells the computer to answer at once with its best move so far. */
    void moveNow() {
        match.moveNow();
    }

    /** Takes back to your previous turn, stopping the computer's search. */
    void undo() {
        synchronized (match) {
            if (match.result().map(MatchResult::resigned).orElse(false)) {
                throw ApiException.conflict("the game was resigned: start a new one");
            }
            if (match.undo() == 0) {
                throw ApiException.conflict("there is no move to take back");
            }
            startComputerIfItsTurn();
        }
    }

    /** You resign; the computer wins. */
    void resign() {
        synchronized (match) {
            checkNotOver();
            match.resign(you);
        }
    }

    /** The move the strongest computer player would make for you now, in notation. */
    String hint() {
        synchronized (match) {
            checkNotOver();
            if (match.position().sideToMove() != you) {
                throw ApiException.conflict("a hint is for your turn; the computer is to move");
            }
        }
        return match.hint(adviser);
    }

    private void checkNotOver() {
        match.result().ifPresent(r -> {
            throw ApiException.conflict("the game is over: " + resultOf(r).message());
        });
    }

    /**
     * Waits up to {@code millis} for the computer's search to end (its move is then on the board); returns
     * at once when the computer is not thinking.
     */
    void awaitComputer(long millis) throws InterruptedException {
        SearchTask t;
        synchronized (match) {
            t = match.isThinking() ? task : null;
        }
        if (t == null || millis <= 0) {
            return;
        }
        try {
            t.finished().get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            // still thinking, or the search failed: the state tells the client either way
        }
    }

    /** Everything the page shows, read at one instant. */
    GameState state() {
        synchronized (match) {
            P position = match.position();
            List<String> history = match.moveList();
            boolean over = match.isOver();
            GameState.Result result = match.result().map(this::resultOf).orElse(null);
            List<GameState.MoveView> moves = new ArrayList<>();
            if (!over) {
                for (int move : position.legalMoves()) {
                    moves.add(new GameState.MoveView(game.notation().format(position, move), view.cellsOf(position, move)));
                }
            }
            GameState.MoveView last = null;
            int[] played = match.moves();
            if (played.length > 0) {
                @SuppressWarnings("unchecked")
                P before = (P) position.copy();
                before.undo();
                int move = played[played.length - 1];
                last = new GameState.MoveView(history.get(history.size() - 1), view.cellsOf(before, move));
            }
            boolean resigned = result != null && result.resigned();
            return new GameState(id, game.name(), game.title(), options.asMap(), you, level,
                    List.of(view.sideName(0), view.sideName(1)),
                    List.of(match.seat(0).name(), match.seat(1).name()),
                    position.sideToMove(), !over && position.sideToMove() == you, match.isThinking(), over, result,
                    view.grid(position), moves, last, history, !history.isEmpty() && !resigned);
        }
    }

    private GameState.Result resultOf(MatchResult r) {
        int winner = r.outcome().winner();
        String how = r.resigned() ? " by resignation" : "";
        String message = winner < 0 ? "Draw"
                : winner == you ? "You win" + how + " (" + view.sideName(winner) + ")"
                : "The computer wins" + how + " (" + view.sideName(winner) + ")";
        return new GameState.Result(winner, r.resigned(), message);
    }
}
