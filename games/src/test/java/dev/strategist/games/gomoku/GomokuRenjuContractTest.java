package dev.strategist.games.gomoku;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.PositionContractTest;
import org.junit.jupiter.api.Tag;

/** Renju on 15 x 15 against the position contract: forbidden moves kept out of the legal moves throughout. */
@Tag("slow")
class GomokuRenjuContractTest extends PositionContractTest<GomokuPosition> {

    @Override
    protected Game<GomokuPosition> game() {
        return new GomokuGame();
    }

    @Override
    protected GameOptions options() {
        return game().parseOptions("rule=renju");
    }

    @Override
    protected int playouts() {
        return 2;
    }
}
