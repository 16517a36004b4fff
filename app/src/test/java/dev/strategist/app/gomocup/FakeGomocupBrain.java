package dev.strategist.app.gomocup;

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
 * A small Gomocup brain for tests, run as a child process: it keeps its own board from START, BEGIN, TURN,
 * BOARD and RESTART, answers ERROR when told of a stone on a taken point (so a manager that loses track of the
 * game is caught), plays the first free point from the centre outwards, and misbehaves on request:
 * {@code --off-board} answers 99,99, {@code --taken} a point already taken, {@code --garbage} a line that is not
 * a move (and then nothing), {@code --chatty} sends MESSAGE and DEBUG lines before each answer and SUGGESTs its
 * moves (answering the manager's PLAY with the move, as the protocol has it), {@code --stray} sends lines that
 * are not the protocol's (a start-up banner, its search's state, a stray OK) in lower case with CR LF line
 * ends, as engines get these wrong. {@code --die} exits (status 3) and {@code --hang} never answers, at its
 * {@code --at=N}th move (default the first), and with {@code --as=black} or {@code --as=white} only when it
 * plays that colour. {@code --log FILE} appends every command it reads to FILE.
 */
public final class FakeGomocupBrain {
    private static int size;
    private static int[] board;
    private static int moves;

    private FakeGomocupBrain() {
    }

    /** Speaks the protocol on standard input and output until END or the end of input. */
    public static void main(String[] args) throws IOException {
        List<String> modes = List.of(args);
        int logAt = modes.indexOf("--log");
        Path log = logAt >= 0 ? Path.of(args[logAt + 1]) : null;
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.US_ASCII);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        boolean chatty = modes.contains("--chatty");
        if (chatty) {
            out.println("MESSAGE a banner before any command");
        }
        if (modes.contains("--stray")) {
            out.print("pbrain-fake 1.0 (c) nobody\r\n");
        }
        String line;
        while ((line = in.readLine()) != null) {
            line = line.strip();
            if (log != null) {
                Files.writeString(log, line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            }
            String[] words = line.split("[ ,]+");
            String word = words[0].toUpperCase();
            if (word.equals("END")) {
                return;
            }
            if (chatty && !word.equals("INFO")) {
                out.println("DEBUG thinking about " + line);
                out.println("MESSAGE hello");
            }
            if (modes.contains("--stray") && !word.equals("INFO")) {
                out.print("depth 3 eval 12 nodes 345\r\n");
                out.print("*** search still running ***\r\n");
                if (!word.equals("START") && !word.equals("RESTART")) {
                    out.print("ok\r\n"); // where a move is due: an answer to nothing
                }
            }
            switch (word) {
                case "START":
                    size = Integer.parseInt(words[1]);
                    board = new int[size * size];
                    out.println(modes.contains("--stray") ? "ok" : "OK");
                    break;
                case "RESTART":
                    board = new int[size * size];
                    out.println("OK");
                    break;
                case "INFO":
                    break;
                case "PLAY": // the manager took the suggested move: the answer is the move
                    out.println(words[1] + "," + words[2]);
                    break;
                case "BEGIN":
                    answer(out, in, modes);
                    break;
                case "TURN":
                    if (!place(Integer.parseInt(words[1]), Integer.parseInt(words[2]), 2)) {
                        out.println("ERROR " + words[1] + "," + words[2] + " is taken");
                        break;
                    }
                    answer(out, in, modes);
                    break;
                case "BOARD":
                    board = new int[size * size];
                    boolean ok = true;
                    String stone;
                    while ((stone = in.readLine()) != null && !stone.strip().equalsIgnoreCase("DONE")) {
                        if (log != null) {
                            Files.writeString(log, stone.strip() + "\n", StandardOpenOption.APPEND);
                        }
                        String[] f = stone.strip().split(",");
                        ok &= place(Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]));
                    }
                    if (log != null) {
                        Files.writeString(log, "DONE\n", StandardOpenOption.APPEND);
                    }
                    if (ok) {
                        answer(out, in, modes);
                    } else {
                        out.println("ERROR two stones on one point");
                    }
                    break;
                default:
                    out.println("UNKNOWN " + line);
            }
        }
    }

    /** Black when it has as many stones as the opponent: it is to move, and black moves first. */
    private static String colour() {
        int own = 0;
        int other = 0;
        for (int v : board) {
            own += v == 1 ? 1 : 0;
            other += v == 2 ? 1 : 0;
        }
        return own == other ? "black" : "white";
    }

    private static boolean place(int x, int y, int who) {
        int cell = y * size + x;
        if (board[cell] != 0) {
            return false;
        }
        board[cell] = who;
        return true;
    }

    private static void answer(PrintStream out, BufferedReader in, List<String> modes) throws IOException {
        moves++;
        int at = modes.stream().filter(m -> m.startsWith("--at=")).map(m -> Integer.parseInt(m.substring(5)))
                .findFirst().orElse(1);
        String as = modes.stream().filter(m -> m.startsWith("--as=")).map(m -> m.substring(5)).findFirst()
                .orElse(null);
        if (moves == at && (as == null || as.equals(colour()))) {
            if (modes.contains("--die")) {
                System.exit(3);
            }
            if (modes.contains("--hang")) {
                // no answer, until the manager lets go of our input or kills us: no clock decides how long
                while (in.readLine() != null) {
                    // a hung brain reads its commands and answers none
                }
                System.exit(0);
            }
        }
        if (modes.contains("--off-board")) {
            out.println("99,99");
            return;
        }
        if (modes.contains("--garbage")) {
            out.println("I like the centre");
            return;
        }
        int c = size / 2;
        for (int r = 0; r < size; r++) {
            for (int y = c - r; y <= c + r; y++) {
                for (int x = c - r; x <= c + r; x++) {
                    if (x >= 0 && y >= 0 && x < size && y < size) {
                        boolean taken = board[y * size + x] != 0;
                        if (modes.contains("--taken") ? taken : !taken) {
                            if (!taken) {
                                board[y * size + x] = 1;
                            }
                            out.println((modes.contains("--chatty") ? "SUGGEST " : "") + x + "," + y);
                            return;
                        }
                    }
                }
            }
        }
    }
}
