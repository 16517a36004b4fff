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
 * Who sits at each side of a browser game, from its set-up: you, or the computer at its level with its
 * algorithm; in a watched game, the computer at both.
 *
 * @param seats      the two seats, first player first
 * @param levels     each side's level, null for your side
 * @param algorithms each side's algorithm as the API names it, null for your side
 * @param you        your side, or -1 when watching
 * @param <P>        the game's position type
 */
record Seating<P extends Position>(List<Seat<P>> seats, List<Integer> levels, List<String> algorithms, int you) {

    /** The seats {@code setup} asks for in {@code game}, the computers searching on {@code runtime}. */
    static <P extends Position> Seating<P> of(Game<P> game, GameSetup setup, StrategistRuntime runtime) {
        List<Seat<P>> seats = new ArrayList<>(2);
        List<Integer> levels = new ArrayList<>(2);
        List<String> algorithms = new ArrayList<>(2);
        for (int side = 0; side < 2; side++) {
            if (side == setup.you()) {
                seats.add(Seat.human("you"));
                levels.add(null);
                algorithms.add(null);
            } else {
                boolean second = setup.you() < 0 && side == 1;
                int level = second ? setup.secondLevel() : setup.level();
                Algorithm algorithm = second ? setup.secondAlgorithm() : setup.algorithm();
                seats.add(computer(game, level, algorithm, setup.seed(), side, runtime));
                levels.add(level);
                algorithms.add(WebAlgorithms.nameOf(algorithm));
            }
        }
        return new Seating<>(List.copyOf(seats), Collections.unmodifiableList(levels),
                Collections.unmodifiableList(algorithms), setup.you());
    }

    private static <P extends Position> Seat<P> computer(Game<P> game, int level, Algorithm algorithm, long seed,
                                                         int side, StrategistRuntime runtime) {
        // Gomoku's tournament player from the level the terminal's 'play gomoku' uses it
        return Seat.computer("computer", TournamentPlayers.computer(game, level, algorithm)
                .seed(seed + 2 + side).runtime(runtime).build());
    }

    /**
     * The same seats with the computer at {@code side} playing at {@code level}, its algorithm and seed
     * kept (the game's {@code seed}), so a level changed mid-game is the computer a new game at that level
     * would have had.
     */
    Seating<P> withLevel(int side, int level, Game<P> game, long seed, StrategistRuntime runtime) {
        if (side == you) {
            throw new IllegalArgumentException("side " + side + " is yours, not the computer's");
        }
        List<Seat<P>> newSeats = new ArrayList<>(seats);
        newSeats.set(side, computer(game, level, WebAlgorithms.parse(algorithms.get(side)), seed, side, runtime));
        List<Integer> newLevels = new ArrayList<>(levels);
        newLevels.set(side, level);
        return new Seating<>(List.copyOf(newSeats), Collections.unmodifiableList(newLevels), algorithms, you);
    }

    /** A player's name for records: "You", or the computer with its level and algorithm. */
    String playerName(int side) {
        if (side == you) {
            return "You";
        }
        return "Strategist (level " + levels.get(side) + ", " + algorithms.get(side).replace('_', ' ') + ")";
    }
}
