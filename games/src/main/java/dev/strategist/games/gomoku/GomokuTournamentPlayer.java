package dev.strategist.games.gomoku;

import dev.strategist.play.PlayerSettings;
import dev.strategist.play.TournamentPlayer;
import dev.strategist.search.Searcher;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Gomoku's tournament player, {@link GomokuPlayer} behind {@link GomokuPlayerSearcher}, with its settings
 * {@code width} (quiet moves searched per node, 0 all), {@code vct}, {@code defence}, {@code horizon}
 * (nodes per VCF at the engine's horizon, 0 none), {@code search} ({@code engine}, the generic search,
 * or {@code threats}, {@link GomokuSearch}) and {@code weights} ({@code fitted}, {@link GomokuWeights#FITTED},
 * {@code hand}, the hand-set line shapes, or a weights file) and {@code order} ({@code learned},
 * {@link GomokuMoveValues#FITTED}, {@code shapes}, the shape sums, or a move values file) and {@code book}
 * ({@code on}, the shipped {@link GomokuBook}, {@code off}, or a book file), and the numbers of
 * {@link GomokuSearchShape} ({@code futility=80}, {@code reduction=2.2}, ...).
 */
final class GomokuTournamentPlayer implements TournamentPlayer<GomokuPosition> {
    static final Set<String> SETTINGS = Set.of("width", "vct", "defence", "horizon", "search", "weights",
            "order", "book", "net");
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
            if (!SETTINGS.contains(name) && !GomokuSearchShape.isSetting(name)) {
                throw new IllegalArgumentException("the Gomoku player has no setting '" + name
                        + "'; it has width, vct, defence, horizon, search, weights, order, book, net and the "
                        + "search's shape: " + String.join(", ", GomokuSearchShape.NAMES));
            }
        }
        GomokuMoveValues values = values(settings);
        int width = number(settings, "width", defaultWidth(values), 1000);
        boolean vct = flag(settings, "vct", GomokuPlayer.DEFAULT_VCT);
        boolean defence = flag(settings, "defence", true);
        int horizon = number(settings, "horizon", GomokuPlayer.DEFAULT_HORIZON_NODES, 1_000_000);
        boolean threats = threatSearch(settings);
        GomokuWeights weights = withNetwork(weights(settings), settings);
        GomokuBook book = book(settings);
        GomokuSearchShape shape = GomokuSearchShape.DEFAULT.with(settings);
        if (!threats && !shape.equals(GomokuSearchShape.DEFAULT)) {
            throw new IllegalArgumentException("the search's shape (" + String.join(", ", shape.changes().keySet())
                    + ") is Gomoku's own search's: it needs search=threats, not search=engine");
        }
        return () -> {
            GomokuPlayer player = new GomokuPlayer(TABLE_MEGABYTES, defence, width, vct, horizon, threats, weights,
                    values, shape);
            player.useBook(book);
            return new GomokuPlayerSearcher(player);
        };
    }

    @Override
    public String settingsHelp() {
        return "width=N (quiet moves searched per node, 0 all), vct=on|off (a threat search before the search), "
                + "defence=on|off (the move checked against the opponent's threat wins), horizon=N (nodes per "
                + "VCF at the engine's horizon, 0 off), search=engine|threats (the generic engine or Gomoku's own "
                + "search), weights=fitted|hand|FILE (a weights file), order=learned|shapes|FILE (a move values "
                + "file), book=on|off|FILE (the shipped opening book, none, or a book file), net=off|FILE (a network "
                + "file added to the freestyle weights' score), " + GomokuSearchShape.help();
    }

    @Override
    public String name(Map<String, String> settings) {
        StringBuilder sb = new StringBuilder("gomoku-player");
        GomokuMoveValues values = values(settings);
        int width = number(settings, "width", defaultWidth(values), 1000);
        if (width != defaultWidth(values)) {
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
        if (settings.containsKey("net") && !settings.get("net").strip().equalsIgnoreCase("off")) {
            sb.append(" net ").append(Path.of(settings.get("net")).getFileName());
        }
        if (weights != GomokuPlayer.DEFAULT_WEIGHTS) {
            sb.append(' ').append(weights == null ? "hand" : weights.name()).append(" weights");
        }
        if (values != GomokuPlayer.DEFAULT_VALUES) {
            sb.append(values == null ? " shape order" : values == GomokuMoveValues.FITTED ? " learned order"
                    : " order " + Path.of(settings.get("order")).getFileName());
        }
        GomokuSearchShape.DEFAULT.with(settings).changes().forEach((name, value) ->
                sb.append(' ').append(name).append(' ').append(value));
        GomokuBook book = book(settings);
        if (book != GomokuPlayer.DEFAULT_BOOK) {
            sb.append(book == null ? " no book" : book == GomokuBook.shipped().orElse(null) ? " book"
                    : " book " + Path.of(settings.get("book")).getFileName());
        }
        return sb.toString();
    }

    /**
     * The {@code book} setting: {@code on} for the shipped {@link GomokuBook}, {@code off} (null) for none,
     * anything else a book file ({@link GomokuBook#read(Path)}).
     */
    private static GomokuBook book(Map<String, String> settings) {
        if (!settings.containsKey("book")) {
            return GomokuPlayer.DEFAULT_BOOK;
        }
        return choiceOrFile(settings, "book", GomokuPlayer.DEFAULT_BOOK, "on", GomokuBook.shipped().orElse(null),
                "off", null, "a book file", GomokuBook::read);
    }

    /** The {@code search} setting: {@code threats} for {@link GomokuSearch}, {@code engine} for the generic one. */
    private static boolean threatSearch(Map<String, String> settings) {
        return oneOf(settings, "search", GomokuPlayer.DEFAULT_THREAT_SEARCH, "engine", false, "threats", true);
    }

    /**
     * The {@code weights} setting: {@code fitted} for {@link GomokuWeights#FITTED}, {@code hand} (null) for the
     * hand-set ones, anything else a weights file ({@link GomokuWeights#read}).
     */
    private static GomokuWeights weights(Map<String, String> settings) {
        return choiceOrFile(settings, "weights", GomokuPlayer.DEFAULT_WEIGHTS, "fitted", GomokuWeights.FITTED, "hand",
                null, "a weights file", GomokuWeights::read);
    }

    /**
     * The {@code net} setting: {@code off} (or none) for {@code weights} as they are, anything else a network file
     * ({@link GomokuNetwork#read}) added to their freestyle score.
     */
    private static GomokuWeights withNetwork(GomokuWeights weights, Map<String, String> settings) {
        String net = settings.get("net");
        if (net == null || net.strip().equalsIgnoreCase("off")) {
            return weights;
        }
        if (weights == null) {
            throw new IllegalArgumentException("net=FILE needs fitted weights or a weights file, not weights=hand");
        }
        GomokuNetwork network;
        try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(net)))) {
            network = GomokuNetwork.read(in);
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException("net must be off or a network file; cannot read " + net + ": "
                    + e.getMessage(), e);
        }
        return weights.withNetwork(network, weights.name() + "+net");
    }

    /** The width by default: the learned values' narrower one, or the one the shape order (null) was measured at. */
    private static int defaultWidth(GomokuMoveValues values) {
        return values == null ? GomokuPlayer.SHAPE_ORDER_WIDTH : GomokuPlayer.DEFAULT_WIDTH;
    }

    /**
     * The {@code order} setting: {@code learned} for {@link GomokuMoveValues#FITTED}, {@code shapes} (null) for the
     * shape sums, anything else a move values file ({@link GomokuMoveValues#parse}).
     */
    private static GomokuMoveValues values(Map<String, String> settings) {
        return choiceOrFile(settings, "order", GomokuPlayer.DEFAULT_VALUES, "learned", GomokuMoveValues.FITTED,
                "shapes", null, "a move values file", GomokuMoveValues::read);
    }

    /** Reads a setting's file. */
    private interface SettingFile<T> {
        T read(Path file) throws IOException;
    }

    /**
     * A setting that names one of two choices ({@link #oneOf}) or else a file {@code read} reads; a file that cannot be
     * read is refused naming the choices and {@code what} the file must be.
     */
    private static <T> T choiceOrFile(Map<String, String> settings, String setting, T otherwise, String first,
                                      T firstValue, String second, T secondValue, String what, SettingFile<T> read) {
        String value = settings.get(setting);
        if (!namesFile(value, first, second)) {
            return oneOf(settings, setting, otherwise, first, firstValue, second, secondValue);
        }
        try {
            return read.read(Path.of(value));
        } catch (IOException | InvalidPathException e) {
            throw new IllegalArgumentException(setting + " must be " + first + ", " + second + " or " + what
                    + "; cannot read " + value + ": " + e.getMessage(), e);
        }
    }

    /** True if a setting's {@code text} names a file: given, and neither choice (read as {@link #oneOf} reads them). */
    private static boolean namesFile(String text, String first, String second) {
        if (text == null) {
            return false;
        }
        String name = text.strip().toLowerCase(Locale.ROOT);
        return !name.equals(first) && !name.equals(second);
    }

    /** The value of a setting that names one of two choices, {@code otherwise} when it is not given. */
    private static <T> T oneOf(Map<String, String> settings, String setting, T otherwise, String first, T firstValue,
                               String second, T secondValue) {
        String text = settings.get(setting);
        if (text == null) {
            return otherwise;
        }
        String name = text.strip().toLowerCase(Locale.ROOT);
        if (name.equals(first)) {
            return firstValue;
        }
        if (name.equals(second)) {
            return secondValue;
        }
        throw new IllegalArgumentException("player setting " + setting + " must be " + first + " or " + second
                + ", not '" + text + "'");
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
