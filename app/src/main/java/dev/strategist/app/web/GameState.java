package dev.strategist.app.web;

import dev.strategist.core.Diagram;
import java.util.List;
import java.util.Map;

/**
 * Everything the page shows of one game, as the API answers it.
 *
 * @param id        the game's id in URLs
 * @param game      the game's name
 * @param title     its display name
 * @param options   every option's value
 * @param you       your side (0 moves first), or -1 when the computer plays both sides
 * @param levels    each side's level 1..10, null for your side
 * @param strengths each side's strength 0..100 as it was chosen (it plays at the level beside it), null for your side
 * @param algorithms each side's search algorithm ({@code engine}, {@code mcts}, ...), null for your side
 * @param adaptive  true when the computer's level was chosen from your recent results
 * @param paused    true while a watched game waits for resume or a step
 * @param sides     what the two sides are called ("X", "O")
 * @param players   who plays each side ("you", "computer")
 * @param toMove    the side to move
 * @param yourTurn  true when a move of yours is expected now
 * @param thinking  true while the computer searches
 * @param over      true once the game has ended
 * @param result    how it ended, or null
 * @param board     the board to draw
 * @param moves     the legal moves, each with its cells on the board (empty once the game is over)
 * @param lastMove  the last move played, or null
 * @param history   every move played, in notation
 * @param canUndo   true when there is a move of yours to take back
 * @param analysis  the computer's latest analysis (as the event stream sends it), or null
 * @param scores    each side's score where the game keeps one ("12 discs"), else null
 * @param notice    a sentence about the position (a pass, a compulsory capture), or null
 * @param yours     true when the request that asked may change the game (it sent the game's token)
 * @param firstSide the side that plays the first move of {@code history} (1 in a game set up with White to move)
 * @param start     the set-up the game started from, as its record gives it (a checkers FEN, an Othello board
 *                  line), or null for the standard start
 * @param engines   each side's outside engine by its configured name, null where none plays
 * @param engineError what went wrong with an outside engine (it failed, or is no longer configured), or null
 */
public record GameState(String id, String game, String title, Map<String, String> options, int you, List<Integer> levels,
                        List<Integer> strengths, List<String> algorithms, boolean adaptive, boolean paused,
                        List<String> sides, List<String> players, int toMove, boolean yourTurn, boolean thinking,
                        boolean over, Result result, Diagram board, List<MoveView> moves, MoveView lastMove,
                        List<String> history, boolean canUndo, Map<String, Object> analysis, List<String> scores,
                        String notice, boolean yours, int firstSide, String start, List<String> engines,
                        String engineError) {

    /**
     * A legal or last move.
     *
     * @param text  its notation, as the API accepts it
     * @param cells the board cells that play it, the one where it lands first
     * @param path  the cells it goes through, start first, for a move clicked along a path (checkers);
     *              empty otherwise
     */
    public record MoveView(String text, int[] cells, int[] path) {
    }

    /**
     * The board after the first {@code ply} moves, for browsing a game without changing it.
     *
     * @param ply      how many moves are played on it
     * @param toMove   the side to move there
     * @param board    the board
     * @param lastMove the move that led there, or null at the start
     * @param scores   each side's score there, or null
     * @param notice   a sentence about the position there, or null
     */
    public record PastPosition(int ply, int toMove, Diagram board, MoveView lastMove, List<String> scores, String notice) {
    }

    /**
     * How a game ended.
     *
     * @param winner   the winning side, or -1 for a draw
     * @param resigned true when a side resigned
     * @param message  a sentence for people: "You win", "The computer wins by resignation", "Draw"
     */
    public record Result(int winner, boolean resigned, String message) {
    }
}
