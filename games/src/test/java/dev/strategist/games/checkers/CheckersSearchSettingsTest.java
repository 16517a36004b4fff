package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Evaluator;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GuiNN's two ways of shaping the search as settings ({@code checkers+step2}: deepening two plies an iteration;
 * {@code checkers+pvx}: captures on the principal variation free): off by default, each doing what it says.
 */
class CheckersSearchSettingsTest {
    private final CheckersEvaluator plain = new CheckersEvaluator();

    private static SearchResult search(Evaluator<CheckersPosition> e, CheckersPosition p, int depth, List<Integer> seen) {
        return new Engine<>(e, 4).search(p.copy(), SearchLimits.depth(depth), info -> seen.add(info.depth()));
    }

    private static CheckersPosition middle() {
        CheckersPosition p = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17", "21x14"}) {
            p.play(notation.parse(p, m));
        }
        return p;
    }

    @Test
    void theDefaultDeepensEveryPlyAndExtendsOnlyRecaptures() {
        assertThat(plain.deepeningStep()).isEqualTo(1);
        // White must capture, and the move before was no capture: no extension on or off the principal variation
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(capture.mustCapture()).isTrue();
        assertThat(plain.extension(capture, 1, 1, 4, true)).isZero();
        assertThat(plain.extension(capture, 1, 1, 4, false)).isZero();
        List<Integer> seen = new ArrayList<>();
        search(plain, middle(), 6, seen);
        assertThat(seen).containsExactly(1, 2, 3, 4, 5, 6);
    }

    @Test
    void aStepOfTwoSearchesEvenDepthsToTheLimitWithFewerNodes() {
        CheckersEvaluator stepped = plain.withDeepeningStep(2);
        assertThat(stepped.deepeningStep()).isEqualTo(2);
        for (CheckersPosition p : new CheckersPosition[] {new CheckersPosition(), middle()}) {
            List<Integer> every = new ArrayList<>();
            List<Integer> even = new ArrayList<>();
            long full = search(plain, p, 12, every).nodes();
            SearchResult r = search(stepped, p, 12, even);
            assertThat(even).containsExactly(2, 4, 6, 8, 10, 12);
            assertThat(r.depth()).isEqualTo(12);
            assertThat(r.nodes()).as("%s", p).isLessThan(full);
        }
        List<Integer> odd = new ArrayList<>();
        search(stepped, middle(), 7, odd);
        assertThat(odd).as("the last iteration is the limit").containsExactly(2, 4, 6, 7);
    }

    @Test
    void pvCapturesExtendACaptureOnThePrincipalVariationOnly() {
        CheckersEvaluator pvx = plain.withPvCaptures();
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(pvx.extension(capture, 1, 1, 4, true)).isEqualTo(1);
        assertThat(pvx.extension(capture, 1, 1, 4, false)).isZero();
        CheckersPosition start = new CheckersPosition();
        assertThat(pvx.extension(start, 7, 1, 4, true)).as("no capture").isZero();
        // a capture answering a capture is free everywhere, as by default
        CheckersPosition exchange = new CheckersPosition();
        CheckersNotation notation = new CheckersNotation();
        for (String m : new String[] {"11-15", "23-19", "8-11", "22-17", "9-13", "17-14", "10x17"}) {
            exchange.play(notation.parse(exchange, m));
        }
        assertThat(pvx.extension(exchange, 1, 1, 4, false)).isEqualTo(plain.extension(exchange, 1, 1, 4, false))
                .isEqualTo(1);
        // the principal variation sees further, so the tree to the same depth grows
        List<Integer> seen = new ArrayList<>();
        assertThat(search(pvx, middle(), 10, seen).nodes()).isGreaterThan(search(plain, middle(), 10, seen).nodes());
    }

    @Test
    void theSettingsReadFromTheirNamesAndRefuseBadOnes() {
        CheckersGame game = new CheckersGame();
        Evaluator<CheckersPosition> stepped = game.evaluator("checkers+step2");
        assertThat(stepped.name()).isEqualTo("checkers+step2");
        assertThat(stepped.deepeningStep()).isEqualTo(2);
        Evaluator<CheckersPosition> both = game.evaluator("checkers+cut50/2+lmp2/1+step2+pvx");
        assertThat(both.name()).isEqualTo("checkers+cut50/2+lmp2/1+step2+pvx");
        assertThat(both.deepeningStep()).isEqualTo(2);
        assertThat(both.cutReduction(8)).isEqualTo(2);
        CheckersPosition capture = CheckersPosition.of("W:W18,30:B1,14");
        assertThat(both.extension(capture, 1, 1, 4, true)).isEqualTo(1);
        CheckersPosition start = new CheckersPosition();
        assertThat(both.prunesLate(start, start.legalMoves()[6], 6, 1)).as("the pruning kept").isTrue();
        assertThat(game.evaluator("checkers").deepeningStep()).isEqualTo(1);
        assertThatThrownBy(() -> game.evaluator("checkers+step0")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> game.evaluator("material+step2")).isInstanceOf(IllegalArgumentException.class);
    }
}
