package dev.strategist.games.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.Games;
import dev.strategist.play.TournamentPlayer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Gomoku's tournament player as the game hands it out: its name, its settings, and none for other games. */
class GomokuTournamentPlayerTest {
    private final TournamentPlayer<GomokuPosition> player = new GomokuGame().tournamentPlayer().orElseThrow();

    @Test
    void itsNameSaysWhatDiffersFromItsDefaults() {
        assertThat(player.fromLevel()).isEqualTo(5);
        assertThat(player.matchMillis()).isEqualTo(200);
        assertThat(player.name(Map.of())).isEqualTo("gomoku-player");
        assertThat(player.name(Map.of("width", "0", "defence", "off"))).isEqualTo("gomoku-player width all no defence");
        boolean threatsByDefault = GomokuPlayer.DEFAULT_THREAT_SEARCH;
        assertThat(player.name(Map.of("search", "threats")))
                .isEqualTo(threatsByDefault ? "gomoku-player" : "gomoku-player threat search");
        assertThat(player.name(Map.of("search", "engine")))
                .isEqualTo(threatsByDefault ? "gomoku-player engine search" : "gomoku-player");
        boolean fittedByDefault = GomokuPlayer.DEFAULT_WEIGHTS == GomokuWeights.FITTED;
        assertThat(player.name(Map.of("weights", "hand")))
                .isEqualTo(fittedByDefault ? "gomoku-player hand weights" : "gomoku-player");
        assertThat(player.name(Map.of("weights", "fitted")))
                .isEqualTo(fittedByDefault ? "gomoku-player" : "gomoku-player fitted weights");
        // the shape order has its own default width, so only a width other than that one is named
        assertThat(player.name(Map.of("order", "shapes"))).isEqualTo("gomoku-player shape order");
        // a choice's name in any case is the choice, not a file of that name
        assertThat(player.name(Map.of("order", " Shapes"))).isEqualTo("gomoku-player shape order");
        assertThat(player.name(Map.of("weights", "HAND"))).isEqualTo("gomoku-player hand weights");
        assertThat(player.name(Map.of("order", "shapes", "width", "15"))).isEqualTo("gomoku-player width 15 shape order");
        assertThat(player.name(Map.of("order", "learned"))).isEqualTo("gomoku-player");
        assertThat(player.searchers(Map.of("width", "0", "vct", "on")).get()).isInstanceOf(GomokuPlayerSearcher.class);
    }

    @Test
    void itsHelpNamesEverySettingItTakes() {
        for (String setting : GomokuTournamentPlayer.SETTINGS) {
            assertThat(player.settingsHelp()).contains(setting + "=");
        }
        for (String setting : GomokuSearchShape.NAMES) {
            assertThat(player.settingsHelp()).contains(setting + "=");
        }
        assertThat(player.settingsHelp().split("="))
                .hasSize(GomokuTournamentPlayer.SETTINGS.size() + GomokuSearchShape.NAMES.length + 1);
    }

