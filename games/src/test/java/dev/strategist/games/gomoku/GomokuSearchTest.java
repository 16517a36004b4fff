package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Score;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import dev.strategist.search.StopSignal;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link GomokuSearch}: the wins it claims are wins and the short wins it must see are seen, checked on
 * random 9 x 9 positions against a plain search in which the defender tries every empty point; wins by
 * fours found at the horizon; threats answered; the position left as it was. Each with the hand-set shapes and
 * with the player's weights and move values, which keep fewer moves a node.
 */
class GomokuSearchTest {
    private static final long NO_LIMIT = 0;

    /** A search judging by the hand-set shapes, or ({@code asPlayer}) by the player's weights and move values. */
    private static GomokuSearch searcher(boolean asPlayer) {
        return asPlayer
                ? new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS, GomokuPlayer.DEFAULT_VALUES)
                : new GomokuSearch(4, 20);
    }

    private static SearchResult search(GomokuPosition p, int depth, boolean asPlayer) {
        return search(searcher(asPlayer), p, depth);
    }

    private static SearchResult search(GomokuSearch search, GomokuPosition p, int depth) {
        return search.search(p, depth, NO_LIMIT, NO_LIMIT, SearchListener.NONE, new StopSignal());
    }

    private static GomokuPosition of(String moves) {
        return GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
    }

    /**
     * True if the side to move wins within {@code plies} plies (1 or 3) whatever the defender does: the
     * attacker tries every empty point, the defender every empty point, fives read by playing the stone.
     */
    private static boolean winsWithin(GomokuPosition p, int plies) {
        int cells = p.maxMoves();
        for (int m = 0; m < cells; m++) {
            if (p.stone(m) != 0) {
                continue;
            }
            p.play(m);
            boolean won = p.isOver() || plies >= 3 && everyReplyLoses(p);
            p.undo();
            if (won) {
                return true;
            }
        }
        return false;
    }

    /** True if, whatever the side to move plays (it to move, not over), the other side then makes a five. */
    private static boolean everyReplyLoses(GomokuPosition p) {
        int cells = p.maxMoves();
        for (int r = 0; r < cells; r++) {
            if (p.stone(r) != 0) {
                continue;
            }
            p.play(r);
            boolean stillLost = !p.isOver() && winsWithin(p, 1);
            p.undo();
            if (!stillLost) {
                return false;
            }
        }
        return true;
    }

    /**
     * A random 9 x 9 freestyle position of {@code stones} stones from the centre, each within two steps of an
     * earlier one; null if a five ended the game on the way.
     */
    static GomokuPosition randomPosition(SplittableRandom random, int stones) {
        GomokuPosition p = new GomokuPosition(9, GomokuRule.FREESTYLE);
        p.play(4 * 9 + 4);
        while (p.ply() < stones) {
            int c = random.nextInt(81);
            if (p.stone(c) != 0 || p.nearStones(c) == 0) {
                continue;
            }
            p.play(c);
            if (p.isOver()) {
                return null;
            }
        }
        return p;
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void winsWithinThreePliesAreClaimedExactlyWhenTheyExist(boolean asPlayer) {
        claimsShortWinsExactly(asPlayer, 4, 2026);
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void deeperSearchesWithSingularTestsStillClaimExactly(boolean asPlayer) {
        // from depth 7 the table move may be tested as singular (a search at the same node that leaves it out,
        // storing nothing): the test may neither make nor hide a short win
        assertThat(claimsShortWinsExactly(asPlayer, 8, 29)).as("moves found singular").isPositive();
    }

    /**
     * On random positions, a search to {@code depth} claims a win within three plies exactly when the plain
     * search finds one, and a claimed win's move wins; returns how many moves the searches found singular.
     */
    private static long claimsShortWinsExactly(boolean asPlayer, int depth, long seed) {
        return claimsShortWinsExactly(() -> searcher(asPlayer), depth, seed);
    }

    /** As above, each position searched by a new search from {@code searcher}. */
    private static long claimsShortWinsExactly(Supplier<GomokuSearch> searcher, int depth, long seed) {
        long singular = 0;
        SplittableRandom random = new SplittableRandom(seed);
        int wins = 0;
        int others = 0;
        for (int tries = 0; tries < 5_000 && (wins < 25 || others < 25); tries++) {
            GomokuPosition p = randomPosition(random, 10 + random.nextInt(20));
            if (p == null) {
                continue;
            }
            boolean oracle = winsWithin(p, 3);
            if (oracle ? wins >= 25 : others >= 25) {
                continue;
            }
            String before = p.toString();
            GomokuSearch search = searcher.get();
            SearchResult r = search(search, p, depth);
            singular += search.singularMoves();
            assertThat(p.toString()).isEqualTo(before);
            boolean claimed = r.score() >= Score.WIN - 3;
            assertThat(claimed).as("%s, score %d", p, r.score()).isEqualTo(oracle);
            if (claimed) {
                wins++;
                p.play(r.bestMove());
                assertThat(p.isOver() || everyReplyLoses(p)).as("%s: %s", before, GomokuNotation.name(9, r.bestMove()))
                        .isTrue();
                p.undo();
            } else {
                others++;
            }
        }
        assertThat(wins).isEqualTo(25);
        assertThat(others).isEqualTo(25);
        return singular;
    }

    @Test
    void theCounterMoveHistoryStillClaimsShortWinsExactly() {
        // the history reorders the moves of every node below the root: no short win may be lost or made up by it
        GomokuSearchShape cont = GomokuSearchShape.DEFAULT.with(Map.of("cont-history", "400"));
        claimsShortWinsExactly(() -> new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, cont), 8, 29);
    }

    @Test
    void theFollowUpHistoryStillClaimsShortWinsExactly() {
        GomokuSearchShape follow = GomokuSearchShape.DEFAULT.with(Map.of("follow-history", "400"));
        claimsShortWinsExactly(() -> new GomokuSearch(4, GomokuPlayer.DEFAULT_WIDTH, GomokuPlayer.DEFAULT_WEIGHTS,
                GomokuPlayer.DEFAULT_VALUES, follow), 8, 29);
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void aLossAgainstTwoFivesIsSeen(boolean asPlayer) {
        // white to move; black has h8..h11 open at both ends (h7 and h12): one block, then a five
        GomokuPosition p = of("h8 a1 h9 a3 h10 a5 h11");
        SearchResult r = search(p, 3, asPlayer);
        assertThat(r.score()).isEqualTo(-(Score.WIN - 2));
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void winsByFoursAreFoundFromTheHorizon(boolean asPlayer) {
        // the VCF puzzles of GomokuVcfTest: at depth 1 only the quiescence of fours can see them
        String[][] puzzles = {
            {"e8 d8 f8 a1 g8 a3 h6 a5 h7 c1", "h8"},
            {"h8 g8 i8 k11 j8 o7 k9 a1 k10 c1 l7 a3 m7 c3 n7 a5", "l8"},
            {"d8 c8 e8 g4 f8 a1 g5 a3 g6 a5 g7 a7", "g8"},
        };
        for (String[] puzzle : puzzles) {
            SearchResult r = search(of(puzzle[0]), 1, asPlayer);
            assertThat(Score.isDecisive(r.score()) && r.score() > 0).as(puzzle[0]).isTrue();
            assertThat(GomokuNotation.name(15, r.bestMove())).as(puzzle[0]).isEqualTo(puzzle[1]);
        }
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void aWinByThreatsIsFoundWithDepth(boolean asPlayer) {
        // black's double three at h8 (f8 g8 _ and h6 h7 _), white's stones far away: win in 7 plies at most
        SearchResult r = search(of("f8 a1 g8 c1 h6 a3 h7 c3"), 7, asPlayer);
        assertThat(r.score()).isGreaterThan(Score.WIN - 10);
        assertThat(GomokuNotation.name(15, r.bestMove())).isEqualTo("h8");
    }

    @ParameterizedTest(name = "as the player: {0}")
    @ValueSource(booleans = {false, true})
    void anOpenThreeIsStopped(boolean asPlayer) {
        // white to move; black's open three h8 i9 j10: white must block it (or lose to an open four)
        SearchResult r = search(of("h8 a1 i9 a3 j10"), 5, asPlayer);
        assertThat(GomokuNotation.name(15, r.bestMove())).isIn("g7", "k11", "f6", "l12");
        assertThat(r.score()).isGreaterThan(-(Score.WIN - 100));
    }

    @Test
    void aRaisedSignalEndsTheSearchWithTheLastFinishedDepth() {
        StopSignal signal = new StopSignal();
        GomokuSearch search = new GomokuSearch(4, 20);
        int[] depths = {0};
        SearchResult r = search.search(of("h8 i9 h10 j8 g9"), 60, NO_LIMIT, NO_LIMIT, info -> {
            depths[0] = info.depth();
            if (info.depth() == 3) {
                signal.raise();
            }
        }, signal);
        assertThat(r.depth()).isEqualTo(3);
        assertThat(depths[0]).isEqualTo(3);
        assertThat(of("h8 i9 h10 j8 g9").canPlay(r.bestMove())).isTrue();
    }

    @Test
    void aPlayerOnThisSearchBlocksWinsAndDefends() {
        GomokuPlayer player = new GomokuPlayer(8, true, GomokuPlayer.DEFAULT_WIDTH, false, 0, true);
        assertThat(GomokuNotation.name(15, player.choose(of("h8 h7 h9 a1 h10 a2 h11"), 200).move())).isEqualTo("h12");
        assertThat(GomokuNotation.name(15, player.choose(of("e8 d8 f8 a1 g8 a3 h6 a5 h7 c1"), 300).move()))
                .isEqualTo("h8");
        GomokuPlayer.Decision d = player.choose(of("h8 a1 i9 a3 j10"), 300);
        assertThat(GomokuNotation.name(15, d.move())).isIn("g7", "k11", "f6", "l12");
        assertThat(d.depth()).isPositive();
    }
}
