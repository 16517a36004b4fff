package dev.strategist.app.cli.tournament;

import java.util.Arrays;
import java.util.Locale;

/**
 * One player's reply times over a match, in milliseconds: how long each of its moves took from the
 * question to the answer, as the match saw it (an outside engine's pipe and process included), so a
 * table can say whether a player kept to its time and how close to the limit it went, and where its longest
 * reply was, so a move past the limit can be found and replayed.
 */
final class ReplyTimes {
    private int[] millis = new int[64];
    private int count;
    private int longestGame; // 0 before any reply
    private int longestMove; // the player's n-th reply in that game, after the opening
    private int longestAt;

    /** Counts the replies of one game, its number {@code game} as the match's game list gives it (from 1). */
    void addAll(int game, int[] replies) {
        for (int i = 0; i < replies.length; i++) {
            if (longestGame == 0 || replies[i] > longestAt) {
                longestGame = game;
                longestMove = i + 1;
                longestAt = replies[i];
            }
        }
        if (count + replies.length > millis.length) {
            millis = Arrays.copyOf(millis, Math.max(2 * millis.length, count + replies.length));
        }
        System.arraycopy(replies, 0, millis, count, replies.length);
        count += replies.length;
    }

    /** How many replies were counted. */
    int count() {
        return count;
    }

    /** The {@code q}-quantile (0..1) of the replies by the nearest-rank rule; 0 with none. */
    int quantile(double q) {
        if (count == 0) {
            return 0;
        }
        int[] sorted = Arrays.copyOf(millis, count);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(q * count);
        return sorted[Math.max(0, Math.min(count - 1, rank - 1))];
    }

    /** The mean reply, 0 with none. */
    double mean() {
        long sum = 0;
        for (int i = 0; i < count; i++) {
            sum += millis[i];
        }
        return count == 0 ? 0 : (double) sum / count;
    }

    /** "mean 412 ms, p99 470 ms, max 488 ms over 310 moves (the longest: game 7, its move 12)". */
    @Override
    public String toString() {
        String where = longestGame == 0 ? "" : " (the longest: game " + longestGame + ", its move " + longestMove + ")";
        return String.format(Locale.ROOT, "mean %.0f ms, p99 %d ms, max %d ms over %d moves%s", mean(),
                quantile(0.99), quantile(1.0), count, where);
    }
}
