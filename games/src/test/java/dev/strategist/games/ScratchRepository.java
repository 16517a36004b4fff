package dev.strategist.games;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;

/**
 * A Maven local repository in a directory of its own, holding only what a test installs: a module's pom and a
 * jar of its compiled classes, laid out as {@code mvn install} lays them. Under {@code mvn test} no module is
 * packaged yet, so the jar is made here from {@code target/classes}.
 */
final class ScratchRepository {
    private final Path root;

    /** A repository rooted at {@code root} (created as needed). */
    ScratchRepository(Path root) {
        this.root = root;
    }

    /** The directory Maven is pointed at with {@code -Dmaven.repo.local}. */
    Path root() {
        return root;
    }

    /** Installs a {@code pom}-packaged module (a parent): its pom alone. */
    void installPom(String groupId, String artifactId, String version, Path pom) throws IOException {
        Files.copy(pom, file(groupId, artifactId, version, "pom"));
    }

    /**
     * Installs a jar module: its {@code pom} and {@code classes}, a directory of compiled classes (made into a
     * jar) or a jar already made (copied). Returns the installed jar.
     */
    Path installJar(String groupId, String artifactId, String version, Path pom, Path classes) throws IOException {
        installPom(groupId, artifactId, version, pom);
        Path jar = file(groupId, artifactId, version, "jar");
        if (Files.isDirectory(classes)) {
            writeJar(classes, jar);
        } else {
            Files.copy(classes, jar);
        }
        return jar;
    }

    private Path file(String groupId, String artifactId, String version, String extension) throws IOException {
        Path dir = root.resolve(groupId.replace('.', '/')).resolve(artifactId).resolve(version);
        Files.createDirectories(dir);
        return dir.resolve(artifactId + "-" + version + "." + extension);
    }

    private static void writeJar(Path classes, Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        List<Path> files;
        try (Stream<Path> walk = Files.walk(classes)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream jarOut = new JarOutputStream(out, manifest)) {
            for (Path f : files) {
                // entry names use '/' whatever the platform's separator
                jarOut.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, jarOut);
                jarOut.closeEntry();
            }
        }
    }
}