    @Test
    void aWeightsFileIsReadAndNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("deep.txt");
        Files.writeString(file, "terms" + " 2".repeat(GomokuFeatures.COUNT) + "\nmask 5 -40\n");
        assertThat(player.name(Map.of("weights", file.toString()))).isEqualTo("gomoku-player deep.txt weights");
        assertThat(player.searchers(Map.of("weights", file.toString())).get()).isInstanceOf(GomokuPlayerSearcher.class);
        Files.writeString(file, "terms 1 2\n");
        assertThatThrownBy(() -> player.searchers(Map.of("weights", file.toString()))).hasMessageContaining("line 1");
    }

    @Test
    void aMoveValuesFileIsReadAndNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("renju-values.txt");
        Files.writeString(file, "# two rows\n3000 40 30\n5000 900 800\nnear 0 0 12\n");
        assertThat(player.name(Map.of("order", file.toString()))).isEqualTo("gomoku-player order renju-values.txt");
        assertThat(player.searchers(Map.of("order", file.toString())).get()).isInstanceOf(GomokuPlayerSearcher.class);
        Files.writeString(file, "3000 40 30\nnear 9 9 1\n");
        assertThatThrownBy(() -> player.searchers(Map.of("order", file.toString()))).hasMessageContaining("line 2");
    }

    @Test
    void aNetworkFileIsReadAndNamed(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("n.bin");
        try (java.io.OutputStream out = Files.newOutputStream(file)) {
            GomokuNetwork.Trainable.random(4, 4, new java.util.Random(1)).freeze().write(out);
        }
        assertThat(player.name(Map.of("net", file.toString()))).isEqualTo("gomoku-player net n.bin");
        assertThat(player.name(Map.of("net", "off"))).isEqualTo("gomoku-player");
        assertThat(player.searchers(Map.of("net", file.toString())).get()).isInstanceOf(GomokuPlayerSearcher.class);
        assertThatThrownBy(() -> player.searchers(Map.of("net", file.toString(), "weights", "hand")))
                .hasMessageContaining("not weights=hand");
        Files.writeString(file, "not a network");
        assertThatThrownBy(() -> player.searchers(Map.of("net", file.toString())))
                .hasMessageContaining("net must be off or a network file").hasMessageContaining("not a Gomoku network");
        assertThatThrownBy(() -> player.searchers(Map.of("net", dir.resolve("none.bin").toString())))
                .hasMessageContaining("cannot read");
    }

    @Test
    void badSettingsAreRefusedByName() {
        assertThatThrownBy(() -> player.searchers(Map.of("depth", "3"))).hasMessageContaining("no setting 'depth'");
        assertThatThrownBy(() -> player.searchers(Map.of("width", "-1"))).hasMessageContaining("from 0 to 1000");
        assertThatThrownBy(() -> player.searchers(Map.of("vct", "maybe"))).hasMessageContaining("on or off");
        assertThatThrownBy(() -> player.searchers(Map.of("search", "fast"))).hasMessageContaining("engine or threats");
        assertThatThrownBy(() -> player.searchers(Map.of("weights", "tuned"))).hasMessageContaining("fitted, hand or a weights file")
                .hasMessageContaining("tuned");
        assertThatThrownBy(() -> player.searchers(Map.of("order", "random")))
                .hasMessageContaining("learned, shapes or a move values file").hasMessageContaining("random");
    }

    @Test
    void theSearchShapeIsASettingNamedAndChecked() {
        assertThat(player.name(Map.of("futility", "80", "reduction", "2.25"))).isEqualTo(
                "gomoku-player futility 80 reduction 2.25");
        // a shape setting at its default value names nothing
        assertThat(player.name(Map.of("futility", "90", "moves-power", "1.32"))).isEqualTo("gomoku-player");
        assertThat(player.searchers(Map.of("threat-most", "6", "deeper", "30")).get())
                .isInstanceOf(GomokuPlayerSearcher.class);
        assertThatThrownBy(() -> player.searchers(Map.of("futility", "-5"))).hasMessageContaining("futility")
                .hasMessageContaining("from 0 to 10000");
        assertThatThrownBy(() -> player.searchers(Map.of("reduction", "fast"))).hasMessageContaining("not a number");
        assertThatThrownBy(() -> player.searchers(Map.of("razor", "1.5"))).hasMessageContaining("not a whole number");
        assertThatThrownBy(() -> player.searchers(Map.of("futility", "80", "search", "engine")))
                .hasMessageContaining("needs search=threats");
        assertThat(player.name(Map.of("attack", "1"))).isEqualTo("gomoku-player attack 1");
        assertThatThrownBy(() -> player.searchers(Map.of("attack", "-1"))).hasMessageContaining("attack must be from 0 to 20");
        assertThatThrownBy(() -> player.searchers(Map.of("futilty", "80"))).hasMessageContaining("no setting 'futilty'")
                .hasMessageContaining("futility-depth");
    }

    @Test
    void theOtherGamesHaveNone() {
        for (Game<?> game : Games.all()) {
            assertThat(game.tournamentPlayer().isPresent()).as(game.name()).isEqualTo(game.name().equals("gomoku"));
        }
    }
}
