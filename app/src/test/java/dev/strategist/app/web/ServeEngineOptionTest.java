package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.cli.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --engine NAME=SPEC}: a value that cannot be an engine is a usage error (exit 2) before the server
 * listens or makes its database.
 */
class ServeEngineOptionTest {
    @TempDir
    Path dir;

    private String refused(String... engines) {
        Path db = dir.resolve("strategist.db");
        String[] args = new String[3 + 2 * engines.length];
        args[0] = "serve";
        args[1] = "--db";
        args[2] = db.toString();
        for (int i = 0; i < engines.length; i++) {
            args[3 + 2 * i] = "--engine";
            args[4 + 2 * i] = engines[i];
        }
        Run run = Run.of(args);
        assertThat(run.code()).as(run.err()).isEqualTo(2);
        assertThat(Files.exists(db)).as("no database is made").isFalse();
        return run.err();
    }

    @Test
    void aBadMaxEnginesIsAUsageErrorBeforeTheServerStarts() {
        String fake = new FakeEngines().engine("fake", "tictactoe", "");
        for (String bad : new String[] {"0", "-1", "1001"}) {
            Path db = dir.resolve("strategist.db");
            Run run = Run.of("serve", "--db", db.toString(), "--engine", fake, "--max-engines", bad);
            assertThat(run.code()).as(run.err()).isEqualTo(2);
            assertThat(run.err()).contains("--max-engines must be from 1 to 1000, not " + bad);
            assertThat(Files.exists(db)).as("no database is made").isFalse();
        }
        Run words = Run.of("serve", "--db", dir.resolve("x.db").toString(), "--max-engines", "many");
        assertThat(words.code()).as(words.err()).isEqualTo(2);
        assertThat(words.err()).contains("--max-engines");
    }

    @Test
    void badValuesAreUsageErrorsBeforeTheServerStarts() {
        String fake = new FakeEngines().engine("fake", "tictactoe", "");
        assertThat(refused("fake")).contains("--engine takes NAME=SPEC");
        assertThat(refused("fake=level=3")).contains("--engine fake: 'level=3' is no outside engine");
        assertThat(refused("fake=game=othello,gtp=/no/such/engine --level=3"))
                .contains("--engine fake: no program '/no/such/engine' (not an executable file)");
        assertThat(refused("fake=game=othello,gtp=no-such-engine-here"))
                .contains("no program 'no-such-engine-here' on the PATH");
        assertThat(refused(fake, fake)).contains("--engine fake is given twice");
        assertThat(refused(fake.replace("game=tictactoe,", ""))).contains("say which game a GTP engine plays");
        assertThat(refused(fake.replace("game=tictactoe", "game=chess"))).contains("unknown game 'chess'");
        assertThat(refused(fake.replace("gtp=", "pbrain=").replace("game=tictactoe,", "game=othello,")))
                .contains("pbrain= (a Gomocup brain) plays Gomoku only, not Othello");
        assertThat(refused("bad name=" + fake.substring(5))).contains("a name is 1 to 32 letters");
        assertThat(refused("fake=game=othello,gtp=''"))
                .contains("--engine fake: no program is named in its command line: ''");
        assertThat(refused(fake.replace("game=tictactoe,", "game=tictactoe,time=soon,")))
                .contains("time must be a number of milliseconds");
    }
}
