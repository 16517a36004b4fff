package dev.strategist.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuBook;
import dev.strategist.games.gomoku.GomokuNotation;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book builder books each opening's position and the position after each of its likeliest replies, leaves
 * out a position whose move is forced, follows each booked move a level deeper when asked, and writes a book the
 * game reads back.
 */
class GomokuBookBuilderTest {

    @Test
    void booksEachOpeningAndItsLikeliestReplies(@TempDir Path dir) throws Exception {
        Path openings = dir.resolve("openings.txt");
        // the second opening leaves the side to move a five to block: forced, so not booked
        Files.writeString(openings, "# two openings\nd3h4d7e7f2e3h5g5\nh8a1h9a2h10a3h11\n");
        Path out = dir.resolve("book.txt");
        String printed = Printed.by(GomokuBookBuilder::main, "--out=" + out, "--openings=" + openings, "--millis=60",
                "--replies=2", "--threads=2");
        assertTrue(printed.contains("positions booked from 2 openings"), printed);
        GomokuBook book = GomokuBook.read(out);
        GomokuPosition first = GomokuPosition.of(15, GomokuRule.FREESTYLE, "d3h4d7e7f2e3h5g5");
        assertNotEquals(Position.NO_MOVE, book.move(first));
        List<Integer> replies = GomokuBookBuilder.likelyMoves(first, book.move(first), 2);
        assertEquals(2, replies.size());
        assertEquals(book.move(first), replies.get(0), "the search's own choice is the likeliest reply");
        for (int reply : replies) {
            GomokuPosition after = GomokuPosition.of(15, GomokuRule.FREESTYLE,
                    "d3h4d7e7f2e3h5g5" + GomokuNotation.name(15, reply));
            assertNotEquals(Position.NO_MOVE, book.move(after), "after " + GomokuNotation.name(15, reply));
        }
        GomokuPosition forced = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8a1h9a2h10a3h11");
        assertEquals(Position.NO_MOVE, book.move(forced));
        assertTrue(Files.readString(out).startsWith("# Gomoku opening book"), "a comment says how it was built");
    }

    @Test
    void aSecondLevelBooksTheMoveAfterEachLikelyReplyToABookedMove(@TempDir Path dir) throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "b7d9f8\n");
        Path out = dir.resolve("book.txt");
        Printed.by(GomokuBookBuilder::main, "--out=" + out, "--openings=" + openings, "--millis=40", "--replies=1",
                "--threads=2", "--depth=2");
        GomokuBook book = GomokuBook.read(out);
        GomokuPosition opening = GomokuPosition.of(15, GomokuRule.FREESTYLE, "b7d9f8");
        String after = "b7d9f8" + GomokuNotation.name(15, book.move(opening));
        int reply = GomokuBookBuilder.likelyMoves(GomokuPosition.of(15, GomokuRule.FREESTYLE, after),
                Position.NO_MOVE, 1).get(0);
        GomokuPosition deeper = GomokuPosition.of(15, GomokuRule.FREESTYLE, after + GomokuNotation.name(15, reply));
        assertNotEquals(Position.NO_MOVE, book.move(deeper), "two moves deep for the side that starts");
        assertEquals(4, book.size(), "the opening, one reply, and one more position after each booked move");
    }
}
