package dev.strategist.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * What every database the store keeps games in must do, run against each of them by a subclass: games, moves and
 * results survive a reopen; the schema is versioned and migrated; a write from a stale view of a game is refused.
 */
abstract class GameStoreContract {

    /** A new, empty database of the kind under test, as {@code serve --db} names it. */
    abstract String newDatabase() throws Exception;

    /** A connection of its own to {@code database}, to change it behind the store's back. */
    abstract Connection connect(String database) throws Exception;

    static StoredGame game(String id, String createdAt) {
        return new StoredGame(id, "connect4", "width=7,height=6", 0, 5, 5, 500, 42, createdAt, List.of(), null, false);
    }

    /**
     * A new database with the schema of {@code version} as that version's Strategist wrote it (in the database's
     * words), holding one game saved then, 'old', with {@code values} for its first columns, and its {@code moves}.
     */
    String databaseAt(int version, String values, String... moves) throws Exception {
        String db = newDatabase();
        Dialect dialect = Dialect.of(db);
        try (Connection c = connect(db); Statement st = c.createStatement()) {
            for (int v = 0; v < version; v++) {
                for (String sql : Schema.MIGRATIONS.get(v)) {
                    st.execute(dialect.translate(sql));
                }
            }
            dialect.version(c);
            for (String sql : dialect.setVersion(version)) {
                st.execute(sql);
            }
            st.execute("INSERT INTO games (id, game, options, you, level, second_level, delay_millis, seed, created_at)"
                    + " VALUES ('old', " + values + ")");
            for (int ply = 0; ply < moves.length; ply++) {
                st.execute("INSERT INTO moves (game_id, ply, move) VALUES ('old', " + ply + ", '" + moves[ply] + "')");
            }
        }
        return db;
    }

