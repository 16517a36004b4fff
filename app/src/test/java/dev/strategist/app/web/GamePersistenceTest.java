package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.Seat;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A browser game's saving: moves appended, undos truncated, and the store always equal to the match. */
class GamePersistenceTest {
    @TempDir
    Path dir;

    private static StoredGame setUp(String id) {
        return new StoredGame(id, "tictactoe", "", 0, 5, 5, 0, 1, "2026-11-26T10:00:00Z", List.of(), null, false);
    }

    @SuppressWarnings("unchecked")
    private static Match<Position> twoPeople() {
        Game<Position> game = (Game<Position>) Games.find("tictactoe");
        return new Match<>(game, Seat.human("a"), Seat.human("b"));
    }

    @Test
    void aSaveAfterAnUndoTruncatesThenAppendsTheNewMoves() {
        Match<Position> match = twoPeople();
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            new GamePersistence<>(setUp("g"), match).saveNewTo(store);
            for (String move : List.of("b2", "a1", "c3")) {
                match.play(move);
            }
            assertThat(store.load("g").orElseThrow().moves()).containsExactly("b2", "a1", "c3");
            match.undo();
            match.undo();
            assertThat(store.load("g").orElseThrow().moves()).containsExactly("b2");
            match.play("c1");
            match.play("a3");
            assertThat(store.load("g").orElseThrow().moves()).containsExactly("b2", "c1", "a3")
                    .isEqualTo(match.moveList());
        }
    }

    @Test
    void aGameTakenBackPastItsEndIsUnfinishedAgain() {
        Match<Position> match = twoPeople();
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            new GamePersistence<>(setUp("g"), match).saveNewTo(store);
            for (String move : List.of("a1", "b1", "a2", "b2", "a3")) {
                match.play(move);
            }
            assertThat(store.load("g").orElseThrow().winner()).isEqualTo(0);
            match.undo();
            StoredGame g = store.load("g").orElseThrow();
            assertThat(g.finished()).isFalse();
            assertThat(g.moves()).containsExactly("a1", "b1", "a2", "b2");
        }
    }

    @Test
    void movesPlayedBeforeSavingStartedAreWrittenAtOnce() {
        Match<Position> match = twoPeople();
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            store.create(new StoredGame("g", "tictactoe", "", 0, 5, 5, 0, 1, "2026-11-26T10:00:00Z",
                    List.of("b2"), null, false));
            match.play("b2");
            match.play("a1"); // a restored game's computer that moved before its saving began
            new GamePersistence<>(setUp("g"), match).saveTo(store, store.load("g").orElseThrow());
            assertThat(store.load("g").orElseThrow().moves()).containsExactly("b2", "a1");
            match.play("c3");
            assertThat(store.load("g").orElseThrow().moves()).containsExactly("b2", "a1", "c3");
        }
    }
}
