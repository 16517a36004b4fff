package dev.strategist.app.web;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.GameVersion;
import dev.strategist.app.store.StaleWriteException;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Position;
import dev.strategist.play.Match;
import dev.strategist.play.MatchListener;
import dev.strategist.play.MatchResult;
import java.util.List;
import java.util.Optional;

/**
 * Keeps one browser game in the store as it is played: a move is appended, an undo truncates, a result
 * is recorded, each on the thread that changed the game (under the match's lock, so in order) and before
 * the request that made it is answered. Nothing is read back: it knows how many of the match's moves the
 * store holds, so a write that failed is made good by the next one.
 *
 * @param <P> the game's position type
 */
final class GamePersistence<P extends Position> {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(GamePersistence.class);
    /** The set-up; replaced when the strengths change (under the match's lock). */
    private StoredGame setUp;
    /** Where the game is saved once {@link #saveTo} is called, or null. */
    private GameStore store;
    private final Match<P> match;
    /** How many of the match's first moves the store surely holds as they are (under the match's lock). */
    private int agreed;
    /** How many moves the store holds: past {@link #agreed}, moves since taken back (a failed truncation). */
    private int stored;
    /** Whether the store holds a result for the game, as this server last wrote or read it (under the match's lock). */
    private boolean storedResult;
    /** The database failure of the last save under the match's lock, or null. */
    private RuntimeException unsaved;
    /**
     * Set once a write was refused because the store holds another server's change; read without the match's
     * lock, which a search's save may hold while the server looks the game up.
     */
    private volatile boolean stale;

    /** Saves {@code match}, set up as {@code setUp} says (whose moves and result are not used). */
    GamePersistence(StoredGame setUp, Match<P> match) {
        this.setUp = setUp;
        this.match = match;
    }

    /** The game as the store keeps it, now. */
    StoredGame stored() {
        synchronized (match) {
            Optional<MatchResult> r = match.result();
            StoredGame s = setUp;
            return new StoredGame(s.id(), s.game(), s.options(), s.you(), s.level(), s.secondLevel(),
                    s.delayMillis(), s.seed(), s.createdAt(), match.moveList(),
                    r.map(x -> x.outcome().winner()).orElse(null), r.map(MatchResult::resigned).orElse(false),
                    s.algorithm(), s.secondAlgorithm(), s.adaptive(), s.tokenHash(), s.start(), s.player(),
                    s.engine(), s.secondEngine(), s.strength(), s.secondStrength());
        }
    }

    /**
     * Writes this new game to {@code store}, then every move, undo and result as it happens. The row and
     * the listener are set up under the match's lock: a computer already thinking (a watched game at a low
     * level plays several moves in the time a row takes to write) can then move neither between the two,
     * unheard, nor before the row exists.
     */
    void saveNewTo(GameStore store) {
        synchronized (match) {
            StoredGame row = stored();
            store.create(row);
            saveTo(store, row);
        }
    }

    /**
     * From now on, every move, undo and result of the game is written to {@code store}, which holds
     * {@code held}'s moves, the first of the match's, and its result (a restored game's). Moves the match has
     * played beyond them (a computer that moved before this was called) are written at once.
     */
    void saveTo(GameStore store, StoredGame held) {
        int plies = held.moves().size();
        synchronized (match) { // a computer's move is played under this lock: none is missed or written twice
            this.store = store;
            agreed = plies;
            stored = plies;
            storedResult = held.winner() != null;
            match.addListener(new MatchListener() {
                @Override
                public void onMove(int side, int move, String text) {
                    save(() -> saveMoves(store));
                }

                @Override
                public void onUndo(int plies) {
                    agreed = Math.min(agreed, match.moveList().size()); // the moves before the undone ones stay
                    save(() -> saveMoves(store));
                }

                @Override
                public void onGameOver(MatchResult result) {
                    save(() -> {
                        store.finish(setUp.id(), result.outcome().winner(), result.resigned());
                        storedResult = true;
                    });
                }
            });
            if (match.moveList().size() != plies) {
                save(() -> saveMoves(store));
            }
        }
    }

    /**
     * The computer's new strengths ({@code newStrength} the first computer's, {@code newSecondStrength} the
     * second's, as in {@link StoredGame}; null keeps one, where an outside engine plays), kept with the levels
     * they play at in the set-up and written to the store at once (under the match's lock).
     */
    void changeStrengths(Integer newStrength, Integer newSecondStrength) {
        int strength = newStrength != null ? newStrength : Strength.saved(setUp.strength(), setUp.level());
        int secondStrength = newSecondStrength != null ? newSecondStrength
                : Strength.saved(setUp.secondStrength(), setUp.secondLevel());
        int level = Strength.level(strength);
        int secondLevel = Strength.level(secondStrength);
        setUp = setUp.withStrengths(strength, secondStrength, level, secondLevel);
        if (store != null) {
            GameStore target = store;
            String id = setUp.id();
            save(() -> target.changeStrengths(id, strength, secondStrength, level, secondLevel));
        }
    }

    /** Truncates what the store holds past the moves it shares with the match, and appends the rest. */
    private void saveMoves(GameStore store) {
        List<String> moves = match.moveList();
        if (stored > agreed) {
            store.truncateMoves(setUp.id(), stored, agreed);
            stored = agreed;
            storedResult = false; // a truncation makes the game unfinished again
        }
        if (moves.size() > agreed) {
            store.appendMoves(setUp.id(), agreed, moves.subList(agreed, moves.size()));
            agreed = moves.size();
            stored = agreed;
        }
    }

    /**
     * A failing database must not stop the game (the search thread saves too): it is logged, and kept for
     * the request to report, since your move's answer must not claim a save that failed.
     */
    private void save(Runnable write) {
        try {
            write.run();
        } catch (RuntimeException e) {
            LOG.error("game {} is not saved: {}", setUp.id(), e.getMessage());
            unsaved = e;
            if (e instanceof StaleWriteException) {
                stale = true;
            }
        }
    }

    /**
     * True once another server sharing the database has changed the game behind this one's back (a write was
     * refused as stale): this copy must be dropped and the game read again, as it no longer agrees with the store.
     */
    boolean stale() {
        return stale;
    }

    /**
     * The game's version in the store as this server last wrote or read it (its own writes' count and result):
     * when the store holds another, another server has changed the game since.
     */
    GameVersion storedVersion() {
        synchronized (match) {
            return new GameVersion(stored, storedResult);
        }
    }

    /** Another server sharing the database changed the game (its stored version moved): as {@link #stale()}. */
    void markStale() {
        stale = true;
    }

    /** Forgets an earlier failure: called under the match's lock before a change whose saving is checked. */
    void clearFailure() {
        unsaved = null;
    }

    /** Throws the failure of a save since {@link #clearFailure()}, if there was one (under the match's lock). */
    void throwFailure() {
        if (unsaved != null) {
            RuntimeException failure = unsaved;
            unsaved = null;
            throw failure;
        }
    }
}
