package dev.strategist.app.store;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * Where the games are kept and the little that differs between the two databases: how to connect, where the
 * schema's version lives, how a migration is serialised, and the few words of SQL each spells its own way. The
 * store's SQL is otherwise written once, in {@link GameStore} and {@link Schema}.
 */
interface Dialect {
    /**
     * The database {@code target} names: a {@code jdbc:postgresql:} address is PostgreSQL; any other address
     * ({@code jdbc:...} or {@code scheme://...}) is refused; anything else is an SQLite file. Throws
     * {@link IllegalArgumentException} saying why when it names neither.
     */
    static Dialect of(String target) {
        if (PostgresDialect.claims(target)) {
            return new PostgresDialect(target);
        }
        if (target.startsWith("jdbc:") || target.contains("://")) {
            throw new IllegalArgumentException("cannot open database " + PostgresDialect.withoutParameters(target)
                    + ": only PostgreSQL is served by address (jdbc:postgresql://HOST:PORT/DATABASE?user=NAME); "
                    + "anything else is an SQLite file name");
        }
        try {
            return new SqliteDialect(Path.of(target));
        } catch (InvalidPathException e) {
            throw new IllegalArgumentException("'" + target + "' is not a file name: " + e.getReason());
        }
    }

    /** The database as messages name it: the file, or the address without its parameters (a password). */
    String describe();

    /** Whether several servers may write this database at once, so a game may change behind one's back. */
    boolean shared();

    /** A new connection, set up for the store (autocommit on); throws when the database cannot be reached. */
    Connection connect() throws SQLException;

    /** The schema version the database holds, 0 for one no Strategist has written. */
    int version(Connection db) throws SQLException;

    /** The statements that record {@code version} as the schema's, inside the migration's transaction. */
    List<String> setVersion(int version);

    /**
     * The statement that makes a second server opening the same database at once wait for this one's
     * migration (held to the end of the transaction), or null where the database's own write lock does that.
     */
    String migrationLock();

    /** A statement of {@link Schema} in this database's words. */
    String translate(String sql);

    /** The column that orders games made in the same instant by when they were saved. */
    String insertionOrder();
}
