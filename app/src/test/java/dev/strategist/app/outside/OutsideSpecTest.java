package dev.strategist.app.outside;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** An outside engine as the command line names it: settings first, then the protocol and its command line. */
class OutsideSpecTest {
    @Test
    void theCommandLineIsTheWholeRestCommasIncluded() {
        OutsideSpec spec = OutsideSpec.parse("gtp=/usr/games/gtp-rhino --level=3,x");
        assertThat(spec.protocol()).isEqualTo(OutsideSpec.GTP);
        assertThat(spec.command()).containsExactly("/usr/games/gtp-rhino", "--level=3,x");
        assertThat(spec.timeMillis()).isNull();
        assertThat(spec.answerMillis(null)).isEqualTo(300_000);
        assertThat(spec.answerMillis(2_000L)).isEqualTo(2_000);
    }

    @Test
    void settingsComeBeforeTheProtocol() {
        OutsideSpec spec = OutsideSpec.parse("game=othello, time=1000,timeout=4000,PBRAIN=./brain 'a b'");
        assertThat(spec.protocol()).isEqualTo(OutsideSpec.PBRAIN);
        assertThat(spec.command()).isEqualTo(List.of("./brain", "a b"));
        assertThat(spec.game()).isEqualTo("othello");
        assertThat(spec.timeMillis()).isEqualTo(1000);
        assertThat(spec.answerMillis(2_000L)).as("its own timeout first").isEqualTo(4000);
        assertThat(OutsideSpec.parse("time=1000,gtp=x").answerMillis(null)).isEqualTo(10_000);
    }

    @Test
    void aSpecWithoutAProtocolIsNoOutsideEngineAndBadOnesAreRefused() {
        assertThat(OutsideSpec.parse("mcts,time=200")).isNull();
        assertThat(OutsideSpec.parse("level=3")).isNull();
        assertThatThrownBy(() -> OutsideSpec.parse("gtp="))
                .hasMessageContaining("gtp= needs the engine's command line");
        assertThatThrownBy(() -> OutsideSpec.parse("depth=3,gtp=x"))
                .hasMessageContaining("an outside engine takes time=MS, timeout=MS and game=NAME before its gtp=, "
                        + "not 'depth=3'");
        assertThatThrownBy(() -> OutsideSpec.parse("timeout=0,gtp=x"))
                .hasMessageContaining("timeout must be a number of milliseconds from 1");
    }
}
