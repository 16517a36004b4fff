package dev.strategist.app.cli.play;

import dev.strategist.games.rps.RockPaperScissors;
import dev.strategist.learn.MatrixGame;
import dev.strategist.learn.RepeatedPlayer;
import dev.strategist.learn.RepeatedPlayers;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.ThreadLocalRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code strategist play rps|rpsls}: rounds of rock-paper-scissors against a learning opponent. */
abstract class PlayMatrixGameCommand implements Callable<Integer> {
    /** The opponent when none is named: it remembers the last round, so it punishes patterns. */
    static final String DEFAULT_OPPONENT = "regret-memory";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private PlayCommand play;

    @Option(names = "--opponent", paramLabel = "NAME",
            description = "The computer: ucb1, regret (learners), ucb1-memory, regret-memory (learners that remember "
                    + "the last round; the default), or a fixed or adaptive opponent: uniform, biased, cycle, copy, "
                    + "frequency.")
    private String opponent = DEFAULT_OPPONENT;

    @Option(names = "--rounds", paramLabel = "N", description = "Stops after N rounds (default: until you quit).")
    private long rounds = Long.MAX_VALUE;

    @Option(names = "--seed", paramLabel = "N", description = "Seeds the computer's choices; random if not given.")
    private Long seed;

    /** The game's name for {@link RockPaperScissors#named}. */
    abstract String gameName();

    @Override
    public Integer call() throws IOException {
        if (rounds < 1) {
            throw new ParameterException(spec.commandLine(), "--rounds must be at least 1, not " + rounds);
        }
        MatrixGame game = RockPaperScissors.named(gameName());
        long s = seed != null ? seed : ThreadLocalRandom.current().nextInt(1_000_000);
        RepeatedPlayer computer;
        try {
            computer = RepeatedPlayers.create(opponent, game, 1, s);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--opponent: " + e.getMessage());
        }
        spec.commandLine().getOut().println("seed " + s);
        return new RepeatedGameSession(game, computer, spec.commandLine().getOut(), play.input(), play.echoesInput(),
                rounds).play();
    }

    /** {@code strategist play rps}. */
    @Command(name = "rps", description = "Rock-paper-scissors against a learning opponent, round after round.")
    static final class Rps extends PlayMatrixGameCommand {
        @Override
        String gameName() {
            return "rps";
        }
    }

    /** {@code strategist play rpsls}. */
    @Command(name = "rpsls", description = "Rock-paper-scissors-lizard-Spock against a learning opponent.")
    static final class Rpsls extends PlayMatrixGameCommand {
        @Override
        String gameName() {
            return "rpsls";
        }
    }
}