    @Test
    void aGameItsMovesAndItsResultSurviveAReopen() throws Exception {
        String db = newDatabase();
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest());
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            store.appendMoves("g1", 2, List.of("3", "5"));
            store.finish("g1", 1, true);
        }
        try (GameStore store = GameStore.open(db)) {
            StoredGame g = store.load("g1").orElseThrow();
            assertThat(g.moves()).containsExactly("4", "4", "3", "5");
            assertThat(g.options()).isEqualTo("width=7,height=6");
            assertThat(g.seed()).isEqualTo(42);
            assertThat(g.finished()).isTrue();
            assertThat(g.winner()).isEqualTo(1);
            assertThat(g.resigned()).isTrue();
            assertThat(store.load("nothing")).isEmpty();
        }
    }

    @Test
    void aGameIsKeptWithEverySetting() throws Exception {
        StoredGame full = new StoredGame("full", "othello", "size=6", 1, 3, 9, 250, Long.MIN_VALUE + 7,
                "2026-11-21T10:00:00.123456Z", List.of("c4", "e3"), -1, false, "mcts", "engine", true, "cd".repeat(32),
                "start text", "player-two", "rhino", "zebra", 27, 88);
        String db = newDatabase();
        try (GameStore store = GameStore.open(db)) {
            store.create(full);
        }
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.load("full").orElseThrow()).isEqualTo(full);
        }
    }

    @Test
    void anUndoTruncatesTheMovesTakenBackAndReopensAFinishedGame() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4", "3", "5"));
            store.finish("g1", 0, false);
            store.truncateMoves("g1", 4, 2);
            StoredGame g = store.load("g1").orElseThrow();
            assertThat(g.moves()).containsExactly("4", "4");
            assertThat(g.finished()).isFalse();
            store.appendMoves("g1", 2, List.of("1"));
            assertThat(store.load("g1").orElseThrow().moves()).containsExactly("4", "4", "1");
        }
    }

    @Test
    void truncatingNothingKeepsTheResult() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            store.finish("g1", 1, true);
            store.truncateMoves("g1", 2, 2);
            assertThat(store.load("g1").orElseThrow().finished()).isTrue();
        }
    }

    @Test
    void anAppendWritesOnlyItsOwnPliesAndNeverOverwritesAStoredOne() throws Exception {
        String db = newDatabase();
        try (GameStore store = GameStore.open(db)) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            // changed behind the store's back: an append that read back and diffed the list would rewrite it
            try (Connection c = connect(db); Statement st = c.createStatement()) {
                st.execute("UPDATE moves SET move = '7' WHERE game_id = 'g1' AND ply = 0");
            }
            store.appendMoves("g1", 2, List.of("3"));
            assertThat(store.load("g1").orElseThrow().moves()).containsExactly("7", "4", "3");
            assertThatThrownBy(() -> store.appendMoves("g1", 1, List.of("5", "6")))
                    .as("ply 1 is stored: it must be truncated first").isInstanceOf(StaleWriteException.class);
            assertThatThrownBy(() -> store.appendMoves("g1", 4, List.of("5")))
                    .as("ply 3 is not stored: a gap is refused").isInstanceOf(StaleWriteException.class);
            assertThat(store.load("g1").orElseThrow().moves()).as("the refused appends changed nothing")
                    .containsExactly("7", "4", "3");
        }
    }

    @Test
    void aWriterThatMissedAnotherServersChangeIsRefusedAndChangesNothing() throws Exception {
        String db = newDatabase();
        try (GameStore here = GameStore.open(db); GameStore there = GameStore.open(db)) {
            here.create(game("g1", "2026-11-21T10:00:00Z"));
            here.appendMoves("g1", 0, List.of("4", "4"));
            assertThat(there.load("g1").orElseThrow().moves()).containsExactly("4", "4");
            here.appendMoves("g1", 2, List.of("3")); // 'there' still believes the game holds two moves
            assertThatThrownBy(() -> there.appendMoves("g1", 2, List.of("5")))
                    .isInstanceOf(StaleWriteException.class).hasMessageContaining("another server changed it");
            assertThatThrownBy(() -> there.truncateMoves("g1", 2, 1)).isInstanceOf(StaleWriteException.class);
            here.truncateMoves("g1", 3, 1); // and the other way round: an undo 'there' did not see
            assertThatThrownBy(() -> there.appendMoves("g1", 3, List.of("2"))).isInstanceOf(StaleWriteException.class);
            assertThat(there.load("g1").orElseThrow().moves()).containsExactly("4");
            assertThatThrownBy(() -> there.appendMoves("gone", 0, List.of("2"))).isInstanceOf(StaleWriteException.class);
        }
    }

    @Test
    void aFinishedGameTakesNoMoveUntilAnUndoReopensIt() throws Exception {
        String db = newDatabase();
        try (GameStore here = GameStore.open(db); GameStore there = GameStore.open(db)) {
            here.create(game("g1", "2026-11-21T10:00:00Z"));
            here.appendMoves("g1", 0, List.of("4", "4", "3"));
            here.finish("g1", 1, true); // resigned through 'here': no move, the count 'there' knows still holds
            assertThatThrownBy(() -> there.appendMoves("g1", 3, List.of("5")))
                    .isInstanceOf(StaleWriteException.class).hasMessageContaining("or it has ended");
            StoredGame g = there.load("g1").orElseThrow();
            assertThat(g.moves()).as("no move after the resignation").containsExactly("4", "4", "3");
            assertThat(g.finished()).isTrue();
            there.truncateMoves("g1", 3, 2);
            there.appendMoves("g1", 2, List.of("5"));
            assertThat(there.load("g1").orElseThrow().moves()).containsExactly("4", "4", "5");
        }
    }

    @Test
    void theStoredVersionFollowsEveryWriteOfEveryServer() throws Exception {
        String db = newDatabase();
        try (GameStore here = GameStore.open(db); GameStore there = GameStore.open(db)) {
            assertThat(there.version("g1")).isEmpty();
            here.create(game("g1", "2026-11-21T10:00:00Z"));
            assertThat(there.version("g1")).hasValue(new GameVersion(0, false));
            here.appendMoves("g1", 0, List.of("4", "4", "3"));
            assertThat(there.version("g1")).hasValue(new GameVersion(3, false));
            here.finish("g1", 1, true); // a resignation: no move, but a result
            assertThat(there.version("g1")).hasValue(new GameVersion(3, true));
            here.truncateMoves("g1", 3, 1);
            assertThat(there.version("g1")).hasValue(new GameVersion(1, false));
        }
    }

    @Test
    void twoWritersRacingForTheSamePlyNeverBothWinIt() throws Exception {
        String db = newDatabase();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (GameStore a = GameStore.open(db); GameStore b = GameStore.open(db)) {
            a.create(game("g1", "2026-11-21T10:00:00Z"));
            int rounds = 60;
            for (int ply = 0; ply < rounds; ply++) {
                int at = ply;
                Future<Boolean> first = pool.submit(() -> tryAppend(a, at, "a" + at));
                Future<Boolean> second = pool.submit(() -> tryAppend(b, at, "b" + at));
                assertThat(first.get() ^ second.get()).as("exactly one writer wins ply " + ply).isTrue();
            }
            List<String> moves = b.load("g1").orElseThrow().moves();
            assertThat(moves).hasSize(rounds);
            for (int ply = 0; ply < rounds; ply++) {
                assertThat(moves.get(ply)).endsWith(Integer.toString(ply));
            }
        } finally {
            pool.shutdown();
        }
    }

    private static boolean tryAppend(GameStore store, int ply, String move) {
        try {
            store.appendMoves("g1", ply, List.of(move));
            return true;
        } catch (StoreException refused) {
            return false;
        }
    }

    @Test
    void recentGamesComeNewestFirst() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            store.create(game("old", "2026-11-20T10:00:00Z"));
            store.create(game("new", "2026-11-21T10:00:00Z"));
            store.create(game("mid", "2026-11-20T12:00:00Z"));
            store.create(game("new-too", "2026-11-21T10:00:00Z"));
            assertThat(store.recent(10)).extracting(StoredGame::id).containsExactly("new-too", "new", "mid", "old");
            assertThat(store.recent(1)).extracting(StoredGame::id).containsExactly("new-too");
        }
    }

    @Test
    void concurrentGamesAreSavedWhole() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (GameStore store = GameStore.open(newDatabase())) {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                String id = "g" + t;
                done.add(pool.submit(() -> {
                    store.create(game(id, "2026-11-21T10:00:00Z"));
                    for (int i = 0; i < 40; i++) {
                        store.appendMoves(id, i, List.of(Integer.toString(i % 7 + 1)));
                    }
                }));
            }
            for (Future<?> f : done) {
                f.get();
            }
            for (int t = 0; t < 4; t++) {
                assertThat(store.load("g" + t).orElseThrow().moves()).hasSize(40);
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void eachGamesTokenHashIsKept() throws Exception {
        String db = newDatabase();
        String hash = "ab".repeat(32);
        try (GameStore store = GameStore.open(db)) {
            store.create(new StoredGame("t", "connect4", "", 0, 5, 5, 0, 1, "2026-11-21T10:00:00Z", List.of(), null,
                    false, "engine", "engine", false, hash));
            store.create(game("open", "2026-11-21T10:00:00Z"));
        }
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.load("t").orElseThrow().tokenHash()).isEqualTo(hash);
            assertThat(store.load("open").orElseThrow().tokenHash()).isNull();
        }
    }

    @Test
    void aDatabaseFromANewerStrategistIsRefused() throws Exception {
        String db = newDatabase();
        Dialect dialect = Dialect.of(db);
        try (Connection c = connect(db); Statement st = c.createStatement()) {
            dialect.version(c);
            for (String sql : dialect.setVersion(99)) {
                st.execute(sql);
            }
        }
        assertThatThrownBy(() -> GameStore.open(db)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("schema version 99 is newer than this Strategist knows (" + Schema.latest() + ")");
    }

    @Test
    void anOlderDatabaseIsMigrated() throws Exception {
        String db = newDatabase();
        try (Connection c = connect(db); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE unrelated (x INTEGER)"); // a version-0 database: no Strategist tables yet
        }
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest());
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            assertThat(store.load("g1")).isPresent();
        }
    }

    @Test
    void aVersionOneDatabaseGainsTheAlgorithmAndAdaptiveColumns() throws Exception {
        String db = databaseAt(1, "'connect4', 'width=7,height=6', 1, 4, 4, 500, 9, '2026-11-20T10:00:00Z'", "4");
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest()).isGreaterThanOrEqualTo(3);
            StoredGame old = store.load("old").orElseThrow();
            assertThat(old.moves()).containsExactly("4");
            assertThat(old.algorithm()).isEqualTo("engine");
            assertThat(old.secondAlgorithm()).isEqualTo("engine");
            assertThat(old.adaptive()).isFalse();
            assertThat(old.tokenHash()).as("saved before tokens: open to whoever knows its id").isNull();
            assertThat(old.start()).as("saved before set-ups: the standard start").isNull();
            assertThat(old.player()).as("saved before players: no known player").isNull();
            store.appendMoves("old", 1, List.of("3")); // its move count was counted by the migration
            store.create(new StoredGame("new", "othello", "", -1, 3, 6, 0, 1, "2026-11-21T10:00:00Z", List.of("f5"),
                    null, false, "mcts", "engine", false));
            store.create(new StoredGame("won", "othello", "", 0, 6, 6, 0, 1, "2026-11-21T11:00:00Z", List.of(),
                    0, true, "engine", "engine", true));
            store.create(new StoredGame("set-up", "checkers", "", 1, 2, 2, 0, 1, "2026-11-21T12:00:00Z",
                    List.of("10x17x26"), null, false, "engine", "engine", true, null, "W:W32,K10:B3,14,22",
                    "player-one"));
        }
        try (GameStore store = GameStore.open(db)) {
            assertThat(store.load("old").orElseThrow().moves()).containsExactly("4", "3");
            StoredGame g = store.load("new").orElseThrow();
            assertThat(g.algorithm()).isEqualTo("mcts");
            assertThat(g.secondAlgorithm()).isEqualTo("engine");
            assertThat(store.recentAdaptive("othello", null, 5)).extracting(StoredGame::id).containsExactly("won");
            assertThat(store.recentAdaptive("othello", "player-one", 5)).isEmpty();
            assertThat(store.recentAdaptive("connect4", null, 5)).isEmpty();
            StoredGame setUp = store.load("set-up").orElseThrow();
            assertThat(setUp.start()).isEqualTo("W:W32,K10:B3,14,22");
            assertThat(setUp.player()).isEqualTo("player-one");
            assertThat(setUp.moves()).containsExactly("10x17x26");
        }
    }

    @Test
    void theChosenStrengthsAreKeptAndAGameSavedBeforeThemHasNone() throws Exception {
        String db = databaseAt(7, "'connect4', '', 0, 6, 6, 500, 9, '2026-11-20T10:00:00Z'"); // saved at level 6
        try (GameStore store = GameStore.open(db)) {
            StoredGame old = store.load("old").orElseThrow();
            assertThat(old.level()).isEqualTo(6);
            assertThat(old.strength()).as("saved before strengths: its level's own").isNull();
            assertThat(old.secondStrength()).isNull();
            store.changeStrengths("old", 57, 57, 6, 6);
            store.create(new StoredGame("watched", "othello", "", -1, 3, 10, 0, 1, "2026-11-21T10:00:00Z", List.of(),
                    null, false, "engine", "engine", false, null, null, null, null, null, 23, 91));
        }
        try (GameStore store = GameStore.open(db)) {
            StoredGame old = store.load("old").orElseThrow();
            assertThat(List.of(old.strength(), old.secondStrength(), old.level())).containsExactly(57, 57, 6);
            StoredGame watched = store.load("watched").orElseThrow();
            assertThat(List.of(watched.strength(), watched.secondStrength(), watched.level(), watched.secondLevel()))
                    .containsExactly(23, 91, 3, 10);
        }
    }
}
