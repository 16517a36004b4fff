package dev.strategist.games.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import dev.strategist.core.fuzz.TextMutations;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.connect4.Connect4Game;
import dev.strategist.games.gomoku.GomokuGame;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.tictactoe.TicTacToeGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * Every game's move notation and position text, fed mutated and random text: each answer is a legal
 * move (or a position) or a {@link NotationException} with a message, within seconds, and a rejected
 * move leaves the position exactly as it was.
 */
class MoveTextFuzzTest {
    private static final Properties PROPERTIES = Properties.of(MoveTextFuzzTest.class);
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

    /** A case (by its place in {@link #CASES}) and a text to try on it. */
    private record Input(int index, String text) {
        static final TextForm<Input> FORM = indexAndText(Input::index, Input::text, Input::new);

        Case c() {
            return CASES.get(index);
        }
    }

    /** An index, a space and a text. */
    private static <T> TextForm<T> indexAndText(Function<T, Integer> index, Function<T, String> text,
                                                BiFunction<Integer, String, T> make) {
        return TextForm.of(t -> index.apply(t) + " " + text.apply(t), line -> {
            int space = line.indexOf(' ');
            return make.apply(Integer.parseInt(line.substring(0, space)), line.substring(space + 1));
        });
    }

    /** For each of {@code count} indices, a text from the generator {@code texts} makes for it. */
    private static <T> Gen<T> perIndex(int count, Function<Integer, Gen<String>> texts,
                                       BiFunction<Integer, String, T> make) {
        List<Gen<T>> gens = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            gens.add(texts.apply(i).map(t -> make.apply(index, t)));
        }
        return Gens.of(gens).flatMap(g -> g);
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

    private static Gen<Input> moveTexts() {
        return perIndex(CASES.size(), i -> TextMutations.badText(CASES.get(i).moveTexts()), Input::new);
    }

    private static Gen<Input> gameTexts() {
        return perIndex(CASES.size(), i -> TextMutations.badText(List.of(CASES.get(i).gameText())), Input::new);
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aMoveIsLegalOrRefusedAndThePositionStaysAsItWas() {
        PROPERTIES.forAll("aMoveIsLegalOrRefusedAndThePositionStaysAsItWas", 3000, moveTexts(), Input.FORM, input -> {
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
        });
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aWholeGameIsReadOrRefused() {
        PROPERTIES.forAll("aWholeGameIsReadOrRefused", 2000, gameTexts(), Input.FORM, input -> {
            Setup setup = input.c().setup();
            Game game = setup.game();
            Position p = CleanRejection.check(input.text(), NotationException.class,
                    () -> game.parsePosition(input.text(), setup.options()));
            if (p != null) {
                assertThat(p.legalMoves().length == 0).isEqualTo(p.isOver());
                Position again = game.parsePosition(input.text(), setup.options());
                assertThat(fingerprint(again)).as("reading is repeatable").isEqualTo(fingerprint(p));
            }
        });
    }

    /** A setup (by its place in {@link #SETUPS}) and option text for its game. */
    private record OptionInput(int index, String text) {
        static final TextForm<OptionInput> FORM = indexAndText(OptionInput::index, OptionInput::text,
                OptionInput::new);

        Game<?> game() {
            return SETUPS.get(index).game();
        }
    }

    private static Gen<OptionInput> optionTexts() {
        return perIndex(SETUPS.size(), i -> TextMutations.badText(List.of("width=9,height=7", "width=4 height=8",
                "size=20,rule=renju", "size=9", "rule=standard", "repetition=off,quietmoves=off", "",
                SETUPS.get(i).optionText())), OptionInput::new);
    }

    @Test
    void optionTextMakesAStartPositionOrIsRefused() {
        PROPERTIES.forAll("optionTextMakesAStartPositionOrIsRefused", 1000, optionTexts(), OptionInput.FORM, input -> {
            Position p = CleanRejection.check(input.text(), IllegalArgumentException.class,
                    () -> input.game().newPosition(input.game().parseOptions(input.text())));
            if (p != null) {
                assertThat(p.ply()).isZero();
                assertThat(p.legalMoves()).isNotEmpty();
            }
        });
    }

    private static String fingerprint(Position p) {
        return p.hash() + "/" + p.ply() + "/" + p.sideToMove() + "/" + p.outcome() + "/" + p
                + java.util.Arrays.toString(p.legalMoves());
    }
}
