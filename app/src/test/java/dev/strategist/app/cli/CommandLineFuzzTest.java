package dev.strategist.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import dev.strategist.core.fuzz.TextMutations;
import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.tictactoe.TicTacToeTable;
import dev.strategist.solve.SolvedTableFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Command lines that work, broken at random: a token replaced by a bad value or an unknown option, a
 * token dropped or doubled, junk typed into a token; and the files they name cut short or damaged.
 * Every run ends (within seconds) with exit code 0 having done its work, or with a non-zero code and
 * an {@code error:} line, never with a stack trace.
 */
class CommandLineFuzzTest {
    private static final Properties PROPERTIES = Properties.of(CommandLineFuzzTest.class);
    private static final Files_ FILES = new Files_();
    /**
     * Arguments joined by the unit separator, which no base line, bad value, junk character or file name
     * here contains; the files' folder, new each run, is written {@code {files}} so a kept line replays.
     */
    private static final TextForm<List<String>> ARGS = TextForm.of(
            args -> String.join("\u001f", args).replace(FILES.dir.toString(), "{files}"),
            text -> List.of(text.replace("{files}", FILES.dir.toString()).split("\u001f", -1)));

    /** The files the command lines name: good ones and damaged copies, made once. */
    private static final class Files_ {
        final Path dir;
        final Path table;
        final Path cutTable;
        final Path flippedTable;
        final Path connect4;
        final Path othello;
        final Path empty;

