package dev.strategist.games.gomoku;

import dev.strategist.play.PlayerSettings;
import dev.strategist.play.TournamentPlayer;
import dev.strategist.search.Searcher;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Gomoku's tournament player, {@link GomokuPlayer} behind {@link GomokuPlayerSearcher}, with its settings
 * {@code width} (quiet moves searched per node, 0 all), {@code vct}, {@code defence}, {@code horizon}
 * (nodes per VCF at the engine's horizon, 0 none), {@code search} ({@code engine}, the generic search,
 * or {@code threats}, {@link GomokuSearch}) and {@code weights} ({@code fitted}, {@link GomokuWeights#FITTED},
 * or {@code hand}, the hand-set line shapes).
 */
final class GomokuTournamentPlayer implements TournamentPlayer<GomokuPosition> {
    private static final Set<String> SETTINGS = Set.of("width", "vct", "defence", "horizon", "search", "weights");
    private static final int TABLE_MEGABYTES = 32;
    /** Its matches were measured at 200 ms a move. */
    private static final long MATCH_MILLIS = 200;

    @Override
    public long matchMillis() {
        return MATCH_MILLIS;
    }

    @Override
    public Supplier<Searcher<GomokuPosition>> searchers(Map<String, String> settings) {
        for (String name : settings.keySet()) {
            if (!SETTINGS.contains(name)) {
                throw new IllegalArgumentException("the Gomoku player has no setting '" + name
                        + "'; it has width, vct, defence, horizon, search, weights");
            }
        }
        int width = number(settings, "width", GomokuPlayer.DEFAULT_WIDTH, 1000);
        boolean vct = flag(settings, "vct", GomokuPlayer.DEFAULT_VCT);
        boolean defence = flag(settings, "defence", true);
        int horizon = number(settings, "horizon", GomokuPlayer.DEFAULT_HORIZON_NODES, 1_000_000);
        boolean threats = threatSearch(settings);
        GomokuWeights weights = weights(settings);
        return () -> new GomokuPlayerSearcher(new GomokuPlayer(TABLE_MEGABYTES, defence, width, vct, horizon,
                threats, weights));
    }

    @Override
    public String name(Map<String, String> settings) {
        StringBuilder sb = new StringBuilder("gomoku-player");
        int width = number(settings, "width", GomokuPlayer.DEFAULT_WIDTH, 1000);
        if (width != GomokuPlayer.DEFAULT_WIDTH) {
            sb.append(" width ").append(width == 0 ? "all" : width);
        }
        boolean vct = flag(settings, "vct", GomokuPlayer.DEFAULT_VCT);
        if (vct != GomokuPlayer.DEFAULT_VCT) {
            sb.append(vct ? " vct" : " no vct");
        }
        if (!flag(settings, "defence", true)) {
            sb.append(" no defence");
        }
        int horizon = number(settings, "horizon", GomokuPlayer.DEFAULT_HORIZON_NODES, 1_000_000);
        if (horizon != GomokuPlayer.DEFAULT_HORIZON_NODES) {
            sb.append(" horizon ").append(horizon);
        }
        if (threatSearch(settings) != GomokuPlayer.DEFAULT_THREAT_SEARCH) {
            sb.append(threatSearch(settings) ? " threat search" : " engine search");
        }
        GomokuWeights weights = weights(settings);
        if (weights != GomokuPlayer.DEFAULT_WEIGHTS) {
            sb.append(' ').append(weights == null ? "hand" : weights.name()).append(" weights");
        }
        return sb.toString();
    }

    /** The {@code search} setting: {@code threats} for {@link GomokuSearch}, {@code engine} for the generic one. */
    private static boolean threatSearch(Map<String, String> settings) {
        String text = settings.get("search");
        if (text == null) {
            return GomokuPlayer.DEFAULT_THREAT_SEARCH;
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "threats" -> true;
            case "engine" -> false;
            default -> throw new IllegalArgumentException("player setting search must be engine or threats, not '"
                    + text + "'");
        };
    }

    /** The {@code weights} setting: {@code fitted} for {@link GomokuWeights#FITTED}, {@code hand} (null) for the hand-set ones. */
    private static GomokuWeights weights(Map<String, String> settings) {
        String text = settings.get("weights");
        if (text == null) {
            return GomokuPlayer.DEFAULT_WEIGHTS;
        }
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "fitted" -> GomokuWeights.FITTED;
            case "hand" -> null;
            default -> throw new IllegalArgumentException("player setting weights must be fitted or hand, not '"
                    + text + "'");
        };
    }

    private static int number(Map<String, String> settings, String name, int otherwise, int max) {
        String text = settings.get(name);
        if (text == null) {
            return otherwise;
        }
        try {
            int value = Integer.parseInt(text.strip());
            if (value < 0 || value > max) {
                throw new IllegalArgumentException("player setting " + name + " must be from 0 to " + max
                        + ", not " + value);
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player setting " + name + "=" + text + " is not a whole number");
        }
    }

    private static boolean flag(Map<String, String> settings, String name, boolean otherwise) {
        String text = settings.get(name);
        if (text == null) {
            return otherwise;
        }
        return PlayerSettings.flag(name, text);
    }
}
