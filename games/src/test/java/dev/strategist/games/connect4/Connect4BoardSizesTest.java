package dev.strategist.games.connect4;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.PositionContractTest;
import org.junit.jupiter.api.Nested;

/** The position contract on the smallest board, the widest, and one that fills all 64 bits. */
class Connect4BoardSizesTest {

    /** The contract with the board size given as options. */
    abstract static class Sized extends PositionContractTest<Connect4Position> {
        @Override
        protected Game<Connect4Position> game() {
            return new Connect4Game();
        }

        @Override
        protected GameOptions options() {
            return game().parseOptions(sizeOptions());
        }

        abstract String sizeOptions();
    }

    @Nested
    class FourByFour extends Sized {
        @Override
        String sizeOptions() {
            return "width=4,height=4";
        }
    }

    @Nested
    class NineBySix extends Sized {
        @Override
        String sizeOptions() {
            return "width=9,height=6";
        }
    }

    /** 8 columns of 7 rows plus the sentinel: exactly 64 bits, the top bit a sentinel. */
    @Nested
    class EightBySeven extends Sized {
        @Override
        String sizeOptions() {
            return "width=8,height=7";
        }
    }
}
