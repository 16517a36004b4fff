package dev.strategist.app.web;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * What the page shows of one browser game: its state read at one instant, a past position for browsing,
 * and the result in words. Reads the match; changes nothing.
 *
 * @param <P> the game's position type
 */
final class PageState<P extends Position> {
    private final String id;
    private final Game<P> game;
    private final GameOptions options;
    private final String start;
    /** Read anew for each state: a level changed mid-game reseats the computer. */
    private final java.util.function.Supplier<Seating<P>> seating;
    private final boolean adaptive;
    private final Match<P> match;
    private final BoardView view;
    /** The side to move at the start: it plays the first move. */
    private final int firstSide;

    /**
     * The page of game {@code id}: {@code match} from {@code start} (a set-up as the game's parsePosition
     * reads it, or null for the standard start), seated as {@code seating} says at the time of asking.
     */
    PageState(String id, Game<P> game, GameOptions options, String start, java.util.function.Supplier<Seating<P>> seating,
              boolean adaptive,
              Match<P> match) {
        this.id = id;
        this.game = game;
        this.options = options;
        this.start = start;
        this.seating = seating;
        this.adaptive = adaptive;
        this.match = match;
        this.view = BoardView.forGame(game);
        this.firstSide = startPosition(game, options, start).sideToMove();
    }

    /** The position a game starts from: its set-up, or the game's start with its options. */
    static <P extends Position> P startPosition(Game<P> game, GameOptions options, String start) {
        return start == null ? game.newPosition(options) : game.parsePosition(start, options);
    }

    /**
     * Everything the page shows, read at one instant; {@code yours} says whether the request that asks
     * may change the game, {@code paused} and {@code queued} what the game's turns and searches are doing,
     * {@code engineError} what went wrong with an outside engine (or null).
     */
    GameState state(boolean yours, boolean paused, boolean queued, Map<String, Object> analysis, String engineError) {
        synchronized (match) {
            P position = match.position();
            List<String> history = match.moveList();
            boolean over = match.isOver();
            GameState.Result result = match.result().map(this::result).orElse(null);
            List<GameState.MoveView> moves = new ArrayList<>();
            if (!over) {
                for (int move : position.legalMoves()) {
                    moves.add(moveView(position, move));
                }
            }
            boolean resigned = result != null && result.resigned();
            Seating<P> seats = seating.get();
            int you = seats.you();
            return new GameState(id, game.name(), game.title(), options.asMap(), you, seats.levels(),
                    seats.strengths(), seats.algorithms(), adaptive, paused, List.of(view.sideName(0), view.sideName(1)),
                    List.of(match.seat(0).name(), match.seat(1).name()),
                    position.sideToMove(), !over && position.sideToMove() == you, match.isThinking() || queued,
                    over, result,
                    view.grid(position), moves, lastMove(position, match.moves(), history), history,
                    !history.isEmpty() && !resigned, analysis, view.scores(position),
                    over ? null : view.notice(position), yours, firstSide, start, seats.engines(), engineError);
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
        P before = Position.copyOf(position);
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
        P position = startPosition(game, options, start);
        for (int i = 0; i < ply; i++) {
            position.play(played[i]);
        }
        return new GameState.PastPosition(ply, position.sideToMove(), view.grid(position),
                lastMove(position, Arrays.copyOf(played, ply), history.subList(0, ply)),
                view.scores(position), position.isOver() ? null : view.notice(position));
    }

    /** How the game ended, in the page's words ("You win by resignation (Black)"). */
    GameState.Result result(MatchResult r) {
        int winner = r.outcome().winner();
        Seating<P> seats = seating.get();
        int you = seats.you();
        String how = r.resigned() ? " by resignation" : "";
        String engine = winner >= 0 ? seats.engines().get(winner) : null;
        String message = winner < 0 ? "Draw"
                : you < 0 ? view.sideName(winner) + (engine != null ? " (" + engine + ")" : "") + " wins" + how
                : winner == you ? "You win" + how + " (" + view.sideName(winner) + ")"
                : (engine != null ? engine : "The computer") + " wins" + how + " (" + view.sideName(winner) + ")";
        return new GameState.Result(winner, r.resigned(), message);
    }
}
