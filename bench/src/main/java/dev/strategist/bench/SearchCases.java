package dev.strategist.bench;

import dev.strategist.core.testgames.DomineeringEvaluator;
import dev.strategist.core.testgames.DomineeringPosition;
import dev.strategist.games.tictactoe.TicTacToeEvaluator;
import dev.strategist.games.tictactoe.TicTacToePosition;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The fixed positions every search is measured on. A Domineering game lasts at most half its cells in
 * plies, so a depth of cells / 2 + 1 solves the board.
 */
public final class SearchCases {
    /** Tic-tac-toe from the empty board, solved (depth 9). */
    public static final String TICTACTOE = "ttt-empty-d9";
    /** Domineering 4 x 5 from the empty board, solved (depth 11): the first player wins in 9. */
    public static final String DOMINEERING_4X5 = "dom4x5-full";
    /** Domineering 5 x 5 from the empty board to depth 6. */
    public static final String DOMINEERING_5X5_D6 = "dom5x5-d6";
    /** Domineering 6 x 6 from the empty board to depth 5. */
    public static final String DOMINEERING_6X6_D5 = "dom6x6-d5";
    /** Domineering 5 x 5 from the empty board, solved (depth 13): the first player loses in 12. */
    public static final String DOMINEERING_5X5 = "dom5x5-full";

    private static final List<SearchCase<?>> ALL = List.of(
            new SearchCase<>(TICTACTOE, "Tic-tac-toe, empty board", 9, true,
                    TicTacToePosition::new, new TicTacToeEvaluator()),
            domineering(DOMINEERING_4X5, 4, 5, 11, true),
            domineering(DOMINEERING_5X5_D6, 5, 5, 6, true),
            domineering(DOMINEERING_6X6_D5, 6, 6, 5, true),
            // minimax would need about two billion nodes here
            domineering(DOMINEERING_5X5, 5, 5, 13, false));

    private SearchCases() {
    }

    /** Every case, in the order the tables show them. */
    public static List<SearchCase<?>> all() {
        return ALL;
    }

    /** The case called {@code name}. */
    public static SearchCase<?> named(String name) {
        return ALL.stream().filter(c -> c.name().equals(name)).findFirst()
                .orElseThrow(() -> new NoSuchElementException("no search case called " + name));
    }

    private static SearchCase<DomineeringPosition> domineering(String name, int rows, int cols, int depth,
                                                               boolean exhaustive) {
        String title = "Domineering " + rows + "x" + cols + ", empty board";
        return new SearchCase<>(name, title, depth, exhaustive, () -> new DomineeringPosition(rows, cols),
                new DomineeringEvaluator());
    }
}
