package dev.strategist.app.cli;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.play.TournamentPlayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the games themselves add to the help of {@code match} and {@code play}: each game's own tournament
 * player with its settings, and its own sets of openings, asked of the games, so the commands name none and a
 * new game's player and openings show without a change here.
 */
final class GameHelp {
    private GameHelp() {
    }

    /** The footer lines: a heading, then one line a game that has a player or openings of its own. */
    static String[] footer() {
        List<String> lines = new ArrayList<>();
        for (Game<?> game : Games.all()) {
            StringBuilder line = new StringBuilder();
            Optional<? extends TournamentPlayer<?>> player = game.tournamentPlayer();
            if (player.isPresent()) {
                TournamentPlayer<?> p = player.get();
                line.append("player (its own tournament player, the default from level ").append(p.fromLevel())
                        .append(" up, ").append(p.matchMillis()).append(" ms a move in a match unless told)");
                if (!p.settingsHelp().isEmpty()) {
                    line.append(" with ").append(p.settingsHelp());
                }
            }
            if (!game.openingSets().isEmpty()) {
                line.append(line.length() > 0 ? "; " : "").append("openings ")
                        .append(String.join(", ", game.openingSets()));
            }
            if (line.length() > 0) {
                // picocli reads help text as a format: a percent sign of the games' text is doubled
                lines.add(("  " + game.title() + ": " + line + ".").replace("%", "%%"));
            }
        }
        if (!lines.isEmpty()) {
            lines.add(0, "%nWhat the games add:");
        }
        return lines.toArray(String[]::new);
    }
}