        Files_() {
            try {
                dir = Files.createTempDirectory("strategist-cli-fuzz");
                dir.toFile().deleteOnExit();
                table = dir.resolve("ttt.table");
                SolvedTableFile.write(TicTacToeTable.shared().table(), table);
                byte[] bytes = Files.readAllBytes(table);
                cutTable = Files.write(dir.resolve("cut.table"), Arrays.copyOf(bytes, bytes.length / 2));
                byte[] flipped = bytes.clone();
                flipped[flipped.length / 3] ^= 0x10;
                flippedTable = Files.write(dir.resolve("flipped.table"), flipped);
                connect4 = Files.writeString(dir.resolve("c4.txt"),
                        "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n");
                othello = Files.writeString(dir.resolve("end.obf"), endgameLine() + "\n");
                empty = Files.writeString(dir.resolve("empty.txt"), "");
                for (Path p : List.of(table, cutTable, flippedTable, connect4, othello, empty)) {
                    p.toFile().deleteOnExit();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** An Othello position with few empty squares left, solved in milliseconds. */
        private static String endgameLine() {
            Random random = new Random(3);
            ReversiPosition p = new ReversiPosition();
            while (Long.bitCount(p.player() | p.opponent()) < 56 && !p.isOver()) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            return p.toString();
        }
    }

    /** Command lines that succeed quickly with an empty input. */
    private static List<List<String>> baseLines() {
        return List.of(
                List.of("games"),
                List.of("perft", "tictactoe", "3", "--divide"),
                List.of("perft", "connect4", "2", "--position", "4453", "-o", "width=7,height=6"),
                List.of("perft", "checkers", "2", "--position", "B:W21-32:B1-12"),
                List.of("perft", "othello", "2", "--position", "f5d6"),
                List.of("perft", "gomoku", "1", "--options", "size=9,rule=renju", "--position", "e5"),
                List.of("play", "tictactoe", "--first", "ai", "--level", "3", "--seed", "1"),
                List.of("play", "connect4", "--depth", "2", "--position", "44", "--first", "ai"),
                List.of("play", "checkers", "--position", "11-15", "--depth", "2", "--first", "ai"),
                List.of("play", "othello", "--iq", "50", "--time", "50", "--first", "ai"),
                List.of("play", "gomoku", "-o", "size=9", "--depth", "1", "--first", "human"),
                List.of("play", "rps", "--rounds", "3", "--seed", "1", "--opponent", "ucb1"),
                List.of("solve", "tictactoe", "--in", FILES.table.toString()),
                List.of("solve", "tictactoe", "--in", FILES.cutTable.toString()),
                List.of("solve", "tictactoe", "--in", FILES.flippedTable.toString()),
                List.of("solve", "connect4", FILES.connect4.toString(), "--weak", "--table-bits", "16"),
                List.of("solve", "othello", FILES.othello.toString(), "--table-bits", "12"),
                List.of("solve", "kuhn", "-n", "10", "--variant", "cfr"),
                List.of("match", "tictactoe", "--depth", "1", "--count", "1"),
                List.of("gomocup"));
    }

    /** Values that are wrong almost everywhere (no mid-sized numbers: a perft or search depth of 11 is valid, and long). */
    private static final List<String> BAD_VALUES = List.of("-1", "0", "99999999999999999999", "abc", "", " ", "--",
            "-", "\u0000", "\u00e9t\u00e9", "1e9", "NaN", "--nosuch", "-Z", "width=99", "size=", "=", "x=1,y",
            "/nonexistent/file", "/", "connect5", "human|ai", "-5", "ai", "\"", "--help2", "0x10");

    /** One way to break a command line. */
    private record Edit(int kind, double where, String value, String junk) {
    }

    private static Gen<List<String>> brokenLines() {
        List<String> allBad = new ArrayList<>(BAD_VALUES);
        allBad.add(FILES.empty.toString());
        allBad.add(FILES.dir.toString());
        allBad.add(FILES.cutTable.toString());
        Gen<Integer> kind = Gens.ints(0, 3);
        Gen<Double> where = Gens.fractions();
        Gen<String> value = Gens.of(allBad);
        Gen<String> junk = TextMutations.junk(3).filter(s -> s.chars().noneMatch(Character::isDigit));
        Gen<Edit> edit = r -> new Edit(kind.next(r), where.next(r), value.next(r), junk.next(r));
        Gen<List<Edit>> edits = edit.list(1, 2);
        Gen<List<String>> base = Gens.of(baseLines());
        return r -> apply(base.next(r), edits.next(r));
    }

    private static List<String> apply(List<String> base, List<Edit> edits) {
        List<String> args = new ArrayList<>(base);
        for (Edit e : edits) {
            int at = (int) Math.min(args.size() - 1, Math.floor(e.where() * args.size()));
            switch (e.kind()) {
                case 0 -> args.set(Math.max(0, at), e.value());
                case 1 -> args.add((int) Math.min(args.size(), Math.floor(e.where() * (args.size() + 1))), e.value());
                case 2 -> {
                    if (args.size() > 1) {
                        args.remove(at);
                    }
                }
                default -> {
                    String t = args.get(at);
                    int cut = (int) Math.min(t.length(), Math.floor(e.where() * (t.length() + 1)));
                    args.set(at, t.substring(0, cut) + e.junk() + t.substring(cut));
                }
            }
        }
        return args;
    }

    @Test
    void aBrokenCommandLineEndsWithAClearErrorOrDoesItsWork() {
        PROPERTIES.forAll("aBrokenCommandLineEndsWithAClearErrorOrDoesItsWork", 250, brokenLines(), ARGS, args -> {
            String shown = args.stream().map(CleanRejection::show).toList().toString();
            Run run = CleanRejection.check(shown, Throwable.class, () -> Run.of(args.toArray(String[]::new)));
            assertThat(run).as("a run of %s threw instead of answering", shown).isNotNull();
            assertThat(run.err()).as("errors of %s", shown).doesNotContain("internal failure")
                    .doesNotContain("\tat ").doesNotContain("Exception");
            if (run.code() != 0) {
                assertThat(run.err()).as("the error of %s (exit %d)", shown, run.code()).contains("error:");
            }
        });
    }

    @Test
    void theBaseLinesWork() {
        for (List<String> args : baseLines()) {
            Run run = Run.of(args.toArray(String[]::new));
            boolean damaged = args.contains(FILES.cutTable.toString())
                    || args.contains(FILES.flippedTable.toString());
            assertThat(run.code()).as("%s: %s", args, run.err()).isEqualTo(damaged ? ExitCode.USAGE : ExitCode.OK);
            if (damaged) {
                assertThat(run.err()).startsWith("error: ").doesNotContain("\tat ");
            }
        }
    }
}
