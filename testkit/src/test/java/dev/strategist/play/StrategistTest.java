package dev.strategist.play;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringGame;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.search.SearchInfo;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The Strategist: configuration, seeded choices, and searches off the caller's thread. */
class StrategistTest {
    private final DomineeringGame game = new DomineeringGame();

    @Test
    void bestMoveSearchesACopy() {
        DomineeringPosition p = game.newPosition(5, 5);
        String before = p.toString();
        int move = Strategist.builder(game).depth(3).build().bestMove(p);
        assertThat(p.isLegal(move)).isTrue();
        assertThat(p.toString()).isEqualTo(before);
    }

    @Test
    void theSameSeedReplaysTheSameGameAndOtherSeedsVary() {
        Set<String> games = new HashSet<>();
        for (long seed = 0; seed < 6; seed++) {
            String first = playOut(seed);
            assertThat(playOut(seed)).as("seed %d again", seed).isEqualTo(first);
            games.add(first);
        }
        assertThat(games).as("equally good moves are chosen at random").hasSizeGreaterThan(1);
    }

    private String playOut(long seed) {
        // ties only (margin 0): the choice among equally good moves, which a seed makes reproducible
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(2).pickAmongBest(2, 0).seed(seed).build();
        DomineeringPosition p = game.newPosition(4, 4);
        List<Integer> moves = new ArrayList<>();
        while (!p.isOver()) {
            int m = s.bestMove(p);
            moves.add(m);
            p.play(m);
        }
        return moves.toString();
    }

    @Test
    void aSeedAloneSearchesExactlyAsWithoutOne() {
        for (int level = 8; level <= 10; level++) {
            assertThat(Strategist.builder(game).level(level).seed(42).build().limits())
                    .isEqualTo(Strategist.builder(game).level(level).build().limits());
        }
        SearchLimits unseeded = Strategist.builder(game).timeMillis(300).build().limits();
        assertThat(Strategist.builder(game).timeMillis(300).seed(42).build().limits()).isEqualTo(unseeded);
        assertThat(unseeded.allRootScores()).isFalse();
        assertThat(Strategist.builder(game).level(7).build().limits().allRootScores())
                .as("level 7 chooses among two near-equal moves").isTrue();
    }

    @Test
    void aSeededChoiceIsAlwaysAmongTheBestMoves() {
        DomineeringPosition p = game.newPosition(4, 4);
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(3).seed(5).build();
        for (int i = 0; i < 20; i++) {
            Choice c = s.choose(p, info -> { });
            assertThat(c.score()).isEqualTo(c.analysis().rootScores()[0]);
        }
    }

