package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import org.junit.jupiter.api.Test;

/** Wins by continuous fours on positions drawn and checked by hand, and their absence where there is none. */
class GomokuVcfTest {

    private static int cell(String name) {
        return GomokuNotation.cell(15, name);
    }

    private static String names(int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            sb.append(sb.length() == 0 ? "" : " ").append(GomokuNotation.name(15, m));
        }
        return sb.toString();
    }

    /** Replays the line: every attacker move is a four (or five), every defender move the only block, and the attacker wins. */
    private static void assertForcedWin(GomokuPosition start, int[] line) {
        GomokuPosition p = start.copy();
        int attacker = p.sideToMove();
        for (int i = 0; i < line.length; i++) {
            int move = line[i];
            assertThat(p.canPlay(move)).as("move %d of %s is playable", i, names(line)).isTrue();
            if (p.sideToMove() == attacker) {
                assertThat(p.bestShape(attacker, move)).as("attacker's move %s is a four or five",
                        GomokuNotation.name(15, move)).isBetween(GomokuShapes.FOUR, GomokuShapes.FIVE);
            } else {
                assertThat(p.combo(attacker, move)).as("defender's move blocks a five").isEqualTo(GomokuCombo.FIVE);
            }
            p.play(move);
        }
        if (!p.isOver()) {
            // the defender is to move facing two fives it cannot both block
            assertThat(p.comboCount(attacker, GomokuCombo.FIVE)).isGreaterThanOrEqualTo(1);
            assertThat(p.sideToMove()).isEqualTo(attacker);
        } else {
            assertThat(p.outcome()).isEqualTo(Outcome.winFor(attacker));
        }
    }

    @Test
    void aFourThreeIsWonByFoursAlone() {
        // black: e8 f8 g8 blocked by white d8; h6 h7 below h8. h8 is a four and a three:
        // white must take i8, then h9 (or h5) makes an open four
        GomokuPosition p = GomokuRenjuTest.renju("e8 f8 g8 h6 h7", "d8");
        p = GomokuPosition.of(15, GomokuRule.FREESTYLE, replay(p));
        GomokuVcf vcf = new GomokuVcf();
        int move = vcf.search(p, 20, 1_000_000);
        assertThat(GomokuNotation.name(15, move)).isEqualTo("h8");
        assertThat(names(vcf.line())).startsWith("h8 i8");
        assertForcedWin(p, vcf.line());
    }

    @Test
    void aClosedThreeAloneHasNoVcf() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "e8 d8 f8 a1 g8 c1");
        assertThat(new GomokuVcf().search(p, 20, 1_000_000)).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aFiveOnTheBoardIsTakenAtOnce() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "e8 a1 f8 c1 g8 a3 h8 c3");
        GomokuVcf vcf = new GomokuVcf();
        int move = vcf.search(p, 20, 1_000);
        assertThat(GomokuNotation.name(15, move)).isIn("d8", "i8");
        assertThat(vcf.line()).hasSize(1);
    }

    @Test
    void theDefendersOwnFourComesFirst() {
        // black has the same four-three, but white already has a four (a2 a3 a4 a5, a1 and a6 free on one side)
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE,
                "e8 d8 f8 a2 g8 a3 h6 a4 h7 a5");
        assertThat(p.comboCount(1, GomokuCombo.FIVE)).isPositive();
        assertThat(new GomokuVcf().search(p, 20, 1_000_000)).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aLadderOfFoursEndsInADoubleFour() {
        // row 8: h8 i8 j8 (g8 white); row 7: l7 m7 n7 (o7 white); column k: k9 k10 (k11 white).
        // k8 is a four (white must take l8), then k7 is two fours (j7 and k6); or k7 first, then k8.
        // No single move wins at once: the fours are closed and nothing crosses before k7 or k8 is played.
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE,
                "h8 g8 i8 k11 j8 o7 k9 a1 k10 c1 l7 a3 m7 c3 n7 a5");
        assertThat(p.comboCount(0, GomokuCombo.OPEN_FOUR)).isZero();
        GomokuVcf vcf = new GomokuVcf();
        int move = vcf.search(p, 20, 1_000_000);
        // (l8 wins too: a broken four that also makes the three k9 l8 m7, which becomes an open four)
        assertThat(GomokuNotation.name(15, move)).isIn("k8", "k7", "l8");
        assertThat(vcf.line().length).as("at least one forced block before the win").isGreaterThanOrEqualTo(3);
        assertForcedWin(p, vcf.line());
    }

    @Test
    void renjuBlackMayNotWinByAForbiddenDoubleFour() {
        // the only way on is g8, a double four for black: forbidden under renju, a win in freestyle
        String moves = "d8 c8 e8 g4 f8 a1 g5 a3 g6 a5 g7 a7";
        // g4 white blocks the column below; g5 g6 g7 + g8 would be a four up to g9
        GomokuPosition free = GomokuPosition.of(15, GomokuRule.FREESTYLE, moves);
        assertThat(GomokuNotation.name(15, new GomokuVcf().search(free, 20, 1_000_000))).isIn("g8", "g9", "h8");
        GomokuPosition renju = GomokuPosition.of(15, GomokuRule.RENJU, moves);
        assertThat(renju.isForbidden(cell("g8"))).isTrue();
        GomokuVcf vcf = new GomokuVcf();
        int move = vcf.search(renju, 20, 1_000_000);
        if (move != Position.NO_MOVE) {
            assertThat(move).isNotEqualTo(cell("g8"));
            assertForcedWin(renju, vcf.line());
        }
    }

    private static String replay(GomokuPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < p.ply(); i++) {
            sb.append(GomokuNotation.name(15, p.moveAt(i))).append(' ');
        }
        return sb.toString();
    }
}
