package dev.strategist.bench;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;

/**
 * One build's midgame search (the engine with Othello's default evaluator), loaded from its jar in a class loader of
 * its own and reached by reflection, so that two builds can take turns in one JVM ({@link ReversiMidgamePairsBench}).
 */
final class ReversiEngineBuild {
    private static final String PACKAGE = "dev.strategist.";

    private final Object engine;
    private final Object position;
    private final Object limits;
    private final Object listener;
    private final Class<?> stopSignal;
    private final Method clear;
    private final Method search;
    private final Method copy;
    private final Method play;
    private final Method nodes;
    private final Method score;

    /** The engine of {@code jar} with a table of {@code megabytes} MB, searching to {@code depth}. */
    ReversiEngineBuild(Path jar, int megabytes, int depth) throws ReflectiveOperationException, IOException {
        // the platform loader as parent: no class of the search may come from the running jar
        URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        Class<?> game = load(loader, "games.reversi.ReversiGame");
        Class<?> evaluator = load(loader, "core.Evaluator");
        Class<?> engineType = load(loader, "search.Engine");
        Class<?> positionType = load(loader, "games.reversi.ReversiPosition");
        Class<?> limitsType = load(loader, "search.SearchLimits");
        Class<?> listenerType = load(loader, "search.SearchListener");
        Class<?> resultType = load(loader, "search.SearchResult");
        stopSignal = load(loader, "search.StopSignal");
        Object eval = game.getMethod("evaluator").invoke(game.getConstructor().newInstance());
        engine = engineType.getConstructor(evaluator, int.class).newInstance(eval, megabytes);
        position = positionType.getConstructor().newInstance();
        limits = limitsType.getMethod("depth", int.class).invoke(null, depth);
        listener = listenerType.getField("NONE").get(null);
        Class<?> positionInterface = load(loader, "core.Position");
        clear = engineType.getMethod("clear");
        search = engineType.getMethod("search", positionInterface, limitsType, listenerType, stopSignal);
        copy = positionType.getMethod("copy");
        play = positionType.getMethod("play", int.class);
        nodes = resultType.getMethod("nodes");
        score = resultType.getMethod("score");
    }

    private static Class<?> load(ClassLoader loader, String name) throws ClassNotFoundException {
        return Class.forName(PACKAGE + name, true, loader);
    }

    /** Empties the table: before each timed search, outside the timing. */
    void clear() throws ReflectiveOperationException {
        clear.invoke(engine);
    }

    /** The position after {@code moves} from the start, in this build's classes. */
    Object positionAfter(int[] moves) throws ReflectiveOperationException {
        Object p = copy.invoke(position);
        for (int move : moves) {
            play.invoke(p, move);
        }
        return p;
    }

    /** Searches {@code p} (a position of this build) to the depth; returns {nodes, score}. */
    long[] search(Object p) throws ReflectiveOperationException {
        Object result = search.invoke(engine, p, limits, listener, stopSignal.getConstructor().newInstance());
        return new long[] {(Long) nodes.invoke(result), (Integer) score.invoke(result)};
    }
}
