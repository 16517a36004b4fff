package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Position;
import dev.strategist.games.reversi.eval.ReversiPatterns;
import dev.strategist.play.Strategist;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening book: the shipped one loads, answers every position of both colours' first moves whatever the other
 * side played, and in all eight images of a position; the text round-trips and every kind of bad line, a cut-short
 * file and a position twice (even as a mirror image) are refused with the line and the reason; the player plays the
 * book's move only when asked to.
 */
class ReversiBookTest {

    private static ReversiBook read(String text) throws IOException {
        return ReversiBookFile.decode(text.getBytes(StandardCharsets.UTF_8), "t.txt");
    }

    @Test
    void theShippedBookCoversBothColoursFirstMovesWhateverTheOtherSidePlays() {
        ReversiBook book = ReversiBook.shipped().orElseThrow();
        assertThat(new ReversiGame().openingBook()).isPresent();
        int plies = 8; // the shipped book's reach: Black's first five moves, White's first four
        int checked = 0;
        for (int side : new int[] {ReversiPosition.BLACK, ReversiPosition.WHITE}) {
            // the side in book plays the book's move, the other side every move, as the builder walked
            Deque<ReversiPosition> queue = new ArrayDeque<>();
            queue.add(new ReversiPosition());
            while (!queue.isEmpty()) {
                ReversiPosition p = queue.poll();
                if (p.isOver() || p.ply() > plies) {
                    continue;
                }
                int[] moves = p.legalMoves();
                if (p.sideToMove() == side && moves.length > 1) {
                    int m = book.move(p);
                    assertThat(m).as("the book's move after '%s'", line(p)).isNotEqualTo(Position.NO_MOVE);
                    assertThat(p.isLegal(m)).isTrue();
                    checked++;
                    moves = new int[] {m};
                } else if (p.sideToMove() == side) {
                    moves = new int[] {moves[0]};
                }
                for (int m : moves) {
                    ReversiPosition c = p.copy();
                    c.play(m);
                    queue.add(c);
                }
            }
        }
        assertThat(checked).isGreaterThan(400);
        assertThat(book.size()).isLessThan(checked); // transpositions and mirror images are held once
    }

