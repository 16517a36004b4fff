package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.games.reversi.ReversiPosition;
import dev.strategist.games.reversi.endgame.ReversiEndgameSolver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The end-choice key agrees with a plain search, resumes, refuses bad input, and scores a player against it. */
class ReversiEndChoiceTest {
    @TempDir
    Path dir;

    @Test
    void theKeyAgreesWithAPlainSearchAtTenAndFourteenEmpties() throws Exception {
        List<ReversiPosition> positions = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            positions.add(playedOn(shipped().get(i), 10, i));
            positions.add(playedOn(shipped().get(10 + i), 14, i));
        }
        Path key = dir.resolve("key.txt");
        String printed = Printed.by(ReversiEndChoice::main, "key", "--positions=" + write("p.txt", positions),
                "--out=" + key, "--table-bits=16");
        assertThat(printed).contains("8 positions, 0 already in");
        List<ReversiEndKey> keys = ReversiEndChoice.keys(ReversiEndChoice.lines(key.toString(), null));
        assertThat(keys).hasSize(8);
        for (ReversiEndKey k : keys) {
            assertAgreesWithPlainSearch(k);
        }
    }

    @Test
    void passesAndFinishedGamesAreValuedAsThePlainSearchValuesThem() {
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        // the side to move must pass; a move ends the game; a move leaves the opponent without one
        List<Predicate<ReversiPosition>> wanted = List.of(ReversiPosition::mustPass,
                p -> children(p).stream().anyMatch(ReversiPosition::isOver),
                p -> children(p).stream().anyMatch(c -> !c.isOver() && c.mustPass()));
        for (Predicate<ReversiPosition> want : wanted) {
            ReversiPosition found = find(want);
            assertThat(found).as("a position of the kind wanted in random games").isNotNull();
            ReversiEndKey k = ReversiEndKey.solve(found, solver);
            assertAgreesWithPlainSearch(ReversiEndKey.parse(k.line("")));
        }
    }

    @Test
    void aStoppedKeyGoesOnWhereItStoppedAndTwoThreadsGiveTheSameLines() throws Exception {
        List<ReversiPosition> positions = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            positions.add(playedOn(shipped().get(20 + i), 12, i));
        }
        Path key = dir.resolve("key.txt");
        ReversiEndChoice.main(new String[] {"key", "--positions=" + write("three.txt", positions.subList(0, 3)),
            "--out=" + key, "--table-bits=16"});
        List<String> before = Files.readAllLines(key);
        assertThat(before).hasSize(3);
        // the fourth position twice, once spaced and in capitals as a hand would write it
        Path more = write("more.txt", positions);
        Files.writeString(more, ReversiEndKey.moves(positions.get(3)).replaceAll("(..)", "$1 ").toUpperCase() + "\n",
                java.nio.file.StandardOpenOption.APPEND);
        String printed = Printed.by(ReversiEndChoice::main, "key", "--positions=" + more, "--out=" + key,
                "--table-bits=16");
        assertThat(printed).contains("5 positions, 4 already in").contains("1 to solve");
        List<String> after = Files.readAllLines(key);
        assertThat(after).hasSize(4).startsWith(before.toArray(String[]::new));
        Path two = dir.resolve("two.txt");
        ReversiEndChoice.main(new String[] {"key", "--positions=" + more, "--out=" + two, "--threads=2",
            "--table-bits=16"});
        assertThat(withoutComments(Files.readAllLines(two))).containsExactlyInAnyOrderElementsOf(withoutComments(after));
    }

    @Test
    void badMovesLinesAndKeysAreRefusedSayingWhy() {
        assertThatThrownBy(() -> ReversiEndKey.position("f5f5")).hasMessageContaining("f5 is taken");
        assertThatThrownBy(() -> ReversiEndKey.position("f5d6z9")).hasMessageContaining("'z9' is not a move");
        assertThatThrownBy(() -> ReversiEndKey.position("f5d")).hasMessageContaining("'d' is not a move");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 1")).hasMessageContaining("expected MOVES VALUE");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 2 d6:1")).hasMessageContaining("not '2'");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 1 d6=1")).hasMessageContaining("not MOVE:VALUE");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 1 d6:1 D6:0")).hasMessageContaining("given twice");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 1 d6:1 f4:1").check())
                .hasMessageContaining("legal moves are f4 d6 f6");
        assertThatThrownBy(() -> ReversiEndKey.parse("f5 1 d6:0 f4:0 f6:0").check())
                .hasMessageContaining("its best move 0");
        List<ReversiEndChoice.Line> lines = List.of(new ReversiEndChoice.Line("k.txt", 1, "f5 0 d6:0 f4:0 f6:0"),
                new ReversiEndChoice.Line("k.txt", 4, "f5 0 d6:0 f4:0"));
        assertThatThrownBy(() -> ReversiEndChoice.keys(lines)).hasMessageStartingWith("k.txt line 4: ");
    }

    @Test
    void aMissingFileOrABadLineEndsTheRunWithTheUsage() throws Exception {
        RefusedRunner.assertRefused("ReversiEndChoice", "key", "--positions=" + dir.resolve("none.txt"),
                "--out=" + dir.resolve("k.txt"));
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "f5d6\nf5f5\n");
        RefusedRunner.assertRefused("ReversiEndChoice", "key", "--positions=" + bad, "--out=" + dir.resolve("k.txt"));
        RefusedRunner.assertRefused("ReversiEndChoice", "score", "--key=" + bad);
        RefusedRunner.assertRefused("ReversiEndChoice", "solve");
    }

    @Test
    void levelTenKeepsTheValueWhereItSolvesTheWholeGame() throws Exception {
        // positions where a move gives the value away, so that keeping it says something
        ReversiEndgameSolver solver = new ReversiEndgameSolver(16);
        List<ReversiPosition> positions = new ArrayList<>();
        for (int i = 30; positions.size() < 2; i++) {
            ReversiPosition p = playedOn(shipped().get(i), 10, i);
            ReversiEndKey k = ReversiEndKey.solve(p, solver);
            if (k.moveValues().containsValue(k.value() - 1) || k.moveValues().containsValue(k.value() - 2)) {
                positions.add(p);
            }
        }
        Path key = dir.resolve("key.txt");
        ReversiEndChoice.main(new String[] {"key", "--positions=" + write("p.txt", positions), "--out=" + key,
            "--table-bits=16"});
        String printed = Printed.by(ReversiEndChoice::main, "score", "--key=" + key, "--millis=500");
        assertThat(printed).contains("player level=10,time=500")
                .contains("2 positions (2 where a move can give the value away): 2 moves keep the value; points lost 0.0");
    }

    @Test
    void theShippedPositionsAreOurSideToMoveAt25To28EmptiesAndTheKeyMatchesThem() throws Exception {
        List<String> shipped = shipped();
        assertThat(shipped).hasSize(280);
        for (String line : shipped) {
            assertThat(ReversiEndKey.position(line).emptyCount()).as(line).isBetween(25, 28);
        }
        List<ReversiEndKey> keys = ReversiEndChoice.keys(ReversiEndChoice.lines(null, ReversiEndChoice.KEY));
        for (ReversiEndKey k : keys) {
            assertThat(shipped).contains(k.moves());
        }
    }

    /** Every value of {@code k} is the plain search's, and the position's the best of its moves'. */
    private static void assertAgreesWithPlainSearch(ReversiEndKey k) {
        ReversiPosition p = k.check();
        int best = -2;
        for (int move : p.legalMoves()) {
            p.play(move);
            int v = -plain(p, -1, 1);
            p.undo();
            assertThat(k.moveValues().get(ReversiEndKey.name(p, move))).as(k.line("")).isEqualTo(v);
            best = Math.max(best, v);
        }
        assertThat(k.value()).as(k.line("")).isEqualTo(best).isEqualTo(plain(p, -1, 1));
    }

    /**
     * The textbook search: negamax with alpha-beta, no table and no ordering, win 1, draw 0, loss -1; exact with the
     * window (-1, 1), since a value at or beyond a bound can only be that bound.
     */
    private static int plain(ReversiPosition p, int alpha, int beta) {
        if (p.isOver()) {
            return Integer.signum(p.finalDiscDifference());
        }
        for (int move : p.legalMoves()) {
            p.play(move);
            int v = -plain(p, -beta, -alpha);
            p.undo();
            if (v >= beta) {
                return v;
            }
            alpha = Math.max(alpha, v);
        }
        return alpha;
    }

    /** The shipped positions' lines. */
    private static List<String> shipped() throws Exception {
        return ReversiEndChoice.lines(null, ReversiEndChoice.POSITIONS).stream().map(ReversiEndChoice.Line::text).toList();
    }

    /** The position of {@code line} played on at random (seeded) to {@code empties}, passes included; not over. */
    private static ReversiPosition playedOn(String line, int empties, long seed) {
        Random random = new Random(seed);
        ReversiPosition p = ReversiEndKey.position(line);
        while (p.emptyCount() > empties && !p.isOver()) {
            int[] moves = p.legalMoves();
            p.play(moves[random.nextInt(moves.length)]);
        }
        assertThat(p.isOver()).isFalse();
        return p;
    }

    /** The first position at 12 empties or fewer that {@code want} accepts, in random games from the shipped lines. */
    private static ReversiPosition find(Predicate<ReversiPosition> want) {
        try {
            for (int seed = 0; seed < 2000; seed++) {
                Random random = new Random(seed);
                ReversiPosition p = ReversiEndKey.position(shipped().get(seed % 280));
                while (!p.isOver()) {
                    if (p.emptyCount() <= 12 && want.test(p)) {
                        return p;
                    }
                    int[] moves = p.legalMoves();
                    p.play(moves[random.nextInt(moves.length)]);
                }
            }
            return null;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<ReversiPosition> children(ReversiPosition p) {
        List<ReversiPosition> children = new ArrayList<>();
        for (int move : p.legalMoves()) {
            ReversiPosition c = p.copy();
            c.play(move);
            children.add(c);
        }
        return children;
    }

    private Path write(String name, List<ReversiPosition> positions) throws Exception {
        StringBuilder sb = new StringBuilder("# positions for the test\n");
        for (ReversiPosition p : positions) {
            sb.append(ReversiEndKey.moves(p)).append('\n');
        }
        return Files.writeString(dir.resolve(name), sb.toString());
    }

    private static List<String> withoutComments(List<String> lines) {
        return lines.stream().map(l -> l.substring(0, l.indexOf(" #"))).toList();
    }
}
