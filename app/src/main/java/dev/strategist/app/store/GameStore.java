package dev.strategist.app.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Games kept in a database as they are played: each game when it starts, each move appended as it is made (an
 * undo truncates the moves taken back), the result when it ends. The database is an SQLite file (the embedded
 * default) or a PostgreSQL database that several servers share; what differs between them is in a
 * {@link Dialect}. Every change is its own transaction, committed (and on disk) before the call returns: a
 * server that stops, even killed outright, loses nothing it had answered. A change to a game's moves says how
 * many moves the writer knows the game to hold, and is refused ({@link StaleWriteException}) when the database
 * holds another number, so a server that missed another's change neither overwrites nor doubles a move. One
 * connection, used by one thread at a time: concurrent games are safe. The schema is versioned (see
 * {@link Schema}); opening brings an older database up to date and refuses a newer one.
 */
public final class GameStore implements AutoCloseable {
    private final Dialect dialect;
    private final String where;
    /** Replaced when it breaks (a PostgreSQL server restarted), so one failure is not every later one. */
    private Connection db;
    /** Set by {@link #close()}: a closed store stays closed. */
    private boolean closed;

    private GameStore(Dialect dialect, Connection db) {
        this.dialect = dialect;
        this.where = dialect.describe();
        this.db = db;
    }

    /**
     * Opens (creating if needed) the SQLite database at {@code file}. Throws {@link IllegalArgumentException}
     * with a clear message when the file is not a database or was written by a newer Strategist.
     */
    public static GameStore open(Path file) {
        return open(new SqliteDialect(file));
    }

    /**
     * Opens the database {@code target} names: a {@code jdbc:postgresql://HOST:PORT/DATABASE?user=NAME} address,
     * or else an SQLite file (created if needed), creating or migrating the schema. Throws
     * {@link IllegalArgumentException} with a clear message (never the address's password) when it names no
     * database, the database cannot be reached or refuses the login, or it was written by a newer Strategist.
     */
    public static GameStore open(String target) {
        return open(Dialect.of(target));
    }

    private static GameStore open(Dialect dialect) {
        Connection db = null;
        try {
            db = dialect.connect();
            GameStore store = new GameStore(dialect, db);
            store.migrate();
            return store;
        } catch (SQLException e) {
            closeQuietly(db);
            throw new IllegalArgumentException("cannot open database " + dialect.describe() + ": " + reason(e), e);
        } catch (RuntimeException e) {
            closeQuietly(db);
            throw e;
        }
    }

    /** The driver's message, with the cause that says which host was not found where the message alone does not. */
    private static String reason(SQLException e) {
        String message = e.getMessage();
        Throwable cause = e.getCause();
        if (cause != null && cause.getMessage() != null && (message == null || !message.contains(cause.getMessage()))) {
            String kind = cause instanceof java.net.UnknownHostException ? "unknown host " : "";
            return (message == null ? "" : message + " (") + kind + cause.getMessage() + (message == null ? "" : ")");
        }
        return message;
    }

    private static void closeQuietly(Connection db) {
        if (db != null) {
            try {
                db.close();
            } catch (SQLException ignored) {
                // the open already failed; that error is the one to report
            }
        }
    }

    /** The connection, made again if the last one broke (not after {@link #close()}). */
    private Connection db() throws SQLException {
        if (closed) {
            throw new SQLException("the store is closed");
        }
        if (db.isClosed()) {
            db = dialect.connect();
        }
        return db;
    }

    /** The database as messages name it: the file, or the address without its parameters (a password). */
    public String location() {
        return where;
    }

    /**
     * Whether other servers may write this database too (PostgreSQL), so that a game this server holds may be
     * changed behind its back; never for SQLite, one server's own file.
     */
    public boolean shared() {
        return dialect.shared();
    }

    /** The schema version of the open database. */
    public synchronized int schemaVersion() {
        try {
            return dialect.version(db());
        } catch (SQLException e) {
            throw failure("read the schema version", e);
        }
    }

