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
        assertThat(GAME.clockMovesToPlan(start)).isEqualTo(25);
        assertThat(late.emptyCount()).isEqualTo(20);
        assertThat(GAME.clockMovesToPlan(late)).isEqualTo(5);
        assertThat(ClockShare.moveMillis(20_000, 0, GAME.clockMovesToPlan(late)))
                .isGreaterThan(3 * ClockShare.moveMillis(20_000, 0, GAME.clockMovesToPlan(start)));
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
