package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The jars sent to a cluster's executors: those of the class path that hold our package, and no others. */
class ShippedJarsTest {

    @Test
    void onlyTheJarsHoldingOurClassesAreSent(@TempDir Path dir) throws IOException {
        Path ours = jar(dir.resolve("strategist-games.jar"), "dev/strategist/", "dev/strategist/games/X.class");
        Path theirs = jar(dir.resolve("other.jar"), "org/", "org/other/Y.class");
        Path folder = Files.createDirectories(dir.resolve("classes/dev/strategist")).getParent();
        try (URLClassLoader loader = new URLClassLoader(new URL[] {theirs.toUri().toURL(), folder.toUri().toURL(),
            ours.toUri().toURL()}, null)) {
            assertThat(ShippedJars.of(loader)).containsExactly(ours.toUri().toURL().toString());
        }
    }

    @Test
    void aClassPathWithoutOurJarsSendsNothing(@TempDir Path dir) throws IOException {
        Path theirs = jar(dir.resolve("other.jar"), "org/", "org/other/Y.class");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {theirs.toUri().toURL()}, null)) {
            assertThat(ShippedJars.of(loader)).isEmpty();
        }
    }

    private static Path jar(Path file, String... entries) throws IOException {
        try (OutputStream out = Files.newOutputStream(file); JarOutputStream jar = new JarOutputStream(out)) {
            for (String entry : entries) {
                jar.putNextEntry(new JarEntry(entry));
                jar.closeEntry();
            }
        }
        return file;
    }
}
