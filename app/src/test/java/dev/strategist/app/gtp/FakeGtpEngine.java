package dev.strategist.app.gtp;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.NotationException;
import dev.strategist.core.Position;
import dev.strategist.games.reversi.ReversiPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * A small GTP engine for tests, run as a child process: Othello by default, or the game named by
 * {@code --game=NAME} (checkers, say). It plays the legal move with the longest name (a checkers capture's
 * whole path), refuses passes as GRhino does, refuses a colour that is not the side to move's (black for
 * side 0), and misbehaves on request: {@code --illegal} answers genmove with an occupied square,
 * {@code --garbage} with a line that is not GTP (and then nothing), {@code --refuse} with a refusal that
 * echoes its class path (as an engine that tells its path or environment), {@code --resign} resigns,
 * {@code --stray} writes a line that is not GTP before each answer and another inside it, as some engines
 * print their search's state. {@code --die} exits (status 3), {@code --sigint} exits as a process killed by
 * SIGINT (the terminal's Ctrl-C) does, with status 130, and {@code --hang} never answers (saying so in a line that is not GTP), at its {@code --at=N}th genmove (default the first),
 * and with {@code --as=black} or {@code --as=white} only when it plays that colour: so a match's first game
 * can go well and its second fail, or a game fail in its middle. {@code --log FILE} appends every command it
 * reads to FILE.
 */
public final class FakeGtpEngine {
    private FakeGtpEngine() {
    }

    /** Speaks GTP on standard input and output until {@code quit} or the end of input. */
    public static void main(String[] args) throws IOException {
        List<String> modes = List.of(args);
        String name = modes.stream().filter(m -> m.startsWith("--game=")).map(m -> m.substring(7)).findFirst()
                .orElse("othello");
        run(Games.find(name), modes);
    }

    private static <P extends Position> void run(Game<P> game, List<String> modes)
            throws IOException {
        P p = game.newPosition();
        int at = modes.stream().filter(m -> m.startsWith("--at=")).map(m -> Integer.parseInt(m.substring(5)))
                .findFirst().orElse(1);
        String as = modes.stream().filter(m -> m.startsWith("--as=")).map(m -> m.substring(5)).findFirst()
                .orElse(null);
        int genmoves = 0;
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8) {
            @Override
            public void print(String s) {
                // an answer is "= text\n\n" or "? text\n\n": stray lines go before it and after its first line
                if (modes.contains("--stray") && (s.startsWith("=") || s.startsWith("?"))) {
                    super.print("*** SEARCH STILL RUNNING ? (0) ***\n" + s.replaceFirst("\n", "\ninfo: nodes 1234\n"));
                } else {
                    super.print(s);
                }
            }
        };
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        int logAt = modes.indexOf("--log");
        Path log = logAt >= 0 ? Path.of(modes.get(logAt + 1)) : null;
        String line;
        while ((line = in.readLine()) != null) {
            if (log != null) {
                Files.writeString(log, line.strip() + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
            String[] words = line.strip().split("\\s+");
            switch (words[0]) {
                case "quit":
                    out.print("=\n\n");
                    return;
                case "boardsize":
                case "time_settings":
                case "time_left":
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
                    passIfStuck(p);
                    if (!colourToMove(p).equals(words[1])) {
                        out.print("? it is " + colourToMove(p) + "'s move\n\n");
                        break;
                    }
                    try {
                        p.play(game.notation().parse(p, words[2].toLowerCase()));
                        out.print("=\n\n");
                    } catch (NotationException e) {
                        out.print("? illegal move\n\n");
                    }
                    break;
                case "genmove":
                    genmoves++;
                    if (genmoves == at && (as == null || words.length == 2 && as.equals(words[1]))) {
                        misbehave(modes, in);
                    }
                    passIfStuck(p);
                    if (words.length != 2 || !colourToMove(p).equals(words[1])) {
                        out.print("? it is " + colourToMove(p) + "'s move\n\n");
                    } else if (modes.contains("--refuse")) {
                        // as an engine that says too much: its refusal echoes its own class path
                        out.print("? cannot think here: " + System.getProperty("java.class.path") + "\n\n");
                    } else if (modes.contains("--garbage")) {
                        out.print("I think c4 is nice\n\n"); // and no answer
                    } else if (modes.contains("--resign")) {
                        out.print("= resign\n\n");
                    } else if (modes.contains("--illegal")) {
                        out.print("= D4\n\n");
                    } else {
                        int move = longestNamed(game, p);
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

    /**
     * Dies, is killed by SIGINT, or hangs, as {@code modes} ask. A hang answers nothing more and ends only
     * when the manager lets go of the engine's input (or kills it), so no clock decides how long it lasts.
     */
    private static void misbehave(List<String> modes, BufferedReader in) throws IOException {
        if (modes.contains("--die")) {
            System.exit(3);
        }
        if (modes.contains("--sigint")) {
            // what a process killed by SIGINT shows its parent (128 + 2), without depending on whether this
            // environment lets the signal through (a shell ignores it for background jobs)
            System.exit(130);
        }
        if (modes.contains("--hang")) {
            // a line the manager logs, so a test knows the engine is up and hanging
            System.out.println("*** pondering forever ***");
            System.out.flush();
            while (in.readLine() != null) {
                // a hung engine reads its commands and answers none
            }
            System.exit(0);
        }
    }

    private static String colourToMove(Position p) {
        return p.sideToMove() == 0 ? "black" : "white";
    }

    /** The first legal move among those with the longest name. */
    private static <P extends Position> int longestNamed(Game<P> game, P p) {
        int best = Position.NO_MOVE;
        int length = -1;
        for (int move : p.legalMoves()) {
            int n = game.notation().format(p, move).length();
            if (n > length) {
                best = move;
                length = n;
            }
        }
        return best;
    }

    /** Passes for the side to move when its only move is a pass: the way GRhino keeps its board. */
    private static void passIfStuck(Position p) {
        int[] moves = p.legalMoves();
        if (p instanceof ReversiPosition && !p.isOver() && moves.length == 1 && moves[0] == ReversiPosition.PASS) {
            p.play(moves[0]);
        }
    }
}
