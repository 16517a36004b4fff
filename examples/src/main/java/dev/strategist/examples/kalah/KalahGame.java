package dev.strategist.examples.kalah;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import java.util.List;

/** Kalah, the mancala most often played in the West: Kalah(6, 4) by default, smaller boards as options. */
public final class KalahGame implements Game<KalahPosition> {
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range("pits", "Pits", "pits on each side", 6, 1, 6),
            GameOption.range("seeds", "Seeds", "seeds in each pit at the start", 4, 1, 6));
    private static final KalahNotation NOTATION = new KalahNotation();

    @Override
    public String name() {
        return "kalah";
    }

    @Override
    public String title() {
        return "Kalah";
    }

    @Override
    public String description() {
        return "Sow seeds counter-clockwise; the last seed in your store gives you another move, in an empty pit"
                + " of yours it captures the pit opposite. Most seeds in your store wins.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public KalahPosition newPosition(GameOptions options) {
        return new KalahPosition(options.getInt("pits"), options.getInt("seeds"));
    }

    @Override
    public Notation<KalahPosition> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<KalahPosition> evaluator() {
        return new KalahEvaluator();
    }

    @Override
    public String sideName(int side) {
        return side == 0 ? "South" : "North";
    }
}
