package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The tournament player: no wasted moves when a five or a block is due, wins by fours, stops threats. */
class GomokuPlayerTest {
    private final GomokuPlayer player = new GomokuPlayer(8);

    private String choose(String moves, long millis) {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
        return GomokuNotation.name(15, player.choose(p, millis).move());
    }

    @Test
    void aFiveIsCompletedRatherThanAnythingElse() {
        // black has four (h8..h11, h7 and h12 free) while white also has four: black completes its own
        assertThat(choose("h8 a1 h9 a2 h10 a3 h11 a4", 200)).isIn("h7", "h12");
    }

    @Test
    void theOpponentsFourIsBlocked() {
        // white to move, black threatens h12 (h7 blocked by white): the only move is h12
        assertThat(choose("h8 h7 h9 a1 h10 a2 h11", 200)).isEqualTo("h12");
    }

    @Test
    void aWinByFoursIsPlayed() {
        // the four-three of GomokuVcfTest: h8
        assertThat(choose("e8 d8 f8 a1 g8 a3 h6 a5 h7 c1", 300)).isEqualTo("h8");
    }

    @Test
    void anOpenThreeIsStoppedOrOutrun() {
        // white to move; black has the open three h8 i9 j10 with both ends free; white must block an end
        String move = choose("h8 a1 i9 a3 j10", 500);
        assertThat(move).isIn("g7", "k11", "l12", "f6");
    }

    @Test
    void theDecisionSaysWhy() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h7 h9 a1 h10 a2 h11");
        assertThat(player.choose(p, 100).reason()).isEqualTo("block");
        assertThat(p.ply()).isEqualTo(7);
    }
}
