package dev.strategist.app.store;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * A PostgreSQL database that several servers may share, named by a {@code jdbc:postgresql:} address. Its commits
 * are durable before they return (PostgreSQL's default {@code synchronous_commit}), as SQLite's are here.
 */
final class PostgresDialect implements Dialect {
    private static final String PREFIX = "jdbc:postgresql:";
    /** Any number, the same in every server: the advisory lock that one migration at a time holds. */
    private static final long MIGRATION_LOCK = 0x5374726174L;

    /**
     * The driver's own log (java.util.logging, which the server does not otherwise use), kept to failures: its
     * warnings about an address repeat, unformatted, what the store's error already says. Held here, as a logger
     * no one references may be collected and its level forgotten.
     */
    private static final java.util.logging.Logger DRIVER_LOG = java.util.logging.Logger.getLogger("org.postgresql");

    static {
        DRIVER_LOG.setLevel(java.util.logging.Level.SEVERE);
    }

    private static final String NOT_AN_ADDRESS =
            "not a PostgreSQL address; write jdbc:postgresql://HOST:PORT/DATABASE?user=NAME";

    private final String url;

    PostgresDialect(String url) {
        this.url = url;
    }

    /** True when {@code target} is a PostgreSQL address. */
    static boolean claims(String target) {
        return target.regionMatches(true, 0, PREFIX, 0, PREFIX.length());
    }

    /** The address without its parameters, which may hold a password, for messages. */
    static String withoutParameters(String target) {
        int query = target.indexOf('?');
        return query < 0 ? target : target.substring(0, query);
    }

    /** The database several servers share. */
    @Override
    public boolean shared() {
        return true;
    }

    @Override
    public String describe() {
        return withoutParameters(url);
    }

    @Override
    public Connection connect() throws SQLException {
        Properties defaults = new Properties(); // the address's own parameters win
        defaults.setProperty("ApplicationName", "strategist");
        // an unreachable server is an error within seconds, not a start that seems to hang
        defaults.setProperty("connectTimeout", "10");
        defaults.setProperty("loginTimeout", "15");
        // parsed first: the driver's connect refuses an address it cannot parse with an error that repeats it,
        // password and all
        if (org.postgresql.Driver.parseURL(url, defaults) == null) {
            throw new SQLException(NOT_AN_ADDRESS);
        }
        // the driver itself, not DriverManager, whose refusal would repeat the address and its password
        Connection db = new org.postgresql.Driver().connect(url, defaults);
        if (db == null) {
            throw new SQLException(NOT_AN_ADDRESS);
        }
        return db;
    }

    @Override
    public int version(Connection db) throws SQLException {
        try (Statement st = db.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS strategist_schema (version INTEGER NOT NULL)");
            try (ResultSet rs = st.executeQuery("SELECT MAX(version) FROM strategist_schema")) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    @Override
    public List<String> setVersion(int version) {
        return List.of("DELETE FROM strategist_schema", "INSERT INTO strategist_schema (version) VALUES (" + version + ")");
    }

    @Override
    public String migrationLock() {
        return "SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK + ")";
    }

    /**
     * SQLite's INTEGER is 64 bits (seeds and delays are {@code long}s), PostgreSQL's 32, so every INTEGER
     * becomes BIGINT; and the games table gains the insertion order SQLite's rowid gives for free.
     */
    @Override
    public String translate(String sql) {
        return sql.replaceAll("\\bINTEGER\\b", "BIGINT")
                .replace("CREATE TABLE games (", "CREATE TABLE games ( insertion BIGSERIAL,");
    }

    @Override
    public String insertionOrder() {
        return "insertion";
    }
}
