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
 * a move, {@code --hang} never answers a move, {@code --die} exits at the first move asked, {@code --chatty}
 * sends MESSAGE and DEBUG lines before each answer and SUGGESTs its moves; {@code --log FILE} appends every
 * command it reads to FILE.
 */
public final class FakeGomocupBrain {
    private static int size;
    private static int[] board;

    private FakeGomocupBrain() {
    }

    /** Speaks the protocol on standard input and output until END or the end of input. */
    public static void main(String[] args) throws IOException, InterruptedException {
        List<String> modes = List.of(args);
        int logAt = modes.indexOf("--log");
        Path log = logAt >= 0 ? Path.of(args[logAt + 1]) : null;
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.US_ASCII);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        boolean chatty = modes.contains("--chatty");
        if (chatty) {
            out.println("MESSAGE a banner before any command");
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
            switch (word) {
                case "START":
                    size = Integer.parseInt(words[1]);
                    board = new int[size * size];
                    out.println("OK");
                    break;
                case "RESTART":
                    board = new int[size * size];
                    out.println("OK");
                    break;
                case "INFO":
                case "PLAY": // the manager took a suggested move: nothing to answer
                    break;
                case "BEGIN":
                    answer(out, modes);
                    break;
                case "TURN":
                    if (!place(Integer.parseInt(words[1]), Integer.parseInt(words[2]), 2)) {
                        out.println("ERROR " + words[1] + "," + words[2] + " is taken");
                        break;
                    }
                    answer(out, modes);
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
                        answer(out, modes);
                    } else {
                        out.println("ERROR two stones on one point");
                    }
                    break;
                default:
                    out.println("UNKNOWN " + line);
            }
        }
    }

    private static boolean place(int x, int y, int who) {
        int cell = y * size + x;
        if (board[cell] != 0) {
            return false;
        }
        board[cell] = who;
        return true;
    }

    private static void answer(PrintStream out, List<String> modes) throws InterruptedException {
        if (modes.contains("--die")) {
            System.exit(3);
        }
        if (modes.contains("--hang")) {
            Thread.sleep(60_000);
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
