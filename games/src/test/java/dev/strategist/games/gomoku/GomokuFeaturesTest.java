package dev.strategist.games.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class GomokuFeaturesTest {
    /** The terms counted again from the board, cell by cell, instead of from the position's running counts. */
    private static int[] scanned(GomokuPosition p) {
        int[] terms = new int[GomokuFeatures.COUNT];
        int[] sides = {p.sideToMove(), 1 - p.sideToMove()};
        for (int k = 0; k < 2; k++) {
            int at = k * GomokuFeatures.PER_SIDE;
            int[] combos = new int[GomokuCombo.COUNT];
            int[] plus = new int[GomokuCombo.COUNT];
            boolean renjuBlack = p.rule().hasForbiddenMoves(sides[k]);
            for (int c = 0; c < p.size() * p.size(); c++) {
                if (p.stone(c) != 0) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int s = p.shape(sides[k], c, d);
                    if (s >= 1 && s <= GomokuFeatures.SHAPES) {
                        terms[at + s - 1]++;
                    }
                }
                combos[p.combo(sides[k], c)]++;
                if (GomokuCombo.plus(p.shape(sides[k], c, 0), p.shape(sides[k], c, 1), p.shape(sides[k], c, 2),
                        p.shape(sides[k], c, 3), renjuBlack)) {
                    plus[p.combo(sides[k], c)]++;
                }
            }
            for (int i = 0; i < GomokuFeatures.PLUSSED.length; i++) {
                terms[at + GomokuFeatures.SHAPES + GomokuFeatures.COMBOS + GomokuFeatures.PAIRED.length + i] =
                        plus[GomokuFeatures.PLUSSED[i]];
            }
            for (int c = 1; c <= GomokuFeatures.COMBOS; c++) {
                terms[at + GomokuFeatures.SHAPES + c - 1] = combos[c];
            }
            for (int i = 0; i < GomokuFeatures.PAIRED.length; i++) {
                terms[at + GomokuFeatures.SHAPES + GomokuFeatures.COMBOS + i] =
                        combos[GomokuFeatures.PAIRED[i]] >= 2 ? 1 : 0;
            }
        }
        return terms;
    }

    @Test
    void termsAreTheBoardsShapesAndCombinationsSeenFromTheSideToMove() {
        SplittableRandom random = new SplittableRandom(7);
        int[] terms = new int[GomokuFeatures.COUNT];
        int checked = 0;
        int paired = 0;
        int plussed = 0;
        while (checked < 300) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            GomokuFeatures.extract(p, terms);
            assertEquals(java.util.Arrays.toString(scanned(p)), java.util.Arrays.toString(terms), p.toString());
            int plusFrom = GomokuFeatures.PER_SIDE - GomokuFeatures.PLUSSED.length;
            for (int i = GomokuFeatures.SHAPES + GomokuFeatures.COMBOS; i < plusFrom; i++) {
                paired += terms[i] + terms[GomokuFeatures.PER_SIDE + i];
            }
            for (int i = plusFrom; i < GomokuFeatures.PER_SIDE; i++) {
                plussed += terms[i] + terms[GomokuFeatures.PER_SIDE + i];
            }
            checked++;
        }
        assertTrue(paired > 20, "the positions should include sides with two threatening cells, found " + paired);
        assertTrue(plussed > 100, "the positions should include cells with a second line, found " + plussed);
    }

    @Test
    void aSecondLineThatBuildsOnIsWhatMakesACellPlus() {
        int none = GomokuShapes.NONE;
        int openTwo = GomokuShapes.OPEN_TWO;
        int closedTwo = GomokuShapes.CLOSED_TWO;
        int closedThree = GomokuShapes.CLOSED_THREE;
        int openThree = GomokuShapes.OPEN_THREE;
        int four = GomokuShapes.FOUR;
        assertTrue(GomokuCombo.plus(four, openTwo, none, none, false), "a four beside an open two");
        assertTrue(GomokuCombo.plus(none, closedThree, four, none, false), "a four beside a closed three");
        assertTrue(!GomokuCombo.plus(four, closedTwo, none, none, false), "a four beside a closed two");
        assertTrue(!GomokuCombo.plus(four, none, none, none, false), "a lone four");
        assertTrue(GomokuCombo.plus(openThree, none, none, openTwo, false), "an open three beside an open two");
        assertTrue(!GomokuCombo.plus(openThree, closedTwo, closedTwo, none, false), "an open three beside closed twos");
        assertTrue(GomokuCombo.plus(closedThree, closedThree, none, none, false), "two closed threes");
        assertTrue(GomokuCombo.plus(closedThree, openTwo, none, none, false), "a closed three beside an open two");
        assertTrue(!GomokuCombo.plus(closedThree, closedTwo, none, none, false), "a closed three beside a closed two");
        assertTrue(GomokuCombo.plus(openTwo, openTwo, none, none, false), "two open twos");
        assertTrue(!GomokuCombo.plus(openTwo, closedTwo, closedTwo, none, false), "an open two beside closed twos");
        assertTrue(!GomokuCombo.plus(openThree, openThree, none, none, false), "a double three is a class of its own");
        assertTrue(!GomokuCombo.plus(four, openThree, none, none, false), "so is a four-three");
        assertTrue(!GomokuCombo.plus(four, four, openTwo, none, false), "and a double four");
        assertTrue(!GomokuCombo.plus(openThree, openThree, openTwo, none, true), "renju black's forbidden double three");
        assertTrue(GomokuCombo.plus(openThree, openTwo, none, none, true), "renju black's allowed three");
    }

    @Test
    void weightsScoreUndecidedPositionsAsWeightsTimesTerms() {
        SplittableRandom random = new SplittableRandom(11);
        int[] w = new int[GomokuFeatures.COUNT];
        for (int t = 0; t < w.length; t++) {
            w[t] = random.nextInt(-50, 51);
        }
        GomokuWeights weights = new GomokuWeights("random", w);
        GomokuEvaluator evaluator = new GomokuEvaluator(0, 0, weights);
        int[] terms = new int[GomokuFeatures.COUNT];
        int undecided = 0;
        int decided = 0;
        for (int tries = 0; tries < 3_000 && (undecided < 200 || decided < 50); tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            GomokuFeatures.extract(p, terms);
            int dot = 0;
            for (int t = 0; t < terms.length; t++) {
                dot += w[t] * terms[t];
            }
            assertEquals(dot, weights.score(p), p.toString());
            if (GomokuFeatures.decided(p)) {
                decided++;
            } else {
                assertEquals(dot, evaluator.evaluate(p), p.toString());
                undecided++;
            }
        }
        assertTrue(undecided >= 200 && decided >= 50, undecided + " undecided, " + decided + " decided positions");
    }

    @Test
    void aWeightsFileAddsTheValueOfThePositionsThreatMaskToTheTerms() throws Exception {
        SplittableRandom random = new SplittableRandom(12);
        StringBuilder text = new StringBuilder("# a fit\nterms");
        int[] w = new int[GomokuFeatures.COUNT];
        for (int t = 0; t < w.length; t++) {
            w[t] = random.nextInt(-50, 51);
            text.append(' ').append(w[t]);
        }
        int[] masks = new int[GomokuFeatures.THREAT_MASKS];
        for (int m = 0; m < masks.length; m += 1 + random.nextInt(3)) {
            masks[m] = random.nextInt(-300, 301);
            text.append("\nmask ").append(m).append(' ').append(masks[m]);
        }
        GomokuWeights read = GomokuWeights.parse(new BufferedReader(new StringReader(text.toString())), "fit", "fit.txt");
        GomokuWeights plain = new GomokuWeights("plain", w);
        int withMask = 0;
        for (int tries = 0; tries < 2_000 && withMask < 100; tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            int mask = GomokuFeatures.threatMask(p);
            assertEquals(plain.score(p) + masks[mask], read.score(p), p.toString());
            withMask += masks[mask] != 0 ? 1 : 0;
        }
        assertTrue(withMask >= 100, withMask + " positions whose mask has a value");
    }

    @Test
    void whitesOwnTermsAndMasksScoreThePositionsWhiteIsToMoveIn() throws Exception {
        SplittableRandom random = new SplittableRandom(14);
        int[] black = new int[GomokuFeatures.COUNT];
        int[] white = new int[GomokuFeatures.COUNT];
        StringBuilder text = new StringBuilder("terms");
        StringBuilder whiteText = new StringBuilder("white-terms");
        for (int t = 0; t < black.length; t++) {
            black[t] = random.nextInt(-50, 51);
            white[t] = random.nextInt(-50, 51);
            text.append(' ').append(black[t]);
            whiteText.append(' ').append(white[t]);
        }
        int[] whiteMasks = new int[GomokuFeatures.THREAT_MASKS];
        for (int m = 0; m < whiteMasks.length; m += 1 + random.nextInt(3)) {
            whiteMasks[m] = random.nextInt(-300, 301);
            whiteText.append("\nwhite-mask ").append(m).append(' ').append(whiteMasks[m]);
        }
        // white's lines may come first: the prefix, not the order, says whose they are
        GomokuWeights read = parse(whiteText + "\n" + text);
        GomokuWeights blackOnly = new GomokuWeights("black", black);
        GomokuWeights whiteOnly = new GomokuWeights("white", white, whiteMasks);
        int[] seen = new int[2];
        for (int tries = 0; tries < 2_000 && (seen[0] < 50 || seen[1] < 50); tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            GomokuWeights expected = p.sideToMove() == 0 ? blackOnly : whiteOnly;
            assertEquals(expected.score(p), read.score(p), p.toString());
            assertEquals(expected.score(p), blackOnly.withWhite(whiteOnly).score(p), p.toString());
            seen[p.sideToMove()]++;
        }
        assertTrue(seen[0] >= 50 && seen[1] >= 50, seen[0] + " black, " + seen[1] + " white to move");
        assertThrowsWithMessage("'white-mask' lines without a 'white-terms' line",
                () -> parse(text + "\nwhite-mask 3 4"));
    }

    @Test
    void theFittedWeightsScoreRenjuPositionsWithRenjusOwnAndTheOtherRulesWithTheirs() {
        GomokuWeights base = GomokuWeights.resource("weights-freestyle.txt", "base");
        GomokuWeights renju = GomokuWeights.resource("weights-renju.txt", "renju");
        SplittableRandom random = new SplittableRandom(15);
        int differ = 0;
        for (int tries = 0; tries < 2_000 && differ < 50; tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            GomokuPosition underRenju = new GomokuPosition(9, GomokuRule.RENJU);
            for (int ply = 0; ply < p.ply() && underRenju.isLegal(p.moveAt(ply)); ply++) {
                underRenju.play(p.moveAt(ply));
            }
            assertEquals(base.score(p), GomokuWeights.FITTED.score(p), p.toString());
            assertEquals(renju.score(underRenju), GomokuWeights.FITTED.score(underRenju), underRenju.toString());
            differ += base.score(underRenju) != renju.score(underRenju) ? 1 : 0;
        }
        assertEquals(50, differ, "renju positions the two sets score differently");
    }

    @Test
    void aBadWeightsFileIsRefusedWithItsLine() {
        String terms = "terms" + " 1".repeat(GomokuFeatures.COUNT);
        assertThrowsWithMessage("fit.txt line 2", () -> parse(terms + "\nmask 99999 3"));
        assertThrowsWithMessage("fit.txt line 1", () -> parse("terms 1 2 3"));
        assertThrowsWithMessage("fit.txt line 3", () -> parse(terms + "\n# two\n" + terms));
        assertThrowsWithMessage("fit.txt line 2", () -> parse(terms + "\nmask 3 x"));
        assertThrowsWithMessage("no 'terms' line", () -> parse("mask 3 4"));
    }

    private static GomokuWeights parse(String text) throws java.io.IOException {
        return GomokuWeights.parse(new BufferedReader(new StringReader(text)), "fit", "fit.txt");
    }

    private static void assertThrowsWithMessage(String part, org.junit.jupiter.api.function.Executable run) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, run);
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }

    @Test
    void aDecidedPositionIsOneTheEvaluatorScoresByATierOrABlock() {
        SplittableRandom random = new SplittableRandom(13);
        GomokuEvaluator evaluator = new GomokuEvaluator();
        int seen = 0;
        for (int tries = 0; tries < 3_000 && seen < 100; tries++) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 10 + random.nextInt(30));
            if (p == null || !GomokuFeatures.decided(p)) {
                continue;
            }
            boolean block = p.comboCount(1 - p.sideToMove(), GomokuCombo.FIVE) > 0;
            assertTrue(block || evaluator.evaluate(p) >= GomokuEvaluator.TIER, p.toString());
            seen++;
        }
        assertEquals(100, seen);
    }

    @Test
    void everyTermHasItsOwnNameAndWeightsMustCoverThemAll() {
        Set<String> names = new HashSet<>();
        for (int t = 0; t < GomokuFeatures.COUNT; t++) {
            names.add(GomokuFeatures.name(t));
        }
        assertEquals(GomokuFeatures.COUNT, names.size());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new GomokuWeights("short", new int[3]));
        assertTrue(e.getMessage().contains(Integer.toString(GomokuFeatures.COUNT)), e.getMessage());
    }

    /** One side's threat bits counted again from the board's cells, in {@link GomokuFeatures#threatMask}'s order. */
    private static int scannedThreats(GomokuPosition p, int side) {
        boolean renjuBlack = p.rule().hasForbiddenMoves(side);
        int bits = 0;
        for (int c = 0; c < p.size() * p.size(); c++) {
            if (p.stone(c) != 0) {
                continue;
            }
            int combo = p.combo(side, c);
            boolean plus = GomokuCombo.plus(p.shape(side, c, 0), p.shape(side, c, 1), p.shape(side, c, 2),
                    p.shape(side, c, 3), renjuBlack);
            bits |= combo == GomokuCombo.OPEN_FOUR ? 1 : 0;
            bits |= combo == GomokuCombo.FOUR_THREE ? 2 : 0;
            bits |= combo == GomokuCombo.DOUBLE_THREE ? 4 : 0;
            bits |= combo == GomokuCombo.FOUR && plus ? 8 : 0;
            bits |= combo == GomokuCombo.FOUR ? 16 : 0;
            bits |= combo == GomokuCombo.OPEN_THREE && plus ? 32 : 0;
            bits |= combo == GomokuCombo.OPEN_THREE ? 64 : 0;
        }
        return bits;
    }

    @Test
    void theThreatMaskIsEachSidesThreatsOnTheBoardTheSideToMoveFirst() {
        SplittableRandom random = new SplittableRandom(11);
        Set<Integer> masks = new HashSet<>();
        for (int checked = 0; checked < 300; ) {
            GomokuPosition p = GomokuSearchTest.randomPosition(random, 6 + random.nextInt(30));
            if (p == null) {
                continue;
            }
            int me = p.sideToMove();
            int expected = scannedThreats(p, me) | scannedThreats(p, 1 - me) << GomokuFeatures.THREAT_BITS;
            int mask = GomokuFeatures.threatMask(p);
            assertEquals(expected, mask, p.toString());
            assertTrue(mask >= 0 && mask < GomokuFeatures.THREAT_MASKS);
            masks.add(mask);
            checked++;
        }
        assertTrue(masks.size() > 20, "the positions should hold many kinds of threats, found " + masks.size());
        // black's open three h8 i8 j8 and white's two stones elsewhere, black to move: black can make an open
        // four (and a four), white nothing yet
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8a1i8a15j8");
        assertEquals(1, p.sideToMove());
        int white = GomokuFeatures.threatMask(p) & (1 << GomokuFeatures.THREAT_BITS) - 1;
        int black = GomokuFeatures.threatMask(p) >>> GomokuFeatures.THREAT_BITS;
        assertEquals(0, white);
        assertEquals(1 | 16, black & (1 | 16));
    }
}
