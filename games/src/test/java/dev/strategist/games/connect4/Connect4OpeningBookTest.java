package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

class Connect4OpeningBookTest {

    @Test
    void answersForAPositionAndItsMirrorImage() throws IOException {
        Connect4OpeningBook book = Connect4OpeningBook.read(new StringReader("# comment\n\n- 4\n4142 3\n"), 7, 6);
        assertThat(book.move(new Connect4SolverBoard(7, 6))).isEqualTo(3);
        assertThat(book.move(Connect4SolverBoard.of(7, 6, "4142"))).isEqualTo(2);
        assertThat(book.move(Connect4SolverBoard.of(7, 6, "4746"))).isEqualTo(4); // the mirror: 3 -> 5
        assertThat(book.move(Connect4SolverBoard.of(7, 6, "44"))).isEqualTo(Connect4OpeningBook.NONE);
        assertThat(book.move(new Connect4SolverBoard(6, 6))).isEqualTo(Connect4OpeningBook.NONE);
        assertThat(book.deepestPly()).isEqualTo(4);
        assertThat(book.size()).isEqualTo(3);
    }

    @Test
    void refusesMalformedLinesNamingThem() {
        assertThatThrownBy(() -> read("- 4\n4142\n")).isInstanceOf(IOException.class)
                .hasMessageContaining("book line 2").hasMessageContaining("expected 'moves column'");
        assertThatThrownBy(() -> read("4x42 3\n")).isInstanceOf(IOException.class)
                .hasMessageContaining("book line 1").hasMessageContaining("'x' is not a column");
        assertThatThrownBy(() -> read("444444 4\n")).isInstanceOf(IOException.class)
                .hasMessageContaining("book line 1: column 4 cannot be played");
        assertThatThrownBy(() -> read("41 x\n")).isInstanceOf(IOException.class).hasMessageContaining("book line 1");
    }

    private static Connect4OpeningBook read(String text) throws IOException {
        return Connect4OpeningBook.read(new StringReader(text), 7, 6);
    }

    @Test
    void theShippedBookAnswersEveryReplyToEightStones() {
        Connect4OpeningBook book = Connect4OpeningBook.standard();
        assertThat(book.deepestPly()).isEqualTo(8);
        assertThat(walk(book, new Connect4SolverBoard(7, 6), 8)).isGreaterThan(1000);
        assertThat(book.move(new Connect4SolverBoard(7, 6))).isEqualTo(3); // the centre, as is well known
    }

    /** A sample of the deepest entries, proven again: the child after the book's column loses for the opponent. */
    @Tag("slow")
    @Test
    void sampledShippedEntriesWin() throws IOException {
        List<String> deepest;
        try (InputStream in = Connect4OpeningBook.class.getResourceAsStream("opening-book-7x6.txt")) {
            deepest = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("#") && l.indexOf(' ') == 8).toList();
        }
        Connect4Solver solver = new Connect4Solver(7, 6, 22);
        for (int i = 0; i < deepest.size(); i += 50) {
            String[] f = deepest.get(i).split(" ");
            Connect4SolverBoard b = Connect4SolverBoard.of(7, 6, f[0]);
            b.play(Integer.parseInt(f[1]) - 1);
            assertThat(solver.solve(b, true)).as(deepest.get(i)).isEqualTo(-1);
        }
    }

    /**
     * Follows {@code book} from {@code board}, whose side to move the book plays, against every reply up to
     * {@code maxPly} stones, failing where it has no answer; counts the positions it answered.
     */
    static int walk(Connect4OpeningBook book, Connect4SolverBoard board, int maxPly) {
        if (board.moves() > maxPly || board.canWinNext()) {
            return 0;
        }
        int column = book.move(board);
        assertThat(column).as("book move after " + board).isNotEqualTo(Connect4OpeningBook.NONE);
        board.play(column);
        int answered = 1;
        for (int reply = 0; reply < 7; reply++) {
            if (board.canPlay(reply) && !board.isWinningMove(reply)) {
                board.play(reply);
                answered += walk(book, board, maxPly);
                board.undo();
            }
        }
        board.undo();
        return answered;
    }
}