    /** Runs the migrations the database lacks, all in one transaction, one server at a time. */
    private void migrate() throws SQLException {
        inTransaction(db, db -> {
            try (Statement st = db.createStatement()) {
                if (dialect.migrationLock() != null) {
                    st.execute(dialect.migrationLock());
                }
                int version = dialect.version(db);
                if (version > Schema.latest()) {
                    throw new IllegalArgumentException("cannot open database " + where + ": its schema version "
                            + version + " is newer than this Strategist knows (" + Schema.latest() + ")");
                }
                if (version < Schema.latest()) {
                    for (int v = version; v < Schema.latest(); v++) {
                        for (String sql : Schema.MIGRATIONS.get(v)) {
                            st.execute(dialect.translate(sql));
                        }
                    }
                    for (String sql : dialect.setVersion(Schema.latest())) {
                        st.execute(sql);
                    }
                }
            }
        });
    }

    /** Records a new game (its moves too, if it has any). */
    public synchronized void create(StoredGame g) {
        transaction("save game " + g.id(), db -> {
            try (PreparedStatement ps = db.prepareStatement("INSERT INTO games (id, game, options, you, level, "
                    + "second_level, delay_millis, seed, created_at, winner, resigned, algorithm, second_algorithm, adaptive, "
                    + "token_hash, start, player, engine, second_engine, strength, second_strength, plies) "
                    + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
                ps.setString(1, g.id());
                ps.setString(2, g.game());
                ps.setString(3, g.options());
                ps.setInt(4, g.you());
                ps.setInt(5, g.level());
                ps.setInt(6, g.secondLevel());
                ps.setLong(7, g.delayMillis());
                ps.setLong(8, g.seed());
                ps.setString(9, g.createdAt());
                setNullable(ps, 10, g.winner());
                ps.setInt(11, g.resigned() ? 1 : 0);
                ps.setString(12, g.algorithm());
                ps.setString(13, g.secondAlgorithm());
                ps.setInt(14, g.adaptive() ? 1 : 0);
                ps.setString(15, g.tokenHash());
                ps.setString(16, g.start());
                ps.setString(17, g.player());
                ps.setString(18, g.engine());
                ps.setString(19, g.secondEngine());
                setNullable(ps, 20, g.strength());
                setNullable(ps, 21, g.secondStrength());
                ps.setInt(22, g.moves().size());
                ps.executeUpdate();
            }
            insertMoves(db, g.id(), g.moves(), 0);
        });
    }

    /**
     * Appends {@code moves} to game {@code id}'s stored moves as plies {@code firstPly} on, in one transaction.
     * The game must hold exactly {@code firstPly} moves and no result: otherwise (a ply already stored, which the
     * caller must truncate first, moves another server took back or added, or a result it wrote, such as a
     * resignation, which plays no move) it is refused with a {@link StaleWriteException} and nothing changes.
     * Nothing stored is read back.
     */
    public synchronized void appendMoves(String id, int firstPly, List<String> moves) {
        transaction("save the moves of game " + id, db -> {
            // a finished game takes no move: only a truncation (an undo) reopens it
            changePlies(db, id, firstPly, firstPly + moves.size(), "", " AND winner IS NULL");
            insertMoves(db, id, moves, firstPly);
        });
    }

    /**
     * Cuts game {@code id}'s stored moves from the {@code held} the caller knows it holds to its first
     * {@code plies} (an undo), in one transaction; a game that loses moves this way (taken back past its end) is
     * unfinished again. When the game holds another number of moves than {@code held} (another server changed
     * it), it is refused with a {@link StaleWriteException} and nothing changes.
     */
    public synchronized void truncateMoves(String id, int held, int plies) {
        if (held <= plies) {
            return;
        }
        transaction("take back the moves of game " + id, db -> {
            changePlies(db, id, held, plies, ", winner = NULL, resigned = 0, finished_at = NULL", "");
            try (PreparedStatement ps = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND ply >= ?")) {
                ps.setString(1, id);
                ps.setInt(2, plies);
                ps.executeUpdate();
            }
        });
    }

    /**
     * Sets game {@code id}'s move count from {@code from} to {@code to} (and the {@code alsoSet} columns), or
     * refuses when it is not {@code from} or the row fails the {@code alsoRequire} condition. The update takes
     * the game's row lock, so a second server's change to the same game waits for this transaction and then
     * finds the count changed: of two, one is refused.
     */
    private void changePlies(Connection db, String id, int from, int to, String alsoSet, String alsoRequire)
            throws SQLException {
        try (PreparedStatement ps = db.prepareStatement(
                "UPDATE games SET plies = ?" + alsoSet + " WHERE id = ? AND plies = ?" + alsoRequire)) {
            ps.setInt(1, to);
            ps.setString(2, id);
            ps.setInt(3, from);
            if (ps.executeUpdate() == 0) {
                throw new StaleWriteException("cannot save the moves of game " + id + " in database " + where
                        + ": it does not hold the " + from + " moves this server knows of" + (alsoRequire.isEmpty()
                        ? "" : ", or it has ended") + " (another server changed it, or it is gone)");
            }
        }
    }

    /**
     * Sets game {@code id}'s computer strengths, changed during the game, and the levels they play at:
     * {@code strength} and {@code level} the computer's (the first player's when watching), the second ones
     * the second player's when watching, else the same.
     */
    public synchronized void changeStrengths(String id, int strength, int secondStrength, int level, int secondLevel) {
        transaction("save the strengths of game " + id, db -> {
            try (PreparedStatement ps = db.prepareStatement("UPDATE games SET strength = ?, second_strength = ?, "
                    + "level = ?, second_level = ? WHERE id = ?")) {
                ps.setInt(1, strength);
                ps.setInt(2, secondStrength);
                ps.setInt(3, level);
                ps.setInt(4, secondLevel);
                ps.setString(5, id);
                ps.executeUpdate();
            }
        });
    }

    /** Records how game {@code id} ended: {@code winner} 0 or 1, or -1 for a draw. */
    public synchronized void finish(String id, int winner, boolean resigned) {
        transaction("save the result of game " + id, db -> {
            try (PreparedStatement ps = db.prepareStatement(
                    "UPDATE games SET winner = ?, resigned = ?, finished_at = ? WHERE id = ?")) {
                ps.setInt(1, winner);
                ps.setInt(2, resigned ? 1 : 0);
                ps.setString(3, Instant.now().toString());
                ps.setString(4, id);
                ps.executeUpdate();
            }
        });
    }

    /**
     * The game {@code id} with its moves, if it is stored: read in one statement, so the moves and the result
     * are those of one moment even while another server writes to the game.
     */
    public synchronized Optional<StoredGame> load(String id) {
        try (PreparedStatement ps = db().prepareStatement("SELECT games.*, moves.move AS stored_move FROM games"
                + " LEFT JOIN moves ON moves.game_id = games.id WHERE games.id = ? ORDER BY moves.ply")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                StoredGame row = null;
                List<String> moves = new ArrayList<>();
                while (rs.next()) {
                    if (row == null) {
                        row = read(rs, List.of());
                    }
                    String move = rs.getString("stored_move");
                    if (move != null) {
                        moves.add(move);
                    }
                }
                return row == null ? Optional.empty() : Optional.of(row.withMoves(moves));
            }
        } catch (SQLException e) {
            throw failure("load game " + id, e);
        }
    }

