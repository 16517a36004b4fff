package dev.strategist.app.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** The embedded store: one SQLite file in write-ahead-log mode, synced at every commit. */
final class SqliteDialect implements Dialect {
    private final Path file;

    SqliteDialect(Path file) {
        this.file = file;
    }

    @Override
    public String describe() {
        return file.toString();
    }

    /** One server's own file. */
    @Override
    public boolean shared() {
        return false;
    }

    @Override
    public Connection connect() throws SQLException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new SQLException("no directory " + parent);
        }
        Connection db = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement st = db.createStatement()) {
            st.execute("PRAGMA foreign_keys = ON");
            st.execute("PRAGMA busy_timeout = 5000");
            // a commit is one append to the log; readers never block the writer
            try (ResultSet rs = st.executeQuery("PRAGMA journal_mode = WAL")) {
                String mode = rs.next() ? rs.getString(1) : "";
                if (!"wal".equalsIgnoreCase(mode)) {
                    throw new SQLException("the database cannot use a write-ahead log (journal mode " + mode + ")");
                }
            }
            // each commit is synced to disk before it returns, so an answered move survives a crash
            st.execute("PRAGMA synchronous = FULL");
            return db;
        } catch (SQLException | RuntimeException e) {
            db.close();
            throw e;
        }
    }

    @Override
    public int version(Connection db) throws SQLException {
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    @Override
    public List<String> setVersion(int version) {
        return List.of("PRAGMA user_version = " + version);
    }

    @Override
    public String migrationLock() {
        return null;
    }

    @Override
    public String translate(String sql) {
        return sql;
    }

    @Override
    public String insertionOrder() {
        return "rowid";
    }
}
