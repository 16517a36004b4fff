package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Perft;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.connect4.Connect4Solver;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.io.IOException;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** The benchmarks' wiring, checked once without timing anything: cases, algorithms, constants. */
class BenchWiringTest {

    @Test
    void everyAlgorithmFindsTicTacToeADraw() {
        SearchCase<?> c = SearchCases.named(SearchCases.TICTACTOE);
        for (SearchAlgorithm algorithm : SearchAlgorithm.values()) {
            BoundSearch search = algorithm.bind(c);
            search.reset();
            assertThat(search.run()).as(algorithm.label()).isZero();
            assertThat(search.nodes()).as(algorithm.label()).isPositive();
        }
    }

    @Test
    void thePruningSearchesAgreeOnEveryCase() {
        // minimax and negamax would take seconds here; the core's tests prove them against these
        SearchAlgorithm[] pruning = {SearchAlgorithm.ALPHABETA, SearchAlgorithm.NEGASCOUT, SearchAlgorithm.ENGINE,
            SearchAlgorithm.ENGINE_NO_TABLE};
        for (SearchCase<?> c : SearchCases.all()) {
            Integer expected = null;
            for (SearchAlgorithm algorithm : pruning) {
                int value = algorithm.bind(c).run();
                if (expected == null) {
                    expected = value;
                }
                assertThat(value).as(algorithm.label() + " on " + c.name()).isEqualTo(expected);
            }
        }
    }

    @Test
    void fullTreeSearchesAreKeptOffTheFullFiveByFiveSolve() {
        SearchCase<?> solve = SearchCases.named(SearchCases.DOMINEERING_5X5);
        assertThat(SearchAlgorithm.MINIMAX.suits(solve)).isFalse();
        assertThat(SearchAlgorithm.NEGAMAX.suits(solve)).isFalse();
        assertThat(SearchAlgorithm.ENGINE.suits(solve)).isTrue();
    }

    @Test
    void namesRoundTripAndUnknownNamesAreRejected() {
        for (SearchAlgorithm a : SearchAlgorithm.values()) {
            assertThat(SearchAlgorithm.named(a.label())).isSameAs(a);
        }
        assertThatThrownBy(() -> SearchAlgorithm.named("mtdf")).isInstanceOf(NoSuchElementException.class);
        assertThatThrownBy(() -> SearchCases.named("chess")).isInstanceOf(NoSuchElementException.class);
    }

    @Test
    void perftConstantsMatchTheCounts() {
        assertThat(Perft.count(new TicTacToePosition(), 9)).isEqualTo(PerftBenchmark.TICTACTOE_9);
        assertThat(Perft.count(new DomineeringPosition(6, 6), 5)).isEqualTo(PerftBenchmark.DOMINEERING_6X6_5);
        assertThat(Perft.count(CheckersGame.withoutDrawRules(), 9)).isEqualTo(PerftBenchmark.CHECKERS_9);
        assertThat(CheckersPerftRun.PUBLISHED[9]).isEqualTo(PerftBenchmark.CHECKERS_9);
        assertThat(Perft.count(new dev.strategist.games.reversi.ReversiPosition(), 9)).isEqualTo(3_005_288L);
        assertThat(ReversiPerftBenchmark.OTHELLO_11).isEqualTo(212_258_216L);
    }

    @Test
    void percentilesUseTheNearestRank() {
        double[] values = new double[200];
        for (int i = 0; i < values.length; i++) {
            values[i] = values.length - i; // 200 down to 1
        }
        Percentiles p = new Percentiles(values);
        assertThat(p.at(50)).isEqualTo(100);
        assertThat(p.at(99)).isEqualTo(198);
        assertThat(p.at(100)).isEqualTo(200);
        assertThat(p.min()).isEqualTo(1);
        assertThat(p.max()).isEqualTo(200);
        assertThat(p.countAbove(190)).isEqualTo(10);
    }

    @Test
    void markdownTablesAlignNumbersRight() {
        String table = new MarkdownTable("name", ">n").row("a", "1").row("bb", "100").toString();
        assertThat(table).isEqualTo("""
                | name |   n |
                | ---- | --: |
                | a    |   1 |
                | bb   | 100 |
                """);
    }

    @Test
    void randomOpeningsAreReproducibleAndNeverOver() {
        var first = RandomOpenings.domineering(8, 8, 30, 10, 7);
        var again = RandomOpenings.domineering(8, 8, 30, 10, 7);
        assertThat(first).hasSize(30);
        for (int i = 0; i < first.size(); i++) {
            assertThat(first.get(i).toString()).isEqualTo(again.get(i).toString());
            assertThat(first.get(i).isOver()).isFalse();
        }
    }

    @Test
    void theConnectFourSetsAreInTheJarWithTheirReferenceFigures() throws IOException {
        for (String name : Connect4TestSet.NAMES) {
            assertThat(Connect4TestSet.read(name, Integer.MAX_VALUE).size()).as(name).isEqualTo(1000);
            assertThat(Connect4ReferenceFigures.of(name)).as(name).isPresent();
        }
        assertThat(Connect4TestSet.read("Test_L2_R1", 2).moves()).containsExactly("5554224333234511764415115",
                "52753311433677442422121");
        assertThatThrownBy(() -> Connect4TestSet.read("Test_L9_R9", 1)).isInstanceOf(NoSuchElementException.class);
    }

    @Test
    void theConnectFourBenchSolvesItsPositionsRight() throws IOException {
        Connect4SolverBench.Result r = Connect4SolverBench.measure(new Connect4Solver(7, 6, 16),
                Connect4TestSet.read("Test_L2_R1", 50), false, false);
        assertThat(r.positions()).isEqualTo(50);
        assertThat(r.wrong()).isZero();
        assertThat(r.nodes()).isPositive();
        Connect4SolverBench.Result weak = Connect4SolverBench.measure(new Connect4Solver(7, 6, 16),
                Connect4TestSet.read("Test_L2_R1", 50), true, false);
        assertThat(weak.wrong()).isZero();
        assertThat(weak.nodes()).isLessThan(r.nodes());
        assertThat(Connect4SolverBench.time(12_000)).isEqualTo("12.0 us");
        assertThat(Connect4SolverBench.time(6.1e6)).isEqualTo("6.10 ms");
        assertThat(Connect4SolverBench.time(9.1e9)).isEqualTo("9.10 s");
    }

    @Test
    void theOthelloBenchReadsItsPositions() throws IOException {
        assertThat(ReversiEndgameBench.position(40).bestScore()).isEqualTo(38);
        assertThat(ReversiEndgameBench.position(40).position().emptyCount()).isEqualTo(20);
        assertThat(ReversiEndgameBench.position(59).bestScore()).isEqualTo(64);
        assertThat(ReversiEndgameBench.position(20).position().emptyCount()).isEqualTo(6);
    }
}
