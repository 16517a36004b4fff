package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.play.Strategist;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "Use it from Java" as a user meets it: a separate Maven project, made of the README's
 * dependency block and its program, builds with {@code mvn} against core and games installed in a scratch
 * repository, and the program runs and plays a legal move.
 *
 * <p>The scratch repository holds only this build's core, games and parent pom, so a stale
 * {@code dev.strategist} snapshot in the user's repository is never used: the nested build's one remote
 * repository is Maven Central, mirrored to the outer build's local repository, and Central serves no
 * snapshots. The plugins (at the versions the parent pins) and the parent's imported BOM come from that
 * mirror, where the outer build already put them, so the nested build needs no network. Skipped only when no
 * {@code mvn} is on the PATH.
 */
class ReadmeProgramTest {
    private static final Path ROOT = Path.of("..");
    private static final String GROUP = "dev.strategist";

    @Test
    void theProgramBuildsAsAMavenProjectOfItsOwnAgainstCoreAndGamesAndPlays(@TempDir Path dir) throws Exception {
        Path mvn = onPath("mvn");
        assumeTrue(mvn != null, "no mvn executable on the PATH, so the README's program is not built here");
        String parentPom = Files.readString(ROOT.resolve("pom.xml"));
        String version = firstMatch("<artifactId>strategist-parent</artifactId>\\s*<version>([^<]+)</version>",
                parentPom);
        ScratchRepository repository = new ScratchRepository(dir.resolve("repository"));
        repository.installPom(GROUP, "strategist-parent", version, ROOT.resolve("pom.xml"));
        Path core = repository.installJar(GROUP, "strategist-core", version, ROOT.resolve("core/pom.xml"),
                location(Strategist.class));
        Path games = repository.installJar(GROUP, "strategist-games", version, ROOT.resolve("games/pom.xml"),
                location(CheckersGame.class));

        Path project = dir.resolve("project");
        String source = block("java");
        String name = firstMatch("public class (\\w+)", source);
        Files.createDirectories(project.resolve("src/main/java"));
        Files.writeString(project.resolve("src/main/java").resolve(name + ".java"), source);
        Files.writeString(project.resolve("pom.xml"), userPom(block("xml"), parentPom));
        Path settings = dir.resolve("settings.xml");
        Files.writeString(settings, settings());
        Path empty = dir.resolve("global-settings.xml");
        Files.writeString(empty, "<settings/>\n");

        String built = run(project, List.of(mvn.toString(), "-B", "-q", "-s", settings.toString(), "-gs",
                empty.toString(), "-Dmaven.repo.local=" + repository.root().toAbsolutePath(), "compile"), "mvn");
        assertThat(project.resolve("target/classes").resolve(name + ".class")).as(built).exists();

        String out = run(project, List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                String.join(File.pathSeparator, "target/classes", core.toString(), games.toString()), name), "java");
        String move = firstMatch("computer plays (\\S+)", out);
        CheckersGame game = new CheckersGame();
        var position = game.parsePosition("B:W21-32:B1-12", "11-15 23-19");
        assertThat(position.isLegal(game.notation().parse(position, move))).isTrue();
    }

    /**
     * The user's pom: the README's dependency block, Java 17, and the resources and compiler plugins at the
     * versions the parent pins, which the outer build has already fetched.
     */
    private static String userPom(String dependencies, String parentPom) {
        StringBuilder plugins = new StringBuilder();
        for (String plugin : List.of("maven-resources-plugin", "maven-compiler-plugin")) {
            String pinned = firstMatch("<artifactId>" + plugin + "</artifactId>\\s*<version>([^<]+)</version>",
                    parentPom);
            plugins.append("<plugin><groupId>org.apache.maven.plugins</groupId><artifactId>").append(plugin)
                    .append("</artifactId><version>").append(pinned).append("</version></plugin>\n");
        }
        return "<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n<modelVersion>4.0.0</modelVersion>\n"
                + "<groupId>org.example</groupId><artifactId>play-checkers</artifactId><version>1</version>\n"
                + "<properties><maven.compiler.release>17</maven.compiler.release>"
                + "<project.build.sourceEncoding>UTF-8</project.build.sourceEncoding></properties>\n"
                + "<dependencies>\n" + dependencies + "</dependencies>\n"
                + "<build><pluginManagement><plugins>\n" + plugins + "</plugins></pluginManagement></build>\n"
                + "</project>\n";
    }

    /** Central mirrored to the outer build's local repository (Surefire passes it; else the default). */
    private static String settings() {
        String outer = System.getProperty("strategist.outerRepository",
                Path.of(System.getProperty("user.home"), ".m2", "repository").toString());
        return "<settings><mirrors><mirror><id>outer-build</id><mirrorOf>central</mirrorOf><url>"
                + Path.of(outer).toUri() + "</url></mirror></mirrors></settings>\n";
    }

    /** Runs {@code command} in {@code dir} for at most two minutes; returns its output, failing unless it exits 0. */
    private static String run(Path dir, List<String> command, String what) throws Exception {
        Path log = Files.createTempFile(dir.getParent(), what, ".log");
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        Process process = builder.start();
        boolean ended = process.waitFor(2, TimeUnit.MINUTES);
        if (!ended) {
            process.destroyForcibly();
        }
        String out = Files.readString(log);
        assertThat(ended).as("%s ends; its output so far:%n%s", what, out).isTrue();
        assertThat(process.exitValue()).as("%s's exit; its output:%n%s", what, out).isZero();
        return out;
    }

    private static Path onPath(String executable) {
        for (String entry : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            Path candidate = Path.of(entry.isEmpty() ? "." : entry).resolve(executable);
            if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
                return candidate;
            }
        }
        return null;
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

    private static Path location(Class<?> type) throws Exception {
        return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
    }
}
