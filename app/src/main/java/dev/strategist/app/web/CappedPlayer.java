package dev.strategist.app.web;

import dev.strategist.app.outside.OutsidePlayer;
import dev.strategist.core.Position;

/**
 * An engine's player holding its process's {@link EngineCap.Place} for as long as it may run: its close ends the
 * process and gives the place back.
 *
 * @param <P> the game's position type
 */
final class CappedPlayer<P extends Position> implements OutsidePlayer<P> {
    private final OutsidePlayer<P> engine;
    private final EngineCap.Place place;

    CappedPlayer(OutsidePlayer<P> engine, EngineCap.Place place) {
        this.engine = engine;
        this.place = place;
    }

    @Override
    public void open(P start) {
        engine.open(start);
    }

    @Override
    public int bestMove(P position) {
        return engine.bestMove(position);
    }

    @Override
    public boolean resigned() {
        return engine.resigned();
    }

    @Override
    public void close() {
        try {
            engine.close();
        } finally {
            place.release();
        }
    }
}
