package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * {@code strategist play} does at the terminal what the page does: for every game, hint, a move, the
 * move list, undo, a new level, a new game, resign and another game; the algorithm can be chosen (Monte
 * Carlo included); Gomoku plays its tournament player; Othello says when a side must pass.
 */
class PlayParityTest {

    @Test
    @Tag("slow") // a level-10 hint searches for seconds in the bigger games
    void everyGameAnswersEveryCommand() {
        for (Game<?> game : Games.all()) {
            check(game);
        }
    }

    private static <P extends Position> void check(Game<P> game) {
        P start = game.newPosition();
        String move = game.notation().format(start, start.legalMoves()[0]);
        String input = String.join("\n", "hint", move, "moves", "undo", "level 2", "algorithm mcts", "new", "moves",
                "resign", "new", "quit") + "\n";
        Run run = Run.withInput(input, "play", game.name(), "--level", "1", "--time", "100", "--seed", "3");
        String out = run.out();
        assertThat(run.code()).as(game.name() + ": " + run.err()).isZero();
        assertThat(out).as(game.name())
                .containsPattern("hint: \\S+\n")
                .contains("> " + move + "\n")
                .containsPattern("computer plays \\S+")
                .containsPattern("moves: 1\\. " + java.util.regex.Pattern.quote(move) + " \\S+")
                .contains("took back 2 moves")
                .contains("the computer is now engine level 2 100 ms")
                .contains("the computer is now mcts level 2 100 ms")
                .contains("new game: the computer is mcts level 2 100 ms")
                .contains("moves: none yet")
                .contains("result: computer wins by resignation\ngame over: type new for another game, or quit> new\n");
        assertThat(out.indexOf("took back")).isLessThan(out.indexOf("new game"));
        assertNoStackTrace(run);
    }

    @Test
    void badLevelsAndAlgorithmsAreRefusedAndTheGameGoesOn() {
        Run run = Run.withInput("level 11\nlevel x\nalgorithm magic\nalgorithm player\nlevel\nb2\nquit\n",
                "play", "tictactoe", "--level", "4", "--seed", "1");
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("the level is a number from 1 to 10, not '11'")
                .contains("the level is a number from 1 to 10, not 'x'")
                .contains("unknown algorithm 'magic'")
                .contains("Tic-tac-toe has no tournament player")
                .contains("the computer is engine level 4; type level N or algorithm NAME to change it")
                .containsPattern("computer plays [abc][123]")
                .endsWith("game abandoned\n");
        assertNoStackTrace(run);
    }

    @Test
    void aLevelChangeKeepsTheMovesAndAnUndoAfterTheEndPlaysOn() {
        Run run = Run.withInput("b2\nlevel 9\nmoves\nresign\nundo\nnew\nmoves\nquit\n",
                "play", "tictactoe", "--level", "3", "--seed", "2");
        assertThat(run.out()).containsPattern("the computer is now engine level 9\nX to move> moves\nmoves: 1\\. b2 ")
                .contains("result: computer wins by resignation")
                .contains("the game was resigned; start a new one")
                .contains("new game: the computer is engine level 9\n");
        assertThat(run.code()).isZero();
    }

    @Test
    void gomokuPlaysTheTournamentPlayerFromLevelFiveAndTheEngineBelow() {
        Run player = Run.withInput("quit\n", "play", "gomoku", "--first", "ai", "--time", "50", "--seed", "1");
        assertThat(player.code()).as(player.err()).isZero();
        assertThat(player.out()).contains("the computer (gomoku-player level 5 50 ms)").contains("computer plays ");
        Run beginner = Run.withInput("quit\n", "play", "gomoku", "--level", "3", "--seed", "1");
        assertThat(beginner.out()).contains("the computer (engine level 3)");
        Run engine = Run.withInput("quit\n", "play", "gomoku", "--algorithm", "engine", "--level", "7", "--seed", "1");
        assertThat(engine.out()).contains("the computer (engine level 7)");
        Run mcts = Run.withInput("quit\n", "play", "gomoku", "--algorithm", "mcts", "--seed", "1");
        assertThat(mcts.out()).contains("the computer (mcts level 5)");
        Run watch = Run.of("play", "gomoku", "--watch", "--time", "20", "--moves", "4", "--seed", "1");
        assertThat(watch.out()).contains("Black: gomoku-player level 5 20 ms").contains("stopped after 4 moves");
        Run noPlayer = Run.withInput("", "play", "connect4", "--algorithm", "player");
        assertThat(noPlayer.code()).isEqualTo(ExitCode.USAGE);
        assertThat(noPlayer.err()).contains("Connect Four has no tournament player");
    }

    @Test
    void othelloSaysWhenThePersonMustPassAndTakesThePass() {
        String moves = gameWhereBlackMustPass();
        Run run = Run.withInput("e4\npass\nquit\n", "play", "othello", "--position", moves, "--level", "1",
                "--seed", "1");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("Black has no move and must pass (type pass)\nBlack to move> e4\n"
                        + "Black has no move and must pass\nBlack to move> pass\ncomputer thinks...")
                .contains("computer plays ");
        assertNoStackTrace(run);
    }

    /** The moves of a seeded random Othello game up to a position where Black is to move and must pass. */
    private static String gameWhereBlackMustPass() {
        ReversiGame game = new ReversiGame();
        for (long seed = 1; seed < 10_000; seed++) {
            SplittableRandom random = new SplittableRandom(seed);
            ReversiPosition p = game.newPosition();
            List<String> moves = new ArrayList<>();
            while (!p.isOver()) {
                int[] legal = p.legalMoves();
                if (p.sideToMove() == 0 && legal.length == 1 && legal[0] == ReversiPosition.PASS && !p.isLegal(44)) {
                    return String.join(" ", moves);
                }
                int m = legal[random.nextInt(legal.length)];
                moves.add(game.notation().format(p, m));
                p.play(m);
            }
        }
        throw new AssertionError("no random game had Black pass");
    }
}
