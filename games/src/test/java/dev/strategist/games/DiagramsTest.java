package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Diagram;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Every game's diagram along seeded random games: cells on the board, every move's cells on it too. */
class DiagramsTest {

    @Test
    void everyShippedGameHasADiagramAndSideNames() {
        for (String name : new String[] {"tictactoe", "connect4", "othello", "gomoku", "checkers"}) {
            Game<?> game = Games.find(name);
            assertThat(game.diagram()).as(name).isPresent();
            assertThat(game.sideName(0)).as(name).isNotEqualTo(game.sideName(1)).doesNotStartWith("player");
        }
    }

    @Test
    void diagramsStayOnTheBoardThroughRandomGames() {
        for (Game<?> game : Games.all()) {
            check(game);
        }
    }

    private static <P extends Position> void check(Game<P> game) {
        if (game.diagram().isEmpty()) {
            assertThat(game.sideName(1)).isEqualTo("player 2");
            return;
        }
        BoardDiagram<P> diagram = game.diagram().get();
        SplittableRandom random = new SplittableRandom(24);
        for (int g = 0; g < 3; g++) {
            P p = game.newPosition();
            int[] moves = new int[p.maxMoves()];
            while (true) {
                Diagram d = diagram.draw(p);
                assertThat(d.cells()).as(game.name()).hasSize(d.rows() * d.cols());
                int n = p.legalMoves(moves, 0);
                if (n == 0) {
                    break;
                }
                for (int i = 0; i < n; i++) {
                    for (int c : diagram.cellsOf(p, moves[i])) {
                        assertThat(c).as(game.name()).isBetween(0, d.cells().size() - 1);
                    }
                }
                p.play(moves[random.nextInt(n)]);
            }
        }
    }
}
