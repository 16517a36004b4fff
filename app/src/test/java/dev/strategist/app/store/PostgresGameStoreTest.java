package dev.strategist.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The store's contract on a real PostgreSQL, a throw-away cluster of this class's own, and what only a shared
 * server can get wrong: an address that names no server, several servers migrating one database at once.
 */
class PostgresGameStoreTest extends GameStoreContract {
    private static TestPostgres postgres;

    @BeforeAll
    static void startPostgres() throws Exception {
        postgres = TestPostgres.start();
    }

    @AfterAll
    static void stopPostgres() {
        if (postgres != null) {
            postgres.close();
        }
    }

    @Override
    String newDatabase() throws Exception {
        return postgres.newDatabase();
    }

    @Override
    Connection connect(String database) throws Exception {
        return DriverManager.getConnection(database);
    }

    @Test
    void theAddressIsNamedWithoutItsParameters() throws Exception {
        String db = newDatabase();
        try (GameStore store = GameStore.open(db + "&password=unused")) {
            assertThat(store.location()).isEqualTo(db.substring(0, db.indexOf('?'))).doesNotContain("user=");
        }
    }

    @Test
    void theDatabaseIsSharedByServers() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            assertThat(store.shared()).isTrue();
        }
    }

    @Test
    void aStoreConnectsAgainAfterPostgresqlRestarts() throws Exception {
        try (GameStore store = GameStore.open(newDatabase())) {
            store.create(game("g1", "2026-11-21T10:00:00Z"));
            store.appendMoves("g1", 0, List.of("4"));
            postgres.restart();
            try {
                store.appendMoves("g1", 1, List.of("3"));
            } catch (StoreException brokenConnection) {
                // the call that finds the connection broken may fail; the next ones connect again
                store.appendMoves("g1", 1, List.of("3"));
            }
            assertThat(store.load("g1").orElseThrow().moves()).containsExactly("4", "3");
        }
    }

    @Test
    void serversOpeningANewDatabaseAtOnceMigrateItOnce() throws Exception {
        String db = newDatabase();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            List<Future<Integer>> opened = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                opened.add(pool.submit(() -> {
                    try (GameStore store = GameStore.open(db)) {
                        return store.schemaVersion();
                    }
                }));
            }
            for (Future<Integer> f : opened) {
                assertThat(f.get()).isEqualTo(Schema.latest());
            }
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void anUnreachableServerAMissingDatabaseOrABadAddressIsAClearErrorWithoutThePassword() throws Exception {
        int closed;
        try (java.net.ServerSocket s = new java.net.ServerSocket(0)) {
            closed = s.getLocalPort();
        }
        assertThatThrownBy(() -> GameStore.open("jdbc:postgresql://127.0.0.1:" + closed + "/games?user=u&password=secret"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("cannot open database jdbc:postgresql://127.0.0.1:" + closed + "/games: ")
                .hasMessageContaining("refused").hasMessageNotContaining("secret");
        String missing = postgres.url("nosuchdatabase") + "&password=secret";
        assertThatThrownBy(() -> GameStore.open(missing)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("nosuchdatabase\" does not exist").hasMessageNotContaining("secret");
        assertThatThrownBy(() -> GameStore.open("jdbc:postgresql://127.0.0.1:port/games?password=secret"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("not a PostgreSQL address").hasMessageNotContaining("secret");
        assertThatThrownBy(() -> GameStore.open("jdbc:postgresql://no-such-host.invalid/games?user=u"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no-such-host.invalid");
    }
}
