package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.NotationException;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextMutations;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Connect Four move strings (the solver's and the position's readers) and opening book files, mutated:
 * read, or refused with a message; a refused move string leaves the position as it was.
 */
class Connect4TextFuzzTest {
    private static final Properties PROPERTIES = Properties.of(Connect4TextFuzzTest.class);
    private static final List<String> BOOK = bookHead(60);

    private static List<String> bookHead(int lines) {
        List<String> head = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Connect4OpeningBook.class.getResourceAsStream("opening-book-7x6.txt"), StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null && head.size() < lines; line = in.readLine()) {
                head.add(line);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return head;
    }

    private static Gen<String> moveStrings() {
        return TextMutations.badText(List.of("4453", "4 4 5 3", "44444", "1,2,3,4,5,6,7", "3232323",
                "444444333333", "12345671234567123456712345671234567123456", ""));
    }

    private static Gen<String> bookFiles() {
        List<String> seeds = new ArrayList<>();
        seeds.add(String.join("\n", BOOK));
        seeds.add(String.join("\r\n", BOOK.subList(0, 20)));
        seeds.add("# a book\n- 4\n4 4\n44 4\n");
        return TextMutations.mutated(seeds, 6);
    }

    @Test
    void aPositionStringIsReadOrRefusedAndNothingIsLeftHalfPlayed() {
        PROPERTIES.forAll("aPositionStringIsReadOrRefusedAndNothingIsLeftHalfPlayed", 1000, moveStrings(), text -> {
            Connect4Position p = new Connect4Position();
            p.play(3);
            String before = p.toString() + p.hash() + p.ply();
            Object read = CleanRejection.check(text, NotationException.class, () -> {
                Connect4Notation.playMoves(p, text);
                return p;
            });
            if (read == null) {
                assertThat(p.toString() + p.hash() + p.ply()).as("after %s", CleanRejection.show(text))
                        .isEqualTo(before);
            }
        });
    }

    @Test
    void theSolversMoveStringIsReadOrRefused() {
        PROPERTIES.forAll("theSolversMoveStringIsReadOrRefused", 1000, moveStrings(), text -> {
            CleanRejection.check(text, NotationException.class, () -> Connect4SolverBoard.of(7, 6, text));
            CleanRejection.check(text, NotationException.class, () -> Connect4SolverBoard.of(4, 4, text));
        });
    }

    @Test
    void aBookFileIsReadOrRefusedNamingTheLine() {
        PROPERTIES.forAll("aBookFileIsReadOrRefusedNamingTheLine", 300, bookFiles(), text -> {
            Connect4OpeningBook book = CleanRejection.check(text, IOException.class,
                    () -> Connect4OpeningBook.read(new StringReader(text), 7, 6));
            if (book == null) {
                assertThat(catchMessage(text)).startsWith("book line ");
            } else {
                assertThat(book.deepestPly()).isBetween(-1, 42);
            }
        });
    }

    private static String catchMessage(String text) {
        try {
            Connect4OpeningBook.read(new StringReader(text), 7, 6);
            return "";
        } catch (IOException e) {
            return e.getMessage();
        }
    }
}
