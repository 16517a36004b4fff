package dev.strategist.core;

import java.util.List;
import java.util.Optional;

/**
 * A game descriptor: its name, options, start positions, notation and evaluators. Implementations are
 * stateless and registered for {@link java.util.ServiceLoader} under {@code META-INF/services/dev.strategist.core.Game}.
 *
 * @param <P> the game's position type
 */
public interface Game<P extends Position> {

    /** The command-line name, lower case: {@code tictactoe}, {@code connect4}, ... */
    String name();

    /** Other accepted names, e.g. {@code reversi} for {@code othello}. */
    default List<String> aliases() {
        return List.of();
    }

    /** The display name, e.g. {@code Tic-tac-toe}. */
    String title();

    /** One sentence on the game. */
    String description();

    /** The options the game offers (board size, rule variant); empty when it has none. */
    default List<GameOption> options() {
        return List.of();
    }

    /** Validates option text such as {@code size=15,rule=renju} against {@link #options()}. */
    default GameOptions parseOptions(String text) {
        return GameOptions.parse(options(), text);
    }

    /** The default choice of every option. */
    default GameOptions defaultOptions() {
        return GameOptions.defaults(options());
    }

    /** The start position for the given options. */
    P newPosition(GameOptions options);

    /** The start position with default options. */
    default P newPosition() {
        return newPosition(defaultOptions());
    }

    /** The game's move notation. */
    Notation<P> notation();

    /** The evaluator the computer uses by default. */
    Evaluator<P> evaluator();

    /** Every evaluator the game ships, the default first (for tournaments). */
    default List<Evaluator<P>> evaluators() {
        return List.of(evaluator());
    }

    /**
     * The evaluator of {@link #evaluators()} called {@code name} (in any case), as players and tools name them.
     *
     * @throws IllegalArgumentException naming the game's evaluators when none is called so
     */
    default Evaluator<P> evaluator(String name) {
        List<Evaluator<P>> all = evaluators();
        StringBuilder names = new StringBuilder();
        for (Evaluator<P> e : all) {
            if (e.name().equalsIgnoreCase(name)) {
                return e;
            }
            names.append(names.length() == 0 ? "" : ", ").append(e.name());
        }
        throw new IllegalArgumentException("unknown evaluator '" + name + "'; " + name() + " has " + names);
    }

    /**
     * A typical difference between two good moves, in the default evaluator's units: the score by which the best
     * move of a middle-game position usually leads the second best. It is the unit of the levels' margins
     * ({@link dev.strategist.play.Level#margin(int)}), so that a level strays from the best move about as often,
     * and by about as much, in every game whatever its evaluator's scale. The default keeps the margins as
     * {@code Level} writes them; a game measures its own (the bench's {@code LevelMargins} prints the median gap).
     * Other evaluators of the game are taken to share the default's scale; Monte Carlo search, which scores moves by
     * their win rate, keeps the margins as written.
     */
    default int typicalMoveGap() {
        return dev.strategist.play.Level.UNSCALED_GAP;
    }

    /**
     * The deepest search of level {@code level} (1..{@value dev.strategist.play.Level#MAX}) in this game, in plies,
     * which a level's strategist searches to unless given a depth of its own. A ply is worth more in some games than
     * in others, so a game whose level steps differ too much in self-play declares depths of its own, chosen so that
     * each step from one level to the next costs a similar share of strength. The default is the depth
     * {@link dev.strategist.play.Level#of(int)} writes, the same for every game; level 10 keeps it in every shipped
     * game, so the strongest level stays what it was (it plays perfectly where a solver exists), and level 9 in all
     * of them but Othello, Gomoku and checkers.
     */
    default int levelDepth(int level) {
        return dev.strategist.play.Level.of(level).maxDepth();
    }

    /**
     * The node budget per move of level {@code level} (1..{@value dev.strategist.play.Level#MAX}) in this game, under
     * its {@link #levelDepth(int) depth}: a step between levels finer than a ply, for a game where one ply more costs
     * a level far more than the step its neighbours take. The engine stops at the budget and answers from its last
     * finished depth (or, playing its best move alone, a better move the unfinished one found); counted in nodes
     * rather than time, so a level plays the same moves on a busy machine as on an idle one. The default,
     * {@link dev.strategist.play.Level#NO_NODE_LIMIT}, gives none; a strategist given a depth or a node limit of its
     * own ignores it, as do searches other than the engine, whose nodes count something else.
     */
    default long levelNodes(int level) {
        dev.strategist.play.Level.of(level);
        return dev.strategist.play.Level.NO_NODE_LIMIT;
    }

