package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The endgame database against an independent oracle (a plain search on {@link CheckersPosition} that
 * asks "can the side to move force a win, or is it forced to lose, within d plies", memoised), and
 * against known facts of the game: one king against one king draws, two kings beat one, First Position
 * is a win.
 */
@Tag("slow")
class CheckersEndgameDatabaseTest {
    private static CheckersEndgameDatabase three;
    private static CheckersEndgameDatabase four;

    @BeforeAll
    static void build() {
        three = CheckersEndgameDatabase.build(3);
        four = CheckersEndgameCache.shared().database().join(); // the process's copy: built once for every test class
    }

    /** Whether the side to move wins or loses within a number of plies, by plain search with a memo. */
    static final class Oracle {
        private final Map<Long, Boolean> wins = new HashMap<>();
        private final Map<Long, Boolean> losses = new HashMap<>();

        /**
         * Asserts that {@code p}, valued {@code v} (not 0) by a database, is won in exactly {@code v} plies (v > 0)
         * or lost in exactly {@code -v - 1} (v < 0), as this search finds it.
         */
        void assertDecidedAsValued(CheckersPosition p, int v) {
            String what = p + " valued " + v;
            if (v > 0) {
                assertThat(winWithin(p, v)).as(what).isTrue();
                assertThat(winWithin(p, v - 1)).as(what).isFalse();
            } else {
                int n = -v - 1;
                assertThat(lossWithin(p, n)).as(what).isTrue();
                assertThat(n == 0 || !lossWithin(p, n - 1)).as(what).isTrue();
            }
        }

        boolean winWithin(CheckersPosition p, int d) {
            if (p.isOver()) {
                return false; // without draw rules, over means the side to move has no move: lost
            }
            if (d <= 0) {
                return false;
            }
            Long key = p.hash() * 131 + d;
            Boolean known = wins.get(key);
            if (known != null) {
                return known;
            }
            boolean result = false;
            for (int move : p.legalMoves()) {
                p.play(move);
                boolean lost = lossWithin(p, d - 1);
                p.undo();
                if (lost) {
                    result = true;
                    break;
                }
            }
            wins.put(key, result);
            return result;
        }

        boolean lossWithin(CheckersPosition p, int d) {
            if (p.isOver()) {
                return true;
            }
            if (d <= 0) {
                return false;
            }
            Long key = p.hash() * 131 + d;
            Boolean known = losses.get(key);
            if (known != null) {
                return known;
            }
            boolean result = true;
            for (int move : p.legalMoves()) {
                p.play(move);
                boolean won = winWithin(p, d - 1);
                p.undo();
                if (!won) {
                    result = false;
                    break;
                }
            }
            losses.put(key, result);
            return result;
        }
    }

    /** A random position with {@code pieces} pieces, both sides present, men off their crowning rows. */
    static CheckersPosition randomPosition(Random random, int pieces) {
        while (true) {
            long[] sets = new long[4];
            long used = 0;
            boolean ok = true;
            for (int i = 0; i < pieces; i++) {
                int kind = i == 0 ? random.nextInt(2) : i == 1 ? 2 + random.nextInt(2) : random.nextInt(4);
                int sq = random.nextInt(32);
                long bit = 1L << sq;
                boolean man = kind == 0 || kind == 2;
                long forbidden = kind == 0 ? CheckersGeometry.ROW_29_TO_32 : kind == 2 ? CheckersGeometry.ROW_1_TO_4 : 0;
                if ((used & bit) != 0 || (man && (forbidden & bit) != 0)) {
                    ok = false;
                    break;
                }
                used |= bit;
                sets[kind] |= bit;
            }
            if (ok) {
                CheckersPosition p = new CheckersPosition(0, 0);
                p.setBoard(random.nextInt(2), sets[0], sets[1], sets[2], sets[3]);
                return p;
            }
        }
    }

    @Test
    void agreesWithPlainSearchOnRandomPositionsOfTwoAndThreePieces() {
        Random random = new Random(61);
        Oracle oracle = new Oracle();
        int horizon = three.longestWin() + 2;
        int wins = 0;
        int losses = 0;
        int draws = 0;
        for (int i = 0; i < 400; i++) {
            CheckersPosition p = randomPosition(random, 2 + random.nextInt(2));
            int v = three.value(p);
            String what = p + " valued " + v;
            if (v > 0) {
                oracle.assertDecidedAsValued(p, v);
                wins++;
            } else if (v < 0) {
                oracle.assertDecidedAsValued(p, v);
                losses++;
            } else {
                assertThat(oracle.winWithin(p, horizon)).as(what).isFalse();
                assertThat(oracle.lossWithin(p, horizon)).as(what).isFalse();
                draws++;
            }
            assertThat(four.value(p)).as("the 4-piece build agrees on %s", p).isEqualTo(v);
        }
        assertThat(wins).isGreaterThan(20);
        assertThat(losses).isGreaterThan(20);
        assertThat(draws).isGreaterThan(20);
    }

    @Test
    void agreesWithPlainSearchOnDecidedFourPiecePositions() {
        Random random = new Random(62);
        Oracle oracle = new Oracle();
        int checked = 0;
        for (int i = 0; i < 300 && checked < 40; i++) {
            CheckersPosition p = randomPosition(random, 4);
            int v = four.value(p);
            if (v == 0 || Math.abs(v) > 12) {
                continue; // the plain search's cost grows fast with the distance
            }
            oracle.assertDecidedAsValued(p, v);
            checked++;
        }
        assertThat(checked).isEqualTo(40);
    }

