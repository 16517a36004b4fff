package dev.strategist.games.gomoku;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.PositionContractTest;

/** Caro (exactly five with an end open) on 10 x 10 against the position contract. */
class GomokuCaroContractTest extends PositionContractTest<GomokuPosition> {

    @Override
    protected Game<GomokuPosition> game() {
        return new GomokuGame();
    }

    @Override
    protected GameOptions options() {
        return game().parseOptions("size=10,rule=caro");
    }

    @Override
    protected int playouts() {
        return 6;
    }
}
