package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The bench runners' argument reader: defaults, last values, whole names, flags and what was not asked for. */
class BenchArgsTest {
    @Test
    void anOptionNotGivenTakesItsDefaultAndAGivenOneItsLastValue() {
        BenchArgs options = BenchArgs.of(new String[] {"--millis=200", "--cut=50+rx", "--millis=300"}, "usage: X");
        assertThat(options.number("millis", 100)).isEqualTo(300);
        assertThat(options.integer("games", 20)).isEqualTo(20);
        assertThat(options.text("cut", null)).isEqualTo("50+rx");
        assertThat(options.text("against", null)).isNull();
        assertThat(options.allAsked()).isTrue();
    }

    @Test
    void aNameIsMatchedWholeSoOneNameThatStartsAnotherTakesNothingOfIt() {
        BenchArgs options = BenchArgs.of(new String[] {"--depth2=4", "--depth=6"}, "usage: X");
        assertThat(options.integer("depth", 1)).isEqualTo(6);
        assertThat(options.integer("depth2", 1)).isEqualTo(4);
        assertThat(options.decimal("seconds", 2.5)).isEqualTo(2.5);
    }

    @Test
    void flagsAreTrueOnlyWhenGivenAndArgumentsNotAskedForAreFound() {
        BenchArgs options = BenchArgs.of(new String[] {"--whole", "--typo=3", "--list=yes"}, "usage: X");
        assertThat(options.flag("whole")).isTrue();
        assertThat(options.flag("list")).as("--list=yes is no flag").isFalse();
        assertThat(options.allAsked()).isFalse();
    }

    @Test
    void aValueThatIsNoNumberIsRefusedWhenAskedFor() {
        BenchArgs options = BenchArgs.of(new String[] {"--games=many"}, "usage: X");
        assertThatThrownBy(() -> options.integer("games", 1)).isInstanceOf(NumberFormatException.class);
    }

    @Test
    void operandsAreTheArgumentsThatAreNoOption() {
        BenchArgs options = BenchArgs.of(new String[] {"easy:10", "--weak", "hard"}, "usage: X");
        assertThat(options.operands()).containsExactly("easy:10", "hard");
        assertThat(options.allAsked()).isFalse();
        assertThat(options.flag("weak")).isTrue();
        assertThat(options.allAsked()).isTrue();
    }

    @Test
    void aNegativeNumberIsAnOperandAndAnOptionMayBeReadWithEveryValue() {
        BenchArgs options = BenchArgs.of(new String[] {"14", "-7", "--hold=a,b", "--hold=c", "-x"}, "usage: X");
        assertThat(options.operands()).containsExactly("14", "-7");
        assertThat(options.texts("hold")).containsExactly("a,b", "c");
        assertThat(options.text("hold", null)).isEqualTo("c");
        assertThat(options.allAsked()).as("-x is neither").isFalse();
    }
}
