package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Outcome;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersBallots.Ballot;
import dev.strategist.games.checkers.CheckersEndgameDatabase;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.CheckersWeights;
import dev.strategist.play.EloEstimate;
import dev.strategist.play.Strategist;
import java.util.List;

/**
 * The default checkers engine (tuned weights and the endgame database) against the same engine without
 * the database, both under the same time per move, over the ACF ballots each played both ways: the
 * standard draw rules on, games adjudicated drawn after 300 plies. The database is built before the
 * first game so its build takes no time from either side. Prints each pair, then the score and the Elo
 * difference with a 95% interval counted over pairs (pentanomial), and how many games reached the
 * database. With {@code --cut=M} the new side is the default with its verified cut at margin M, and with
 * {@code --against=M} the other side is the default with the cut at M instead of the tuned weights without the
 * database ({@code none}: no cut); {@code --whole} has the new side spend its whole time on every searched move
 * ({@code Strategist.Builder.wholeTime}). {@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersTimedMatch
 * [--millis=N] [--ballots=N] [--first=N] [--seed=N] [--cut=SPEC] [--against=SPEC] [--whole]}, SPEC as
 * {@code CheckersCutVariant.parse} reads it (a margin or {@code none}, optionally {@code /R}, {@code +lmr2},
 * {@code +threat}, {@code +recapture}).
 */
public final class CheckersTimedMatch {
    private CheckersTimedMatch() {
    }

    /** Runs the match. */
    public static void main(String[] args) {
        long millis = 100;
        int ballots = 156;
        int first = 0;
        long seed = 20261121L;
        String cut = null;
        String against = null;
        boolean whole = false;
        for (String arg : args) {
            if (arg.startsWith("--millis=")) {
                millis = Long.parseLong(arg.substring(9));
            } else if (arg.startsWith("--ballots=")) {
                ballots = Integer.parseInt(arg.substring(10));
            } else if (arg.startsWith("--first=")) {
                first = Integer.parseInt(arg.substring(8));
            } else if (arg.startsWith("--seed=")) {
                seed = Long.parseLong(arg.substring(7));
            } else if (arg.startsWith("--cut=")) {
                cut = arg.substring(6);
            } else if (arg.startsWith("--against=")) {
                against = arg.substring(10);
            } else if (arg.equals("--whole")) {
                whole = true;
            } else {
                System.err.println("usage: CheckersTimedMatch [--millis=N] [--ballots=N] [--first=N] [--seed=N]"
                        + " [--cut=SPEC] [--against=SPEC] [--whole]");
                System.exit(2);
            }
        }
        long built = System.nanoTime();
        CheckersEndgameDatabase.shared().join();
        System.out.println("Machine: " + Machine.describe());
        System.out.printf("endgame database built in %.1f s%n", (System.nanoTime() - built) / 1e9);
        CheckersGame game = new CheckersGame();
        GameOptions options = game.defaultOptions();
        List<Ballot> deck = CheckersBallots.deck();
        long[] pairs = new long[5];
        int wins = 0;
        int draws = 0;
        int losses = 0;
        int reached = 0;
        long start = System.nanoTime();
        int last = Math.min(deck.size(), first + ballots);
        for (int i = first; i < last; i++) {
            int halfPoints = 0;
            StringBuilder line = new StringBuilder("ballot " + (i + 1) + ":");
            for (int newSide = 0; newSide < 2; newSide++) {
                CheckersPosition p = CheckersBallots.play(deck.get(i), game.newPosition(options));
                Evaluator<CheckersPosition> newEvaluator = cut == null ? new CheckersEvaluator()
                        : CheckersCutVariant.parse(cut);
                Evaluator<CheckersPosition> oldEvaluator = against == null
                        ? new CheckersEvaluator(CheckersWeights.TUNED) : CheckersCutVariant.parse(against);
                Strategist<CheckersPosition> fresh = Strategist.builder(game).evaluator(newEvaluator)
                        .timeMillis(millis).wholeTime(whole).seed(seed + i).tableMegabytes(16).build();
                Strategist<CheckersPosition> old = Strategist.builder(game).evaluator(oldEvaluator).timeMillis(millis)
                        .seed(seed + i + 1000).tableMegabytes(16).build();
                boolean inDatabase = false;
                while (!p.isOver() && p.ply() < CheckersTournament.MAX_PLIES) {
                    p.play((p.sideToMove() == newSide ? fresh : old).bestMove(p));
                    inDatabase |= Long.bitCount(p.pieces(0) | p.pieces(1)) <= CheckersEndgameDatabase.SHARED_PIECES;
                }
                Outcome outcome = p.isOver() ? p.outcome() : Outcome.DRAW;
                int sign = outcome.signFor(newSide);
                halfPoints += sign + 1;
                wins += sign > 0 ? 1 : 0;
                draws += sign == 0 ? 1 : 0;
                losses += sign < 0 ? 1 : 0;
                reached += inDatabase ? 1 : 0;
                line.append(newSide == 0 ? " new as Black " : ", as White ").append(sign > 0 ? "won" : sign == 0
                        ? "drew" : "lost").append(" (").append(p.ply()).append(" plies").append(inDatabase
                        ? ", database" : "").append(')');
            }
            pairs[halfPoints]++;
            System.out.println(line);
        }
        EloEstimate elo = EloEstimate.pentanomial(pairs);
        int games = wins + draws + losses;
        System.out.printf("new (%s) v %s at %d ms a move: %d games, +%d =%d -%d, %.1f %%,"
                        + " Elo %s [%s, %s] (pairs), %d games reached 4 pieces or fewer, %.0f s%n",
                (cut == null ? "checkers, database" : CheckersCutVariant.parse(cut).name())
                        + (whole ? ", whole time" : ""),
                against == null ? "tuned" : CheckersCutVariant.parse(against).name(), millis, games,
                wins, draws, losses, 100.0 * (wins + 0.5 * draws) / games, EloEstimate.signed(elo.elo()),
                EloEstimate.signed(elo.low()), EloEstimate.signed(elo.high()), reached,
                (System.nanoTime() - start) / 1e9);
    }
}
