package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Perft;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The move generator against the published "all paths" perft figures ({@code checkers/perft.md} in the
 * test resources): the start position, the seven positions after Black's first move, and the four
 * positions with kings, rings of pieces and crowning captures. Counted with the draw rules off, as the
 * published figures are. Depths up to 9 run always; deeper ones are tagged slow.
 */
class CheckersPerftTest {
    private static final long[] START = {1, 7, 49, 302, 1_469, 7_361, 36_768, 179_740, 845_931, 3_963_680,
        18_391_564, 85_242_128};
    private static final long[] AFTER_11_15 = {1, 7, 40, 184, 860, 4_289, 20_633, 96_625, 447_325, 2_080_244,
        9_670_066};
    private static final long[] K1 = {1, 5, 38, 178, 1_378, 5_836, 40_745, 197_933, 1_377_007, 6_924_287, 47_273_174};
    private static final long[] K2 = {1, 10, 74, 472, 2_862, 16_737, 95_217, 529_993, 2_860_882, 14_936_150,
        76_249_515};
    private static final long[] K3 = {1, 3, 3, 22, 88, 523, 2_577, 15_282, 69_439, 387_424, 1_910_459};
    private static final long[] K4 = {1, 1, 10, 29, 145, 622, 3_153, 15_599, 82_735, 421_267, 2_296_906};

    private static CheckersPosition position(String fen) {
        CheckersPosition p = CheckersGame.withoutDrawRules();
        CheckersFen.apply(fen, p);
        return p;
    }

    private static void assertTable(String fen, long[] expected, int fromDepth, int toDepth) {
        Perft perft = new Perft(position(fen), toDepth);
        for (int d = fromDepth; d <= toDepth; d++) {
            assertThat(perft.count(d)).as("perft(%d) of %s", d, fen).isEqualTo(expected[d]);
        }
    }

    @Test
    void theStartPositionToDepth9() {
        assertTable(CheckersFen.START, START, 0, 9);
    }

    @Test
    @Tag("slow")
    void theStartPositionAtDepths10And11() {
        assertTable(CheckersFen.START, START, 10, 11);
    }

    @Test
    void theSevenFirstMovesSplitPerft8AsPublished() {
        Map<String, Long> expected = new LinkedHashMap<>();
        expected.put("9-13", 148_117L);
        expected.put("9-14", 92_267L);
        expected.put("10-14", 94_412L);
        expected.put("10-15", 108_364L);
        expected.put("11-15", 96_625L);
        expected.put("11-16", 163_687L);
        expected.put("12-16", 142_459L);
        CheckersPosition p = CheckersGame.withoutDrawRules();
        Map<String, Long> found = new LinkedHashMap<>();
        long total = new Perft(p, 8).divide(8, (move, nodes) -> found.put(CheckersNotation.text(move), nodes));
        assertThat(found).isEqualTo(expected);
        assertThat(total).isEqualTo(845_931L);
    }

    @Test
    void thePositionsAfterEachFirstMoveAsFens() {
        String men = "W:W21,22,23,24,25,26,27,28,29,30,31,32:B";
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,10,11,12,13"), 7)).isEqualTo(148_117L);
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,10,11,12,14"), 7)).isEqualTo(92_267L);
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,9,11,12,14"), 7)).isEqualTo(94_412L);
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,9,11,12,15"), 7)).isEqualTo(108_364L);
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,9,10,12,16"), 7)).isEqualTo(163_687L);
        assertThat(Perft.count(position(men + "1,2,3,4,5,6,7,8,9,10,11,16"), 7)).isEqualTo(142_459L);
        assertTable(men + "1,2,3,4,5,6,7,8,9,10,12,15", AFTER_11_15, 1, 9);
    }

    @Test
    @Tag("slow")
    void after11To15AtDepth10() {
        assertTable("W:W21-32:B1-10,12,15", AFTER_11_15, 10, 10);
    }

    @Test
    void kingPositionsToDepth8() {
        assertTable("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", K1, 1, 8);
        assertTable("B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,4,6,7,9,10,11,12", K2, 1, 8);
        assertTable("W:WK9,K27,30,31:B6,7,14,15,K20,23", K3, 1, 10);
        assertTable("B:W10,11,25,26,K18:B3,12,21,K1", K4, 1, 10);
    }

    @Test
    @Tag("slow")
    void kingPositionsAtDepths9And10() {
        assertTable("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", K1, 9, 10);
        assertTable("B:W18,19,21,23,24,26,29,30,31,32:B1,2,3,4,6,7,9,10,11,12", K2, 9, 10);
    }

    @Test
    void aKingTakingARingHasTwoPathsBackToItsOwnSquare() {
        CheckersPosition p = position("W:WK9:B6,7,14,15");
        assertThat(MoveTexts.of(p))
                .containsExactlyInAnyOrder("9x2x11x18x9", "9x18x11x2x9");
        CheckersPosition k3 = position("W:WK9,K27,30,31:B6,7,14,15,K20,23");
        assertThat(MoveTexts.of(k3))
                .containsExactlyInAnyOrder("9x2x11x18x9", "9x18x11x2x9", "27x18x11x2");
    }

    @Test
    void crowningEndsTheCapture() {
        CheckersPosition p = position("B:W10,11,25,26,K18:B3,12,21,K1");
        assertThat(MoveTexts.of(p)).containsExactly("21x30");
    }
}