    @Test
    void everyImageOfABookPositionGetsTheImageOfItsMove() throws IOException {
        ReversiBook book = read(ReversiBookFile.HEADER + "\nf5d6 c3 20 12\nend 1\n");
        ReversiPosition p = new ReversiPosition();
        ReversiNotation.playMoves(p, "f5d6");
        int c3 = ReversiNotation.readMove(ReversiBoard.EIGHT, "c3");
        assertThat(book.move(p)).isEqualTo(c3);
        for (int g = 0; g < 8; g++) {
            ReversiPosition image = ReversiPosition.of(ReversiPatterns.image(p.discs(ReversiPosition.BLACK), g),
                    ReversiPatterns.image(p.discs(ReversiPosition.WHITE), g), p.sideToMove());
            int expected = Long.numberOfTrailingZeros(ReversiPatterns.image(1L << c3, g));
            assertThat(book.move(image)).as("image %d", g).isEqualTo(expected);
            assertThat(image.isLegal(expected)).isTrue();
            // the same discs with the colours swapped and the other side to move: the same position to the rules
            ReversiPosition swapped = ReversiPosition.of(image.discs(ReversiPosition.WHITE),
                    image.discs(ReversiPosition.BLACK), 1 - image.sideToMove());
            assertThat(book.move(swapped)).isEqualTo(expected);
        }
        assertThat(book.move(new ReversiPosition())).isEqualTo(Position.NO_MOVE);
        assertThat(book.move(new ReversiPosition(ReversiBoard.of(6)))).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aWrittenBookReadsBackTheSame(@TempDir Path dir) throws IOException {
        List<ReversiBook.Entry> entries = List.of(new ReversiBook.Entry("", 37, 22, -33),
                new ReversiBook.Entry("f5d6", 18, 20, 12), new ReversiBook.Entry("f5f6", 44, 18, -7));
        Path file = dir.resolve("book.txt");
        ReversiBookFile.write(entries, "a comment\non two lines", file);
        ReversiBook back = ReversiBookFile.read(file);
        assertThat(back.entries()).isEqualTo(entries);
        assertThat(back.move(new ReversiPosition())).isEqualTo(37);
        assertThat(java.nio.file.Files.readString(file)).startsWith("# a comment\n# on two lines\n"
                + ReversiBookFile.HEADER
                + "\n- f5 22 -33\n");
    }

    @Test
    void badLinesAreRefusedWithTheLineAndTheReason() {
        String h = ReversiBookFile.HEADER + "\n";
        assertRefused("", "t.txt: no header");
        assertRefused("f5 d6 1 0\n", "line 1: the book must start with 'othello book 8x8'");
        assertRefused(h + h + "end 0\n", "line 2: a second header");
        assertRefused(h + "f5 d6 1\nend 1\n", "line 2: an entry is 'MOVES BEST DEPTH SCORE'");
        assertRefused(h + "f5 z9 1 0\nend 1\n", "line 2: 'z9' is not a square");
        assertRefused(h + "f5 pass 1 0\nend 1\n", "line 2: 'pass' is not a square");
        assertRefused(h + "f5 d6 deep 0\nend 1\n", "line 2: the depth and the score are whole numbers");
        assertRefused(h + "f5 a1 1 0\nend 1\n", "line 2: (f5): the move a1 is not legal there");
        assertRefused(h + "f5a1 d6 1 0\nend 1\n", "line 2: (f5a1)");
        assertRefused(h + "- f5 1 0\nd3 c5 1 0\n", "no closing 'end N' after 2 entries (a truncated book)");
        assertRefused(h + "- f5 1 0\nend 2\n", "line 3: 'end 2' but the book holds 1 entries");
        assertRefused(h + "- f5 1 0\nend one\n", "line 3: the closing line is 'end N'");
        assertRefused(h + "- f5 1 0\nend 1\n- f5 1 0\n", "line 4: a line after the closing 'end 1'");
        // d3 is f5's mirror image: one position, twice
        assertRefused(h + "f5 d6 1 0\nd3 c5 1 0\nend 2\n", "t.txt: entries 1 and 2 hold the same position");
    }

    @Test
    void aDamagedShippedBookFailsEveryCallWithTheReason() {
        byte[] bytes = (ReversiBookFile.HEADER + "\n- f5 1 0\n").getBytes(StandardCharsets.UTF_8);
        for (int call = 0; call < 2; call++) {
            assertThatThrownBy(() -> ReversiBook.load(new java.io.ByteArrayInputStream(bytes), "the shipped x.txt"))
                    .isInstanceOf(java.io.UncheckedIOException.class)
                    .hasMessageContaining("the shipped x.txt: no closing");
        }
        assertThat(ReversiBook.load(null, "none")).isEmpty();
    }

    @Test
    void thePlayerPlaysTheBooksMoveOnlyWhenAsked() throws IOException {
        // c4 is as good as f5 at the start, but a search takes the first of equals: the book's move must be followed
        ReversiBook book = read(ReversiBookFile.HEADER + "\n- c4 1 0\nend 1\n");
        int c4 = ReversiNotation.readMove(ReversiBoard.EIGHT, "c4");
        Strategist<ReversiPosition> withBook = Strategist.builder(new ReversiGame()).depth(4).book(book).build();
        Strategist<ReversiPosition> without = Strategist.builder(new ReversiGame()).depth(4).build();
        assertThat(withBook.bestMove(new ReversiPosition())).isEqualTo(c4);
        assertThat(without.bestMove(new ReversiPosition())).isNotEqualTo(c4);
        ReversiPosition later = new ReversiPosition();
        ReversiNotation.playMoves(later, "f5d6");
        assertThat(withBook.bestMove(later)).isEqualTo(without.bestMove(later)); // out of book: the search
    }

    private static void assertRefused(String text, String message) {
        assertThatThrownBy(() -> read(text)).isInstanceOf(IOException.class).hasMessageContaining(message);
    }

    private static String line(ReversiPosition p) {
        StringBuilder sb = new StringBuilder();
        for (int k = 0; k < p.ply(); k++) {
            sb.append(ReversiBitboards.squareName(p.moveAt(k)));
        }
        return sb.toString();
    }
}
