package dev.strategist.app.cli.render;

import dev.strategist.core.Diagram;
import java.util.List;
import java.util.function.IntFunction;

/** One way of laying a diagram's cells out as lines of text. */
@FunctionalInterface
interface GridLayout {

    /**
     * The grid's lines: {@code glyphs} holds each cell's character, {@code bracketed} the cells to stand out,
     * {@code sideName} what players call each side (for a grid that names the pieces beside it).
     */
    List<String> lines(Diagram diagram, char[] glyphs, boolean[] bracketed, IntFunction<String> sideName);
}
