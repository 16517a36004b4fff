package dev.strategist.core.testgames;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import java.util.ArrayList;
import java.util.List;

/**
 * Domineering as its grid of cells, each covered one a tile of the side whose domino covers it ({@code tiles}); a
 * move is the cell of its domino's top or left half, named by the notation's column letters and row numbers.
 */
public final class DomineeringDiagram implements BoardDiagram<DomineeringPosition> {

    /** The diagram the game hands out. */
    public DomineeringDiagram() {
    }

    @Override
    public Diagram draw(DomineeringPosition p) {
        int cells = p.rows() * p.cols();
        List<String> codes = new ArrayList<>(cells);
        for (int c = 0; c < cells; c++) {
            long bit = 1L << c;
            codes.add((p.covered(0) & bit) != 0 ? "0" : (p.covered(1) & bit) != 0 ? "1" : "");
        }
        List<String> cols = new ArrayList<>(p.cols());
        for (int c = 0; c < p.cols(); c++) {
            cols.add(String.valueOf((char) ('a' + c)));
        }
        List<String> rows = new ArrayList<>(p.rows());
        for (int r = 1; r <= p.rows(); r++) {
            rows.add(Integer.toString(r));
        }
        return new Diagram(p.rows(), p.cols(), "tiles", codes, cols, rows, List.of(), null);
    }

    /**
     * The domino's top or left half alone: a cell is the second half of one domino and the first of another, so
     * a click there must mean one move, the one the notation names by that cell.
     */
    @Override
    public int[] cellsOf(DomineeringPosition p, int move) {
        return new int[] {move};
    }
}
