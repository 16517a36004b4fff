package dev.strategist.core;

/**
 * A game state that plays and takes back moves in place: the one contract every search works on.
 *
 * <p>A move is a non-negative {@code int} whose meaning the game defines; it means the same thing in
 * every position, so remembered moves (table moves, killers, notation) stay valid. Usually a move, a pass
 * included where the rules have one, hands the turn to the other side, but the searches ask
 * {@link #sideToMove()} after every move rather than assume it: a rule may let the same side move again
 * (Kalah's extra turn). Implementations are not thread-safe; give each thread its own {@link #copy()}.
 */
public interface Position {

    /** The first player's side number. */
    int FIRST = 0;
    /** The second player's side number. */
    int SECOND = 1;
    /** Stands for "no move" wherever a move is optional. Never a legal move. */
    int NO_MOVE = -1;

    /** The side to move: {@link #FIRST} or {@link #SECOND}. */
    int sideToMove();

    /** The number of moves played since the game's start position (passes included). */
    int ply();

    /**
     * Writes the legal moves into {@code into} from {@code offset} on and returns how many there are;
     * zero exactly when the game is over. The array must have room for {@link #maxMoves()} moves.
     */
    int legalMoves(int[] into, int offset);

    /** Plays a legal move. Behaviour for an illegal move is undefined: check with {@link #isLegal}. */
    void play(int move);

    /** Takes back the last move played; the position and its hash return exactly to what they were. */
    void undo();

    /** True when the game is over: no legal moves. */
    boolean isOver();

    /** The result: {@link Outcome#NONE} exactly while the game goes on. */
    Outcome outcome();

    /** A 64-bit key: equal positions (same board, same side to move) have equal keys. */
    long hash();

    /** An upper bound on the number of legal moves in any position of this game and size. */
    int maxMoves();

    /**
     * An independent copy, history included, so the copy can take back moves too. It is of this position's
     * own class, which an implementation says by overriding this with its own return type; code generic
     * in the position type copies through {@link #copyOf}.
     */
    Position copy();

    /**
     * {@code position.copy()} typed as {@code position}: generic code gets its {@code P} back without a cast
     * of its own. A copy of another class breaks the contract and is refused here, so the one cast below is
     * checked where it is made rather than failing later in some caller.
     */
    static <P extends Position> P copyOf(P position) {
        Position copy = position.copy();
        if (copy.getClass() != position.getClass()) {
            throw new IllegalStateException(position.getClass().getName() + ".copy() returned a "
                    + copy.getClass().getName() + ", not a position of its own class");
        }
        @SuppressWarnings("unchecked") // same class as position, which is a P
        P typed = (P) copy;
        return typed;
    }

    /** Makes this position equal to {@code other} (same game and options) without allocating. */
    void copyFrom(Position other);

    /** True if {@code move} is legal here. Allocates a move buffer: meant for boundaries, not search. */
    default boolean isLegal(int move) {
        if (move < 0) {
            return false;
        }
        int[] moves = new int[maxMoves()];
        int n = legalMoves(moves, 0);
        for (int i = 0; i < n; i++) {
            if (moves[i] == move) {
                return true;
            }
        }
        return false;
    }

    /** The legal moves as a fresh array. Allocates: meant for boundaries, not search. */
    default int[] legalMoves() {
        int[] moves = new int[maxMoves()];
        int n = legalMoves(moves, 0);
        return java.util.Arrays.copyOf(moves, n);
    }
}