    @Test
    void lowLevelsPickAmongSeveralMovesButNeverAProvenLossWhenTheyNeedNot() {
        DomineeringPosition p = game.newPosition(4, 4);
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(4).pickAmongBest(3, 1_000).seed(1).build();
        Set<Integer> chosen = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            Choice c = s.choose(p, info -> { });
            int[] moves = c.analysis().rootMoves();
            int rank = 0;
            while (moves[rank] != c.move()) {
                rank++;
            }
            assertThat(rank).isLessThan(Math.max(3, countTies(c.analysis().rootScores())));
            chosen.add(c.move());
        }
        assertThat(chosen).hasSizeGreaterThan(1);
    }

    private static int countTies(int[] scores) {
        int n = 1;
        while (n < scores.length && scores[n] == scores[0]) {
            n++;
        }
        return n;
    }

    @Test
    void everyLevelGivesALegalMove() {
        DomineeringPosition p = game.newPosition(6, 6);
        for (int level = 1; level <= 9; level++) {
            int move = Strategist.builder(game).level(level).timeMillis(200).seed(level).build().bestMove(p);
            assertThat(p.isLegal(move)).as("level %d", level).isTrue();
        }
        assertThatThrownBy(() -> Strategist.builder(game).level(11)).hasMessageContaining("between 1 and 10");
        assertThatThrownBy(() -> Strategist.builder(game).iq(50).build()).hasMessageContaining("no exact solver");
        assertThatThrownBy(() -> Strategist.builder(game).build()).hasMessageContaining("give a level");
    }

    @Test
    void aGamesOwnSearcherTakesThePlaceOfTheAlgorithm() {
        DomineeringPosition p = game.newPosition(4, 4);
        int[] calls = {0};
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(2)
                .searcher("last-move", counted(calls)).build();
        int[] moves = p.legalMoves();
        assertThat(s.bestMove(p)).isEqualTo(moves[moves.length - 1]);
        assertThat(s.bestMove(p)).isEqualTo(moves[moves.length - 1]);
        assertThat(calls[0]).as("a fresh searcher for each move").isEqualTo(2);
        assertThat(s).hasToString("last-move depth 2");
    }

    /** A factory of last-move searchers that counts the searchers it makes in {@code calls[0]}. */
    private static java.util.function.Supplier<dev.strategist.search.Searcher<DomineeringPosition>> counted(
            int[] calls) {
        return () -> {
            calls[0]++;
            return lastMove(limits -> { });
        };
    }

    @Test
    void aKeptTableKeepsAGamesOwnSearcherFromMoveToMove() {
        DomineeringPosition p = game.newPosition(4, 4);
        int[] calls = {0};
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(2).keepTable(true)
                .searcher("last-move", counted(calls)).build();
        int[] moves = p.legalMoves();
        assertThat(s.bestMove(p)).isEqualTo(moves[moves.length - 1]);
        assertThat(s.bestMove(p)).isEqualTo(moves[moves.length - 1]);
        assertThat(s.bestMove(p)).isEqualTo(moves[moves.length - 1]);
        assertThat(calls[0]).as("one searcher, and with it its table, for every move").isEqualTo(1);
        assertThat(s).hasToString("last-move depth 2 keeping its table");
        s.close();
        s.bestMove(p);
        assertThat(calls[0]).as("closed, it gave its searcher up").isEqualTo(2);
    }

    @Test
    void everyAlgorithmPlays() {
        DomineeringPosition p = game.newPosition(4, 4);
        for (Algorithm a : Algorithm.values()) {
            Choice c = Strategist.builder(game).algorithm(a).depth(3).build().choose(p, info -> { });
            assertThat(p.isLegal(c.move())).as(a.name()).isTrue();
        }
        assertThat(Algorithm.parse("AlphaBeta")).isEqualTo(Algorithm.ALPHABETA);
        assertThatThrownBy(() -> Algorithm.parse("magic")).hasMessageContaining("unknown algorithm");
    }

    @Test
    void anAsyncSearchReportsProgressAndAnswers() throws Exception {
        List<SearchInfo> infos = new CopyOnWriteArrayList<>();
        DomineeringPosition p = game.newPosition(5, 5);
        SearchTask task = Strategist.builder(game).depth(5).build().bestMoveAsync(p, infos::add);
        Choice c = task.future().get(30, TimeUnit.SECONDS);
        assertThat(p.isLegal(c.move())).isTrue();
        assertThat(infos).extracting(SearchInfo::depth).contains(1, 5);
    }

    @Test
    void moveNowAnswersAtOnceWithTheBestSoFar() throws Exception {
        DomineeringPosition p = game.newPosition(8, 8);
        CountDownLatch searching = new CountDownLatch(1);
        SearchTask task = Strategist.builder(game).depth(60).build().bestMoveAsync(p, info -> searching.countDown());
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("a depth reported").isTrue();
        task.moveNow();
        Choice c = task.future().get(10, TimeUnit.SECONDS);
        assertThat(p.isLegal(c.move())).isTrue();
        assertThat(c.analysis().stopped()).isTrue();
    }

    @Test
    void cancelStopsTheSearchAndFreesItsThread() throws Exception {
        DomineeringPosition p = game.newPosition(8, 8);
        CountDownLatch searching = new CountDownLatch(1);
        SearchTask task = Strategist.builder(game).depth(60).build().bestMoveAsync(p, info -> searching.countDown());
        assertThat(searching.await(30, TimeUnit.SECONDS)).as("a depth reported").isTrue();
        task.cancel();
        assertThat(task.future()).isCancelled();
        task.finished().get(10, TimeUnit.SECONDS); // the search thread let go
        assertThatThrownBy(() -> task.future().join()).isInstanceOf(CancellationException.class);
    }

    @Test
    void everyAlgorithmReallyStops() throws Exception {
        DomineeringPosition p = game.newPosition(8, 8);
        for (Algorithm a : Algorithm.values()) {
            // 30 plies of 8 x 8 would take any of them far longer than the test may run; Monte Carlo search
            // is bounded by playouts, not depth, so it gets a billion of them
            CountDownLatch searching = new CountDownLatch(1);
            SearchTask answered = longSearch(a, searching).bestMoveAsync(p, i -> searching.countDown());
            assertThat(searching.await(30, TimeUnit.SECONDS)).as(a.name() + " under way").isTrue();
            answered.moveNow();
            Choice c = answered.future().get(10, TimeUnit.SECONDS);
            assertThat(p.isLegal(c.move())).as(a.name()).isTrue();
            assertThat(c.analysis().stopped()).as(a.name()).isTrue();

            CountDownLatch searchingAgain = new CountDownLatch(1);
            SearchTask dropped = longSearch(a, searchingAgain).bestMoveAsync(p, i -> searchingAgain.countDown());
            assertThat(searchingAgain.await(30, TimeUnit.SECONDS)).as(a.name() + " under way").isTrue();
            dropped.cancel();
            dropped.finished().get(10, TimeUnit.SECONDS);
            assertThat(dropped.future()).as(a.name()).isCancelled();
        }
    }

    @Test
    void monteCarloSearchFollowsTheStrategistsSeed() {
        DomineeringPosition p = game.newPosition(6, 6);
        java.util.function.LongFunction<Choice> choose = seed -> Strategist.builder(game).algorithm(Algorithm.MCTS)
                .nodes(2000).seed(seed).build().choose(p, info -> { });
        assertThat(choose.apply(5).analysis().rootScores()).containsExactly(choose.apply(5).analysis().rootScores());
        boolean differs = false;
        for (long seed = 6; seed < 10 && !differs; seed++) {
            differs = !java.util.Arrays.equals(choose.apply(seed).analysis().rootScores(),
                    choose.apply(5).analysis().rootScores());
        }
        assertThat(differs).as("another seed, other playouts").isTrue();
    }

    /**
     * A search of {@code a} that only a stop ends, opening {@code searching} at its first evaluation: the
     * oracles report nothing before they finish, so reaching a leaf is the sign that one is under way
     * (random playouts evaluate nothing; they report progress to the listener instead).
     */
    private Strategist<DomineeringPosition> longSearch(Algorithm a, CountDownLatch searching) {
        DomineeringEvaluator base = new DomineeringEvaluator();
        Evaluator<DomineeringPosition> watched = position -> {
            searching.countDown();
            return base.evaluate(position);
        };
        Strategist.Builder<DomineeringPosition> b = Strategist.builder(game).algorithm(a).evaluator(watched)
                .depth(30);
        return (a.isMonteCarlo() ? b.nodes(1_000_000_000L) : b).build();
    }

    @Test
    void aFinishedGameHasNoMoveToFind() {
        DomineeringPosition over = game.newPosition(1, 1);
        Strategist<DomineeringPosition> s = Strategist.builder(game).depth(2).build();
        assertThatThrownBy(() -> s.bestMove(over)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("over").hasMessageContaining(game.describeOutcome(over));
        assertThatThrownBy(() -> s.bestMoveAsync(over, info -> { })).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aKeptTableCarriesWhatOneSearchLearntIntoTheNext() {
        DomineeringPosition p = game.newPosition(5, 5);
        Strategist<DomineeringPosition> fresh = Strategist.builder(game).depth(5).build();
        long first = fresh.choose(p, SearchListener.NONE).analysis().nodes();
        assertThat(fresh.choose(p, SearchListener.NONE).analysis().nodes()).as("a cleared table each time")
                .isEqualTo(first);
        Strategist<DomineeringPosition> keeping = Strategist.builder(game).depth(5).keepTable(true).build();
        assertThat(keeping.toString()).endsWith("keeping its table");
        assertThat(keeping.choose(p, SearchListener.NONE).analysis().nodes()).as("its first search").isEqualTo(first);
        Choice again = keeping.choose(p, SearchListener.NONE);
        assertThat(again.analysis().nodes()).as("the same position from the kept table").isLessThan(first);
        assertThat(p.isLegal(again.move())).isTrue();
        keeping.close();
        assertThat(keeping.choose(p, SearchListener.NONE).analysis().nodes()).as("after close: a cleared table")
                .isEqualTo(first);
    }

    /** A searcher that answers the last legal move at once, telling {@code seen} the limits it was given. */
    private static dev.strategist.search.Searcher<DomineeringPosition> lastMove(
            java.util.function.Consumer<SearchLimits> seen) {
        return new dev.strategist.search.Searcher<>() {
            @Override
            public dev.strategist.search.SearchResult search(DomineeringPosition position, SearchLimits limits,
                    SearchListener listener, dev.strategist.search.StopSignal signal) {
                seen.accept(limits);
                int[] moves = position.legalMoves();
                int last = moves[moves.length - 1];
                return new dev.strategist.search.SearchResult(last, 0, 1, new int[] {last}, 1, 0, false,
                        new int[] {last}, new int[] {0});
            }

            @Override
            public void stop() {
            }

            @Override
            public String name() {
                return "last-move";
            }
        };
    }

    /** The limits each search of a strategist built with {@code wholeTime} at {@code millis} is given. */
    private List<SearchLimits> limitsGiven(long millis, boolean whole) {
        List<SearchLimits> given = new ArrayList<>();
        Strategist<DomineeringPosition> s = Strategist.builder(game).timeMillis(millis).wholeTime(whole)
                .searcher("last-move", () -> lastMove(given::add)).build();
        s.choose(game.newPosition(5, 5), SearchListener.NONE);
        assertThat(s.toString().endsWith("spending its whole time")).isEqualTo(whole);
        return given;
    }

    @Test
    void spendingTheWholeTimeStopsOnlyAtTheHardStopAGuardShortOfTheTime() {
        // a minute, so the milliseconds before the search starts cannot matter
        SearchLimits half = limitsGiven(60_000, false).get(0);
        assertThat(half.hardTimeMillis()).isBetween(59_000L, 60_000L);
        assertThat(half.softTimeMillis()).isEqualTo(half.hardTimeMillis() / 2);
        SearchLimits whole = limitsGiven(60_000, true).get(0);
        assertThat(whole.softTimeMillis()).isEqualTo(whole.hardTimeMillis());
        assertThat(whole.hardTimeMillis()).as("the guard, a tenth of the time").isBetween(53_000L, 60_000L - 6_000);
        SearchLimits tiny = limitsGiven(3, true).get(0);
        assertThat(tiny.hardTimeMillis()).as("at least a millisecond").isEqualTo(1);
    }

    @Test
    void theSoftTimeIsTheShareOfTheTimeAskedForAndTheHardTimeStaysTheTime() {
        assertThat(Strategist.builder(game).timeMillis(300).build().limits().softTimeMillis())
                .as("the default, half").isEqualTo(150);
        Strategist<DomineeringPosition> aiming = Strategist.builder(game).timeMillis(300).softTimePercent(75).build();
        assertThat(aiming.limits().softTimeMillis()).isEqualTo(225);
        assertThat(aiming.limits().hardTimeMillis()).isEqualTo(300);
        assertThat(aiming.toString()).endsWith("aiming at 75 % of its time");
        assertThat(Strategist.builder(game).timeMillis(300).softTimePercent(100).build().limits().softTimeMillis())
                .isEqualTo(300);
        assertThat(Strategist.builder(game).timeMillis(1).softTimePercent(1).build().limits().softTimeMillis())
                .as("at least a millisecond").isEqualTo(1);
        // each search is given the share of the time left when it starts
        List<SearchLimits> given = new ArrayList<>();
        Strategist<DomineeringPosition> s = Strategist.builder(game).timeMillis(60_000).softTimePercent(90)
                .searcher("last-move", () -> lastMove(given::add)).build();
        s.choose(game.newPosition(5, 5), SearchListener.NONE);
        SearchLimits first = given.get(0);
        assertThat(first.hardTimeMillis()).isBetween(59_000L, 60_000L);
        assertThat(first.softTimeMillis()).isEqualTo(first.hardTimeMillis() * 90 / 100);
    }

    @Test
    void aSoftTimeOutsideOneToAHundredPerCentOrBesideTheWholeClockIsRefused() {
        for (int bad : new int[] {0, -5, 101, 150}) {
            assertThatThrownBy(() -> Strategist.builder(game).softTimePercent(bad))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("1 to 100 %")
                    .hasMessageContaining(String.valueOf(bad));
        }
        assertThatThrownBy(() -> Strategist.builder(game).timeMillis(300).wholeTime(true).softTimePercent(75).build())
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not both");
    }

    @Test
    void aForcedMoveIsAnsweredWithoutASearch() {
        DomineeringPosition p = positionWithOneMove();
        List<SearchInfo> heard = new CopyOnWriteArrayList<>();
        // a clock long enough that any search would show in the nodes; a seed, which once made it search on
        Strategist<DomineeringPosition> s = Strategist.builder(game).timeMillis(60_000).seed(3).build();
        Choice c = s.choose(p, heard::add);
        assertThat(c.move()).isEqualTo(p.legalMoves()[0]);
        assertThat(c.analysis().nodes()).isZero();
        assertThat(c.analysis().depth()).isZero();
        assertThat(heard).isEmpty();
        assertThat(Strategist.builder(game).algorithm(Algorithm.MCTS).nodes(1_000_000).build().choose(p, heard::add)
                .analysis().nodes()).isZero();
    }

    /** A position of a seeded random playout where the side to move has exactly one legal move. */
    private DomineeringPosition positionWithOneMove() {
        java.util.Random random = new java.util.Random(27);
        while (true) {
            DomineeringPosition p = game.newPosition(4, 4);
            while (!p.isOver() && p.legalMoves().length > 1) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            if (!p.isOver()) {
                return p;
            }
        }
    }
}
