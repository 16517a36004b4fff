package dev.strategist.app.store;

import java.util.List;

/**
 * The database's versioned schema: migration {@code i} takes a database from version {@code i} to
 * {@code i + 1}. Migrations are only ever appended, so every older database can be brought up to date. They
 * are written in SQLite's words; {@link Dialect#translate} puts them in another database's.
 */
final class Schema {
    private Schema() {
    }

    /** The statements of each migration, oldest first. */
    static final List<List<String>> MIGRATIONS = List.of(
            List.of(
                    "CREATE TABLE games ("
                            + " id TEXT PRIMARY KEY,"
                            + " game TEXT NOT NULL,"
                            + " options TEXT NOT NULL,"
                            + " you INTEGER NOT NULL,"
                            + " level INTEGER NOT NULL,"
                            + " second_level INTEGER NOT NULL,"
                            + " delay_millis INTEGER NOT NULL,"
                            + " seed INTEGER NOT NULL,"
                            + " created_at TEXT NOT NULL,"
                            + " winner INTEGER,"
                            + " resigned INTEGER NOT NULL DEFAULT 0,"
                            + " finished_at TEXT)",
                    "CREATE TABLE moves ("
                            + " game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
                            + " ply INTEGER NOT NULL,"
                            + " move TEXT NOT NULL,"
                            + " PRIMARY KEY (game_id, ply))",
                    "CREATE INDEX games_by_creation ON games(created_at)"),
            // 2: the computer's search algorithm per side; older games were all played by the engine
            List.of(
                    "ALTER TABLE games ADD COLUMN algorithm TEXT NOT NULL DEFAULT 'engine'",
                    "ALTER TABLE games ADD COLUMN second_algorithm TEXT NOT NULL DEFAULT 'engine'"),
            // 3: games whose level followed the person's recent results, and a quick way to find the last
            List.of(
                    "ALTER TABLE games ADD COLUMN adaptive INTEGER NOT NULL DEFAULT 0",
                    "CREATE INDEX games_adaptive ON games(game, adaptive, created_at)"),
            // 4: the hash of the token that lets the browser which started a game change it (null for
            // games saved before tokens: whoever knows their id may still play them)
            List.of("ALTER TABLE games ADD COLUMN token_hash TEXT"),
            // 5: the start position of a game imported from a set-up (a checkers FEN, an Othello board line,
            // as the game's parsePosition reads it); null for the standard start, as every older game has
            List.of("ALTER TABLE games ADD COLUMN start TEXT"),
            // 6: the player (a browser's own random id) whose results an adaptive level follows; null for
            // games made without one, as every older game was
            List.of("ALTER TABLE games ADD COLUMN player TEXT",
                    "CREATE INDEX games_player_adaptive ON games(player, game, adaptive, created_at)"),
            // 7: the outside engine (by the name the server's operator gave it) that played each side in place
            // of the computer; null for the computer, as in every older game
            List.of("ALTER TABLE games ADD COLUMN engine TEXT",
                    "ALTER TABLE games ADD COLUMN second_engine TEXT"),
            // 8: the strength (0..100) the player chose for each computer side, which plays at the level beside it;
            // null in older games, whose strength is their level's own
            List.of("ALTER TABLE games ADD COLUMN strength INTEGER",
                    "ALTER TABLE games ADD COLUMN second_strength INTEGER"),
            // 9: how many moves the game holds, the version a writer checks, so that of two servers sharing the
            // database the one that did not see the other's last change is refused instead of losing a move
            List.of("ALTER TABLE games ADD COLUMN plies INTEGER NOT NULL DEFAULT 0",
                    "UPDATE games SET plies = (SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id)"));

    /** The version a database has once every migration has run. */
    static int latest() {
        return MIGRATIONS.size();
    }
}
