package dev.strategist.games.gomoku;

import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.RecordFormat;
import dev.strategist.core.Notation;
import java.util.List;

/** Gomoku: five in a row on a 15 x 15 board by default (9..20), black first, freestyle, standard or renju. */
public final class GomokuGame implements Game<GomokuPosition> {
    /** The option naming the board side. */
    public static final String SIZE = "size";
    /** The option naming the rule variant. */
    public static final String RULE = "rule";

    private static final GomokuNotation NOTATION = new GomokuNotation();
    private static final List<GameOption> OPTIONS = List.of(
            GameOption.range(SIZE, "board side", 15, GomokuGeometry.MIN_SIZE, GomokuGeometry.MAX_SIZE),
            new GameOption(RULE, "freestyle: five or more wins; standard: exactly five; renju: black's double "
                    + "three, double four and overline are forbidden; caro: exactly five with an end open", "freestyle",
                    List.of("freestyle", "standard", "renju", "caro")));

    @Override
    public String name() {
        return "gomoku";
    }

    @Override
    public List<String> aliases() {
        return List.of("five-in-a-row");
    }

    @Override
    public String title() {
        return "Gomoku";
    }

    @Override
    public String description() {
        return "Five in a row on a 15 x 15 board, black first; freestyle, standard (exactly five), renju or caro rules.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public GomokuPosition newPosition(GameOptions options) {
        return new GomokuPosition(options.getInt(SIZE), GomokuRule.fromOption(options.get(RULE)));
    }

    /** Games are SGF, {@code GM[4]}. */
    @Override
    public RecordFormat<GomokuPosition> recordFormat() {
        return new GomokuSgf();
    }

    @Override
    public Notation<GomokuPosition> notation() {
        return NOTATION;
    }

    @Override
    public Evaluator<GomokuPosition> evaluator() {
        return new GomokuEvaluator();
    }

    /** Reads {@code h8 i9}, {@code h8i9} (the opening files' form) or {@code 7,7 8,8}. */
    @Override
    public GomokuPosition parsePosition(String text, GameOptions options) {
        GomokuPosition p = newPosition(options);
        GomokuNotation.playMoves(p, text);
        return p;
    }
}
