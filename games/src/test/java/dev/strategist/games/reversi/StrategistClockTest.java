package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.play.ClockShare;
import dev.strategist.play.Strategist;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.Searcher;
import dev.strategist.search.StopSignal;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A timed strategist under a game clock gives its search the clock's share of the time left in place of its
 * time a move, the share larger where Othello has fewer moves left to plan; one given a depth alone keeps it.
 */
class StrategistClockTest {
    private static final ReversiGame GAME = new ReversiGame();

    /** Records the limits each search is given, and plays the first legal move. */
    private static final class Recording implements Searcher<ReversiPosition> {
        final List<SearchLimits> given = new ArrayList<>();

        @Override
        public SearchResult search(ReversiPosition position, SearchLimits limits, SearchListener listener,
                                   StopSignal signal) {
            given.add(limits);
            int move = position.legalMoves()[0];
            return new SearchResult(move, 0, 1, new int[] {move}, 1, 0, false, new int[] {move}, new int[] {0});
        }

        @Override
        public void stop() {
        }

        @Override
        public String name() {
            return "recording";
        }
    }

    private static Strategist<ReversiPosition> strategist(Strategist.Builder<ReversiPosition> b, Recording r) {
        return b.searcher("recording", () -> r).build();
    }

    @Test
    void theClocksShareReplacesTheTimeAMove() {
        Recording r = new Recording();
        Strategist<ReversiPosition> s = strategist(Strategist.builder(GAME).timeMillis(1000), r);
        ReversiPosition start = GAME.newPosition();
        s.bestMove(start);
        assertThat(r.given.get(0).hardTimeMillis()).isBetween(1L, 1000L);
        s.timeLeft(30_000, 0);
        s.bestMove(start);
        long share = ClockShare.moveMillis(30_000, 0, GAME.clockMovesToPlan(start));
        assertThat(share).isGreaterThan(1000);
        // the time the strategist took before its search comes off, as with its time a move
        assertThat(r.given.get(1).hardTimeMillis()).isBetween(share - 1000, share);
        assertThat(r.given.get(1).softTimeMillis()).isLessThan(r.given.get(1).hardTimeMillis());
    }

    @Test
    void fewerMovesLeftToPlanGetALargerShareOfTheSameTime() {
        ReversiPosition start = GAME.newPosition();
        ReversiPosition late = GAME.newPosition();
        while (late.emptyCount() > 20 && !late.isOver()) {
            late.play(late.legalMoves()[0]);
        }
        // 25 moves, two of them at 25-28 empties counted twice
        assertThat(GAME.clockMovesToPlan(start)).isEqualTo(27);
        assertThat(late.emptyCount()).isEqualTo(20);
        assertThat(GAME.clockMovesToPlan(late)).isEqualTo(5);
        assertThat(ClockShare.moveMillis(20_000, 0, GAME.clockMovesToPlan(late)))
                .isGreaterThan(3 * ClockShare.moveMillis(20_000, 0, GAME.clockMovesToPlan(start)));
    }

    @Test
    void movesAtTwentyFiveToTwentyEightEmptiesWeighTwiceAndArePlannedFor() {
        ReversiPosition position = GAME.newPosition();
        int[] plans = new int[61];
        int[] weights = new int[61];
        while (position.emptyCount() > 20 && !position.isOver()) {
            plans[position.emptyCount()] = GAME.clockMovesToPlan(position);
            weights[position.emptyCount()] = GAME.clockMoveWeight(position);
            position.play(position.legalMoves()[0]);
        }
        for (int e = 21; e <= 60; e++) {
            if (plans[e] == 0) {
                continue; // a pass let the other side move at these empties
            }
            int ordinary = Math.max(2, (e + 1) / 2 - 5);
            // the mover's two moves still to come within 25-28 empties each count once more
            int extra = e >= 27 ? 2 : e >= 25 ? 1 : 0;
            assertThat(plans[e]).as("plan at %d empties", e).isEqualTo(ordinary + extra);
            assertThat(weights[e]).as("weight at %d empties", e).isEqualTo(e >= 25 && e <= 28 ? 2 : 1);
        }
        // the time a 28-empty move gets from a clock is twice an ordinary one's from the same clock and plan
        long ordinaryMillis = ClockShare.moveMillis(16_000, 0, 11);
        assertThat(ClockShare.moveMillis(16_000, 0, 11, 2)).isBetween(2 * ordinaryMillis - 2, 2 * ordinaryMillis + 2);
    }

    @Test
    void aStrategistUnderAClockGivesTheLongMoveMoreTimeThanTheMoveBefore() {
        ReversiPosition position = GAME.newPosition();
        while (position.emptyCount() > 30 && !position.isOver()) {
            position.play(position.legalMoves()[0]);
        }
        ReversiPosition before = position.copy();
        while (position.emptyCount() > 28 && !position.isOver()) {
            position.play(position.legalMoves()[0]);
        }
        assertThat(GAME.clockMoveWeight(before)).isEqualTo(1);
        assertThat(GAME.clockMoveWeight(position)).isEqualTo(2);
        Recording r = new Recording();
        Strategist<ReversiPosition> s = strategist(Strategist.builder(GAME).timeMillis(1000), r);
        s.timeLeft(16_000, 0);
        s.bestMove(before);
        s.timeLeft(16_000, 0);
        s.bestMove(position);
        assertThat(r.given.get(1).hardTimeMillis()).isGreaterThan(r.given.get(0).hardTimeMillis() * 3 / 2);
    }

    @Test
    void aStrategistGivenADepthAloneKeepsItUnderAClock() {
        Recording r = new Recording();
        Strategist<ReversiPosition> s = strategist(Strategist.builder(GAME).depth(4), r);
        s.timeLeft(30_000, 0);
        s.bestMove(GAME.newPosition());
        assertThat(r.given.get(0).hardTimeMillis()).isZero();
        assertThat(r.given.get(0).maxDepth()).isEqualTo(4);
    }
}
