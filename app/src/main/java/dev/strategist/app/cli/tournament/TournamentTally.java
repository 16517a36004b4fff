package dev.strategist.app.cli.tournament;

import dev.strategist.play.EloEstimate;
import dev.strategist.play.Sprt;
import dev.strategist.play.Tournament;

/**
 * A tournament's score so far, from A's side: wins, draws and losses in all and by the side A played, and the
 * pairs of games from one opening (game {@code 2k} and {@code 2k + 1}) by A's points in the pair, which
 * the Elo interval and the SPRT use because the two games of a pair are not independent.
 */
final class TournamentTally {
    private final long[] total = new long[3]; // losses, draws, wins
    private final long[][] bySide = new long[2][3];
    private final long[] pairs = new long[5];
    private int adjudicated;
    private int pending = -1; // A's half points in the first game of an unfinished pair
    private final ReplyTimes repliesA = new ReplyTimes();
    private final ReplyTimes repliesB = new ReplyTimes();

    /** Counts a game; games must come in match order for the pairs to be right. */
    void add(Tournament.Played<?, ? extends TournamentOpening<?>> game) {
        total[game.pointsA()]++;
        repliesA.addAll(game.index() + 1, game.repliesA());
        repliesB.addAll(game.index() + 1, game.repliesB());
        bySide[game.aFirst() ? 0 : 1][game.pointsA()]++;
        if (game.adjudicated()) {
            adjudicated++;
        }
        if (game.index() % 2 == 0) {
            pending = game.pointsA();
        } else if (pending >= 0) {
            pairs[pending + game.pointsA()]++;
            pending = -1;
        }
    }

    long wins() {
        return total[2];
    }

    long draws() {
        return total[1];
    }

    long losses() {
        return total[0];
    }

    long games() {
        return total[0] + total[1] + total[2];
    }

    /** A's losses, draws and wins when it played side {@code side}. */
    long[] bySide(int side) {
        return bySide[side].clone();
    }

    /** Pairs by A's half points in them, 0..4. */
    long[] pairs() {
        return pairs.clone();
    }

    long pairCount() {
        return pairs[0] + pairs[1] + pairs[2] + pairs[3] + pairs[4];
    }

    /** A's reply times over the games counted. */
    ReplyTimes repliesA() {
        return repliesA;
    }

    /** B's reply times over the games counted. */
    ReplyTimes repliesB() {
        return repliesB;
    }

    /** Games stopped as draws at the ply limit. */
    int adjudicated() {
        return adjudicated;
    }

    /** A's points. */
    double points() {
        return total[2] + total[1] / 2.0;
    }

    /** The Elo estimate with every game a sample. */
    EloEstimate byGames() {
        return EloEstimate.trinomial(total[2], total[1], total[0]);
    }

    /** The Elo estimate with every complete pair a sample. */
    EloEstimate byPairs() {
        return EloEstimate.pentanomial(pairs);
    }

    /** The SPRT's log-likelihood ratio: over the pairs once there is one, else over the games. */
    double llr(Sprt sprt) {
        return pairCount() > 0 ? sprt.llrPentanomial(pairs) : sprt.llrTrinomial(total[2], total[1], total[0]);
    }

    /** Where the SPRT stands: its verdict on {@link #llr}, over as many samples as that used. */
    Sprt.Verdict verdict(Sprt sprt) {
        return sprt.verdict(llr(sprt), pairCount() > 0 ? pairCount() : games());
    }
}
