package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.checkers.CheckersEvaluator;
import dev.strategist.games.checkers.CheckersFen;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Where our side's own search saw a lost match game go wrong: for each game of a {@code strategist match --pdn}
 * file that side A lost, every position where A was to move, up to ply {@code --plies}, searched again under the
 * budget {@code timeMillis(T)} gives (T/2 soft, T hard, a cleared 16 MB table, the default evaluator); it prints
 * the score and depth at each, and the first ply where the score fell half a man and a man below zero, so they
 * can be set beside the opponent's own scores (GuiNN's log).
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersGameReview --pdn=FILE [--millis=T]
 * [--plies=N] [--every=K] [--cut=SPEC]}: by default T = 300 ms, N = 60, every lost game (K = 1), the default
 * evaluator (else {@link CheckersCutVariant}'s SPEC, as {@code CheckersTimedMatch --cut} takes it).
 */
public final class CheckersGameReview {
    private static final int HALF_MAN = 50;
    private static final int MAN = 100;
    /** The ballot's plies, chosen by neither engine. */
    private static final int BALLOT_PLIES = 3;

    private CheckersGameReview() {
    }

    /** Reviews the games and prints one block per lost game. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: CheckersGameReview --pdn=FILE [--millis=T] [--plies=N] [--every=K] [--cut=SPEC]");
        String pdn = options.text("pdn", null);
        long millis = options.number("millis", 300);
        int plies = options.integer("plies", 60);
        int every = options.integer("every", 1);
        String cut = options.text("cut", null);
        if (pdn == null) {
            options.refuse();
        }
        options.done();
        Evaluator<CheckersPosition> evaluator = cut == null ? new CheckersEvaluator() : CheckersCutVariant.parse(cut);
        List<PdnGame> games = CheckersPdn.read(Files.readString(Path.of(pdn)));
        SearchLimits limits = SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(Math.max(1, millis / 2), millis);
        Engine<CheckersPosition> engine = new Engine<>(evaluator, 16);
        int lost = 0;
        for (int g = 0; g < games.size(); g++) {
            PdnGame record = games.get(g);
            int side = lostBy(record);
            if (side < 0 || lost++ % every != 0) {
                continue;
            }
            System.out.printf(Locale.ROOT, "game %d (A %s): %s%n", g + 1, side == 0 ? "Black" : "White",
                    review(record, side, plies, engine, limits));
        }
    }

    /**
     * The scores of {@code engine}'s searches under {@code limits} at every position of {@code record} where
     * {@code side} was to move, after the ballot's plies and before ply {@code plies}: the first ply where the
     * score fell half a man and a man below zero (-1: never), then each search as {@code ply:score/depth}.
     */
    static String review(PdnGame record, int side, int plies, Engine<CheckersPosition> engine, SearchLimits limits) {
        CheckersGame game = new CheckersGame();
        CheckersPosition p = game.newPosition(game.defaultOptions());
        CheckersFen.apply(record.startFen(), p);
        StringBuilder line = new StringBuilder();
        int halfMan = -1;
        int man = -1;
        for (int i = 0; i < record.moves().size() && i < plies; i++) {
            if (p.sideToMove() == side && i >= BALLOT_PLIES) {
                engine.clear();
                SearchResult r = engine.search(p.copy(), limits, SearchListener.NONE);
                line.append(String.format(Locale.ROOT, " %d:%d/%d", i, r.score(), r.depth()));
                if (halfMan < 0 && r.score() <= -HALF_MAN) {
                    halfMan = i;
                }
                if (man < 0 && r.score() <= -MAN) {
                    man = i;
                }
            }
            p.play(record.moves().get(i));
        }
        return String.format(Locale.ROOT, "first <= -%d at ply %d, <= -%d at ply %d;%s", HALF_MAN, halfMan, MAN, man,
                line);
    }

    /** The side (0 Black, 1 White) that A played in a game A lost, or -1. */
    static int lostBy(PdnGame record) {
        int side = record.tags().getOrDefault("Black", "").startsWith("A") ? 0 : 1;
        String loss = side == 0 ? "0-1" : "1-0";
        return loss.equals(record.result()) ? side : -1;
    }
}
