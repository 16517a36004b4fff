package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Outcome;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The checkers evaluators: colour symmetry, material, quietness, capture-first ordering, and the search through captures. */
class CheckersEvaluatorTest {
    private final CheckersEvaluator full = new CheckersEvaluator();
    private final MaterialEvaluator material = new MaterialEvaluator();

    /** The position turned half round with the colours swapped: the same game for the other side. */
    private static CheckersPosition mirrored(CheckersPosition p) {
        CheckersPosition m = new CheckersPosition();
        m.setBoard(1 - p.sideToMove(), Long.reverse(p.men(1)) >>> 32, Long.reverse(p.kings(1)) >>> 32,
                Long.reverse(p.men(0)) >>> 32, Long.reverse(p.kings(0)) >>> 32);
        return m;
    }

    /**
     * The mirror game is played beside the game, move for move, rather than set up afresh at each position: a
     * position set up forgets its count of quiet moves, and with the database ready a win beyond the 40-move rule
     * is scored apart from one within it, so a fresh mirror of a long king ending was judged differently.
     */
    @Test
    void bothColoursAreJudgedAlikeOnRandomPositions() {
        CheckersEndgameCache.shared().database().join(); // every game reaches the database: judge it too, every run
        Random random = new Random(9);
        List<Evaluator<CheckersPosition>> evaluators = catalogueWithoutSharedBuilds();
        int checked = 0;
        int pastQuietMoves = 0;
        for (int game = 0; game < 60; game++) {
            CheckersPosition p = new CheckersPosition();
            CheckersPosition m = mirrored(p);
            while (!p.isOver()) {
                assertThat(m.quietPlies()).isEqualTo(p.quietPlies());
                for (Evaluator<CheckersPosition> e : evaluators) {
                    assertThat(e.evaluate(m)).as("%s of %s and %s", e.name(), p, m).isEqualTo(e.evaluate(p));
                }
                assertThat(full.isQuiet(m)).isEqualTo(full.isQuiet(p));
                checked++;
                pastQuietMoves += p.quietPlies() > 0 ? 1 : 0;
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
                playMirrorOf(p, m);
            }
            Outcome o = p.outcome();
            assertThat(m.outcome()).isEqualTo(o == Outcome.DRAW ? o : Outcome.winFor(1 - o.winner()));
        }
        assertThat(checked).isGreaterThan(1000);
        assertThat(pastQuietMoves).isGreaterThan(100);
    }

    /** Plays on {@code m} the move that makes it the mirror of {@code p} again. */
    private static void playMirrorOf(CheckersPosition p, CheckersPosition m) {
        CheckersPosition target = mirrored(p);
        for (int move : m.legalMoves()) {
            m.play(move);
            if (m.equals(target)) { // a position's equality is its board and side to move, not its history
                return;
            }
            m.undo();
        }
        throw new AssertionError("no move of " + m + " mirrors " + p);
    }

    /**
     * The game's evaluators, the one over the process's 5-piece database swapped for the same evaluator over a
     * cache that never builds: the random games reach 5 pieces, and asking the shared cache starts its build (a
     * minute and 1.5 GB on a background thread) that then ran on under the later test classes of this JVM and
     * showed as heap growth in StrategistMemoryTest. The database's own symmetry is CheckersEndgameDatabaseTest's.
     */
    private static List<Evaluator<CheckersPosition>> catalogueWithoutSharedBuilds() {
        List<Evaluator<CheckersPosition>> evaluators = new ArrayList<>();
        for (Evaluator<CheckersPosition> e : new CheckersGame().evaluators()) {
            evaluators.add(e.name().equals("checkers+db5")
                    ? new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                            CheckersEndgameCache.using(task -> { }, 5)) : e);
        }
        assertThat(evaluators).extracting(Evaluator::name).contains("checkers+db5");
        return evaluators;
    }

    @Test
    void materialCountsAndAKingIsWorthMoreThanAMan() {
        CheckersPosition even = CheckersPosition.of("B:W22,23:B10,11");
        CheckersPosition up = CheckersPosition.of("B:W22:B10,11");
        CheckersPosition king = CheckersPosition.of("B:W22:BK10");
        CheckersPosition man = CheckersPosition.of("B:W22:B10");
        assertThat(full.evaluate(up)).isGreaterThan(full.evaluate(even) + 50);
        assertThat(material.evaluate(up) - material.evaluate(even)).isEqualTo(100);
        assertThat(material.evaluate(king)).isGreaterThan(material.evaluate(man));
        assertThat(full.evaluate(king)).isGreaterThan(full.evaluate(man));
    }

    @Test
    void aPendingCaptureIsNotQuietAndCapturesAreTriedFirst() {
        CheckersPosition p = CheckersPosition.of("B:W18,19,26:B14,15");
        assertThat(full.isQuiet(p)).isFalse();
        assertThat(full.isQuiet(new CheckersPosition())).isTrue();
        int single = new CheckersNotation().parse(p, "15x24");
        int twice = new CheckersNotation().parse(p, "15x22x31");
        assertThat(full.orderScore(p, twice)).isGreaterThan(full.orderScore(p, single)).isGreaterThan(0);
        CheckersPosition crown = CheckersPosition.of("B:W6:B25,12");
        assertThat(full.orderScore(crown, new CheckersNotation().parse(crown, "25-29"))).isGreaterThan(0);
        assertThat(full.orderScore(crown, new CheckersNotation().parse(crown, "12-16"))).isZero();
    }

    @Test
    void theSearchLooksThroughTheCapturesItsMovesAllow() {
        // 15-18 walks into 22x15; 15-19 is safe. One ply deep, only the capture search sees the difference.
        CheckersPosition p = CheckersPosition.of("B:W22,32:B15");
        // without the endgame database: three pieces are in it, and once the process's copy is built (by an
        // earlier test class in this JVM, or in the background since a search asked for it) the search scores
        // both moves as exact losses a few plies apart instead of looking through the capture; so the result
        // depended on the order of the test classes and on how fast the build had been
        CheckersEvaluator withoutDatabase = new CheckersEvaluator(CheckersWeights.TUNED, false);
        SearchResult r = new Engine<>(withoutDatabase, 1).search(p, SearchLimits.depth(1).withAllRootScores(), SearchListener.NONE);
        assertThat(CheckersNotation.text(r.bestMove())).isEqualTo("15-19");
        int blunder = new CheckersNotation().parse(p, "15-18");
        for (int i = 0; i < r.rootMoves().length; i++) {
            if (r.rootMoves()[i] == blunder) {
                assertThat(r.rootScores()[i]).isLessThan(r.score() - 80);
            }
        }
    }
}
