package dev.strategist.app.cli.solve;

import dev.strategist.games.leduc.LeducPoker;
import dev.strategist.learn.ExtensiveGame;
import picocli.CommandLine.Command;

/** {@code strategist solve leduc}: Leduc hold'em by counterfactual regret minimisation. */
@Command(name = "leduc", aliases = {"leduc-poker"},
        description = {
            "Solves Leduc hold'em (J, J, Q, Q, K, K; a private and a public card, two betting rounds) by "
                    + "counterfactual regret minimisation.",
            "Prints, as it converges, the exploitability (NashConv / 2) and player 1's expected value (the game's "
                    + "value is about -0.0856), then the average strategy: each information set is the private card, "
                    + "the public card once dealt, and the betting (f fold, c call or check, r raise; / between "
                    + "rounds)."
        })
final class SolveLeducCommand extends SolveExtensiveGameCommand {

    @Override
    ExtensiveGame newGame() {
        return new LeducPoker();
    }

    @Override
    String title() {
        return "Leduc hold'em";
    }
}
