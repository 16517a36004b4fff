package dev.strategist.games.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.TextMutations;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.tictactoe.TicTacToeGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Every game's move notation and position text, fed mutated and random text: each answer is a legal
 * move (or a position) or a {@link NotationException} with a message, within seconds, and a rejected
 * move leaves the position exactly as it was.
 */
class MoveTextFuzzTest {
    private static final List<Setup> SETUPS = List.of(
            new Setup(new TicTacToeGame(), ""),
            new Setup(new Connect4Game(), ""),
            new Setup(new Connect4Game(), "width=4,height=4"),
            new Setup(new CheckersGame(), ""),
            new Setup(new ReversiGame(), ""),
            new Setup(new GomokuGame(), ""),
            new Setup(new GomokuGame(), "size=9,rule=renju"),
            new Setup(new GomokuGame(), "size=20,rule=standard"));
    private static final List<Case> CASES = cases();

    /** A game with options. */
    private record Setup(Game<?> game, String optionText) {
        GameOptions options() {
            return game.parseOptions(optionText);
        }
    }

    /** A position reached by random moves, with the texts of its legal moves and the game so far. */
    private record Case(Setup setup, Position position, List<String> moveTexts, String gameText) {
    }

    /** A case and a text to try on it. */
    private record Input(Case c, String text) {
    }

    private static List<Case> cases() {
        Random random = new Random(9);
        List<Case> cases = new ArrayList<>();
        for (Setup setup : SETUPS) {
            for (int k = 0; k < 6; k++) {
                cases.add(randomCase(setup, random, k == 5 ? Integer.MAX_VALUE : random.nextInt(30)));
            }
        }
        return cases;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Case randomCase(Setup setup, Random random, int plies) {
        Game game = setup.game();
        Position p = game.newPosition(setup.options());
        List<String> played = new ArrayList<>();
        while (!p.isOver() && p.ply() < plies && p.ply() < 200) {
            int[] moves = p.legalMoves();
            int move = moves[random.nextInt(moves.length)];
            played.add(game.notation().format(p, move));
            p.play(move);
        }
        List<String> texts = new ArrayList<>();
        for (int m : p.legalMoves()) {
            texts.add(game.notation().format(p, m));
        }
        texts.add(played.isEmpty() ? "a1" : played.get(played.size() - 1)); // an occupied square, mostly
        String joiner = random.nextBoolean() ? " " : ",";
        return new Case(setup, p, texts, String.join(joiner, played));
    }

    @Provide
    Arbitrary<Input> moveTexts() {
        return Arbitraries.of(CASES).flatMap(c -> TextMutations.badText(c.moveTexts()).map(t -> new Input(c, t)));
    }

    @Provide
    Arbitrary<Input> gameTexts() {
        return Arbitraries.of(CASES).flatMap(c -> TextMutations.badText(List.of(c.gameText()))
                .map(t -> new Input(c, t)));
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    @Property(tries = 3000)
    void aMoveIsLegalOrRefusedAndThePositionStaysAsItWas(@ForAll("moveTexts") Input input) {
        Position p = input.c().position();
        Game game = input.c().setup().game();
        String before = fingerprint(p);
        Integer move = CleanRejection.check(input.text(), NotationException.class,
                () -> game.notation().parse(p, input.text()));
        if (move != null) {
            assertThat(p.isLegal(move)).as("%s read as %d", CleanRejection.show(input.text()), move).isTrue();
            assertThat(game.notation().parse(p, game.notation().format(p, move))).isEqualTo(move);
        }
        assertThat(fingerprint(p)).as("after %s", CleanRejection.show(input.text())).isEqualTo(before);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    @Property(tries = 2000)
    void aWholeGameIsReadOrRefused(@ForAll("gameTexts") Input input) {
        Setup setup = input.c().setup();
        Game game = setup.game();
        Position p = CleanRejection.check(input.text(), NotationException.class,
                () -> game.parsePosition(input.text(), setup.options()));
        if (p != null) {
            assertThat(p.legalMoves().length == 0).isEqualTo(p.isOver());
            Position again = game.parsePosition(input.text(), setup.options());
            assertThat(fingerprint(again)).as("reading is repeatable").isEqualTo(fingerprint(p));
        }
    }

    /** A game and option text for it. */
    private record OptionInput(Game<?> game, String text) {
    }

    @Provide
    Arbitrary<OptionInput> optionTexts() {
        return Arbitraries.of(SETUPS).flatMap(s -> TextMutations.badText(List.of("width=9,height=7", "width=4 height=8",
                "size=20,rule=renju", "size=9", "rule=standard", "repetition=off,quietmoves=off", "", s.optionText()))
                .map(t -> new OptionInput(s.game(), t)));
    }

    @Property(tries = 1000)
    void optionTextMakesAStartPositionOrIsRefused(@ForAll("optionTexts") OptionInput input) {
        Position p = CleanRejection.check(input.text(), IllegalArgumentException.class,
                () -> input.game().newPosition(input.game().parseOptions(input.text())));
        if (p != null) {
            assertThat(p.ply()).isZero();
            assertThat(p.legalMoves()).isNotEmpty();
        }
    }

    private static String fingerprint(Position p) {
        return p.hash() + "/" + p.ply() + "/" + p.sideToMove() + "/" + p.outcome() + "/" + p
                + java.util.Arrays.toString(p.legalMoves());
    }
}
