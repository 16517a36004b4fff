package dev.strategist.core;

import dev.strategist.play.TournamentPlayer;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Another game with every method forwarded to it, so a test's variant overrides only the one it changes (a
 * name, a typical gap, no diagram), as {@link JudgementOf} does for evaluators.
 */
public class GameOf<P extends Position> implements Game<P> {
    private final Game<P> inner;

    /** The game {@code inner}, unchanged until a subclass overrides a method. */
    public GameOf(Game<P> inner) {
        this.inner = Objects.requireNonNull(inner, "inner");
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public List<String> aliases() {
        return inner.aliases();
    }

    @Override
    public String title() {
        return inner.title();
    }

    @Override
    public String description() {
        return inner.description();
    }

    @Override
    public List<GameOption> options() {
        return inner.options();
    }

    @Override
    public GameOptions parseOptions(String text) {
        return inner.parseOptions(text);
    }

    @Override
    public GameOptions defaultOptions() {
        return inner.defaultOptions();
    }

    @Override
    public P newPosition(GameOptions options) {
        return inner.newPosition(options);
    }

    @Override
    public P newPosition() {
        return inner.newPosition();
    }

    @Override
    public Notation<P> notation() {
        return inner.notation();
    }

    @Override
    public Evaluator<P> evaluator() {
        return inner.evaluator();
    }

    @Override
    public List<Evaluator<P>> evaluators() {
        return inner.evaluators();
    }

    @Override
    public int typicalMoveGap() {
        return inner.typicalMoveGap();
    }

    @Override
    public int levelDepth(int level) {
        return inner.levelDepth(level);
    }

    @Override
    public long levelNodes(int level) {
        return inner.levelNodes(level);
    }

    @Override
    public int levelCandidates(int level) {
        return inner.levelCandidates(level);
    }

    @Override
    public int levelMargin(int level) {
        return inner.levelMargin(level);
    }

    @Override
    public String describeScore(int score) {
        return inner.describeScore(score);
    }

    @Override
    public int maxMoves(GameOptions options) {
        return inner.maxMoves(options);
    }

    @Override
    public P parsePosition(String text, GameOptions options) {
        return inner.parsePosition(text, options);
    }

    @Override
    public P parsePosition(String text) {
        return inner.parsePosition(text);
    }

    @Override
    public P parsePosition(String start, String movesSince, GameOptions options) {
        return inner.parsePosition(start, movesSince, options);
    }

    @Override
    public P parsePosition(String start, String movesSince) {
        return inner.parsePosition(start, movesSince);
    }

    @Override
    public RecordFormat<P> recordFormat() {
        return inner.recordFormat();
    }

    @Override
    public List<String> openingSets() {
        return inner.openingSets();
    }

    @Override
    public Optional<List<Opening<P>>> openings(String set, GameOptions options) {
        return inner.openings(set, options);
    }

    @Override
    public String sideName(int side) {
        return inner.sideName(side);
    }

    @Override
    public String describeOutcome(P position) {
        return inner.describeOutcome(position);
    }

    @Override
    public Optional<BoardDiagram<P>> diagram() {
        return inner.diagram();
    }

    @Override
    public Optional<TournamentPlayer<P>> tournamentPlayer() {
        return inner.tournamentPlayer();
    }

    @Override
    public Optional<OpeningBook<P>> openingBook() {
        return inner.openingBook();
    }

    @Override
    public Optional<ExactSolver<P>> exactSolver() {
        return inner.exactSolver();
    }

    @Override
    public Optional<ExactSolver<P>> selectiveSolver(int reach) {
        return inner.selectiveSolver(reach);
    }

    @Override
    public Optional<ExactSolver<P>> playSolver() {
        return inner.playSolver();
    }

    @Override
    public Optional<Evaluator<P>> playEvaluator() {
        return inner.playEvaluator();
    }
}
