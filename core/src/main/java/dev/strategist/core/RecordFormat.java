package dev.strategist.core;

import java.util.Map;

/**
 * A game's record file format: SGF, PDN, or a plain move list. A game offers one through
 * {@link Game#recordFormat()}, so apps export and import every game the same way.
 *
 * @param <P> the game's position type
 */
public interface RecordFormat<P extends Position> {

    /** The format's short name: {@code SGF}, {@code PDN}, {@code moves}. */
    String name();

    /** The file name extension, without the dot: {@code sgf}, {@code pdn}, {@code txt}. */
    String extension();

    /** The record of {@code record}, whose moves must be legal from the start with its options. */
    String write(GameRecord record);

    /**
     * The record with {@code tags} too ({@code Event}, {@code Opening}: what a tournament says of a game), where
     * the format has room for them; by default without them.
     */
    default String write(GameRecord record, Map<String, String> tags) {
        return write(record);
    }

    /**
     * Reads one game from {@code text}. {@code options} are used where the text does not state them (a move
     * list never does; an SGF file states its board size). Throws a {@link NotationException} that says what
     * is wrong and where: a malformed record, an illegal move (naming it), options the game does not have.
     */
    GameRecord read(String text, GameOptions options);
}