    /**
     * How many of its best moves level {@code level} (1..{@value dev.strategist.play.Level#MAX}) chooses among in this
     * game (within its {@link #levelMargin(int) margin}). Where a game's weakest levels search the same depth, their
     * choice is all that tells them apart, and how much a candidate more costs depends on the game, so a game whose
     * steps there are too small in self-play gives counts of its own. The default is
     * {@link dev.strategist.play.Level}'s count; a strategist told to pick among its best moves
     * ({@code pickAmongBest}) ignores it.
     */
    default int levelCandidates(int level) {
        return dev.strategist.play.Level.of(level).candidates();
    }

    /**
     * How far below its best move level {@code level} (1..{@value dev.strategist.play.Level#MAX}) may choose in this
     * game, in hundredths of the {@link #typicalMoveGap() typical gap}, as {@link dev.strategist.play.Level#margin()}
     * is. The default is {@code Level}'s margin; a game gives its own where its evaluator's scores make
     * {@code Level}'s too tight or too loose for an even step between levels. Monte Carlo search, whose scores are
     * win rates, keeps {@code Level}'s margins as written.
     */
    default int levelMargin(int level) {
        return dev.strategist.play.Level.of(level).margin();
    }

    /**
     * A short human text for a score of this game's search, from the side to move: by default
     * {@link Score#describe} ("+12", "win in 5"); a game whose evaluations have bands of meaning (a threat that
     * wins, not yet a proven win) names them, so analysis does not show a bare large number.
     */
    default String describeScore(int score) {
        return Score.describe(score);
    }

    /**
     * A score of this game's search, from the side to move in {@code position}, as a player reads it: a proven
     * result as moves to the end ("wins in 3 moves"), otherwise by default a chance to win on the logistic curve
     * of {@link #winChanceScale()}. A game whose evaluation has a natural unit (Othello's discs) says it in that
     * unit; the faces show only what this answers.
     */
    default Evaluation evaluation(P position, int score) {
        return Score.isDecisive(score) ? Evaluation.proven(score)
                : Evaluation.chance(Evaluation.logistic(score, winChanceScale()));
    }

    /**
     * The unproven score whose odds of winning {@link #evaluation} reads as e to 1 (a 73 % chance): by default
     * {@link Evaluation#GAPS_PER_E} of the game's typical gaps between good moves ({@link Evaluation#fromGaps}), a
     * rough reading; a game that fitted it on the results of its own games overrides it with the figure. A game
     * that overrides {@link #evaluation} with a unit of its own (Othello's discs on 8 x 8) owns that unit's scale too;
     * this one is what its other readings use.
     */
    default double winChanceScale() {
        return Evaluation.GAPS_PER_E * Math.max(1, typicalMoveGap());
    }

    /** An upper bound on the legal moves in any position of the game with these options. */
    default int maxMoves(GameOptions options) {
        return newPosition(options).maxMoves();
    }

    /**
     * Reads a position: by default a sequence of moves from the start, separated by spaces or commas
     * ({@code "b2 a1 c3"}); games with a position notation of their own (FEN, a digit string) override it.
     * Throws a {@link NotationException} naming the move at fault.
     */
    default P parsePosition(String text, GameOptions options) {
        return playMoves(newPosition(options), text);
    }

    /** Reads a position as {@link #parsePosition(String, GameOptions)} does, with the default options. */
    default P parsePosition(String text) {
        return parsePosition(text, defaultOptions());
    }

    /**
     * Reads a position and the moves played since it, as engine protocols send them ({@code position fen F
     * moves M...}): {@code start} as {@link #parsePosition(String, GameOptions)} reads it, then {@code movesSince}
     * in notation, separated by spaces or commas. The moves are played, not set up, so rules that look back (a
     * draw by repetition) see every position since {@code start}; a position read from text alone has no
     * history. Throws a {@link NotationException} naming the move at fault.
     */
    default P parsePosition(String start, String movesSince, GameOptions options) {
        return playMoves(parsePosition(start, options), movesSince);
    }

    /** Reads a position and the moves since it, with the default options. */
    default P parsePosition(String start, String movesSince) {
        return parsePosition(start, movesSince, defaultOptions());
    }

    private P playMoves(P position, String text) {
        if (text == null || text.isBlank()) {
            return position;
        }
        int index = 0;
        for (String token : text.trim().split("[,\\s]+")) {
            index = text.indexOf(token, index);
            if (position.isOver()) {
                throw new NotationException("move " + (position.ply() + 1) + " '" + token + "': the game is over ("
                        + describeOutcome(position) + ")", text, index);
            }
            try {
                position.play(notation().parse(position, token));
            } catch (NotationException e) {
                throw new NotationException("move " + (position.ply() + 1) + " '" + token + "': " + e.getMessage(),
                        text, index);
            }
            index += token.length();
        }
        return position;
    }

