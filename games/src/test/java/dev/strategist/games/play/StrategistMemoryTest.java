package dev.strategist.games.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersEndgameCache;
import dev.strategist.play.Strategist;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Memory stays within the configured table size plus a fixed overhead: for every game in the catalogue, a
 * level-10 strategist with an 8 MB table keeps, after hundreds of timed moves, no more than that table and
 * the game's fixed extras (the exact solvers' own tables: Connect Four's 32 MB, Othello's 21 MB endgame table),
 * and a second batch of moves adds nothing (nothing grows with the number of searches).
 */
@Tag("slow")
class StrategistMemoryTest {
    private static final int TABLE_MB = 8;
    private static final long MB = 1L << 20;
    /** The largest fixed extra of any game (Connect Four's 32 MB solver table) and class data, with room. */
    private static final long FIXED_OVERHEAD = 40 * MB;
    /** What a second batch of moves may add: measurement noise, not a table. */
    private static final long NO_GROWTH = 4 * MB;
    private static final int MOVES = 60;

    @Test
    void aStrategistKeepsItsTableAndAFixedOverheadAndNothingMore() throws Exception {
        // the process's checkers endgame database (one per process, not per strategist) is built on a
        // background thread once a search nears an ending: started during the measured moves, its build
        // showed as 19 MB of growth in the second batch whenever no earlier test class in this JVM had
        // built it (this class run alone, or run before the checkers tests), and how far it had got at each
        // measurement depended on how fast the machine was. Built before measuring, it is not in any delta.
        CheckersEndgameCache.shared().database().join();
        for (Game<?> game : Games.all()) {
            check(game);
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void check(Game game) throws Exception {
        long before = usedHeapAfterGc();
        Strategist strategist = Strategist.builder(game).level(10).timeMillis(10).tableMegabytes(TABLE_MB).seed(3)
                .build();
        Random random = new Random(11);
        playMoves(game, strategist, random);
        long afterFirst = usedHeapAfterGc();
        playMoves(game, strategist, random);
        long afterSecond = usedHeapAfterGc();
        System.out.printf("%s: kept %.1f MB after %d moves, %+.1f MB after %d more%n", game.name(),
                (afterFirst - before) / (double) MB, MOVES, (afterSecond - afterFirst) / (double) MB, MOVES);
        assertThat(afterFirst - before).as("%s: heap kept after %d moves, bytes", game.name(), MOVES)
                .isLessThan(TABLE_MB * MB + FIXED_OVERHEAD);
        assertThat(afterSecond - afterFirst).as("%s: heap added by %d more moves, bytes", game.name(), MOVES)
                .isLessThan(NO_GROWTH);
    }

    /** Games from random starts: a few random moves, then the strategist plays both sides. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void playMoves(Game game, Strategist strategist, Random random) {
        Position p = game.newPosition();
        for (int i = 0; i < MOVES; i++) {
            if (p.isOver()) {
                p = game.newPosition();
            }
            if (p.ply() < 4) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            } else {
                p.play(strategist.bestMove(p));
            }
        }
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(50);
            used = Math.min(used, rt.totalMemory() - rt.freeMemory());
        }
        return used;
    }
}
