package dev.strategist.app.web;

import dev.strategist.app.TournamentPlayers;
import dev.strategist.core.Game;
import dev.strategist.core.Position;
import dev.strategist.play.Algorithm;
import dev.strategist.play.Seat;
import dev.strategist.play.StrategistRuntime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Who sits at each side of a browser game, from its set-up: you, the computer at its level with its
 * algorithm, or a configured outside engine; in a watched game, the computer or an engine at both.
 *
 * @param seats      the two seats, first player first
 * @param strengths  each side's strength as chosen (0..100, played at its level, {@link #levels}), null for your
 *                   side and an engine's
 * @param algorithms each side's algorithm as the API names it, null for your side and an engine's
 * @param engines    each side's outside engine by name, null where none plays
 * @param you        your side, or -1 when watching
 * @param <P>        the game's position type
 */
record Seating<P extends Position>(List<Seat<P>> seats, List<Integer> strengths, List<String> algorithms,
                                   List<String> engines, int you) {

    /**
     * The seats {@code setup} asks for in {@code game}, the computers searching on {@code runtime} and
     * {@code engines} seated where it names them.
     */
    static <P extends Position> Seating<P> of(Game<P> game, GameSetup setup, StrategistRuntime runtime,
                                              GameEngines<P> engines) {
        List<Seat<P>> seats = new ArrayList<>(2);
        List<Integer> strengths = new ArrayList<>(2);
        List<String> algorithms = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            EngineSeat<P> engine = engines.at(side);
            if (side == setup.you() || engine != null) {
                seats.add(engine == null ? Seat.human("you") : Seat.computer(engine.name(), engine));
                strengths.add(null);
                algorithms.add(null);
            } else {
                boolean second = setup.you() < 0 && side == 1;
                int strength = second ? setup.secondStrength() : setup.strength();
                Algorithm algorithm = second ? setup.secondAlgorithm() : setup.algorithm();
                seats.add(computer(game, Strength.level(strength), algorithm, setup.seed(), side, runtime));
                strengths.add(strength);
                algorithms.add(WebAlgorithms.nameOf(algorithm));
            }
        }
        return new Seating<>(List.copyOf(seats), Collections.unmodifiableList(strengths),
                Collections.unmodifiableList(algorithms), engines.names(), setup.you());
    }

    private static <P extends Position> Seat<P> computer(Game<P> game, int level, Algorithm algorithm, long seed,
                                                         int side, StrategistRuntime runtime) {
        // Gomoku's tournament player from the level the terminal's 'play gomoku' uses it
        return Seat.computer("computer", TournamentPlayers.computer(game, level, algorithm)
                .seed(seed + 2 + side).runtime(runtime).build());
    }

    /**
     * The same seats with the computer at {@code side} playing at {@code strength}'s level, its algorithm and
     * seed kept (the game's {@code seed}), so a strength changed mid-game is the computer a new game at that
     * strength would have had.
     */
    Seating<P> withStrength(int side, int strength, Game<P> game, long seed, StrategistRuntime runtime) {
        if (side == you) {
            throw new IllegalArgumentException("side " + side + " is yours, not the computer's");
        }
        if (engines.get(side) != null) {
            throw ApiException.conflict("the engine '" + engines.get(side) + "' plays that side: it has no level");
        }
        int level = Strength.level(strength);
        List<Seat<P>> newSeats = new ArrayList<>(seats);
        newSeats.set(side, computer(game, level, WebAlgorithms.parse(algorithms.get(side)), seed, side, runtime));
        List<Integer> newStrengths = new ArrayList<>(strengths);
        newStrengths.set(side, strength);
        return new Seating<>(List.copyOf(newSeats), Collections.unmodifiableList(newStrengths), algorithms, engines,
                you);
    }

    /** Each side's level, its strength's ({@link Strength#level}), null for your side and an engine's. */
    List<Integer> levels() {
        List<Integer> levels = new ArrayList<>(2);
        for (Integer strength : strengths) {
            levels.add(strength == null ? null : Strength.level(strength));
        }
        return Collections.unmodifiableList(levels);
    }

    /** A player's name for records: "You", an outside engine's name, or the computer with its level and algorithm. */
    String playerName(int side) {
        if (side == you) {
            return "You";
        }
        if (engines.get(side) != null) {
            return engines.get(side);
        }
        return "Strategist (level " + Strength.level(strengths.get(side)) + ", " + algorithms.get(side).replace('_', ' ') + ")";
    }
}