    /**
     * Game {@code id}'s stored version, its move count and whether it has a result (empty when there is no such
     * game): every append and truncation changes the count, each from the count its writer knew, and a result
     * (a resignation plays no move) or an undo past it changes the second, so a server that finds another version
     * than the one it saved knows another server has changed the game since. One row's two columns, read without
     * the moves.
     */
    public synchronized java.util.Optional<GameVersion> version(String id) {
        try (PreparedStatement ps = db().prepareStatement("SELECT plies, winner FROM games WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return java.util.Optional.empty();
                }
                return java.util.Optional.of(new GameVersion(rs.getInt("plies"), nullableInt(rs, "winner") != null));
            }
        } catch (SQLException e) {
            throw failure("read the version of game " + id, e);
        }
    }

    /** The most recent {@code limit} games, newest first. */
    public synchronized List<StoredGame> recent(int limit) {
        return list("list the games", "SELECT * FROM games ORDER BY created_at DESC, "
                + dialect.insertionOrder() + " DESC LIMIT ?", limit);
    }

    /**
     * The most recent finished games of {@code game} that {@code player} (null: games of no known player)
     * played with an adaptive level, newest first, at most {@code limit}: the results the player's next
     * adaptive level follows.
     */
    public synchronized List<StoredGame> recentAdaptive(String game, String player, int limit) {
        return list("list the adaptive games of " + game, "SELECT * FROM games WHERE player IS NOT DISTINCT FROM ?"
                + " AND game = ? AND adaptive = 1 AND you >= 0 AND winner IS NOT NULL ORDER BY created_at DESC, "
                + dialect.insertionOrder() + " DESC LIMIT ?", player, game, limit);
    }

    /** The games {@code sql} selects with {@code parameters}, each with its moves. */
    private List<StoredGame> list(String what, String sql, Object... parameters) {
        try (PreparedStatement ps = db().prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                if (parameters[i] instanceof Integer n) {
                    ps.setInt(i + 1, n);
                } else {
                    ps.setString(i + 1, (String) parameters[i]);
                }
            }
            List<StoredGame> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(read(rs, moves(rs.getString("id"))));
                }
            }
            return list;
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private static StoredGame read(ResultSet rs, List<String> moves) throws SQLException {
        return new StoredGame(rs.getString("id"), rs.getString("game"), rs.getString("options"), rs.getInt("you"),
                rs.getInt("level"), rs.getInt("second_level"), rs.getLong("delay_millis"), rs.getLong("seed"),
                rs.getString("created_at"), moves, nullableInt(rs, "winner"), rs.getInt("resigned") != 0,
                rs.getString("algorithm"), rs.getString("second_algorithm"), rs.getInt("adaptive") != 0,
                rs.getString("token_hash"), rs.getString("start"), rs.getString("player"), rs.getString("engine"),
                rs.getString("second_engine"), nullableInt(rs, "strength"), nullableInt(rs, "second_strength"));
    }

    private static Integer nullableInt(ResultSet rs, String column) throws SQLException {
        int value = rs.getInt(column);
        return rs.wasNull() ? null : value;
    }

    private static void setNullable(PreparedStatement ps, int index, Integer value) throws SQLException {
        if (value == null) {
            ps.setNull(index, java.sql.Types.INTEGER);
        } else {
            ps.setInt(index, value);
        }
    }

    private List<String> moves(String id) throws SQLException {
        try (PreparedStatement ps = db().prepareStatement("SELECT move FROM moves WHERE game_id = ? ORDER BY ply")) {
            ps.setString(1, id);
            List<String> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(rs.getString(1));
                }
            }
            return list;
        }
    }

    private static void insertMoves(Connection db, String id, List<String> moves, int firstPly) throws SQLException {
        try (PreparedStatement ps = db.prepareStatement("INSERT INTO moves (game_id, ply, move) VALUES (?,?,?)")) {
            for (int i = 0; i < moves.size(); i++) {
                ps.setString(1, id);
                ps.setInt(2, firstPly + i);
                ps.setString(3, moves.get(i));
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    /** A unit of work on the connection that may fail with an SQL error. */
    private interface Work {
        void run(Connection db) throws SQLException;
    }

    private void transaction(String what, Work work) {
        try {
            inTransaction(db(), work);
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    /** Runs {@code work} on {@code db} and commits, or rolls back all of it when it fails. */
    private static void inTransaction(Connection db, Work work) throws SQLException {
        db.setAutoCommit(false);
        try {
            work.run(db);
            db.commit();
        } catch (SQLException | RuntimeException e) {
            db.rollback();
            throw e;
        } finally {
            db.setAutoCommit(true);
        }
    }

    private StoreException failure(String what, SQLException e) {
        return new StoreException("cannot " + what + " in database " + where + ": " + e.getMessage(), e);
    }

    /** Closes the database. */
    @Override
    public synchronized void close() {
        closed = true;
        try {
            db.close();
        } catch (SQLException e) {
            throw failure("close", e);
        }
    }
}
