package dev.strategist.games.connect4;

import java.util.Random;

/** Seeded random positions for the solver's tests, played on the solver's board and the oracle alike. */
final class Connect4SolverRandomPositions {
    private Connect4SolverRandomPositions() {
    }

    /**
     * Plays up to {@code stones} random moves on both, never one that completes four and, while there is
     * a choice, none that lets the opponent complete four at once (uniformly random play would leave a
     * win in one for the side to move almost every time, which tests little); stops early when every move
     * left would complete four. Returns the stones played.
     */
    static int play(Random random, Connect4SolverBoard board, Connect4SolverOracle oracle, int stones) {
        int width = board.geometry().width();
        int[] quiet = new int[width];
        int[] any = new int[width];
        for (int played = 0; played < stones; played++) {
            int nQuiet = 0;
            int nAny = 0;
            for (int c = 0; c < width; c++) {
                if (board.canPlay(c) && !board.isWinningMove(c)) {
                    any[nAny++] = c;
                    board.play(c);
                    if (!board.canWinNext()) {
                        quiet[nQuiet++] = c;
                    }
                    board.undo();
                }
            }
            if (nAny == 0) {
                return played;
            }
            int column = nQuiet > 0 ? quiet[random.nextInt(nQuiet)] : any[random.nextInt(nAny)];
            board.play(column);
            oracle.play(column);
        }
        return stones;
    }
}
