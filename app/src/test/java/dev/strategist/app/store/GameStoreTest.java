package dev.strategist.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The SQLite store: games, moves and results survive a reopen; the schema is versioned; bad files are refused. */
class GameStoreTest {
    @TempDir
    Path dir;

    private static StoredGame game(String id, String createdAt) {
        return new StoredGame(id, "connect4", "width=7,height=6", 0, 5, 5, 500, 42, createdAt, List.of(), null, false);
    }

    @Test
    void aGameItsMovesAndItsResultSurviveAReopen() {
        Path file = dir.resolve("games.db");
        try (GameStore store = GameStore.open(file)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest());
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            store.appendMoves("g1", 2, List.of("3", "5"));
            store.finish("g1", 1, true);
        }
        try (GameStore store = GameStore.open(file)) {
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
    void anUndoTruncatesTheMovesTakenBackAndReopensAFinishedGame() {
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4", "3", "5"));
            store.finish("g1", 0, false);
            store.truncateMoves("g1", 2);
            StoredGame g = store.load("g1").orElseThrow();
            assertThat(g.moves()).containsExactly("4", "4");
            assertThat(g.finished()).isFalse();
            store.appendMoves("g1", 2, List.of("1"));
            assertThat(store.load("g1").orElseThrow().moves()).containsExactly("4", "4", "1");
        }
    }

