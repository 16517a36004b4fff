package dev.strategist.app.cli.play;

import dev.strategist.app.AnalysisLine;
import dev.strategist.app.PlayerEvaluation;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Choice;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.search.SearchInfo;
import java.io.PrintWriter;
import java.util.List;

/**
 * Lets the computer move in a {@link Match} and tells the terminal about it: "computer thinks..." while
 * it searches, then its last finished depth, its evaluation in a player's units (as the page's bar shows
 * it) and principal variation, then the move played.
 *
 * @param <P> the game's position type
 */
final class ComputerTurn<P extends Position> implements MatchListener {
    private final Match<P> match;
    private final PrintWriter out;
    // written by the search thread, read once the match has applied the move
    private volatile SearchInfo last;

    /** Reports on {@code match}'s computer moves to {@code out}; registers itself as a listener. */
    ComputerTurn(Match<P> match, PrintWriter out) {
        this.match = match;
        this.out = out;
        match.addListener(this);
    }

    @Override
    public void onSearchInfo(SearchInfo info) {
        last = info;
    }

    /** Plays the move of the computer to move, called {@code name} in the lines printed. */
    void play(String name) {
        P before = match.position();
        boolean monteCarlo = PlayerEvaluation.scoresByMonteCarlo(match.seatToMove().player());
        last = null;
        out.print(name + " thinks...");
        out.flush(); // a long search should show that it has started
        Choice choice = match.computerMove();
        SearchInfo info = last;
        List<String> moves = match.moveList();
        String played = moves.get(moves.size() - 1);
        out.println(info == null ? "" : " " + describe(match.game(), before, info, played, monteCarlo));
        // lower levels and ties may play another move than the line searched: give that move's own evaluation
        boolean offLine = info == null || info.bestMove() != choice.move();
        out.println(name + " plays " + played + (offLine
                ? " (" + PlayerEvaluation.of(match.game(), before, choice.score(), monteCarlo).text() + ")" : ""));
    }

    /**
     * "depth 5, 62 % win chance, pv b2 a1": the evaluation in a player's units ({@link PlayerEvaluation}, a
     * proven result counted from after the move played where it is the line's first), then the principal
     * variation in notation from {@code before}, starting with {@code played}, the move then played (alone,
     * where it is off the line). A depth of 0 (an exact solver's answer for a drawn position) is left out: no
     * search went deeper.
     */
    static <P extends Position> String describe(Game<P> game, P before, SearchInfo info, String played,
                                                boolean monteCarlo) {
        StringBuilder sb = new StringBuilder();
        if (info.depth() > 0) {
            sb.append("depth ").append(info.depth()).append(", ");
        }
        List<String> searched = AnalysisLine.notation(game, before, info.pv());
        List<String> line = AnalysisLine.startingWith(searched, played);
        int score = line.equals(searched) ? PlayerEvaluation.afterLinesFirstMove(info.score()) : info.score();
        sb.append(PlayerEvaluation.of(game, before, score, monteCarlo).text());
        sb.append(", pv ").append(String.join(" ", line));
        return sb.toString();
    }
}
