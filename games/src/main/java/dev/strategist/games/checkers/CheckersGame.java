package dev.strategist.games.checkers;

import dev.strategist.core.BoardDiagram;
import dev.strategist.core.Evaluator;
import dev.strategist.core.Game;
import dev.strategist.core.GameOption;
import dev.strategist.core.GameOptions;
import dev.strategist.core.Notation;
import dev.strategist.core.Opening;
import dev.strategist.core.OpeningBook;
import dev.strategist.core.RecordFormat;
import dev.strategist.play.Level;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * English checkers (American draughts): 8 x 8, men forward, kings both ways, captures compulsory, Black
 * first. The draw rules are options: {@code repetition=3|off} and {@code quietmoves=40|...|off} (moves
 * by each side with no man moved and nothing captured). Positions are read as a PDN FEN, a PDN game, or
 * moves from the start. The default evaluator is {@code checkers}: the tuned terms, the pattern tables fitted to our
 * own self-play and the endgame database ({@link CheckersEvaluator#CheckersEvaluator()}); the levels, the typical
 * gap and the tests are measured with it.
 */
public final class CheckersGame implements Game<CheckersPosition> {
    /** The depths of levels 1 to 9, measured in self-play (see {@link #levelDepth(int)}). */
    private static final int[] LEVEL_DEPTHS = {2, 3, 3, 4, 5, 7, 9, 13, 17};
    /** The node budgets of levels 1 to 9 under those depths, measured in self-play (see {@link #levelNodes(int)}). */
    private static final long[] LEVEL_NODES = {Level.NO_NODE_LIMIT, 250, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT,
        Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT, Level.NO_NODE_LIMIT};

    private static final List<String> BALLOT_SETS = List.of("ballots", "ballots-all", "ballots-tough");
    private static final CheckersDiagram DIAGRAM = new CheckersDiagram();
    /** The option: how many occurrences of a position draw, or off. */
    public static final String REPETITION = "repetition";
    /** The option: moves by each side without a man move or capture that draw, or off. */
    public static final String QUIET_MOVES = "quietmoves";

    private static final CheckersNotation NOTATION = new CheckersNotation();
    private static final List<GameOption> OPTIONS = List.of(
            new GameOption(REPETITION, "Draw by repetition",
                    "a position occurring this many times (same side to move) is a draw",
                    "3", List.of("3", "off")),
            new GameOption(QUIET_MOVES, "Draw after quiet moves",
                    "this many moves by each side without a man move or a capture is a draw",
                    "40", List.of("40", "20", "25", "30", "50", "60", "80", "100", "off")));

    @Override
    public String name() {
        return "checkers";
    }

    @Override
    public List<String> aliases() {
        return List.of("draughts", "english-checkers", "americancheckers", "english-draughts");
    }

    @Override
    public String title() {
        return "Checkers";
    }

    @Override
    public String description() {
        return "English checkers (American draughts) on the 32 dark squares: captures are compulsory, men "
                + "crowned on the far row become kings; Black moves first. Weakly solved: a draw.";
    }

    @Override
    public List<GameOption> options() {
        return OPTIONS;
    }

    @Override
    public CheckersPosition newPosition(GameOptions options) {
        return new CheckersPosition(count(options, REPETITION), count(options, QUIET_MOVES));
    }

    /** The start position with both draw rules off: what published perft counts assume. */
    public static CheckersPosition withoutDrawRules() {
        return new CheckersPosition(0, 0);
    }

    private static int count(GameOptions options, String name) {
        String v = options.get(name);
        return v.equals("off") ? 0 : Integer.parseInt(v);
    }

    /** Games are PDN. */
    @Override
    public RecordFormat<CheckersPosition> recordFormat() {
        return new CheckersRecordFormat();
    }

    @Override
    public Notation<CheckersPosition> notation() {
        return NOTATION;
    }

    /** The terms, the pattern tables and the endgame database: the strongest in self-play and against GuiNN. */
    @Override
    public Evaluator<CheckersPosition> evaluator() {
        return new CheckersEvaluator();
    }

    /** The median gap between the default evaluator's best two moves, as the bench's LevelMargins measures it. */
    @Override
    public int typicalMoveGap() {
        // LevelMargins' median over 200 seeded positions (docs/benchmarks/search.md, levels per game), measured again
        // when the pattern tables joined the default, whose scores spread a little wider (search.md, issue 22); the
        // win chance's scale, which follows the gap, agreed with a fit to the new default's games; kept when their
        // second generation became the default, whose medians fell either side of it and whose games fitted a scale
        // a little wider still (search.md, checkers' levels with the second generation)
        return 13;
    }

    /** Levels 1 to 9 search to depths spaced so that each level is a similar step below the next in self-play. */
    @Override
    public int levelDepth(int level) {
        // a ply from depth 2 to 3 cost checkers' level 3 far more than the other steps, so each level searches deeper,
        // chosen by the self-play Elo of each step (docs/benchmarks/search.md, levels' depths per game, levels 1 and 2
        // per game); levels 1 and 2 search two and three plies, as at one ply level 2's step to level 3 was far larger
        // than the others and at one and two plies both of their steps were too large; levels 6 to 9 search deeper
        // than they did (6, 7, 10 and Level's 12), since the step from level 9 to level 10, which keeps Level's
        // limits, was about twice the others while the steps from 5 to 6 and from 6 to 7 were the smallest: the span
        // from level 5 to 10 is now divided more evenly (search.md, checkers' levels 6 to 9 deeper)
        return Level.depthOf(level, LEVEL_DEPTHS);
    }

    /** Level 2 stops at a node budget under its depth, so it finishes it only in the smaller positions. */
    @Override
    public long levelNodes(int level) {
        // level 2 stops between level 1's two plies and level 3's three, chosen by the self-play Elo of both steps
        // (docs/benchmarks/search.md, levels 1 and 2 per game); level 8 stopped within 20,000 nodes under depth 10
        // until levels 6 to 9 moved up, and a level that chooses among its best moves (7) was weaker within that
        // budget under depth 10 than at its whole depth 9 (search.md, checkers' levels 6 to 9 deeper), so the other
        // levels search their whole depths
        return Level.nodesOf(level, LEVEL_NODES);
    }

    /**
     * The default ({@code checkers}: the tuned terms, the second generation of pattern tables, fitted to our own
     * self-play, and the endgame database), the material-only one it is measured against, the terms with the weights
     * fitted to games against GuiNN ({@code checkers-games+db}), a candidate for matches, the default with the
     * endgame database of up to 5 pieces ({@code checkers+db5}; built in the background at its first search, the
     * 4-piece one serving meanwhile), the tuned terms alone with the database ({@code checkers-terms}, the default
     * before the patterns), the terms with the first generation's tables ({@code checkers-p1}, the default before the
     * second), both kept so that older matches can be rerun, the second generation with the kings' blocks
     * ({@code checkers-p2k}, a candidate), the third generation, fitted to the second's own games too
     * ({@code checkers-p3}, a candidate) and the fourth, fitted to the same games with a depth-12 search's scores
     * for a third of them ({@code checkers-p4}, a candidate), and the default with a small network added
     * ({@code checkers-n1}, a candidate), and the default with five more terms for men deep in the opponent's half
     * and the first king ({@code checkers-t5}, a candidate).
     */
    @Override
    public List<Evaluator<CheckersPosition>> evaluators() {
        return List.of(new CheckersEvaluator(), new MaterialEvaluator(),
                new CheckersEvaluator(CheckersWeights.GAMES, true),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                        CheckersEndgameCache.shared(5)),
                new CheckersEvaluator(CheckersWeights.TUNED, true),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.first(),
                        CheckersEndgameCache.shared()),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.secondKings(),
                        CheckersEndgameCache.shared()),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.third(),
                        CheckersEndgameCache.shared()),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.fourth(),
                        CheckersEndgameCache.shared()),
                new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                        CheckersEndgameCache.shared(), CheckersNetwork.first()),
                new CheckersEvaluator(CheckersWeights.DEEP, CheckersPatternWeights.standard(),
                        CheckersEndgameCache.shared()));
    }

    /** The name of the deep opening book ({@link #openingBook(String)}). */
    static final String DEEP_BOOK = "deep";

    /** The start of the name of an evaluator with a network from a file: {@code checkers-net:FILE}. */
    private static final String NETWORK_FILE = "checkers-" + CheckersNetwork.FILE_LABEL;

    /** The start of the name of an evaluator with weights from a file: {@code checkers-w:FILE}. */
    private static final String WEIGHTS_FILE = "checkers-" + CheckersWeightsFile.LABEL;

    /**
     * The evaluator of {@link #evaluators()} called {@code name}, or for {@code checkers-net:FILE} the default with
     * the network in FILE added (as {@code checkers-n1} adds the shipped one), or for {@code checkers-w:FILE} the
     * weights in FILE ({@link CheckersWeightsFile}), so that a fit can play in a match or the bench without being
     * shipped first; either with {@code +cutM} or {@code +cutM/R} after it ({@link CheckersCutName}) the same with
     * its verified cut at M hundredths of a man, R plies shallower. A path that names a file as it stands is that
     * file, even with {@code +cut} in it: only when it does not is a {@code +cut} at its end read as the setting.
     * Any of them with {@code +lmpD/K} last is the same with late-move pruning ({@link
     * CheckersEvaluator#withLatePruning}): quiet moves from place {@code K + d} of a node's order pruned at
     * {@code d <= D} plies left; and any of those with {@code +endP/K} last the same with a lead of pieces and kings
     * worth P and K hundredths of a man more in endings with a king on ({@link CheckersEnding}); and any of those
     * with {@code +stepN}, {@code +pvx}, {@code +fromN}, {@code +nopvr} or {@code +singM} last the same with the
     * engine deepening N plies an iteration, captures on the principal variation free, quiet moves reduced from place
     * N, nothing reduced on the principal variation or a table move that every other trails by M extended a ply
     * ({@link CheckersEvaluator#withDeepeningStep}, {@link CheckersEvaluator#withPvCaptures}, {@link
     * CheckersEvaluator#withReductionsFrom}, {@link CheckersEvaluator#withPvUnreduced}, {@link
     * CheckersEvaluator#withSingular}); and with {@code +mcM/C/R} last, multi-cut ({@link
     * CheckersEvaluator#withMultiCut}); and with {@code +dsN} or {@code +dsN/F} last, draw-scaling of endings of N
     * pieces or fewer, the level ones with kings scaled to F sixteenths, a half when F is not given ({@link
     * CheckersDrawScale}).
     */
    @Override
    public Evaluator<CheckersPosition> evaluator(String name) {
        Evaluator<CheckersPosition> shaped = searchShape(name);
        if (shaped != null) {
            return shaped;
        }
        int end = name.toLowerCase(java.util.Locale.ROOT).lastIndexOf(CheckersEnding.MARK);
        if (end > 0 && name.indexOf('/', end) > 0 && !java.nio.file.Files.isRegularFile(java.nio.file.Path.of(
                name.substring(name.indexOf(':') + 1)))) {
            return ending(name, end);
        }
        int late = name.toLowerCase(java.util.Locale.ROOT).lastIndexOf(CheckersEvaluator.LATE_MARK);
        if (late > 0 && name.indexOf('/', late) > 0 && !java.nio.file.Files.isRegularFile(java.nio.file.Path.of(
                name.substring(name.indexOf(':') + 1)))) {
            return latePruning(name, late);
        }
        java.nio.file.Path network = file(name, NETWORK_FILE);
        java.nio.file.Path weights = file(name, WEIGHTS_FILE);
        java.nio.file.Path named = network != null ? network : weights;
        boolean wholeFile = named != null && java.nio.file.Files.isRegularFile(named);
        CheckersCutName cut = wholeFile ? null : CheckersCutName.of(name);
        if (cut != null) {
            if (!(evaluator(cut.base()) instanceof CheckersEvaluator base)) {
                throw new IllegalArgumentException("'" + cut.base() + "' has no verified cut to set: " + name);
            }
            return base.withCut(cut.margin(), cut.reduction());
        }
        if (network != null) {
            return new CheckersEvaluator(CheckersWeights.TUNED, CheckersPatternWeights.standard(),
                    CheckersEndgameCache.shared(), CheckersNetwork.file(network));
        }
        if (weights != null) {
            return CheckersWeightsFile.evaluator(weights);
        }
        return Game.super.evaluator(name);
    }

    /**
     * {@code NAME+stepN} (the engine deepening N plies an iteration, {@link CheckersEvaluator#withDeepeningStep}),
     * {@code NAME+pvx} (captures on the principal variation free, {@link CheckersEvaluator#withPvCaptures}), {@code
     * NAME+fromN} (quiet moves reduced from place N of a node's order, {@link CheckersEvaluator#withReductionsFrom}) or
     * {@code NAME+nopvr} (nothing reduced on the principal variation, {@link CheckersEvaluator#withPvUnreduced}) or
     * {@code NAME+singM} (singular extensions at a margin of M, {@link CheckersEvaluator#withSingular}) or {@code
     * NAME+mcM/C/R} (multi-cut, {@link CheckersEvaluator#withMultiCut}) or {@code NAME+dsN} or {@code NAME+dsN/F}
     * (drawish endings of N pieces or fewer scaled towards 0, {@link CheckersEvaluator#withDrawScale}) last in {@code
     * name}: that setting on the evaluator NAME; null when the name ends in none of them.
     */
    private Evaluator<CheckersPosition> searchShape(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        int plus = lower.lastIndexOf('+');
        String last = plus > 0 ? lower.substring(plus) : "";
        boolean file = java.nio.file.Files.isRegularFile(java.nio.file.Path.of(name.substring(name.indexOf(':') + 1)));
        if (last.startsWith(CheckersEvaluator.MULTI_CUT_MARK) && !file) {
            return multiCut(name, plus);
        }
        if (last.startsWith(CheckersDrawScale.MARK) && !file) {
            return drawScale(name, plus);
        }
        boolean pvx = last.equals(CheckersEvaluator.PV_CAPTURES_MARK);
        boolean nopvr = last.equals(CheckersEvaluator.PV_UNREDUCED_MARK);
        String mark = last.startsWith(CheckersEvaluator.STEP_MARK) ? CheckersEvaluator.STEP_MARK
                : last.startsWith(CheckersEvaluator.FROM_MARK) ? CheckersEvaluator.FROM_MARK
                : last.startsWith(CheckersEvaluator.SINGULAR_MARK) ? CheckersEvaluator.SINGULAR_MARK : null;
        String digits = mark == null ? "" : last.substring(mark.length());
        if (!pvx && !nopvr && (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) || file) {
            return null; // none of the settings, or a file's name that merely ends like one
        }
        String base = name.substring(0, plus);
        if (!(evaluator(base) instanceof CheckersEvaluator inner)) {
            throw new IllegalArgumentException("'" + base + "' has no search setting to set: " + name);
        }
        if (pvx) {
            return inner.withPvCaptures();
        }
        if (nopvr) {
            return inner.withPvUnreduced();
        }
        int n = digits.length() > 3 ? 0 : Integer.parseInt(digits);
        return mark.equals(CheckersEvaluator.STEP_MARK) ? inner.withDeepeningStep(n)
                : mark.equals(CheckersEvaluator.FROM_MARK) ? inner.withReductionsFrom(n) : inner.withSingular(n);
    }

    /**
     * {@code NAME+dsN} or {@code NAME+dsN/F}, {@code plus} the place of its last {@code +}: the evaluator NAME with
     * draw-scaling of endings of N pieces or fewer, the level ones to F sixteenths ({@link CheckersDrawScale#of}).
     */
    private Evaluator<CheckersPosition> drawScale(String name, int plus) {
        CheckersDrawScale setting = CheckersDrawScale.of(name.substring(plus + CheckersDrawScale.MARK.length()), name);
        String base = name.substring(0, plus);
        if (!(evaluator(base) instanceof CheckersEvaluator inner)) {
            throw new IllegalArgumentException("'" + base + "' has no draw-scaling to set: " + name);
        }
        return inner.withDrawScale(setting);
    }

    /**
     * {@code NAME+mcM/C/R} or {@code NAME+mcM/C/R/D}, {@code plus} the place of its last {@code +}: the evaluator NAME
     * with multi-cut ({@link CheckersEvaluator#withMultiCut}; D, when not given, R + 2).
     */
    private Evaluator<CheckersPosition> multiCut(String name, int plus) {
        String spec = name.substring(plus + CheckersEvaluator.MULTI_CUT_MARK.length());
        String[] parts = spec.split("/", -1);
        int[] n = new int[4];
        for (int i = 0; i < parts.length && parts.length >= 3 && parts.length <= 4; i++) {
            boolean digits = !parts[i].isEmpty() && parts[i].length() <= 3
                    && parts[i].chars().allMatch(c -> c >= '0' && c <= '9');
            n[i] = digits ? Integer.parseInt(parts[i]) : -1;
        }
        if (parts.length < 3 || parts.length > 4 || n[0] < 0 || n[1] < 0 || n[2] < 0 || n[3] < 0) {
            throw new IllegalArgumentException("the multi-cut in '" + name + "' reads +mcM/C/R or +mcM/C/R/D (M of the"
                    + " first C moves R plies shallower, at D plies left or more), whole numbers: '" + spec + "'");
        }
        String base = name.substring(0, plus);
        if (!(evaluator(base) instanceof CheckersEvaluator inner)) {
            throw new IllegalArgumentException("'" + base + "' has no multi-cut to set: " + name);
        }
        return inner.withMultiCut(n[0], n[1], n[2], parts.length == 4 ? n[3] : n[2] + 2);
    }

    /** {@code NAME+endP/K}: the evaluator NAME with the ending's lead weighted up ({@link CheckersEnding}). */
    private Evaluator<CheckersPosition> ending(String name, int at) {
        CheckersEnding setting = CheckersEnding.of(name.substring(at + CheckersEnding.MARK.length()), name);
        if (!(evaluator(name.substring(0, at)) instanceof CheckersEvaluator base)) {
            throw new IllegalArgumentException("'" + name.substring(0, at) + "' has no ending setting to set: " + name);
        }
        return base.withEnding(setting);
    }

    /** {@code NAME+lmpD/K}: the evaluator NAME with late-move pruning at D plies left or fewer from place K + D. */
    private Evaluator<CheckersPosition> latePruning(String name, int at) {
        String spec = name.substring(at + CheckersEvaluator.LATE_MARK.length());
        int slash = spec.indexOf('/');
        int depth;
        int from;
        try {
            depth = Integer.parseInt(spec.substring(0, slash));
            from = Integer.parseInt(spec.substring(slash + 1));
        } catch (NumberFormatException | StringIndexOutOfBoundsException e) {
            throw new IllegalArgumentException("late-move pruning in '" + name + "' reads +lmpD/K, two whole numbers: '"
                    + spec + "'");
        }
        if (!(evaluator(name.substring(0, at)) instanceof CheckersEvaluator base)) {
            throw new IllegalArgumentException("'" + name.substring(0, at) + "' has no late-move pruning to set: "
                    + name);
        }
        return base.withLatePruning(depth, from);
    }

    /** The file a name starting with {@code prefix} ({@code checkers-net:FILE}) gives, or null for another name. */
    private static java.nio.file.Path file(String name, String prefix) {
        return name.regionMatches(true, 0, prefix, 0, prefix.length())
                ? java.nio.file.Path.of(name.substring(prefix.length())) : null;
    }

    /**
     * Reads a PDN FEN ({@code W:W21-32:B1-12}), a PDN game (tags and moves: its final position), or moves
     * from the start ({@code 11-15 23-19}, move numbers allowed).
     */
    @Override
    public CheckersPosition parsePosition(String text, GameOptions options) {
        CheckersPosition p = newPosition(options);
        if (text == null || text.isBlank()) {
            return p;
        }
        if (CheckersFen.looksLikeFen(text)) {
            CheckersFen.apply(text, p);
            return p;
        }
        return CheckersPdn.replay(text, p);
    }

    /** Names the draw rule that ended a drawn game: a side without a move loses, so a draw is one of the two. */
    @Override
    public String describeOutcome(CheckersPosition position) {
        if (position.outcome() != dev.strategist.core.Outcome.DRAW) {
            return Game.super.describeOutcome(position);
        }
        return position.quietMoveLimit() > 0 && position.quietPlies() >= 2 * position.quietMoveLimit()
                ? "a draw by the " + position.quietMoveLimit() + "-move rule"
                : "a draw by repetition (" + position.repetitionLimit() + " times the same position)";
    }

    @Override
    public String sideName(int side) {
        return CheckersDiagram.sideName(side);
    }

    @Override
    public Optional<BoardDiagram<CheckersPosition>> diagram() {
        return Optional.of(DIAGRAM);
    }

    /** The book of deep searches over the ACF ballots that ships with the game ({@link CheckersBook}). */
    @Override
    public Optional<OpeningBook<CheckersPosition>> openingBook() {
        return CheckersBook.shipped().map(b -> b);
    }

    /** {@code deep}: the book of the default evaluator's searches after each deck ballot ({@link CheckersBook#deep}). */
    @Override
    public Optional<OpeningBook<CheckersPosition>> openingBook(String name) {
        return DEEP_BOOK.equals(name) ? CheckersBook.deep().map(b -> b) : Optional.empty();
    }

    @Override
    public List<String> openingSets() {
        return BALLOT_SETS;
    }

    /**
     * The ACF three-move ballots: {@code ballots} the 156 of the deck, {@code ballots-all} all 174,
     * {@code ballots-tough} the tough ones; none by default (a match starts from the start position).
     */
    @Override
    public Optional<List<Opening<CheckersPosition>>> openings(String set, GameOptions options) {
        if (set == null || !set.startsWith("ballots")) {
            return Optional.empty();
        }
        List<CheckersBallots.Ballot> ballots = switch (set) {
            case "ballots" -> CheckersBallots.deck();
            case "ballots-all" -> CheckersBallots.all();
            case "ballots-tough" -> CheckersBallots.all().stream().filter(CheckersBallots.Ballot::tough).toList();
            default -> throw new IllegalArgumentException("unknown openings '" + set
                    + "'; use ballots, ballots-all, ballots-tough or a file");
        };
        List<Opening<CheckersPosition>> out = new ArrayList<>(ballots.size());
        for (CheckersBallots.Ballot ballot : ballots) {
            out.add(new Opening<>("ballot " + ballot.describe(), CheckersBallots.play(ballot, newPosition(options))));
        }
        return Optional.of(out);
    }
}