    @Test
    void truncatingNothingKeepsTheResult() {
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            store.finish("g1", 1, true);
            store.truncateMoves("g1", 2);
            assertThat(store.load("g1").orElseThrow().finished()).isTrue();
        }
    }

    @Test
    void anAppendWritesOnlyItsOwnPliesAndNeverOverwritesAStoredOne() throws Exception {
        Path file = dir.resolve("games.db");
        try (GameStore store = GameStore.open(file)) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4", "4"));
            // changed behind the store's back: an append that read back and diffed the list would rewrite it
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
                st.execute("UPDATE moves SET move = '7' WHERE game_id = 'g1' AND ply = 0");
            }
            store.appendMoves("g1", 2, List.of("3"));
            assertThat(store.load("g1").orElseThrow().moves()).containsExactly("7", "4", "3");
            assertThatThrownBy(() -> store.appendMoves("g1", 1, List.of("5", "6")))
                    .as("ply 1 is stored: it must be truncated first").isInstanceOf(StoreException.class);
            assertThat(store.load("g1").orElseThrow().moves()).as("the refused append changed nothing")
                    .containsExactly("7", "4", "3");
        }
    }

    @Test
    void recentGamesComeNewestFirst() {
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
            store.create(game("old", "2026-11-20T10:00:00Z"));
            store.create(game("new", "2026-11-21T10:00:00Z"));
            store.create(game("mid", "2026-11-20T12:00:00Z"));
            assertThat(store.recent(10)).extracting(StoredGame::id).containsExactly("new", "mid", "old");
            assertThat(store.recent(1)).extracting(StoredGame::id).containsExactly("new");
        }
    }

    @Test
    void concurrentGamesAreSavedWhole() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try (GameStore store = GameStore.open(dir.resolve("games.db"))) {
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
    void theFileKeepsAWriteAheadLogAndEachGamesTokenHash() throws Exception {
        Path file = dir.resolve("games.db");
        String hash = "ab".repeat(32);
        try (GameStore store = GameStore.open(file)) {
            store.create(new StoredGame("t", "connect4", "", 0, 5, 5, 0, 1, "2026-11-21T10:00:00Z", List.of(), null,
                    false, "engine", "engine", false, hash));
            store.create(game("open", "2026-11-21T10:00:00Z"));
            try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement();
                 java.sql.ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("wal");
            }
        }
        try (GameStore store = GameStore.open(file)) {
            assertThat(store.load("t").orElseThrow().tokenHash()).isEqualTo(hash);
            assertThat(store.load("open").orElseThrow().tokenHash()).isNull();
        }
    }

    @Test
    void aDatabaseFromANewerStrategistIsRefused() throws Exception {
        Path file = dir.resolve("future.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("PRAGMA user_version = 99");
        }
        assertThatThrownBy(() -> GameStore.open(file)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("schema version 99 is newer than this Strategist knows (" + Schema.latest() + ")");
    }

    @Test
    void anOlderDatabaseIsMigrated() throws Exception {
        Path file = dir.resolve("empty.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE unrelated (x INTEGER)"); // a version-0 file: no Strategist tables yet
        }
        try (GameStore store = GameStore.open(file)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest());
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            assertThat(store.load("g1")).isPresent();
        }
    }

    @Test
    void aVersionOneDatabaseGainsTheAlgorithmAndAdaptiveColumns() throws Exception {
        Path file = dir.resolve("v1.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // the schema exactly as version 1 wrote it, with a game saved then
            for (String sql : Schema.MIGRATIONS.get(0)) {
                st.execute(sql);
            }
            st.execute("PRAGMA user_version = 1");
            st.execute("INSERT INTO games (id, game, options, you, level, second_level, delay_millis, seed, created_at)"
                    + " VALUES ('old', 'connect4', 'width=7,height=6', 1, 4, 4, 500, 9, '2026-11-20T10:00:00Z')");
            st.execute("INSERT INTO moves (game_id, ply, move) VALUES ('old', 0, '4')");
        }
        try (GameStore store = GameStore.open(file)) {
            assertThat(store.schemaVersion()).isEqualTo(Schema.latest()).isGreaterThanOrEqualTo(3);
            StoredGame old = store.load("old").orElseThrow();
            assertThat(old.moves()).containsExactly("4");
            assertThat(old.algorithm()).isEqualTo("engine");
            assertThat(old.secondAlgorithm()).isEqualTo("engine");
            assertThat(old.adaptive()).isFalse();
            assertThat(old.tokenHash()).as("saved before tokens: open to whoever knows its id").isNull();
            assertThat(old.start()).as("saved before set-ups: the standard start").isNull();
            assertThat(old.player()).as("saved before players: no known player").isNull();
            store.create(new StoredGame("new", "othello", "", -1, 3, 6, 0, 1, "2026-11-21T10:00:00Z", List.of("f5"),
                    null, false, "mcts", "engine", false));
            store.create(new StoredGame("won", "othello", "", 0, 6, 6, 0, 1, "2026-11-21T11:00:00Z", List.of(),
                    0, true, "engine", "engine", true));
            store.create(new StoredGame("set-up", "checkers", "", 1, 2, 2, 0, 1, "2026-11-21T12:00:00Z",
                    List.of("10x17x26"), null, false, "engine", "engine", true, null, "W:W32,K10:B3,14,22",
                    "player-one"));
        }
        try (GameStore store = GameStore.open(file)) {
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
        Path file = dir.resolve("v7.db");
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            // the schema as version 7 left it, with a game saved then at level 6
            for (int v = 0; v < 7; v++) {
                for (String sql : Schema.MIGRATIONS.get(v)) {
                    st.execute(sql);
                }
            }
            st.execute("PRAGMA user_version = 7");
            st.execute("INSERT INTO games (id, game, options, you, level, second_level, delay_millis, seed, created_at)"
                    + " VALUES ('old', 'connect4', '', 0, 6, 6, 500, 9, '2026-11-20T10:00:00Z')");
        }
        try (GameStore store = GameStore.open(file)) {
            StoredGame old = store.load("old").orElseThrow();
            assertThat(old.level()).isEqualTo(6);
            assertThat(old.strength()).as("saved before strengths: its level's own").isNull();
            assertThat(old.secondStrength()).isNull();
            store.changeStrengths("old", 57, 57, 6, 6);
            store.create(new StoredGame("watched", "othello", "", -1, 3, 10, 0, 1, "2026-11-21T10:00:00Z", List.of(),
                    null, false, "engine", "engine", false, null, null, null, null, null, 23, 91));
        }
        try (GameStore store = GameStore.open(file)) {
            StoredGame old = store.load("old").orElseThrow();
            assertThat(List.of(old.strength(), old.secondStrength(), old.level())).containsExactly(57, 57, 6);
            StoredGame watched = store.load("watched").orElseThrow();
            assertThat(List.of(watched.strength(), watched.secondStrength(), watched.level(), watched.secondLevel()))
                    .containsExactly(23, 91, 3, 10);
        }
    }

    @Test
    void aFileThatIsNotADatabaseOrAMissingFolderIsAClearError() throws Exception {
        Path text = Files.writeString(dir.resolve("notes.db"), "not a database\n".repeat(100));
        assertThatThrownBy(() -> GameStore.open(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot open database " + text + ": ")
                .hasMessageContaining("not a database");
        Path nowhere = dir.resolve("no/such/folder/games.db");
        assertThatThrownBy(() -> GameStore.open(nowhere)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no directory");
    }
}
