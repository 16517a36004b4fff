package dev.strategist.app.cli.tournament;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * A one-line progress bar redrawn in place with a carriage return: the share done, the count, a note
 * (the score so far) and the time left at the rate so far. Drawn on the error stream, so the results on
 * the output stay clean for files and pipes.
 */
final class ProgressBar {
    private static final int WIDTH = 30;

    private final PrintWriter out;
    private final int total;
    private final long start = System.nanoTime();
    private int lastLength;
    private boolean finished;

    /** A bar for {@code total} steps, drawn on {@code out}. */
    ProgressBar(PrintWriter out, int total) {
        this.out = out;
        this.total = Math.max(1, total);
    }

    /** Redraws the bar at {@code done} steps with {@code note} after it, until it is finished. */
    synchronized void update(int done, String note) {
        if (finished) {
            return; // a game that ended after the results were printed (Ctrl-C) draws nothing under them
        }
        int filled = (int) ((long) WIDTH * Math.min(done, total) / total);
        StringBuilder sb = new StringBuilder("\r[");
        sb.append("=".repeat(filled));
        if (filled < WIDTH) {
            sb.append('>').append(" ".repeat(WIDTH - filled - 1));
        }
        sb.append("] ").append(done).append('/').append(total);
        if (!note.isEmpty()) {
            sb.append("  ").append(note);
        }
        long elapsed = System.nanoTime() - start;
        if (done > 0 && done < total) {
            long left = elapsed / done * (total - done) / 1_000_000_000L;
            sb.append(String.format(Locale.ROOT, "  eta %d:%02d", left / 60, left % 60));
        }
        int length = sb.length();
        if (length < lastLength) {
            sb.append(" ".repeat(lastLength - length)); // wipe the end of a longer previous line
        }
        lastLength = length;
        out.print(sb);
        out.flush();
    }

    /** Ends the bar's line, so what follows starts on a fresh one; once, however often it is called. */
    synchronized void finish() {
        if (!finished) {
            finished = true;
            out.println();
            out.flush();
        }
    }
}
