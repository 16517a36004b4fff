package dev.strategist.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.fail;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The test kit every game's tests extend: seeded random playouts check the {@link Position} contract
 * (moves empty exactly when the game is over, play-then-undo restores the position and its hash, copies
 * are independent, sides alternate unless {@link #extraTurns()} says otherwise) and that the notation
 * round-trips and rejects bad text.
 *
 * <p>A subclass names its game; it may override {@link #options()}, {@link #playouts()} and
 * {@link #maxPlies()} and add start positions through {@link #startPositions()}.
 *
 * @param <P> the game's position type
 */
public abstract class PositionContractTest<P extends Position> {

    /** The game under test. */
    protected abstract Game<P> game();

    /** The options to test with; the defaults unless overridden. */
    protected GameOptions options() {
        return game().defaultOptions();
    }

    /** How many random playouts each check runs. */
    protected int playouts() {
        return 100;
    }

    /** A bound on the length of any game, to catch games that never end. */
    protected int maxPlies() {
        return 10_000;
    }

    /**
     * True for a game whose rules may give a side another move (Kalah's extra turn): then the kit checks
     * only that the side to move is a side, not that the turn passes. False unless overridden.
     */
    protected boolean extraTurns() {
        return false;
    }

    /** The seed of every random choice, so failures reproduce. */
    protected long seed() {
        return 20261121L;
    }

    /** Positions the playouts start from; the start position unless overridden. */
    protected List<P> startPositions() {
        return List.of(game().newPosition(options()));
    }

    /** Everything observable about a position, for exact comparisons. */
    protected record Fingerprint(long hash, int ply, int side, boolean over, Outcome outcome, String board,
                                 List<Integer> moves) {
    }

    /** The fingerprint of {@code p}: hash, ply, side, outcome, text and sorted legal moves. */
    protected Fingerprint fingerprint(Position p) {
        int[] moves = p.legalMoves();
        Arrays.sort(moves);
        List<Integer> list = new ArrayList<>();
        for (int m : moves) {
            list.add(m);
        }
        return new Fingerprint(p.hash(), p.ply(), p.sideToMove(), p.isOver(), p.outcome(), p.toString(), list);
    }

    /** The ply the current playout started at: below it the position has no history to undo. */
    private int startPly;

    /** Walks {@link #playouts()} random games, calling {@code check} before every move and at the end. */
    private void forEachPlayoutPosition(PositionCheck<P> check) {
        Random random = new Random(seed());
        List<P> starts = startPositions();
        for (int game = 0; game < playouts(); game++) {
            P p = Position.copyOf(starts.get(game % starts.size()));
            startPly = p.ply();
            int[] buffer = new int[p.maxMoves()];
            while (true) {
                check.accept(p, random);
                int n = p.legalMoves(buffer, 0);
                if (n == 0) {
                    break;
                }
                p.play(buffer[random.nextInt(n)]);
                if (p.ply() > maxPlies()) {
                    fail("a random game went past " + maxPlies() + " plies without ending");
                }
            }
        }
    }

    /** A check run on a position along a playout. */
    protected interface PositionCheck<P> {
        /** Checks {@code position}, which it must leave as it found it. */
        void accept(P position, Random random);
    }

    @Test
    void movesAreEmptyExactlyWhenTheGameIsOver() {
        forEachPlayoutPosition((p, random) -> {
            int[] buffer = new int[p.maxMoves() + 3];
            buffer[p.maxMoves()] = 12345;
            int n = p.legalMoves(buffer, 3);
            assertThat(n).as("legal moves of %s", p).isBetween(0, p.maxMoves());
            assertThat(p.isOver()).as("isOver of %s with %d moves", p, n).isEqualTo(n == 0);
            assertThat(Perft.countLegalMoves(p, new int[p.maxMoves()], 0)).as("move count of %s", p).isEqualTo(n);
            Fingerprint beforeCount = fingerprint(p);
            long twoPlies = 0;
            for (int i = 3; i < 3 + n; i++) {
                p.play(buffer[i]);
                twoPlies += p.legalMoves(new int[p.maxMoves()], 0);
                p.undo();
            }
            int[] scratch = new int[2 * p.maxMoves() + 1];
            assertThat(Perft.countSequences(p, 2, scratch, 1)).as("two-ply count of %s", p).isEqualTo(twoPlies);
            assertThat(Perft.countSequences(p, 1, scratch, 1)).as("one-ply count of %s", p).isEqualTo(n);
            assertThat(Perft.countSequences(p, 0, scratch, 1)).isEqualTo(1);
            assertThat(fingerprint(p)).as("after counting two plies").isEqualTo(beforeCount);
            assertThat(p.outcome() == Outcome.NONE).as("outcome of %s", p).isEqualTo(!p.isOver());
            Set<Integer> distinct = new HashSet<>();
            for (int i = 3; i < 3 + n; i++) {
                assertThat(buffer[i]).as("move of %s", p).isNotNegative();
                assertThat(distinct.add(buffer[i])).as("duplicate move %d in %s", buffer[i], p).isTrue();
                assertThat(p.isLegal(buffer[i])).isTrue();
            }
            assertThat(p.isLegal(Position.NO_MOVE)).isFalse();
        });
    }

    /**
     * The evaluators whose {@link Evaluator#searchMoves} the kit checks: the game's own unless overridden,
     * to add the search settings a game's players use (Gomoku's width).
     */
    protected List<Evaluator<P>> searchPolicies() {
        return game().evaluators();
    }

    @Test
    void searchMovesAreANonEmptySubsetOfTheLegalMovesExactlyWhileTheGameGoesOn() {
        List<Evaluator<P>> policies = searchPolicies();
        forEachPlayoutPosition((p, random) -> {
            Fingerprint before = fingerprint(p);
            Set<Integer> legal = new HashSet<>();
            for (int m : p.legalMoves()) {
                legal.add(m);
            }
            for (Evaluator<P> policy : policies) {
                int[] buffer = new int[p.maxMoves() + 2];
                int n = policy.searchMoves(p, buffer, 2);
                assertThat(n == 0).as("%s: no search moves exactly when %s is over", policy.name(), p)
                        .isEqualTo(p.isOver());
                Set<Integer> distinct = new HashSet<>();
                for (int i = 2; i < 2 + n; i++) {
                    assertThat(legal).as("%s: search move %d of %s is legal", policy.name(), buffer[i], p)
                            .contains(buffer[i]);
                    assertThat(distinct.add(buffer[i])).as("%s: duplicate search move %d in %s", policy.name(),
                            buffer[i], p).isTrue();
                }
                assertThat(fingerprint(p)).as("%s: searchMoves leaves the position alone", policy.name())
                        .isEqualTo(before);
            }
        });
    }

    @Test
    void playThenUndoRestoresThePositionAndItsHash() {
        forEachPlayoutPosition((p, random) -> {
            Fingerprint before = fingerprint(p);
            for (int move : p.legalMoves()) {
                p.play(move);
                assertThat(p.ply()).as("ply after a move").isEqualTo(before.ply() + 1);
                if (extraTurns()) {
                    assertThat(p.sideToMove()).as("a side moves").isIn(Position.FIRST, Position.SECOND);
                } else {
                    assertThat(p.sideToMove()).as("the turn passes after a move").isEqualTo(1 - before.side());
                }
                // go one level deeper and back, so undo is tested on more than the last move
                int[] replies = p.legalMoves();
                if (replies.length > 0) {
                    Fingerprint mid = fingerprint(p);
                    p.play(replies[random.nextInt(replies.length)]);
                    p.undo();
                    assertThat(fingerprint(p)).isEqualTo(mid);
                }
                p.undo();
                assertThat(fingerprint(p)).as("after playing and undoing %d", move).isEqualTo(before);
            }
        });
    }

    @Test
    void wholeGamesUndoBackToTheStart() {
        Random random = new Random(seed() + 1);
        for (P start : startPositions()) {
            for (int game = 0; game < Math.max(1, playouts() / 10); game++) {
                P p = Position.copyOf(start);
                Fingerprint first = fingerprint(p);
                List<Fingerprint> trail = new ArrayList<>();
                int[] buffer = new int[p.maxMoves()];
                int n;
                while ((n = p.legalMoves(buffer, 0)) > 0 && p.ply() <= maxPlies()) {
                    trail.add(fingerprint(p));
                    p.play(buffer[random.nextInt(n)]);
                }
                for (int i = trail.size() - 1; i >= 0; i--) {
                    p.undo();
                    assertThat(fingerprint(p)).isEqualTo(trail.get(i));
                }
                assertThat(fingerprint(p)).isEqualTo(first);
            }
        }
    }

    @Test
    void copiesAreIndependentAndEqual() {
        forEachPlayoutPosition((p, random) -> {
            Fingerprint before = fingerprint(p);
            assertThat(p.copy().getClass()).as("the class of a copy").isEqualTo(p.getClass());
            P copy = Position.copyOf(p);
            assertThat(fingerprint(copy)).isEqualTo(before);
            int[] moves = copy.legalMoves();
            if (moves.length > 0) {
                copy.play(moves[random.nextInt(moves.length)]);
                assertThat(fingerprint(p)).as("the original after playing on its copy").isEqualTo(before);
                copy.undo();
                assertThat(fingerprint(copy)).isEqualTo(before);
            }
            // copyFrom into a position somewhere else in the game, then undo as far as the history goes
            P other = game().newPosition(options());
            other.copyFrom(p);
            assertThat(fingerprint(other)).isEqualTo(before);
            if (p.ply() > startPly) {
                other.undo();
                p.undo();
                assertThat(fingerprint(other)).as("copyFrom also copies the history").isEqualTo(fingerprint(p));
                int[] again = p.legalMoves();
                // play back the same move: we only know the position, so find the one that restores it
                boolean restored = false;
                for (int m : again) {
                    p.play(m);
                    if (fingerprint(p).equals(before)) {
                        restored = true;
                        break;
                    }
                    p.undo();
                }
                assertThat(restored).as("some move leads back to the position").isTrue();
            }
        });
    }

    @Test
    void equalPositionsReachedByDifferentPathsHaveEqualHashes() {
        // Transpositions: play a, b, c, d and c, b, a, d style permutations where they stay legal.
        Random random = new Random(seed() + 2);
        forEachPlayoutPosition((p, r) -> {
            int[] moves = p.legalMoves();
            if (moves.length < 2) {
                return;
            }
            int a = moves[random.nextInt(moves.length)];
            p.play(a);
            int[] replies = p.legalMoves();
            if (replies.length == 0) {
                p.undo();
                return;
            }
            int b = replies[random.nextInt(replies.length)];
            p.play(b);
            int[] thirds = p.legalMoves();
            if (thirds.length == 0) {
                p.undo();
                p.undo();
                return;
            }
            int c = thirds[random.nextInt(thirds.length)];
            p.play(c);
            Fingerprint abc = fingerprint(p);
            p.undo();
            p.undo();
            p.undo();
            // c, b, a: the same board if each move is legal in that order and the boards agree
            if (p.isLegal(c)) {
                p.play(c);
                if (p.isLegal(b)) {
                    p.play(b);
                    if (p.isLegal(a)) {
                        p.play(a);
                        Fingerprint cba = fingerprint(p);
                        if (cba.board().equals(abc.board()) && cba.side() == abc.side()) {
                            assertThat(cba.hash()).as("hash of %s reached two ways", cba.board()).isEqualTo(abc.hash());
                        }
                        p.undo();
                    }
                    p.undo();
                }
                p.undo();
            }
        });
    }

    @Test
    void notationRoundTripsEveryLegalMove() {
        Notation<P> notation = game().notation();
        forEachPlayoutPosition((p, random) -> {
            Fingerprint before = fingerprint(p);
            for (int move : p.legalMoves()) {
                String text = notation.format(p, move);
                assertThat(text).as("text of move %d", move).isNotBlank();
                assertThat(notation.parse(p, text)).as("parse of '%s' in %s", text, p).isEqualTo(move);
            }
            assertThat(fingerprint(p)).as("notation leaves the position alone").isEqualTo(before);
        });
    }

    @Test
    void notationRejectsBadTextWithAMessage() {
        Notation<P> notation = game().notation();
        List<String> junk = List.of("", "   ", "?", "zz99", "-1", "99999999999999999999", "a0", "@@@", "\u00e9t\u00e9",
                "x".repeat(5000), "1-", "e4e5e6", "pass pass", "0,0,0", "\t\n");
        Random random = new Random(seed() + 3);
        forEachPlayoutPosition((p, r) -> {
            Fingerprint before = fingerprint(p);
            List<String> texts = new ArrayList<>(junk);
            for (int i = 0; i < 5; i++) {
                texts.add(randomText(random));
            }
            for (String text : texts) {
                try {
                    int move = notation.parse(p, text);
                    assertThat(p.isLegal(move)).as("'%s' was read as %d, which is not legal in %s", text, move, p)
                            .isTrue();
                } catch (NotationException e) {
                    assertThat(e.getMessage()).as("the message for '%s'", text).isNotBlank();
                } catch (RuntimeException e) {
                    fail("parsing '" + text + "' threw " + e + " instead of a NotationException");
                }
                assertThat(fingerprint(p)).isEqualTo(before);
            }
            if (p.isOver()) {
                assertThatThrownBy(() -> notation.parse(p, "a1")).isInstanceOf(NotationException.class);
            }
        });
    }

    private static String randomText(Random random) {
        String alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-x:,. ABCHKPW";
        int length = random.nextInt(8);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < length; i++) {
            sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return sb.toString();
    }

    @Test
    void gamesEndWithAnOutcome() {
        int[] counts = new int[Outcome.values().length];
        forEachPlayoutPosition((p, random) -> {
            if (p.isOver()) {
                counts[p.outcome().ordinal()]++;
            }
        });
        assertThat(counts[Outcome.NONE.ordinal()]).isZero();
        assertThat(counts[Outcome.FIRST_WINS.ordinal()] + counts[Outcome.SECOND_WINS.ordinal()]
                + counts[Outcome.DRAW.ordinal()]).isEqualTo(playouts());
    }

    @Test
    void theGameDescriptorIsConsistent() {
        Game<P> g = game();
        assertThat(g.name()).matches("[a-z0-9]+");
        assertThat(g.title()).isNotBlank();
        assertThat(g.description()).isNotBlank();
        assertThat(Games.find(g.name()).name()).as("found through ServiceLoader").isEqualTo(g.name());
        P start = g.newPosition(options());
        assertThat(g.maxMoves(options())).isEqualTo(start.maxMoves());
        assertThat(start.ply()).isZero();
        assertThat(start.sideToMove()).isEqualTo(Position.FIRST);
        assertThat(g.evaluators()).isNotEmpty();
        assertThat(g.evaluators().get(0).getClass()).as("the default evaluator comes first")
                .isEqualTo(g.evaluator().getClass());
        // players and tools pick an evaluator by name, in any case: one name per evaluator (decision 0024)
        Set<String> names = new HashSet<>();
        for (Evaluator<P> e : g.evaluators()) {
            assertThat(names.add(e.name().toLowerCase(java.util.Locale.ROOT))).as("one evaluator named %s", e.name())
                    .isTrue();
            assertThat(g.evaluator(e.name().toUpperCase(java.util.Locale.ROOT)).name()).isEqualTo(e.name());
        }
        assertThatThrownBy(() -> g.evaluator("no-such-evaluator")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no-such-evaluator").hasMessageContaining(g.evaluator().name());
        assertThat(fingerprint(g.parsePosition("", options()))).isEqualTo(fingerprint(start));
        assertThatThrownBy(() -> g.parseOptions("nosuchoption=1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nosuchoption");
    }

    @Test
    void theEvaluatorStaysInRange() {
        Evaluator<P> evaluator = game().evaluator();
        forEachPlayoutPosition((p, random) -> {
            if (!p.isOver()) {
                assertThat(Math.abs(evaluator.evaluate(p))).as("evaluation of %s", p).isLessThan(Score.MAX_EVAL);
                for (int m : p.legalMoves()) {
                    assertThat(Math.abs(evaluator.orderScore(p, m))).isLessThanOrEqualTo(1 << 30);
                }
            }
        });
    }
}
