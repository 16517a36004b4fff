package dev.strategist.core;

/**
 * A position that counts perft on its own representation: optional, for games whose bitboards count
 * moves without listing them and subtrees without playing them. {@link Perft} asks for it and otherwise
 * counts any {@link Position} by playing through the contract, so the core contract carries no perft hook
 * that only checks and benchmarks use.
 */
public interface CountsSequences extends Position {

    /**
     * The number of legal moves, what {@link #legalMoves} returns; {@code scratch} (room for
     * {@link #maxMoves()} moves from {@code offset}) may be written to. The default lists them; override it
     * when a population count of a move bitboard gives the number without listing.
     */
    default int countLegalMoves(int[] scratch, int offset) {
        return legalMoves(scratch, offset);
    }

    /**
     * The number of move sequences of exactly {@code depth} plies from here (a game that ends sooner adds
     * nothing), as {@link Perft#countSequences} counts it for any position; {@code scratch} (room for
     * {@code depth} times {@link #maxMoves()} moves from {@code offset}) may be written to, and the position
     * is left as it was.
     */
    long countSequences(int depth, int[] scratch, int offset);
}
