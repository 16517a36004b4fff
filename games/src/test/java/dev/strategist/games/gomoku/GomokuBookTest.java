package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The opening book: the shipped one loads, holds every balanced opening's position with a legal move, and finds a
 * position by its stones whatever their order; the text format round-trips and refuses, naming the line, a book
 * without its header, a line of another shape, moves that cannot be played, an illegal move and a position twice;
 * the player plays the book's move when it has a book and searches without one, and the tournament player's
 * {@code book} setting takes on, off and a file and refuses anything else.
 */
class GomokuBookTest {

    @Test
    void theShippedBookHoldsEveryBalancedOpeningWithALegalMove() throws IOException {
        GomokuBook book = GomokuBook.shipped().orElseThrow();
        for (GomokuBook.Entry e : book.entries()) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, e.moves());
            assertThat(p.canPlay(e.move())).as("%s", e).isTrue();
            assertThat(book.move(p)).as("%s", e).isEqualTo(e.move());
        }
        List<String> openings = balancedOpenings();
        assertThat(openings).hasSize(59);
        for (String opening : openings) {
            GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, opening);
            assertThat(book.move(p)).as(opening).isNotEqualTo(Position.NO_MOVE);
        }
        // both colours start in book: at least one reply to each opening is booked too
        assertThat(book.size()).isGreaterThan(2 * openings.size());
        assertThat(new GomokuGame().openingBook()).isPresent();
    }

    @Test
    void aPositionIsFoundByItsStonesNotTheirOrderAndOnlyOnItsOwnBoardAndRule() throws IOException {
        GomokuBook book = GomokuBook.read(new StringReader("size 15 rule freestyle\nh8i9h10 h9 5 0\n"), "test");
        assertThat(book.move(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h10i9h8"))).isEqualTo(cell("h9"));
        assertThat(book.move(GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8i9"))).isEqualTo(Position.NO_MOVE);
        assertThat(book.move(GomokuPosition.of(15, GomokuRule.RENJU, "h8i9h10"))).isEqualTo(Position.NO_MOVE);
        assertThat(book.move(GomokuPosition.of(19, GomokuRule.FREESTYLE, "h8i9h10"))).isEqualTo(Position.NO_MOVE);
    }

    @Test
    void aWrittenBookReadsBackTheSame(@TempDir Path dir) throws IOException {
        GomokuBook book = new GomokuBook(15, GomokuRule.FREESTYLE, List.of(
                new GomokuBook.Entry("h8i9h10", cell("h9"), 12, -30),
                new GomokuBook.Entry("h8", cell("i9"), 14, 0)));
        StringWriter text = new StringWriter();
        book.write(text, "two positions\nfor a test");
        Path file = dir.resolve("book.txt");
        Files.writeString(file, text.toString());
        GomokuBook again = GomokuBook.read(file);
        assertThat(again.entries()).isEqualTo(book.entries());
        assertThat(text.toString()).startsWith("# two positions\n# for a test\nsize 15 rule freestyle\n");
    }

    @Test
    void aDamagedBookIsRefusedNamingTheLine() {
        assertRefused("", "no header");
        assertRefused("# only a comment\n", "no header");
        assertRefused("h8 i9 5 0\n", "line 1: an entry before the header");
        assertRefused("size 15 rule freestyle\nsize 15 rule freestyle\n", "line 2: a second header");
        assertRefused("size 15 rules freestyle\n", "line 1: the header is");
        assertRefused("size 15 rule chess\n", "line 1:");
        assertRefused("size 15 rule freestyle\nh8 i9 5\n", "line 2: an entry is 'MOVES BEST DEPTH SCORE'");
        assertRefused("size 15 rule freestyle\nh8h8 i9 5 0\n", "line 2:");
        assertRefused("size 15 rule freestyle\nh8 z99 5 0\n", "line 2:");
        assertRefused("size 15 rule freestyle\nh8i9 h8 5 0\n", "line 2: the move h8 is not legal there");
        assertRefused("size 15 rule freestyle\nh8 i9 five 0\n", "line 2:");
        assertRefused("size 15 rule freestyle\nh8i9h10 h9 5 0\nh10i9h8 h11 5 0\n", "a position twice");
    }

    @Test
    void thePlayerPlaysTheBooksMoveWithABookAndSearchesWithout() throws IOException {
        String opening = balancedOpenings().get(0);
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, opening);
        // a move the search would not choose: the book's is played all the same
        int odd = cell("a1");
        GomokuBook book = new GomokuBook(15, GomokuRule.FREESTYLE, List.of(new GomokuBook.Entry(opening, odd, 1, 0)));
        GomokuPlayer player = new GomokuPlayer(1);
        player.useBook(book);
        GomokuPlayer.Decision booked = player.choose(p, 50);
        assertThat(booked.move()).isEqualTo(odd);
        assertThat(booked.reason()).isEqualTo("book");
        player.useBook(null);
        GomokuPlayer.Decision searched = player.choose(p, 50);
        assertThat(searched.reason()).isNotEqualTo("book");
        assertThat(searched.move()).isNotEqualTo(odd);
    }

    @Test
    void theTournamentPlayersBookSettingTakesOnOffOrAFile(@TempDir Path dir) throws IOException {
        GomokuTournamentPlayer player = new GomokuTournamentPlayer();
        assertThat(player.name(Map.of("book", "on"))).isEqualTo("gomoku-player book");
        assertThat(player.name(Map.of("book", "off"))).isEqualTo("gomoku-player");
        Path file = dir.resolve("mine.txt");
        Files.writeString(file, "size 15 rule freestyle\nh8 i9 5 0\n");
        assertThat(player.name(Map.of("book", file.toString()))).isEqualTo("gomoku-player book mine.txt");
        assertThat(player.searchers(Map.of("book", "on")).get()).isNotNull();
        assertThatThrownBy(() -> player.searchers(Map.of("book", dir.resolve("none.txt").toString())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("book must be on, off or a book file");
        Files.writeString(file, "size 15 rule freestyle\nh8 h8 5 0\n");
        assertThatThrownBy(() -> player.searchers(Map.of("book", file.toString())))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("line 2");
    }

    private static void assertRefused(String text, String reason) {
        assertThatThrownBy(() -> GomokuBook.read(new StringReader(text), "test.txt"))
                .isInstanceOf(IOException.class).hasMessageContaining("test.txt").hasMessageContaining(reason);
    }

    private static int cell(String name) {
        return GomokuNotation.cell(15, name);
    }

    private static List<String> balancedOpenings() throws IOException {
        try (InputStream in = GomokuBookTest.class.getResourceAsStream("/gomoku/openings_freestyle15_balanced.txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        }
    }
}
