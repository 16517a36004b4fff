package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.Position;
import dev.strategist.play.Strategist;
import org.junit.jupiter.api.Test;

/**
 * The deep book ({@code book=deep}): it loads, every move is legal, it holds the first position of both colours
 * after each of the deck's ballots (the ballot's, and every one after a reply) from searches of 18 plies or more,
 * and a player asked for it plays its move where a plain search plays another.
 */
class CheckersDeepBookTest {
    @Test
    void theDeepBookLoadsAndEveryMoveIsLegalInItsPosition() {
        CheckersBook book = CheckersBook.deep().orElseThrow();
        for (CheckersBook.Entry e : book.entries()) {
            CheckersPosition p = e.position();
            assertThat(p.isLegal(e.move())).as("%s", e).isTrue();
            assertThat(book.move(p)).isEqualTo(e.move());
            assertThat(e.depth()).as("%s", e).isGreaterThanOrEqualTo(18);
        }
        CheckersGame game = new CheckersGame();
        assertThat(game.openingBook("deep")).isPresent();
        assertThat(game.openingBook("shallow")).isEmpty();
    }

    @Test
    void bothColoursStartInTheDeepBookAfterEachBallotOfTheDeck() {
        CheckersBook book = CheckersBook.deep().orElseThrow();
        java.util.Set<CheckersBook.Entry> held = new java.util.HashSet<>();
        for (CheckersBallots.Ballot b : CheckersBallots.deck()) {
            CheckersPosition p = CheckersBallots.play(b, new CheckersPosition());
            assertBooked(book, p, b, held);
            for (int reply : p.legalMoves()) {
                CheckersPosition after = p.copy();
                after.play(reply);
                assertBooked(book, after, b, held);
            }
        }
        assertThat(held).hasSize(book.size()); // and nothing else
    }

    @Test
    void aPlayerAskedForTheDeepBookPlaysItsMoveWhereAPlainSearchPlaysAnother() {
        CheckersGame game = new CheckersGame();
        // deck ballot 20 after White's 26-23: the book's 21-ply search plays 10-14, a 10-ply search 16-20
        CheckersPosition p = CheckersPdn.replay("9-13 23-19 11-16 26-23", new CheckersPosition());
        int booked = CheckersBook.deep().orElseThrow().move(p);
        assertThat(CheckersNotation.text(booked)).isEqualTo("10-14");
        Strategist<CheckersPosition> withBook = Strategist.builder(game).depth(10)
                .book(game.openingBook("deep").orElseThrow()).build();
        Strategist<CheckersPosition> without = Strategist.builder(game).depth(10).build();
        assertThat(withBook.bestMove(p)).isEqualTo(booked);
        assertThat(without.bestMove(p)).isNotEqualTo(booked);
    }

    /** Asserts {@code p} is booked when it has a choice, and adds its board to {@code held}. */
    private static void assertBooked(CheckersBook book, CheckersPosition p, CheckersBallots.Ballot b,
            java.util.Set<CheckersBook.Entry> held) {
        if (p.legalMoves().length < 2) {
            return;
        }
        assertThat(book.move(p)).as("ballot %s, %s", b.describe(), CheckersFen.format(p)).isNotEqualTo(Position.NO_MOVE);
        held.add(CheckersBook.Entry.of(p, 0, 0, 0).board());
    }
}