    /**
     * How a whole game is written to a file and read back: by default a list of moves in notation; games
     * with a file format of their own (SGF, PDN) override it.
     */
    default RecordFormat<P> recordFormat() {
        return new MoveListFormat<>(this, false);
    }

    /**
     * Among how many moves of the side to move a game clock's time left is shared from {@code position}, this
     * move included: the moves it will still search, about, each counted by its {@link #clockMoveWeight}. By
     * default 20; a game whose last moves cost little (an exact solver's) counts fewer.
     */
    default int clockMovesToPlan(P position) {
        return 20;
    }

    /**
     * How many ordinary moves' time a game clock gives the move from {@code position}: 1 by default; more where a
     * longer move pays more than elsewhere (a solver that reaches further with seconds to run). A game that weighs
     * some moves more counts them by their weight in {@link #clockMovesToPlan}, so the earlier moves leave their time.
     */
    default int clockMoveWeight(P position) {
        return 1;
    }

    /** The names of the game's own sets of openings ({@code ballots}, ...), for help and errors; often none. */
    default List<String> openingSets() {
        return List.of();
    }

    /**
     * The game's own openings in the set named {@code set}, in order, or, for a null {@code set}, the balanced
     * openings a match of this game starts from by default; empty when the game has no such set (a match then
     * starts from the start position). An {@link IllegalArgumentException} when the set does not fit
     * {@code options}.
     */
    default Optional<List<Opening<P>>> openings(String set, GameOptions options) {
        return Optional.empty();
    }

    /** What players call side 0 and side 1: "X" and "O", "Black" and "White". */
    default String sideName(int side) {
        return "player " + (side + 1);
    }

    /**
     * How {@code position}'s game ended, in words: "Black wins", "a draw"; a game with draw rules of its own
     * names the rule ("a draw by threefold repetition"). "the game goes on" while it does.
     */
    default String describeOutcome(P position) {
        Outcome outcome = position.outcome();
        if (!position.isOver()) {
            return "the game goes on";
        }
        return outcome.winner() >= 0 ? sideName(outcome.winner()) + " wins" : "a draw";
    }

    /** How the faces draw the board, where the game has a drawing; without one they show its text. */
    default Optional<BoardDiagram<P>> diagram() {
        return Optional.empty();
    }

    /**
     * The game's own player for tournaments, where it has one stronger than the engine alone (Gomoku's threat
     * searches); the faces seat it from {@link dev.strategist.play.TournamentPlayer#fromLevel()} up.
     */
    default Optional<dev.strategist.play.TournamentPlayer<P>> tournamentPlayer() {
        return Optional.empty();
    }

    /**
     * The opening book the game ships, where it has one (checkers: moves of deep searches over the ACF ballots);
     * a player uses it only when asked to ({@link dev.strategist.play.Strategist.Builder#book}).
     */
    default Optional<OpeningBook<P>> openingBook() {
        return Optional.empty();
    }

    /**
     * Another opening book the game ships, called {@code name} (checkers: {@code deep}, its first moves after each
     * of the deck's ballots searched by the default evaluator), or empty; a player plays it only when asked to
     * ({@code book=NAME} in a match), as {@link #openingBook()} with {@code book=on}.
     */
    default Optional<OpeningBook<P>> openingBook(String name) {
        return Optional.empty();
    }

    /** The exact solver for positions of this game, where the game has one cheap enough to play with. */
    default Optional<ExactSolver<P>> exactSolver() {
        return Optional.empty();
    }

    /**
     * A solver that answers earlier in the game than {@link #exactSolver()} by giving up certainty beyond its range
     * (Othello's selective endgame search up to {@code reach} empty squares), for a player that asks for it; empty
     * where the game has none. Its answers are the likeliest exact ones, not proofs, so nothing else relies on them.
     */
    default Optional<ExactSolver<P>> selectiveSolver(int reach) {
        return Optional.empty();
    }

    /**
     * The solver the top level plays with under a clock: {@link #exactSolver()} unless the game has one that plays
     * better by answering earlier (Othello's {@link #selectiveSolver selective} endgame). Nothing proves with it:
     * {@code solve}, an IQ and the contract tests keep to {@link #exactSolver()}.
     */
    default Optional<ExactSolver<P>> playSolver() {
        return exactSolver();
    }

    /**
     * The evaluator the top level plays with under a clock, where the game has one that plays better there than
     * {@link #evaluator()} (Othello's ProbCut by depth and stage); empty by default, the top level then playing with
     * {@link #evaluator()} as every other level does. Kept apart from {@link #evaluator()} because that one is every
     * level's, and the lower levels' depths were tuned with it.
     */
    default Optional<Evaluator<P>> playEvaluator() {
        return Optional.empty();
    }
}
