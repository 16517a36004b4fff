package dev.strategist.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Score;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The production engine against the oracles, and its limits, stop signal and listener. */
class EngineTest {
    private static final DomineeringEvaluator EVAL = new DomineeringEvaluator();

    @Test
    void agreesWithAlphaBetaOnThousandsOfRandomPositions() {
        Random random = new Random(7);
        int[][] sizes = {{3, 3}, {4, 4}, {5, 5}, {4, 6}, {6, 4}, {6, 6}};
        int checked = 0;
        for (int[] size : sizes) {
            List<DomineeringPosition> positions =
                    RandomPlayouts.positions(new DomineeringPosition(size[0], size[1]), 600, size[0] * size[1] / 2, random);
            for (DomineeringPosition p : positions) {
                if (p.isOver()) {
                    continue;
                }
                int depth = 1 + random.nextInt(4);
                int expected = new AlphaBeta<>(EVAL).value(p, depth);
                // a fresh engine each time: entries of deeper earlier searches would change fixed-depth values
                SearchResult r = new Engine<>(EVAL, 1).search(p, depth);
                assertThat(r.score()).as("%s at depth %d", p, depth).isEqualTo(expected);
                if (r.depth() < depth) {
                    assertThat(Score.isDecisive(r.score())).as("stopped early only on a proven result").isTrue();
                } else {
                    assertThat(r.depth()).isEqualTo(depth);
                }
                assertThat(p.isLegal(r.bestMove())).isTrue();
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(2_000);
    }

    @Test
    void givesExactRootScoresLikeNegamax() {
        Random random = new Random(11);
        for (DomineeringPosition p : RandomPlayouts.positions(new DomineeringPosition(4, 5), 300, 8, random)) {
            if (p.isOver()) {
                continue;
            }
            SearchLimits limits = SearchLimits.depth(3).withAllRootScores();
            assertThat(byMove(new Engine<>(EVAL, 1).search(p, limits, SearchListener.NONE)))
                    .isEqualTo(byMove(new Negamax<>(EVAL).search(p, limits, SearchListener.NONE)));
        }
    }

    @Test
    void searchesOnPastItsDepthWhileTheEvaluatorSaysThePositionIsNotQuiet() {
        // never quiet: every line is followed to the end of the game, so depth 1 gives the solved value
        Evaluator<DomineeringPosition> restless = new Evaluator<>() {
            @Override
            public int evaluate(DomineeringPosition position) {
                return EVAL.evaluate(position);
            }

            @Override
            public boolean isQuiet(DomineeringPosition position) {
                return false;
            }
        };
        DomineeringPosition p = new DomineeringPosition(4, 4);
        int solved = new AlphaBeta<>(EVAL).value(p, 16);
        assertThat(new Engine<>(restless, 1).search(p, 1).score()).isEqualTo(solved);
        // the default (always quiet) stops at the depth: the same as alpha-beta to depth 1
        assertThat(EVAL.isQuiet(p)).isTrue();
        assertThat(new Engine<>(EVAL, 1).search(p, 1).score()).isEqualTo(new AlphaBeta<>(EVAL).value(p, 1));
    }

    private static Map<Integer, Integer> byMove(SearchResult r) {
        Map<Integer, Integer> map = new TreeMap<>();
        for (int i = 0; i < r.rootMoves().length; i++) {
            map.put(r.rootMoves()[i], r.rootScores()[i]);
        }
        return map;
    }

    @Test
    void solvesFiveByFiveWithFarFewerNodesThanAlphaBeta() {
        DomineeringPosition p = new DomineeringPosition(5, 5);
        AlphaBeta<DomineeringPosition> alphaBeta = new AlphaBeta<>(EVAL);
        int expected = alphaBeta.value(p, 25);
        SearchResult r = new Engine<>(EVAL, 16).search(p, SearchLimits.depth(25), SearchListener.NONE);
        assertThat(expected).isEqualTo(-(Score.WIN - 12)); // the first player loses on 5 x 5
        assertThat(r.score()).isEqualTo(expected);
        assertThat(r.nodes()).isLessThan(alphaBeta.nodes());
        assertThat(r.stopped()).isFalse();
    }

    @Test
    void reportsEveryIterationToTheListener() {
        List<SearchInfo> infos = new ArrayList<>();
        SearchResult r = new Engine<>(EVAL).search(new DomineeringPosition(6, 6), SearchLimits.depth(5), infos::add);
        assertThat(infos).extracting(SearchInfo::depth).containsExactly(1, 2, 3, 4, 5);
        SearchInfo last = infos.get(infos.size() - 1);
        assertThat(last.score()).isEqualTo(r.score());
        assertThat(last.pv()).startsWith(r.bestMove());
        assertThat(last.nodes()).isEqualTo(r.nodes());
        assertThat(r.pv()).hasSizeGreaterThanOrEqualTo(1);
        // the principal variation is a legal line
        DomineeringPosition p = new DomineeringPosition(6, 6);
        for (int move : r.pv()) {
            assertThat(p.isLegal(move)).isTrue();
            p.play(move);
        }
    }

    @Test
    void honoursATimeLimitLoosely() {
        DomineeringPosition p = new DomineeringPosition(8, 8);
        long start = System.nanoTime();
        SearchResult r = new Engine<>(EVAL).search(p, SearchLimits.time(100), SearchListener.NONE);
        long millis = (System.nanoTime() - start) / 1_000_000;
        // wall-clock time on this thread counts any time it waited for a core; 10 s still tells a search that
        // keeps its limit from one that ignores it (8 x 8 to depth 60 never ends by itself)
        assertThat(millis).as("a 100 ms search on a busy machine").isLessThan(10_000);
        assertThat(r.stopped()).isTrue();
        assertThat(r.depth()).isGreaterThanOrEqualTo(1);
        assertThat(p.isLegal(r.bestMove())).isTrue();
        assertThat(p.ply()).as("the position is restored").isZero();
    }

    @Test
    void honoursANodeLimit() {
        SearchResult r = new Engine<>(EVAL).search(new DomineeringPosition(8, 8),
                SearchLimits.depth(60).withNodes(50_000), SearchListener.NONE);
        assertThat(r.stopped()).isTrue();
        assertThat(r.nodes()).isBetween(1L, 50_000L + 2_048L);
    }

    @Test
    void stopsWhenTheSignalIsRaisedFromAnotherThread() throws Exception {
        Engine<DomineeringPosition> engine = new Engine<>(EVAL);
        StopSignal signal = new StopSignal();
        DomineeringPosition p = new DomineeringPosition(8, 8);
        CountDownLatch searching = new CountDownLatch(1);
        CompletableFuture<SearchResult> future = CompletableFuture.supplyAsync(
                () -> engine.search(p, SearchLimits.depth(60), info -> searching.countDown(), signal));
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("a depth reported").isTrue();
        signal.raise();
        SearchResult r = future.get(10, TimeUnit.SECONDS);
        assertThat(r.stopped()).isTrue();
        assertThat(new DomineeringPosition(8, 8).isLegal(r.bestMove())).isTrue();
    }

    @Test
    void depthOneCompletesEvenWhenStoppedAtOnce() {
        StopSignal signal = new StopSignal();
        signal.raise();
        DomineeringPosition p = new DomineeringPosition(7, 7);
        SearchResult r = new Engine<>(EVAL).search(p, SearchLimits.depth(30), SearchListener.NONE, signal);
        assertThat(r.depth()).isEqualTo(1);
        assertThat(p.isLegal(r.bestMove())).isTrue();
    }

    @Test
    void aFinishedGameHasNoMove() {
        DomineeringPosition p = new DomineeringPosition(1, 1);
        SearchResult r = new Engine<>(EVAL).search(p, 3);
        assertThat(r.bestMove()).isEqualTo(dev.strategist.core.Position.NO_MOVE);
        assertThat(r.score()).isEqualTo(-Score.WIN);
    }

    @Test
    void winScoresSurviveTheTableAtAnyPly() {
        // the same engine, table kept, searching a line of positions must keep exact mate distances
        Engine<DomineeringPosition> engine = new Engine<>(EVAL);
        DomineeringPosition p = new DomineeringPosition(4, 4);
        SearchResult first = engine.search(p, 16);
        assertThat(first.score()).isEqualTo(Score.WIN - 7);
        p.play(first.bestMove());
        SearchResult reply = engine.search(p, 16);
        assertThat(reply.score()).isEqualTo(-(Score.WIN - 6));
    }

    @Test
    void aTimeLimitTooLargeForNanosecondsIsNoLimitRatherThanAnInstantStop() {
        // found with the Gomocup brain's absurd INFO timeout_turn: Long.MAX_VALUE / 4 ms in nanoseconds overflowed into a
        // deadline in the past, and the search stopped at depth 1
        Engine<DomineeringPosition> engine = new Engine<>(EVAL);
        SearchResult r = engine.search(new DomineeringPosition(5, 5), SearchLimits.depth(5).withTime(0, Long.MAX_VALUE / 4),
                SearchListener.NONE);
        assertThat(r.depth()).isEqualTo(5);
        assertThat(r.stopped()).isFalse();
    }
}
