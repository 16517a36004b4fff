package dev.strategist.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The store's contract on SQLite, the embedded default, and what only a file can get wrong. */
class SqliteGameStoreTest extends GameStoreContract {
    @TempDir
    Path dir;
    private int made;

    @Override
    String newDatabase() {
        return dir.resolve("games" + ++made + ".db").toString();
    }

    @Override
    Connection connect(String database) throws Exception {
        return DriverManager.getConnection("jdbc:sqlite:" + database);
    }

    @Test
    void theFileKeepsAWriteAheadLog() throws Exception {
        String file = newDatabase();
        try (GameStore store = GameStore.open(Path.of(file))) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            assertThat(store.location()).isEqualTo(file);
            try (Connection c = connect(file); Statement st = c.createStatement();
                 ResultSet rs = st.executeQuery("PRAGMA journal_mode")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getString(1)).isEqualTo("wal");
            }
        }
    }

    @Test
    void aFileIsOneServersOwn() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            assertThat(store.shared()).as("no other server writes it: nobody need look for changes").isFalse();
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

    @Test
    void anAddressOfAnotherDatabaseIsRefusedAndMakesNoFile() throws Exception {
        for (String address : new String[] {"jdbc:mysql://localhost/games?password=secret", "postgres://localhost/games"}) {
            assertThatThrownBy(() -> GameStore.open(address)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("only PostgreSQL is served by address").hasMessageNotContaining("secret");
        }
        try (Stream<Path> left = Files.list(Path.of("."))) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("jdbc:") || n.startsWith("postgres:"));
        }
    }
}
