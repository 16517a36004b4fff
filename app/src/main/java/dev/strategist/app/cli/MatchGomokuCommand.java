package dev.strategist.app.cli;

import dev.strategist.core.Outcome;
import dev.strategist.games.gomoku.GomokuMatch;
import dev.strategist.games.gomoku.GomokuPlayer;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code strategist match gomoku}, a subcommand of {@code match} because the Gomoku tournament player (threat
 * searches around the engine) and its options differ from the generic strategists': two configurations of the Gomoku player against each other from the
 * balanced openings, each opening twice with colours swapped, with the score and an Elo estimate with
 * its 95% error bar.
 */
@Command(name = "gomoku",
        description = {"Plays the engine against another configuration of itself from balanced openings, each "
                + "opening twice with colours swapped, and reports the score and Elo difference (with a 95%% error "
                + "bar)."})
final class MatchGomokuCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--rule", paramLabel = "freestyle|standard", description = "The rule (default freestyle); "
            + "the openings are the balanced set for it.")
    private String ruleName = "freestyle";

    @Option(names = "--openings", paramLabel = "FILE", description = "Openings, one a line (default: the built-in "
            + "balanced set for the rule).")
    private Path openingsFile;

    @Option(names = {"-n", "--pairs"}, paramLabel = "N", description = "How many openings to play (two games each; "
            + "default 10).")
    private int pairs = 10;

    @Option(names = {"-t", "--time"}, paramLabel = "MS", description = "Player A's time per move (default 200).")
    private long timeA = 200;

    @Option(names = "--time2", paramLabel = "MS", description = "Player B's time per move (default: as A).")
    private Long timeB;

    @Option(names = "--width", paramLabel = "N", description = "Player A's quiet moves searched per node "
            + "(0: all candidates; default " + GomokuPlayer.DEFAULT_WIDTH + ").")
    private int widthA = GomokuPlayer.DEFAULT_WIDTH;

    @Option(names = "--width2", paramLabel = "N", description = "Player B's quiet moves per node (default: as A).")
    private Integer widthB;

    @Option(names = "--vct", description = "Player A looks for wins by continuous threats at the root.")
    private boolean vctA;

    @Option(names = "--vct2", description = "Player B looks for wins by continuous threats at the root.")
    private boolean vctB;

    @Option(names = "--no-defence2", description = "Player B does not check its moves against the opponent's VCF.")
    private boolean noDefenceB;

    @Override
    public Integer call() throws IOException {
        GomokuRule rule = GomokuRule.fromOption(ruleName);
        if (rule == GomokuRule.RENJU && openingsFile == null) {
            throw new ParameterException(spec.commandLine(), "there are no built-in renju openings: give --openings");
        }
        if (pairs < 1 || timeA < 1 || (timeB != null && timeB < 1)) {
            throw new ParameterException(spec.commandLine(), "--pairs and the times must be at least 1");
        }
        if (widthA < 0 || (widthB != null && widthB < 0)) {
            throw new ParameterException(spec.commandLine(), "the widths cannot be negative");
        }
        int wb = widthB == null ? widthA : widthB;
        List<String> openings = openings(rule);
        long tb = timeB == null ? timeA : timeB;
        GomokuPlayer a = new GomokuPlayer(32, true, widthA, vctA || GomokuPlayer.DEFAULT_VCT);
        GomokuPlayer b = new GomokuPlayer(32, !noDefenceB, wb, vctB || GomokuPlayer.DEFAULT_VCT);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("A: %d ms, width %d%s; B: %d ms, width %d%s; %s, %d openings x 2 games%n", timeA, widthA,
                vctA ? ", VCT" : "", tb, wb, (noDefenceB ? ", no VCF defence" : "") + (vctB ? ", VCT" : ""),
                rule.optionValue(), Math.min(pairs, openings.size()));
        int[] score = new int[3]; // A wins, draws, B wins
        for (int i = 0; i < Math.min(pairs, openings.size()); i++) {
            String opening = openings.get(i);
            for (int swap = 0; swap < 2; swap++) {
                boolean aBlack = swap == 0;
                GomokuMatch.Result r = GomokuMatch.play(15, rule, opening, aBlack ? a : b, aBlack ? timeA : tb,
                        aBlack ? b : a, aBlack ? tb : timeA, m -> { });
                int winner = r.outcome().winner();
                String who = winner < 0 ? "draw" : (winner == 0) == aBlack ? "A wins" : "B wins";
                score[winner < 0 ? 1 : (winner == 0) == aBlack ? 0 : 2]++;
                out.printf("%3d %s  A %s: %s in %d plies%s%n", i + 1, opening, aBlack ? "black" : "white", who,
                        r.plies(), r.illegalMove() ? " (illegal move)" : "");
                out.flush();
            }
        }
        out.println(summary(score[0], score[1], score[2]));
        return ExitCode.OK;
    }

    /** The score line: wins, draws, losses for A, its score, and the Elo difference with a 95% error bar. */
    static String summary(int wins, int draws, int losses) {
        int n = wins + draws + losses;
        double p = (wins + 0.5 * draws) / n;
        double variance = (wins * Math.pow(1 - p, 2) + draws * Math.pow(0.5 - p, 2) + losses * p * p) / n;
        double sigma = Math.sqrt(variance / n);
        String elo;
        if (p <= 0 || p >= 1) {
            elo = p >= 1 ? "A won every game" : "B won every game";
        } else {
            double e = eloOf(p);
            double low = eloOf(Math.max(1e-6, p - 1.96 * sigma));
            double high = eloOf(Math.min(1 - 1e-6, p + 1.96 * sigma));
            elo = String.format(Locale.ROOT, "Elo A-B %+.0f (95%%: %+.0f .. %+.0f)", e, low, high);
        }
        return String.format(Locale.ROOT, "A: +%d =%d -%d of %d, score %.1f%%, %s", wins, draws, losses, n, 100 * p, elo);
    }

    private static double eloOf(double p) {
        return -400 * Math.log10(1 / p - 1);
    }

    private List<String> openings(GomokuRule rule) throws IOException {
        List<String> lines = new ArrayList<>();
        if (openingsFile != null) {
            if (!Files.isReadable(openingsFile)) {
                throw new ParameterException(spec.commandLine(), "cannot read openings file " + openingsFile);
            }
            for (String line : Files.readAllLines(openingsFile, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    lines.add(line.strip());
                }
            }
        } else {
            String name = "gomoku/openings_" + rule.optionValue() + "15_balanced.txt";
            try (InputStream in = MatchGomokuCommand.class.getClassLoader().getResourceAsStream(name);
                 BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (!line.isBlank()) {
                        lines.add(line.strip());
                    }
                }
            }
        }
        if (lines.isEmpty()) {
            throw new ParameterException(spec.commandLine(), "no openings found");
        }
        return lines;
    }
}
