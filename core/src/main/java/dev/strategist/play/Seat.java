package dev.strategist.play;

import dev.strategist.core.Position;

/**
 * Who plays one side of a {@link Match}: a person, or a computer {@link Player} (a {@link Strategist}, or
 * an outside engine).
 *
 * @param name   shown in UIs and move lists
 * @param player the computer player, or null for a person
 * @param <P>    the position type
 */
public record Seat<P extends Position>(String name, Player<P> player) {

    /** A person called {@code name}. */
    public static <P extends Position> Seat<P> human(String name) {
        return new Seat<>(name, null);
    }

    /** A computer player called {@code name}. */
    public static <P extends Position> Seat<P> computer(String name, Player<P> player) {
        return new Seat<>(name, java.util.Objects.requireNonNull(player, "player"));
    }

    /** True for a person. */
    public boolean isHuman() {
        return player == null;
    }
}
