package dev.strategist.app.cli.tournament;

import dev.strategist.app.cli.CommandFiles;
import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Games;
import dev.strategist.core.Opening;
import dev.strategist.core.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The openings a tournament can start from: the game's own (its default, such as Gomoku's balanced openings,
 * or a set it names, such as checkers' ACF ballots), the start position, or a file with one position a
 * line in the game's notation.
 */
final class TournamentOpenings {
    private TournamentOpenings() {
    }

    /**
     * The first {@code count} openings named {@code name} (null: the game's default) for {@code game} with
     * {@code options}. Bad names and bad lines are {@link IllegalArgumentException}s naming the line;
     * a file that cannot be read is an {@link IOException} (or, part way through, an
     * {@link java.io.UncheckedIOException}).
     */
    static <P extends Position> List<TournamentOpening<P>> of(Game<P> game, GameOptions options, String name, int count)
            throws IOException {
        List<TournamentOpening<P>> out = new ArrayList<>();
        Optional<List<Opening<P>>> own;
        try {
            own = game.openings(name, options);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + (name == null ? "; give --openings FILE" : ""));
        }
        if (own.isPresent()) {
            for (Opening<P> o : own.get().subList(0, Math.min(count, own.get().size()))) {
                out.add(TournamentOpening.of(game, options, o.name(), o.position()));
            }
        } else if (name == null) {
            out.add(TournamentOpening.of(game, options, "start", game.newPosition(options)));
        } else if (ownerOfSet(name).isPresent()) {
            throw new IllegalArgumentException("the " + name + " openings are " + ownerOfSet(name).get().name()
                    + " openings, not " + game.title());
        } else {
            return ofLines(game, options, fileLines(name), name, count);
        }
        return out.subList(0, Math.min(count, out.size()));
    }

    /** The lines of the openings file called {@code name}. */
    static List<String> fileLines(String name) throws IOException {
        try (BufferedReader r = CommandFiles.reader(CommandFiles.named(name))) {
            return r.lines().toList();
        }
    }

    /** True when {@code name} is a file of openings rather than a set {@code game} has (or its default). */
    static boolean isFile(Game<?> game, GameOptions options, String name) {
        return name != null && game.openings(name, options).isEmpty() && ownerOfSet(name).isEmpty();
    }

    /** The first {@code count} openings of an openings file's {@code lines}, read from {@code source}. */
    static <P extends Position> List<TournamentOpening<P>> ofLines(Game<P> game, GameOptions options, List<String> lines,
                                                                 String source, int count) {
        List<TournamentOpening<P>> out = new ArrayList<>();
        read(game, options, lines, source, out, count);
        return out;
    }

    /** One opening a line, blank lines and # comments skipped, stopping at {@code count}. */
    private static <P extends Position> void read(Game<P> game, GameOptions options, List<String> lines,
                                                  String source, List<TournamentOpening<P>> out, int count) {
        for (int i = 0; i < lines.size() && out.size() < count; i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            try {
                out.add(TournamentOpening.of(game, options, text, game.parsePosition(text, options)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(source + " has no openings");
        }
    }

    /** The game that has a set of openings called {@code name}, for an error that says whose they are. */
    private static Optional<Game<?>> ownerOfSet(String name) {
        return Games.all().stream().filter(g -> g.openingSets().contains(name)).findFirst();
    }
}
