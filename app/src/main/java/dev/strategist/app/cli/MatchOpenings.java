package dev.strategist.app.cli;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersBallots;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.gomoku.GomokuGame;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The openings a match can start from: the start position; checkers' ACF ballots; Gomoku's built-in
 * balanced openings (the default for Gomoku); or a file with one position a line in the game's notation.
 */
final class MatchOpenings {
    private MatchOpenings() {
    }

    /**
     * The first {@code count} openings named {@code name} (null: the game's default) for {@code game} with
     * {@code options}. Bad names and bad lines are {@link IllegalArgumentException}s naming the line;
     * a file that cannot be read is an {@link IOException} (or, part way through, an
     * {@link java.io.UncheckedIOException}).
     */
    @SuppressWarnings("unchecked")
    static <P extends Position> List<MatchOpening<P>> of(Game<P> game, GameOptions options, String name, int count)
            throws IOException {
        List<MatchOpening<P>> out = new ArrayList<>();
        if (name == null && game instanceof GomokuGame) {
            String rule = options.get(GomokuGame.RULE);
            if (options.getInt(GomokuGame.SIZE) != 15 || !rule.equals("freestyle") && !rule.equals("standard")) {
                throw new IllegalArgumentException("the built-in Gomoku openings are for 15 x 15 freestyle and "
                        + "standard; give --openings FILE for " + options);
            }
            String resource = "gomoku/openings_" + rule + "15_balanced.txt";
            try (InputStream in = MatchOpenings.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IOException("missing resource " + resource);
                }
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                read(game, options, r.lines().toList(), "balanced " + rule + " opening", out, count);
            }
        } else if (name == null) {
            out.add(MatchOpening.of(game, options, "start", game.newPosition(options)));
        } else if (name.startsWith("ballots")) {
            if (!game.name().equals("checkers")) {
                throw new IllegalArgumentException("the ballots are checkers openings, not " + game.title());
            }
            List<CheckersBallots.Ballot> ballots;
            switch (name) {
                case "ballots":
                    ballots = CheckersBallots.deck();
                    break;
                case "ballots-all":
                    ballots = CheckersBallots.all();
                    break;
                case "ballots-tough":
                    ballots = CheckersBallots.all().stream().filter(CheckersBallots.Ballot::tough).toList();
                    break;
                default:
                    throw new IllegalArgumentException("unknown openings '" + name
                            + "'; use ballots, ballots-all, ballots-tough or a file");
            }
            for (CheckersBallots.Ballot ballot : ballots.subList(0, Math.min(count, ballots.size()))) {
                CheckersPosition start = (CheckersPosition) game.newPosition(options);
                out.add(MatchOpening.of(game, options, "ballot " + ballot.describe(),
                        (P) CheckersBallots.play(ballot, start)));
            }
        } else {
            try (BufferedReader r = CommandFiles.reader(CommandFiles.named(name))) {
                read(game, options, r.lines().toList(), name, out, count);
            }
        }
        return out.subList(0, Math.min(count, out.size()));
    }

    /** One opening a line, blank lines and # comments skipped, stopping at {@code count}. */
    private static <P extends Position> void read(Game<P> game, GameOptions options, List<String> lines,
                                                  String source, List<MatchOpening<P>> out, int count) {
        for (int i = 0; i < lines.size() && out.size() < count; i++) {
            String text = lines.get(i).strip();
            if (text.isEmpty() || text.startsWith("#")) {
                continue;
            }
            try {
                out.add(MatchOpening.of(game, options, text, game.parsePosition(text, options)));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(source + " line " + (i + 1) + ": " + e.getMessage());
            }
        }
        if (out.isEmpty()) {
            throw new IllegalArgumentException(source + " has no openings");
        }
    }
}
