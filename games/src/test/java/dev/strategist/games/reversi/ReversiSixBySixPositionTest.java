package dev.strategist.games.reversi;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.PositionContractTest;

/** 6 x 6 Othello (the option {@code size=6}) against the position contract. */
class ReversiSixBySixPositionTest extends PositionContractTest<ReversiPosition> {

    @Override
    protected Game<ReversiPosition> game() {
        return new ReversiGame();
    }

    @Override
    protected GameOptions options() {
        return game().parseOptions("size=6");
    }
}
