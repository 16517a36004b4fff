package dev.strategist.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The jars a cluster's executors need from the driver when the command was not submitted with its jar
 * ({@code ./strategist ... --spark spark://HOST:PORT}): every jar on the class path that holds Strategist's
 * classes (core, games, app, this module). An executor on another machine has Spark alone; without them it
 * cannot even read a task's lambda.
 */
final class ShippedJars {
    /** The package every Strategist class is under: a folder entry in each of our jars (Maven's jars list folders). */
    private static final String OURS = "dev/strategist/";

    private ShippedJars() {
    }

    /** The jars, as file URLs, in class path order; folders of classes (a build's own tests) are left out. */
    static List<String> of(ClassLoader loader) {
        List<String> jars = new ArrayList<>();
        try {
            for (URL url : Collections.list(loader.getResources(OURS))) {
                if (url.getProtocol().equals("jar")) {
                    String jar = ((JarURLConnection) url.openConnection()).getJarFileURL().toString();
                    if (!jars.contains(jar)) {
                        jars.add(jar);
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not list the class path's jars to send to Spark's executors", e);
        }
        return jars;
    }
}
