package dev.strategist.app.cli.play;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.learn.MatrixGame;
import dev.strategist.learn.RepeatedMatch;
import dev.strategist.learn.RepeatedPlayer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * A person against a learner in a repeated matrix game at the terminal: the computer commits to its
 * action before the person's line is read, then both are revealed with the running score and the
 * strategy the learner played from.
 */
final class RepeatedGameSession {
    private final MatrixGame game;
    private final RepeatedPlayer computer;
    private final RepeatedMatch match;
    private final PrintWriter out;
    private final BufferedReader in;
    private final boolean echo;
    private final long roundLimit;
    private int wins;
    private int draws;
    private int losses;

    /** A session of {@code game}, the person playing rows against {@code computer} on the columns. */
    RepeatedGameSession(MatrixGame game, RepeatedPlayer computer, PrintWriter out, BufferedReader in, boolean echo,
                        long roundLimit) {
        this.game = game;
        this.computer = computer;
        this.out = out;
        this.in = in;
        this.echo = echo;
        this.roundLimit = roundLimit;
        this.match = new RepeatedMatch(game, new PersonSeat(game.actionCount(0)), computer);
    }

    /** Plays rounds until the person quits, the input ends or the round limit is reached; exit code 0. */
    int play() throws IOException {
        List<String> actions = game.actions(0);
        out.println(capitalised(game.name()) + " against " + computer.name() + ". Type " + choices()
                + ", score, help, or quit.");
        while (match.rounds() < roundLimit) {
            double[] strategy = computer.strategy().clone();
            int theirs = computer.choose();
            int mine = readAction(match.rounds() + 1);
            if (mine < 0) {
                break;
            }
            RepeatedMatch.Round r = match.record(mine, theirs);
            int sign = (int) Math.signum(r.rowPayoff());
            wins += sign > 0 ? 1 : 0;
            draws += sign == 0 ? 1 : 0;
            losses += sign < 0 ? 1 : 0;
            out.println("you: " + actions.get(mine) + ", " + computer.name() + ": " + game.actions(1).get(theirs)
                    + " -> " + (sign > 0 ? "you win" : sign < 0 ? "you lose" : "a tie") + "; " + score());
            out.println(computer.name() + "'s strategy this round: " + describe(strategy));
        }
        out.println("final " + score());
        return ExitCode.OK;
    }

    /** Reads lines until one names an action; -1 when the person quits or the input ends. */
    private int readAction(long round) throws IOException {
        while (true) {
            out.print("round " + round + "> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("end of input");
                return -1;
            }
            if (echo) {
                out.println(line);
            }
            String word = line.trim().toLowerCase(Locale.ROOT);
            switch (word) {
                case "quit":
                case "exit":
                case "q":
                    return -1;
                case "help":
                case "?":
                    out.println("Type " + choices() + "; score shows the score; quit (or q, exit) stops.");
                    continue;
                case "score":
                    out.println(score());
                    continue;
                default:
                    int action = parse(word);
                    if (action >= 0) {
                        return action;
                    }
                    List<String> could = startingWith(word);
                    out.println("'" + line.trim() + "' " + (could.size() > 1 ? "could be " + String.join(" or ", could)
                            : "is not a move") + ": type " + choices() + ", or quit");
            }
        }
    }

    /** An action by its name, a unique start of its name, or its number from 1; -1 if none. */
    private int parse(String word) {
        List<String> actions = game.actions(0);
        if (word.isEmpty()) {
            return -1;
        }
        if (word.chars().allMatch(Character::isDigit) && word.length() < 4) {
            int n = Integer.parseInt(word);
            return n >= 1 && n <= actions.size() ? n - 1 : -1;
        }
        int found = -1;
        for (int a = 0; a < actions.size(); a++) {
            String name = actions.get(a).toLowerCase(Locale.ROOT);
            if (name.equals(word)) {
                return a;
            }
            if (name.startsWith(word)) {
                if (found >= 0) {
                    return -1; // ambiguous: "s" is scissors or Spock in the five-action game
                }
                found = a;
            }
        }
        return found;
    }

    private List<String> startingWith(String word) {
        return word.isEmpty() ? List.of()
                : game.actions(0).stream().filter(a -> a.toLowerCase(Locale.ROOT).startsWith(word)).toList();
    }

    private String choices() {
        List<String> actions = game.actions(0);
        return String.join(", ", actions) + " (or 1-" + actions.size() + ")";
    }

    private String score() {
        return String.format(Locale.ROOT, "score: you %d, %s %d (you won %d, tied %d, lost %d of %d rounds)",
                (long) match.total(0), computer.name(), (long) match.total(1), wins, draws, losses, match.rounds());
    }

    private String describe(double[] strategy) {
        StringBuilder sb = new StringBuilder();
        for (int a = 0; a < strategy.length; a++) {
            if (a > 0) {
                sb.append(", ");
            }
            sb.append(game.actions(1).get(a)).append(' ')
                    .append(String.format(Locale.ROOT, "%.1f %%", 100 * strategy[a]));
        }
        return sb.toString();
    }

    private static String capitalised(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** The person's seat in the match: its actions come from the terminal, so it only keeps the record. */
    private static final class PersonSeat implements RepeatedPlayer {
        private final int actions;

        PersonSeat(int actions) {
            this.actions = actions;
        }

        @Override
        public int choose() {
            throw new IllegalStateException("the person's actions are read from the terminal");
        }

        @Override
        public void observe(int mine, int theirs, double payoff) {
            // a person needs no telling
        }

        @Override
        public double[] strategy() {
            return dev.strategist.learn.Strategies.uniform(actions);
        }

        @Override
        public String name() {
            return "you";
        }
    }
}
