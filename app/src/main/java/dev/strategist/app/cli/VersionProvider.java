package dev.strategist.app.cli;

import picocli.CommandLine.IVersionProvider;

/** The version text for {@code --version}: the jar's Implementation-Version and the Java runtime. */
final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() {
        String version = Main.class.getPackage().getImplementationVersion();
        return new String[] {
            "strategist " + (version == null ? "(development build)" : version),
            "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")",
        };
    }
}
