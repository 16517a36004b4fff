package dev.strategist.bench;

import dev.strategist.core.Evaluator;
import dev.strategist.games.checkers.CheckersNotation;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.search.Engine;
import dev.strategist.search.SearchLimits;
import dev.strategist.search.SearchListener;
import dev.strategist.search.SearchResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The positions where our games against GuiNN turned ({@value #RESOURCE}): one a line, {@code FEN ; our move ;
 * GuiNN's reply ; deck ballot ; our colour ; run ; ply ; GuiNN's score before ; after}, fields separated by
 * {@code ;}, {@code #} starting a comment (a whole line or after the fields). Our side is to move in the FEN; the move is the one our engine
 * played there in the match, the reply GuiNN's answer; the two scores are GuiNN's own (hundredths of a man, from
 * its side) at its move before ours and at its reply, the first of its scores that reached +50 and stayed at +30
 * or more to the end of the game.
 *
 * <p>{@code java -cp bench/target/benchmarks.jar dev.strategist.bench.CheckersLossSuite [--millis=T | --depth=D]
 * [--cut=SPEC | --evaluator=NAME]}: searches each position from a cleared 16 MB table (T/2 soft, T hard; by
 * default T = 300 ms, the default evaluator) and prints our move and score beside the move played in the game, and
 * how many positions now choose another move.
 */
public final class CheckersLossSuite {
    /** The suite, a resource of this module. */
    public static final String RESOURCE = "/checkers/guinn-losses.txt";

    /** One position of the suite; scores are GuiNN's, from its side. */
    public record Entry(String fen, String played, String reply, int ballot, String colour, String run, int ply,
            int guinnBefore, int guinnAfter) {
        /** The position, our side to move. */
        public CheckersPosition position() {
            return CheckersPosition.of(fen);
        }
    }

    private CheckersLossSuite() {
    }

    /** The suite's positions, in the file's order. */
    public static List<Entry> load() throws IOException {
        try (InputStream in = CheckersLossSuite.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("no resource " + RESOURCE);
            }
            return parse(Arrays.asList(new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")));
        }
    }

    /** The entries of {@code lines}; blank lines and {@code #} comments (whole lines or a line's end) are skipped. */
    static List<Entry> parse(List<String> lines) {
        List<Entry> out = new ArrayList<>();
        for (String raw : lines) {
            int comment = raw.indexOf('#');
            String line = (comment >= 0 ? raw.substring(0, comment) : raw).strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(";");
            if (f.length != 9) {
                throw new IllegalArgumentException("expected 9 fields separated by ';': " + line);
            }
            for (int i = 0; i < f.length; i++) {
                f[i] = f[i].strip();
            }
            out.add(new Entry(f[0], f[1], f[2], Integer.parseInt(f[3]), f[4], f[5], Integer.parseInt(f[6]),
                    Integer.parseInt(f[7]), Integer.parseInt(f[8])));
        }
        return out;
    }

    /** Searches every position and prints our move beside the game's. */
    public static void main(String[] args) throws IOException {
        BenchArgs options = BenchArgs.of(args,
                "usage: CheckersLossSuite [--millis=T | --depth=D] [--cut=SPEC | --evaluator=NAME]");
        long millis = options.number("millis", 300);
        int depth = options.integer("depth", 0);
        String cut = options.text("cut", null);
        String named = options.text("evaluator", null);
        options.done();
        Evaluator<CheckersPosition> evaluator = CheckersDepthProbe.evaluator(cut, named);
        SearchLimits limits = depth > 0 ? SearchLimits.depth(depth)
                : SearchLimits.depth(SearchLimits.DEPTH_LIMIT).withTime(Math.max(1, millis / 2), millis);
        Engine<CheckersPosition> engine = new Engine<>(evaluator, 16);
        List<Entry> suite = load();
        int other = 0;
        for (Entry e : suite) {
            engine.clear();
            SearchResult r = engine.search(e.position(), limits, SearchListener.NONE);
            String move = CheckersNotation.text(r.bestMove());
            boolean differs = !move.equals(e.played());
            other += differs ? 1 : 0;
            System.out.printf(Locale.ROOT, "ballot %3d %-5s %-4s ply %3d: played %-8s now %-8s %s score %5d depth %2d%n",
                    e.ballot(), e.colour(), e.run(), e.ply(), e.played(), move, differs ? "*" : " ", r.score(),
                    r.depth());
        }
        System.out.printf(Locale.ROOT, "%d positions, %d choose another move than the game's (%s)%n", suite.size(),
                other, depth > 0 ? "depth " + depth : millis + " ms");
    }
}
