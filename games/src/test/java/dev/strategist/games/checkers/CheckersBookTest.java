package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.OpeningBook;
import dev.strategist.core.Position;
import dev.strategist.play.Strategist;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening book: the shipped one loads and every move in it is legal in its position; the file format
 * round-trips and refuses with the reason a truncated, too long, corrupt or illegal file (a position twice, a
 * side that is neither, pieces sharing a square, a man on its crowning row, a move not legal there), and a
 * damaged shipped book says so on every call; the player plays the book's move when asked to.
 */
class CheckersBookTest {

    @Test
    void theShippedBookLoadsAndEveryMoveIsLegalInItsPosition() {
        CheckersBook book = CheckersBook.shipped().orElseThrow();
        assertThat(book.size()).isGreaterThan(100);
        for (CheckersBook.Entry e : book.entries()) {
            CheckersPosition p = e.position();
            assertThat(p.isLegal(e.move())).as("%s", e).isTrue();
            assertThat(book.move(p)).isEqualTo(e.move());
        }
        assertThat(new CheckersGame().openingBook()).isPresent();
    }

    @Test
    void everyDeckBallotsPositionIsInTheShippedBook() {
        CheckersBook book = CheckersBook.shipped().orElseThrow();
        for (CheckersBallots.Ballot b : CheckersBallots.deck()) {
            CheckersPosition p = CheckersBallots.play(b, new CheckersPosition());
            if (p.legalMoves().length > 1) {
                assertThat(book.move(p)).as("ballot %s", b.describe()).isNotEqualTo(Position.NO_MOVE);
            }
        }
        assertThat(book.move(new CheckersPosition())).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aWrittenBookReadsBackTheSame(@TempDir Path dir) throws IOException {
        List<CheckersBook.Entry> entries = sample();
        Path file = dir.resolve("book.bin");
        CheckersBookFile.write(entries, file);
        assertThat(Files.size(file)).isEqualTo(16 + 24L * entries.size());
        assertThat(CheckersBookFile.read(file).entries()).isEqualTo(entries);
    }

    @Test
    void aTruncatedBookIsRefused() {
        byte[] bytes = CheckersBookFile.encode(sample());
        for (int cut : new int[] {0, 10, bytes.length - 1, bytes.length - 24}) {
            assertThatThrownBy(() -> CheckersBookFile.decode(Arrays.copyOf(bytes, cut), "t.bin"))
                    .isInstanceOf(IOException.class).hasMessageContaining("checkers book t.bin: truncated");
        }
    }

    @Test
    void aCorruptOrForeignBookIsRefused() {
        byte[] bytes = CheckersBookFile.encode(sample());
        byte[] flipped = bytes.clone();
        flipped[20] ^= 1;
        assertThatThrownBy(() -> CheckersBookFile.decode(flipped, "c.bin")).isInstanceOf(IOException.class)
                .hasMessageContaining("corrupt");
        byte[] foreign = bytes.clone();
        foreign[0] = 'X';
        assertThatThrownBy(() -> CheckersBookFile.decode(foreign, "f.bin")).isInstanceOf(IOException.class)
                .hasMessageContaining("not a checkers book");
    }

    @Test
    void aMoveThatIsNotLegalIsRefused() {
        CheckersPosition start = new CheckersPosition();
        // a move means the same in every position: White's 23-19, booked for Black to move
        int whiteMove = new CheckersNotation().parse(CheckersPdn.replay("11-15", new CheckersPosition()), "23-19");
        List<CheckersBook.Entry> bad = List.of(CheckersBook.Entry.of(start, whiteMove, 10, 0));
        assertThatThrownBy(() -> CheckersBookFile.decode(CheckersBookFile.encode(bad), "b.bin"))
                .isInstanceOf(IOException.class).hasMessageContaining("entry 0: the move is not legal");
    }

    @Test
    void thePlayerPlaysTheBooksMoveOnlyWhenAsked() {
        CheckersPosition start = new CheckersPosition();
        // 12-16 is not what a search plays first; the book says so, the player follows
        int odd = new CheckersNotation().parse(start, "12-16");
        CheckersBook book = new CheckersBook(List.of(CheckersBook.Entry.of(start, odd, 1, 0)));
        Strategist<CheckersPosition> withBook = Strategist.builder(new CheckersGame()).depth(6).book(book).build();
        Strategist<CheckersPosition> without = Strategist.builder(new CheckersGame()).depth(6).build();
        assertThat(withBook.bestMove(start)).isEqualTo(odd);
        assertThat(without.bestMove(start)).isNotEqualTo(odd);
        CheckersPosition later = CheckersPdn.replay("11-15 23-19", new CheckersPosition());
        assertThat(withBook.bestMove(later)).isEqualTo(without.bestMove(later)); // out of book: the search
    }

    @Test
    void anEntryThatDoesNotFitTheFormatIsNotWritten() {
        CheckersPosition start = new CheckersPosition();
        int move = new CheckersNotation().parse(start, "11-15");
        assertThatThrownBy(() -> CheckersBookFile.encode(List.of(CheckersBook.Entry.of(start, move, 200, 0))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("depth 200");
        assertThatThrownBy(() -> CheckersBookFile.encode(List.of(CheckersBook.Entry.of(start, move, 20, 40_000))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("score 40000");
    }

    @Test
    void aBookMoveThatIsNotLegalThereIsIgnoredAndTheSearchPlays() {
        CheckersPosition start = new CheckersPosition();
        // a move of the position after 11-15 23-19 (Black's 8-11 there) is no move at the start
        CheckersPosition later = CheckersPdn.replay("11-15 23-19", new CheckersPosition());
        int foreign = new CheckersNotation().parse(later, "8-11");
        int[] moves = new int[start.maxMoves()];
        int n = start.legalMoves(moves, 0);
        assertThat(Arrays.stream(moves, 0, n).boxed().toList()).doesNotContain(foreign);
        OpeningBook<CheckersPosition> wrong = new OpeningBook<>() {
            @Override
            public int move(CheckersPosition position) {
                return foreign;
            }

            @Override
            public int size() {
                return 1;
            }
        };
        Strategist<CheckersPosition> withBook = Strategist.builder(new CheckersGame()).depth(6).book(wrong).build();
        Strategist<CheckersPosition> without = Strategist.builder(new CheckersGame()).depth(6).build();
        assertThat(withBook.bestMove(start)).isEqualTo(without.bestMove(start));
    }

    @Test
    void aPositionTwiceIsRefused() {
        List<CheckersBook.Entry> twice = new ArrayList<>(sample());
        CheckersBook.Entry first = twice.get(0);
        int other = first.position().legalMoves()[1];
        twice.add(new CheckersBook.Entry(first.blackMen(), first.blackKings(), first.whiteMen(), first.whiteKings(),
                first.side(), other, 9, 0));
        assertThatThrownBy(() -> CheckersBookFile.decode(CheckersBookFile.encode(twice), "r.bin"))
                .isInstanceOf(IOException.class).hasMessageContaining("entry 5 repeats a position");
    }

    @Test
    void aSideThatIsNeitherBlackNorWhiteIsRefused() {
        byte[] bytes = CheckersBookFile.encode(sample());
        bytes[12 + 16] = 2; // the first entry's side, after its four boards
        assertThatThrownBy(() -> CheckersBookFile.decode(withChecksum(bytes), "s.bin"))
                .isInstanceOf(IOException.class).hasMessageContaining("entry 0: side 2 is neither");
    }

    @Test
    void piecesOnOneSquareOrAManOnItsCrowningRowAreRefused() {
        CheckersBook.Entry e = sample().get(0);
        int square1 = 1; // bit 0: square 1, on White's crowning row
        CheckersBook.Entry overlap = new CheckersBook.Entry(e.blackMen(), e.blackKings(), e.whiteMen(),
                e.blackMen() & -e.blackMen(), e.side(), e.move(), 1, 0);
        CheckersBook.Entry whiteManCrowned = new CheckersBook.Entry(e.blackMen() & ~square1, e.blackKings(),
                e.whiteMen() | square1, e.whiteKings(), e.side(), e.move(), 1, 0);
        for (CheckersBook.Entry bad : List.of(overlap, whiteManCrowned)) {
            assertThatThrownBy(() -> CheckersBookFile.decode(CheckersBookFile.encode(List.of(bad)), "o.bin"))
                    .isInstanceOf(IOException.class).hasMessageContaining("entry 0: not a position");
        }
    }

    @Test
    void aFileLongerThanItsEntriesIsRefused() {
        byte[] bytes = CheckersBookFile.encode(sample());
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 24);
        assertThatThrownBy(() -> CheckersBookFile.decode(longer, "l.bin")).isInstanceOf(IOException.class)
                .hasMessageContaining("the wrong length: 5 entries need " + bytes.length);
    }

    @Test
    void aDamagedShippedBookFailsEveryCallWithTheReason() {
        byte[] bytes = CheckersBookFile.encode(sample());
        bytes[20] ^= 1;
        for (int call = 0; call < 2; call++) {
            assertThatThrownBy(() -> CheckersBook.load(new java.io.ByteArrayInputStream(bytes), "the shipped x.bin"))
                    .isInstanceOf(java.io.UncheckedIOException.class)
                    .hasMessage("checkers book the shipped x.bin: corrupt: the checksum does not match its contents");
        }
        assertThat(CheckersBook.load(null, "none")).isEmpty();
    }

    /** {@code bytes} with its last four bytes set to the CRC-32 of the rest, as a writer would. */
    private static byte[] withChecksum(byte[] bytes) {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        java.nio.ByteBuffer.wrap(bytes, bytes.length - 4, 4).putInt((int) crc.getValue());
        return bytes;
    }

    private static List<CheckersBook.Entry> sample() {
        List<CheckersBook.Entry> out = new ArrayList<>();
        for (CheckersBallots.Ballot b : CheckersBallots.deck().subList(0, 5)) {
            CheckersPosition p = CheckersBallots.play(b, new CheckersPosition());
            int[] moves = new int[p.maxMoves()];
            p.legalMoves(moves, 0);
            out.add(CheckersBook.Entry.of(p, moves[0], 20, -37));
        }
        return out;
    }
}
