package dev.strategist.bench;

import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.games.checkers.CheckersFen;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns PDN games (such as {@code strategist match --pdn} writes) into {@link CheckersTuner}'s training lines:
 * every position without a pending capture after the opening, as {@code FEN;result} with the result for Black
 * (1, 0.5 or 0), the format {@code --generate} writes. Unfinished games ({@code *}) are skipped.
 */
final class CheckersGamePositions {
    private CheckersGamePositions() {
    }

    /**
     * The training lines of every finished game of {@code pdn}, leaving out each game's first {@code skip} plies
     * (the opening, shared by many games and chosen by no engine). A file that is not PDN, or a move that is
     * not legal, is an {@link IllegalArgumentException} naming {@code source} and the line.
     */
    static List<String> lines(String pdn, String source, int skip) {
        List<PdnGame> games;
        try {
            games = CheckersPdn.read(pdn);
        } catch (NotationException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage(), e);
        }
        List<String> out = new ArrayList<>();
        CheckersGame game = new CheckersGame();
        for (PdnGame g : games) {
            Outcome outcome = PdnGame.outcomeOf(g.result());
            if (outcome == Outcome.NONE) {
                continue;
            }
            double black = CheckersTuner.blackResult(outcome);
            CheckersPosition p = game.newPosition(game.defaultOptions());
            CheckersFen.apply(g.startFen(), p);
            for (int i = 0; i <= g.moves().size(); i++) {
                if (i >= skip && !p.isOver() && !p.mustCapture()) {
                    out.add(CheckersFen.format(p) + ";" + black);
                }
                if (i < g.moves().size()) {
                    p.play(g.moves().get(i));
                }
            }
        }
        return out;
    }
}
