package dev.strategist.core;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextMutations;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Option text from outside: whatever it is, a valid choice of every option or a clear refusal. */
class GameOptionsFuzzTest {
    private static final Properties PROPERTIES = Properties.of(GameOptionsFuzzTest.class);
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range("size", "Board size", "board side", 15, 9, 20),
            new GameOption("rule", "Rule", "rule variant", "freestyle", List.of("freestyle", "standard", "renju")),
            new GameOption("swap", "Swap", "swap rule", "off", List.of("on", "off")));

    private static Gen<String> optionTexts() {
        return TextMutations.badText(List.of("size=15", "size=9,rule=renju", "rule=standard swap=on",
                " size=20 , rule=freestyle ", "swap=off,size=12,rule=renju", ""));
    }

    @Test
    void optionTextIsReadOrRefusedWithAMessage() {
        PROPERTIES.forAll("optionTextIsReadOrRefusedWithAMessage", 1000, optionTexts(), text -> {
            GameOptions options = CleanRejection.check(text, IllegalArgumentException.class,
                    () -> GameOptions.parse(OPTIONS, text));
            if (options != null) {
                for (GameOption option : OPTIONS) {
                    assertThat(option.allowed()).contains(options.get(option.name()));
                }
                assertThat(GameOptions.parse(OPTIONS, options.toString())).as("what was read reads back")
                        .isEqualTo(options);
            }
        });
    }

    @Test
    void aGameWithoutOptionsRefusesEveryOption() {
        PROPERTIES.forAll("aGameWithoutOptionsRefusesEveryOption", 200, optionTexts(), text -> {
            GameOptions options = CleanRejection.check(text, IllegalArgumentException.class,
                    () -> GameOptions.parse(List.of(), text));
            if (options != null) {
                assertThat(options.asMap()).isEmpty();
            }
        });
    }
}
