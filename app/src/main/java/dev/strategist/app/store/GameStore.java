package dev.strategist.app.store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Games kept in an SQLite file as they are played: each game when it starts, each move appended as it is
 * made (an undo truncates the moves taken back), the result when it ends. Every change is its own transaction,
 * committed before the call returns, in write-ahead-log mode with full sync: a server that stops, even
 * killed outright, loses nothing it had answered. One connection, used by one thread at a time: concurrent games
 * are safe. The schema is versioned (see {@link Schema}); opening brings an older file up to date and
 * refuses a newer one.
 */
public final class GameStore implements AutoCloseable {
    private final Path file;
    private final Connection db;

    private GameStore(Path file, Connection db) {
        this.file = file;
        this.db = db;
    }

    /**
     * Opens (creating if needed) the database at {@code file}. Throws {@link IllegalArgumentException}
     * with a clear message when the file is not a database or was written by a newer Strategist.
     */
    public static GameStore open(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw new IllegalArgumentException("cannot open database " + file + ": no directory " + parent);
        }
        Connection db = null;
        try {
            db = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
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
            }
            GameStore store = new GameStore(file, db);
            store.migrate();
            return store;
        } catch (SQLException e) {
            closeQuietly(db);
            throw new IllegalArgumentException("cannot open database " + file + ": " + e.getMessage(), e);
        } catch (StoreException e) {
            closeQuietly(db);
            throw new IllegalArgumentException("cannot open database " + file + ": " + e.getCause().getMessage(), e);
        } catch (RuntimeException e) {
            closeQuietly(db);
            throw e;
        }
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

    /** The schema version of the open database. */
    public synchronized int schemaVersion() {
        try (Statement st = db.createStatement(); ResultSet rs = st.executeQuery("PRAGMA user_version")) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            throw failure("read the schema version", e);
        }
    }

    private void migrate() throws SQLException {
        int version = schemaVersion();
        if (version > Schema.latest()) {
            throw new IllegalArgumentException("cannot open database " + file + ": its schema version " + version
                    + " is newer than this Strategist knows (" + Schema.latest() + ")");
        }
        for (int v = version; v < Schema.latest(); v++) {
            db.setAutoCommit(false);
            try (Statement st = db.createStatement()) {
                for (String sql : Schema.MIGRATIONS.get(v)) {
                    st.execute(sql);
                }
                st.execute("PRAGMA user_version = " + (v + 1));
                db.commit();
            } catch (SQLException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        }
    }

    /** Records a new game (its moves too, if it has any). */
    public synchronized void create(StoredGame g) {
        transaction("save game " + g.id(), () -> {
            try (PreparedStatement ps = db.prepareStatement("INSERT INTO games (id, game, options, you, level, "
                    + "second_level, delay_millis, seed, created_at, winner, resigned, algorithm, second_algorithm, adaptive, "
                    + "token_hash, start, player, engine, second_engine, strength, second_strength) "
                    + "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)")) {
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
                ps.executeUpdate();
            }
            insertMoves(g.id(), g.moves(), 0);
        });
    }

    /**
     * Appends {@code moves} to game {@code id}'s stored moves as plies {@code firstPly} on, in one
     * transaction. Nothing stored is read back: a ply already stored is refused (a {@link StoreException},
     * nothing changed), since the caller must truncate before it writes a ply again.
     */
    public synchronized void appendMoves(String id, int firstPly, List<String> moves) {
        transaction("save the moves of game " + id, () -> insertMoves(id, moves, firstPly));
    }

    /**
     * Cuts game {@code id}'s stored moves to its first {@code plies} (an undo), in one transaction; a
     * game that loses moves this way (taken back past its end) is unfinished again.
     */
    public synchronized void truncateMoves(String id, int plies) {
        transaction("take back the moves of game " + id, () -> {
            int deleted;
            try (PreparedStatement ps = db.prepareStatement("DELETE FROM moves WHERE game_id = ? AND ply >= ?")) {
                ps.setString(1, id);
                ps.setInt(2, plies);
                deleted = ps.executeUpdate();
            }
            if (deleted > 0) {
                try (PreparedStatement ps = db.prepareStatement(
                        "UPDATE games SET winner = NULL, resigned = 0, finished_at = NULL WHERE id = ?")) {
                    ps.setString(1, id);
                    ps.executeUpdate();
                }
            }
        });
    }

    /**
     * Sets game {@code id}'s computer strengths, changed during the game, and the levels they play at:
     * {@code strength} and {@code level} the computer's (the first player's when watching), the second ones
     * the second player's when watching, else the same.
     */
    public synchronized void changeStrengths(String id, int strength, int secondStrength, int level, int secondLevel) {
        transaction("save the strengths of game " + id, () -> {
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
        transaction("save the result of game " + id, () -> {
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

    /** The game {@code id} with its moves, if it is stored. */
    public synchronized Optional<StoredGame> load(String id) {
        try (PreparedStatement ps = db.prepareStatement("SELECT * FROM games WHERE id = ?")) {
            ps.setString(1, id);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(read(rs)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw failure("load game " + id, e);
        }
    }

    /** The most recent {@code limit} games, newest first. */
    public synchronized List<StoredGame> recent(int limit) {
        try (PreparedStatement ps = db.prepareStatement(
                "SELECT * FROM games ORDER BY created_at DESC, rowid DESC LIMIT ?")) {
            ps.setInt(1, limit);
            List<StoredGame> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(read(rs));
                }
            }
            return list;
        } catch (SQLException e) {
            throw failure("list the games", e);
        }
    }

    /**
     * The most recent finished games of {@code game} that {@code player} (null: games of no known player)
     * played with an adaptive level, newest first, at most {@code limit}: the results the player's next
     * adaptive level follows.
     */
    public synchronized List<StoredGame> recentAdaptive(String game, String player, int limit) {
        try (PreparedStatement ps = db.prepareStatement("SELECT * FROM games WHERE player IS ? AND game = ?"
                + " AND adaptive = 1 AND you >= 0 AND winner IS NOT NULL ORDER BY created_at DESC, rowid DESC LIMIT ?")) {
            ps.setString(1, player);
            ps.setString(2, game);
            ps.setInt(3, limit);
            List<StoredGame> list = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    list.add(read(rs));
                }
            }
            return list;
        } catch (SQLException e) {
            throw failure("list the adaptive games of " + game, e);
        }
    }

    private StoredGame read(ResultSet rs) throws SQLException {
        String id = rs.getString("id");
        return new StoredGame(id, rs.getString("game"), rs.getString("options"), rs.getInt("you"),
                rs.getInt("level"), rs.getInt("second_level"), rs.getLong("delay_millis"), rs.getLong("seed"),
                rs.getString("created_at"), moves(id), nullableInt(rs, "winner"), rs.getInt("resigned") != 0,
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
        try (PreparedStatement ps = db.prepareStatement("SELECT move FROM moves WHERE game_id = ? ORDER BY ply")) {
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

    private void insertMoves(String id, List<String> moves, int firstPly) throws SQLException {
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

    /** A unit of work that may fail with an SQL error. */
    private interface Work {
        void run() throws SQLException;
    }

    private void transaction(String what, Work work) {
        try {
            db.setAutoCommit(false);
            try {
                work.run();
                db.commit();
            } catch (SQLException | RuntimeException e) {
                db.rollback();
                throw e;
            } finally {
                db.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private StoreException failure(String what, SQLException e) {
        return new StoreException("cannot " + what + " in database " + file + ": " + e.getMessage(), e);
    }

    /** Closes the database. */
    @Override
    public synchronized void close() {
        try {
            db.close();
        } catch (SQLException e) {
            throw failure("close", e);
        }
    }
}