    @Test
    void bothColoursAreValuedAlike() {
        Random random = new Random(63);
        for (int i = 0; i < 2000; i++) {
            CheckersPosition p = randomPosition(random, 2 + random.nextInt(3));
            CheckersPosition m = new CheckersPosition(0, 0);
            m.setBoard(1 - p.sideToMove(), EndgameBuilder.mirror(p.men(1)), EndgameBuilder.mirror(p.kings(1)),
                    EndgameBuilder.mirror(p.men(0)), EndgameBuilder.mirror(p.kings(0)));
            assertThat(four.value(m)).as("%s and %s", p, m).isEqualTo(four.value(p));
        }
    }

    @Test
    void everyKingAgainstKingPositionAgreesWithPlainSearch() {
        Oracle oracle = new Oracle();
        int horizon = three.longestWin() + 2;
        int draws = 0;
        int decided = 0;
        for (int a = 0; a < 32; a++) {
            for (int b = 0; b < 32; b++) {
                for (int side = 0; side < 2 && a != b; side++) {
                    CheckersPosition p = new CheckersPosition(0, 0);
                    p.setBoard(side, 0, 1L << a, 0, 1L << b);
                    int v = three.value(p);
                    if (v == 0) {
                        assertThat(oracle.winWithin(p, horizon) || oracle.lossWithin(p, horizon)).as("%s", p).isFalse();
                        draws++;
                    } else {
                        assertThat(v > 0 ? oracle.winWithin(p, v) : oracle.lossWithin(p, -v - 1)).as("%s", p).isTrue();
                        decided++;
                    }
                }
            }
        }
        assertThat(draws).isGreaterThan(decided); // a king that is not cut off from a double corner draws
    }

    @Test
    void aLoneKingInADoubleCornerDrawsAgainstAKingUnlessItIsTakenAtOnce() {
        long doubleCorners = (1L << 0) | (1L << 4) | (1L << 27) | (1L << 31);
        int checked = 0;
        for (int corner = 0; corner < 32; corner++) {
            for (int other = 0; other < 32; other++) {
                if ((doubleCorners & (1L << corner)) == 0 || other == corner) {
                    continue;
                }
                for (int side = 0; side < 2; side++) {
                    CheckersPosition p = new CheckersPosition(0, 0);
                    p.setBoard(side, 0, 1L << corner, 0, 1L << other);
                    if (p.mustCapture()) {
                        continue;
                    }
                    int forCorner = side == 0 ? three.value(p) : -three.value(p);
                    assertThat(forCorner).as("%s", p).isNotNegative();
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(200);
    }

    @Test
    void twoKingsBeatOneKingSaveForAFewForks() {
        Oracle oracle = new Oracle();
        int horizon = three.longestWin() + 2;
        int positions = 0;
        int notWon = 0;
        for (int lone = 0; lone < 32; lone++) {
            for (int a = 0; a < 32; a++) {
                for (int b = a + 1; b < 32; b++) {
                    if (a == lone || b == lone) {
                        continue;
                    }
                    for (int side = 0; side < 2; side++) {
                        CheckersPosition p = new CheckersPosition(0, 0);
                        p.setBoard(side, 0, (1L << a) | (1L << b), 0, 1L << lone);
                        if (side == 1 && p.mustCapture()) {
                            continue; // the lone king takes one: king against king
                        }
                        positions++;
                        int forTwo = side == 0 ? three.value(p) : -three.value(p);
                        if (forTwo <= 0) {
                            // never lost, and a draw the plain search confirms: the lone king forks the two
                            assertThat(forTwo).as("%s", p).isZero();
                            assertThat(side == 0 ? oracle.winWithin(p, horizon) : oracle.lossWithin(p, horizon))
                                    .as("%s", p).isFalse();
                            notWon++;
                        }
                    }
                }
            }
        }
        assertThat(positions).isGreaterThan(27_000);
        assertThat(notWon).isLessThan(positions / 200);
    }

    @Test
    void firstPositionIsAWin() {
        // the ACF's "1st Position": White man on 20 and king on 15 against Black's man on 12 and king on 28
        int score = four.score(CheckersPosition.of("W:W20,K15:B12,K28"));
        assertThat(Score.isDecisive(score)).isTrue();
        assertThat(score).isPositive();
        // a "First Position without" (Bob Newell's study of 8 April 2017): Black wins without the move
        assertThat(four.score(CheckersPosition.of("B:W22,K5:BK15,K6"))).isPositive();
    }

    @Test
    void scoresFollowTheWinMinusPliesConvention() {
        CheckersPosition takes = CheckersPosition.of("B:WK15:BK10"); // 10x19 takes the last piece
        assertThat(four.score(takes)).isEqualTo(Score.WIN - 1);
        assertThat(four.score(takes, 5)).isEqualTo(Score.WIN - 6);
        CheckersPosition lost = CheckersPosition.of("W:WK15:BK10"); // 15x6 the other way round
        assertThat(four.score(lost)).isEqualTo(Score.WIN - 1);
        assertThat(four.holds(CheckersPosition.of("B:W21-32:B1-12"))).isFalse();
        assertThat(four.score(new CheckersPosition())).isEqualTo(CheckersEndgameDatabase.UNKNOWN);
    }
}
