package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.play.Strategist;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Use it from Java" as a user meets it: its dependency block names the modules and version
 * this build makes, and its program compiles against the core and games modules alone (no test kit, no app)
 * and runs in a JVM of its own. Compiled here rather than by a nested Maven build, so it needs nothing
 * installed and no network.
 */
class ReadmeProgramTest {
    private static final Path ROOT = Path.of("..");

    @Test
    void theDependencyBlockNamesTheModulesThisBuildMakes() throws IOException {
        String xml = block("xml");
        String version = firstMatch("<artifactId>strategist-parent</artifactId>\\s*<version>([^<]+)</version>",
                Files.readString(ROOT.resolve("pom.xml")));
        for (String module : List.of("strategist-core", "strategist-games")) {
            assertThat(xml).contains("<groupId>dev.strategist</groupId>\n  <artifactId>" + module
                    + "</artifactId>\n  <version>" + version + "</version>");
            assertThat(Files.readString(ROOT.resolve(module.substring("strategist-".length())).resolve("pom.xml")))
                    .contains("<artifactId>" + module + "</artifactId>");
        }
    }

    @Test
    void theProgramCompilesAgainstCoreAndGamesAloneAndPlays(@TempDir Path dir) throws Exception {
        String source = block("java");
        String name = firstMatch("public class (\\w+)", source);
        Files.writeString(dir.resolve(name + ".java"), source);
        String classPath = location(Strategist.class) + java.io.File.pathSeparator + location(CheckersGame.class);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int compiled = javac.run(null, null, null, "-cp", classPath, "-d", dir.toString(),
                dir.resolve(name + ".java").toString());
        assertThat(compiled).as("javac's exit").isZero();

        Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                dir + java.io.File.pathSeparator + classPath, name).redirectErrorStream(true).start();
        String out = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(2, TimeUnit.MINUTES)).as("the program ends").isTrue();
        assertThat(run.exitValue()).as(out).isZero();
        String move = firstMatch("computer plays (\\S+)", out);
        CheckersGame game = new CheckersGame();
        var position = game.parsePosition("B:W21-32:B1-12", "11-15 23-19");
        assertThat(position.isLegal(game.notation().parse(position, move))).isTrue();
    }

    /** The first fenced block of {@code language} in the README's "Use it from Java" section. */
    private static String block(String language) throws IOException {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int section = readme.indexOf("## Use it from Java");
        assertThat(section).as("the README's section").isNotNegative();
        return firstMatch("(?s)```" + language + "\n(.*?)```", readme.substring(section));
    }

    private static String firstMatch(String regex, String text) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertThat(m.find()).as("%s in %s", regex, text.length() > 200 ? text.substring(0, 200) + "..." : text)
                .isTrue();
        return m.group(1);
    }

    private static String location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
    }
}
