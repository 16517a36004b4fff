package dev.strategist.app.gtp;

import dev.strategist.core.NotationException;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A small Othello GTP engine for tests, run as a child process: it plays the first legal move, refuses
 * passes as GRhino does, and misbehaves on request: {@code --illegal} answers genmove with an occupied square,
 * {@code --garbage} with a line that is not GTP, {@code --hang} never answers genmove, {@code --die} exits at
 * the first genmove, {@code --resign} resigns.
 */
public final class FakeGtpEngine {
    private FakeGtpEngine() {
    }

    /** Speaks GTP on standard input and output until {@code quit} or the end of input. */
    public static void main(String[] args) throws IOException, InterruptedException {
        List<String> modes = List.of(args);
        ReversiGame game = new ReversiGame();
        ReversiPosition p = game.newPosition();
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String line;
        while ((line = in.readLine()) != null) {
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "quit":
                    out.print("=\n\n");
                    return;
                case "boardsize":
                case "time_settings":
                    out.print("=\n\n");
                    break;
                case "clear_board":
                    p = game.newPosition();
                    out.print("=\n\n");
                    break;
                case "play":
                    if (words.length != 3 || words[2].equalsIgnoreCase("pass")) {
                        out.print("? syntax error\n\n");
                        break;
                    }
                    try {
                        passIfStuck(p);
                        p.play(game.notation().parse(p, words[2].toLowerCase()));
                        out.print("=\n\n");
                    } catch (NotationException e) {
                        out.print("? illegal move\n\n");
                    }
                    break;
                case "genmove":
                    if (modes.contains("--die")) {
                        System.exit(3);
                    }
                    if (modes.contains("--hang")) {
                        Thread.sleep(60_000);
                    }
                    if (modes.contains("--garbage")) {
                        out.print("I think c4 is nice\n\n");
                    } else if (modes.contains("--resign")) {
                        out.print("= resign\n\n");
                    } else if (modes.contains("--illegal")) {
                        out.print("= D4\n\n");
                    } else {
                        passIfStuck(p);
                        int move = p.legalMoves()[0];
                        String text = game.notation().format(p, move).toUpperCase();
                        p.play(move);
                        out.print("= " + text + "\n\n");
                    }
                    break;
                default:
                    out.print("? unknown command\n\n");
            }
        }
    }

    /** Passes for the side to move when its only move is a pass: the way GRhino keeps its board. */
    private static void passIfStuck(ReversiPosition p) {
        int[] moves = p.legalMoves();
        if (!p.isOver() && moves.length == 1 && moves[0] == ReversiPosition.PASS) {
            p.play(moves[0]);
        }
    }
}
