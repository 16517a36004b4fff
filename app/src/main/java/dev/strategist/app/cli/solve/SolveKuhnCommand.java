package dev.strategist.app.cli.solve;

import dev.strategist.games.kuhn.KuhnPoker;
import dev.strategist.learn.ExtensiveGame;
import picocli.CommandLine.Command;

/** {@code strategist solve kuhn}: Kuhn poker by counterfactual regret minimisation. */
@Command(name = "kuhn", aliases = {"kuhn-poker"},
        description = {
            "Solves Kuhn poker (J, Q, K; ante 1, one bet) by counterfactual regret minimisation.",
            "Prints, as it converges, the exploitability (NashConv / 2) and player 1's expected value (the game's "
                    + "value is -1/18 = -0.0556), then the average strategy: the probability of each action in "
                    + "each information set (card, then the betting so far: p pass, b bet)."
        })
final class SolveKuhnCommand extends SolveExtensiveGameCommand {

    @Override
    ExtensiveGame newGame() {
        return new KuhnPoker();
    }

    @Override
    String title() {
        return "Kuhn poker";
    }
}
