package dev.strategist.app.cli;

import static dev.strategist.app.cli.PerftCommandTest.assertNoStackTrace;
import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.store.GameStore;
import dev.strategist.app.store.StoredGame;
import dev.strategist.core.Games;
import dev.strategist.core.Position;
import dev.strategist.games.checkers.CheckersBook;
import dev.strategist.games.checkers.CheckersPdn;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.checkers.PdnGame;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strategist match}: ballots played both ways with a results table and Elo; openings from a file;
 * the same games on one thread or two; the SPRT stopping early; games saved to the store; bad options.
 */
class MatchCommandTest {

    @Test
    void eachBallotIsPlayedBothWaysAndTheScoreAddsUp() {
        Run run = Run.of("match", "checkers", "--openings", "ballots", "--count", "2", "--depth", "3",
                "--evaluator2", "material", "--depth2", "1", "--max-plies", "120");
        assertThat(run.err()).isEmpty();
        assertThat(run.code()).isZero();
        assertThat(run.out()).contains("Checkers repetition=3,quietmoves=40: 2 openings, 4 games, seed 1")
                .contains("A: engine level 7 depth 3\n").contains("B: engine level 7 depth 1 material\n")
                .contains("   1  ballot 1 9-13 21-17 5-9         A as Black: ")
                .contains("   2  ballot 1 9-13 21-17 5-9         A as White: ")
                .contains("   4  ballot 2 9-13 21-17 6-9         A as White: ")
                .containsPattern("as Black +2 ").containsPattern("as White +2 ").containsPattern("in all +4 ")
                .containsPattern("pairs of games by A's points 0, 1/2, 1, 3/2, 2: \\d \\d \\d \\d \\d\n")
                .containsPattern("score: A [0-9.]+ - B [0-9.]+ of 4 games")
                .containsPattern("reply time A: mean \\d+ ms, p99 \\d+ ms, max \\d+ ms over \\d+ moves "
                        + "\\(the longest: game \\d+, its move \\d+\\)\n")
                .containsPattern("reply time B: mean \\d+ ms, p99 \\d+ ms, max \\d+ ms over \\d+ moves "
                        + "\\(the longest: game \\d+, its move \\d+\\)\n")
                .containsPattern("Elo A-B: [+-](inf|[0-9.]+) \\(95%: .*\\) from 2 pairs \\(score .*\\); .* from 4 games")
                .contains("played in");
        assertNoStackTrace(run);
    }

    @Test
    void aGameClockIsPlayedUnderAndABadOneIsRefusedByName() {
        // tic-tac-toe's searches end at the game's end, long before any share of a minute
        Run run = Run.of("match", "tictactoe", "--a", "time=100", "--b", "time=100", "--clock", "60000+100",
                "--games", "2", "--no-progress");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 games, clock 60000+100 ms, seed 1").doesNotContain("lost on time");
        for (String bad : List.of("ten", "0", "60000+", "5000+-1")) {
            Run refused = Run.of("match", "connect4", "--depth", "2", "--clock", bad);
            assertThat(refused.code()).as(bad).isEqualTo(2);
            assertThat(refused.err()).as(bad).contains("--clock: ");
        }
    }

    @Test
    void openingsCanComeFromAFileOfPositions(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("openings.txt");
        Files.writeString(file, "# two openings\n11-15 23-19\nW:W21-32:B1-10,12,16\n");
        Run run = Run.of("match", "draughts", "--openings", file.toString(), "--depth", "2", "--max-plies", "40");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 openings, 4 games").contains("of 4 games");
        Files.writeString(file, "11-15\n11-19\n");
        Run bad = Run.of("match", "checkers", "--openings", file.toString());
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("line 2").contains("11-19");
        assertNoStackTrace(bad);
    }

    @Test
    void gamesCanBeSavedAsPdnAndReadBack(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.pdn");
        Run run = Run.of("match", "checkers", "--openings", "ballots-tough", "--count", "1", "--depth", "2",
                "--max-plies", "60", "--pdn", file.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("games written to");
        List<PdnGame> games = CheckersPdn.read(Files.readString(file));
        assertThat(games).hasSize(2);
        assertThat(games.get(0).tags()).containsEntry("Event", "strategist match").containsKey("Opening");
        assertThat(games.get(0).tags().get("Black")).startsWith("A: ");
        assertThat(games.get(1).tags().get("Black")).startsWith("B: ");
        assertThat(games.get(0).moves().size()).isGreaterThan(3);
        assertThat(Run.of("match", "ttt", "--pdn", file.toString()).err()).contains("checkers games");
    }

    @Test
    void anyGameIsRecordedInItsOwnFormat(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("games.txt");
        Run run = Run.of("match", "tictactoe", "--depth", "2", "--games", "2", "--record", file.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("games written to");
        assertThat(Files.readAllLines(file).stream().filter(line -> !line.isBlank())).hasSize(2)
                .allSatisfy(line -> assertThat(line).matches("[a-c][1-3]( [a-c][1-3])*"));
        Path pdn = dir.resolve("games.pdn");
        assertThat(Run.of("match", "checkers", "--record", pdn.toString(), "--pdn", pdn.toString()).err())
                .contains("not both");
    }

    @Test
    void twoThreadsPlayTheSameGamesAsOne() {
        String[] args = {"match", "checkers", "--openings", "ballots", "--count", "3", "--a", "depth=3",
            "--b", "depth=2,evaluator=material", "--max-plies", "80", "--seed", "7"};
        Run one = Run.of(concat(args, "--threads", "1"));
        Run two = Run.of(concat(args, "--threads", "2"));
        assertThat(one.code()).as(one.err()).isZero();
        assertThat(two.code()).as(two.err()).isZero();
        assertThat(withoutTiming(two.out())).isEqualTo(withoutTiming(one.out()));
        assertThat(one.out()).contains("   6  ").contains("on 1 thread");
        assertThat(two.out()).contains("on 2 threads");
    }

    @Test
    void theSprtStopsOnceTheResultIsClear() {
        // perfect Tic-tac-toe against a level-1 beginner: won pairs pile up until H1 is accepted
        Run run = Run.of("match", "tictactoe", "--a", "level=10", "--b", "level=1", "--sprt",
                "elo0=0,elo1=100", "--games", "400", "--threads", "2");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("400 games at most, SPRT elo0=0 elo1=100 alpha=0.05 beta=0.05")
                .containsPattern("SPRT elo0=0 elo1=100 alpha=0.05 beta=0.05: LLR [0-9.]+ \\(pentanomial; "
                        + "bounds -2.94, 2.94\\): H1 accepted .* after \\d+ games");
        int played = Integer.parseInt(run.out().replaceAll("(?s).* after (\\d+) games\n.*", "$1"));
        assertThat(played).isLessThan(400).isEven().isGreaterThanOrEqualTo(2 * dev.strategist.play.Sprt.MIN_SAMPLES);
        assertThat(run.out()).contains(String.format("%4d  start", played)).doesNotContain(String.format("%4d  start",
                played + 1));
    }

    @Test
    void gamesAreSavedInAPostgresqlStoreAsServeTakesIt() throws Exception {
        try (dev.strategist.app.store.TestPostgres postgres = dev.strategist.app.store.TestPostgres.start()) {
            String db = postgres.newDatabase();
            Run run = Run.of("match", "tictactoe", "--a", "depth=1", "--games", "2", "--db", db);
            assertThat(run.code()).as(run.err()).isZero();
            assertThat(run.out()).contains("2 games saved in " + db.substring(0, db.indexOf('?')) + "\n");
            try (GameStore store = GameStore.open(db)) {
                assertThat(store.recent(10)).hasSize(2).allSatisfy(g -> assertThat(g.finished()).isTrue());
            }
        }
    }

    @Test
    void gamesAreSavedInTheStoreAndReplayFromTheStart(@TempDir Path dir) {
        Path db = dir.resolve("match.db");
        Run run = Run.of("match", "checkers", "--openings", "ballots", "--count", "1", "--depth", "2",
                "--b", "mcts,nodes=200", "--max-plies", "50", "--db", db.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("2 games saved in " + db);
        try (GameStore store = GameStore.open(db)) {
            List<StoredGame> games = store.recent(10);
            assertThat(games).hasSize(2);
            for (StoredGame g : games) {
                assertThat(g.game()).isEqualTo("checkers");
                assertThat(g.you()).isEqualTo(-1);
                // A (the engine) played Black in the game it started, B (Monte Carlo) in the other
                assertThat(List.of(g.algorithm(), g.secondAlgorithm())).containsExactlyInAnyOrder("engine", "mcts");
                assertThat(g.finished()).isTrue();
                assertThat(g.moves().subList(0, 3)).containsExactly("9-13", "21-17", "5-9");
                Position p = Games.find("checkers").parsePosition(String.join(" ", g.moves()),
                        Games.find("checkers").parseOptions(g.options()));
                assertThat(p.ply()).isEqualTo(g.moves().size());
                if (p.isOver()) {
                    assertThat(g.winner()).isEqualTo(p.outcome().winner());
                }
            }
        }
    }

    @Test
    void aTimeAloneIsSearchedAsDeepAsItReachesNotToLevelSevensDepth() {
        Run run = Run.of("match", "checkers", "--openings", "ballots", "--count", "1", "--games", "1",
                "--a", "time=20", "--b", "level=7,time=20", "--max-plies", "10");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("A: engine level 7 depth 120 20 ms\n").contains("B: engine level 7 20 ms\n");
    }

    @Test
    void anEnginePlayerMayKeepItsTableBetweenMovesOrSpendItsWholeTime() {
        Run run = Run.of("match", "tictactoe", "--a", "depth=2,table=keep", "--b", "depth=2,table=fresh", "--games", "2");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("A: engine level 7 depth 2 keeping its table\n")
                .contains("B: engine level 7 depth 2\n");
        Run clock = Run.of("match", "tictactoe", "--a", "time=20,clock=whole", "--b", "time=20,clock=half", "--games", "2");
        assertThat(clock.code()).as(clock.err()).isZero();
        assertThat(clock.out()).contains("A: engine level 7 depth 120 20 ms spending its whole time\n")
                .contains("B: engine level 7 depth 120 20 ms\n");
    }

    @Test
    void theHelpListsWhatEachGameAddsAskedOfTheGames() {
        for (String command : new String[] {"match", "play"}) {
            Run help = Run.of(command, "--help");
            assertThat(help.code()).isZero();
            // the help wraps at the terminal's width: compared with its lines joined
            assertThat(help.out().replaceAll("\\s+", " ")).contains("What the games add:")
                    .contains("Gomoku: player (its own tournament player, the default from level 5 up, 200 ms a move")
                    .contains("width=N (quiet moves searched per node, 0 all)")
                    .contains("openings ballots, ballots-all, ballots-tough")
                    .doesNotContain("Tic-tac-toe:");
        }
    }

    @Test
    void aCheckersPlayerMayPlayItsOpeningBook(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("book.pdn");
        Run run = Run.of("match", "checkers", "--a", "depth=2,book=on", "--b", "depth=2,book=off", "--games", "2",
                "--openings", "ballots", "--count", "1", "--max-plies", "6", "--pdn", file.toString());
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("A: engine level 7 depth 2 with its opening book\n")
                .contains("B: engine level 7 depth 2\n");
        // in the second game A is White, first to move after the three-move ballot: it plays the book's move
        PdnGame second = CheckersPdn.read(Files.readString(file)).get(1);
        assertThat(second.tags().get("White")).startsWith("A: ");
        CheckersPosition afterBallot = new CheckersPosition();
        second.moves().subList(0, 3).forEach(afterBallot::play);
        int booked = CheckersBook.shipped().orElseThrow().move(afterBallot);
        assertThat(booked).isNotEqualTo(Position.NO_MOVE);
        assertThat(second.moves().get(3)).isEqualTo(booked);
    }

    @Test
    void gomokuPlaysItsTournamentPlayerFromTheBalancedOpenings() {
        Run run = Run.of("match", "gomoku", "--count", "1", "--a", "time=20", "--b", "player,time=10,width=0");
        assertThat(run.code()).as(run.err()).isZero();
        assertThat(run.out()).contains("Gomoku size=15,rule=freestyle: 1 opening, 2 games")
                .contains("A: gomoku-player level 7 depth 120 20 ms")
                .contains("B: gomoku-player width all level 7 depth 120 10 ms")
                .contains("   1  d3h4d7e7f2e3h5g5                A as Black: ")
                .contains("   2  d3h4d7e7f2e3h5g5                A as White: ");
        Run engineSearch = Run.of("match", "gomoku", "--count", "1", "--games", "1", "--a",
                "player,time=20,search=engine", "--b", "player,time=20");
        assertThat(engineSearch.code()).as(engineSearch.err()).isZero();
        assertThat(engineSearch.out()).contains("A: gomoku-player engine search level 7 depth 120 20 ms");
        Run bad = Run.of("match", "gomoku", "--a", "player,search=fast");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("search must be engine or threats, not 'fast'");
        Run engine = Run.of("match", "gomoku", "--count", "1", "--games", "1", "--a", "engine,depth=1",
                "--options", "rule=standard", "--max-plies", "10");
        assertThat(engine.code()).as(engine.err()).isZero();
        assertThat(engine.out()).contains("A: engine level 7 depth 1").contains("1 game, seed 1");
    }

    @Test
    void theProgressBarGoesToTheErrorStreamOnlyWhenAsked() {
        Run quiet = Run.of("match", "tictactoe", "--a", "depth=2", "--games", "2");
        assertThat(quiet.code()).isZero();
        assertThat(quiet.err()).isEmpty();
        Run bar = Run.of("match", "tictactoe", "--a", "depth=2", "--games", "2", "--progress");
        assertThat(bar.code()).isZero();
        assertThat(bar.err()).contains("\r[").contains("] 2/2").endsWith("\n");
        assertThat(bar.out()).doesNotContain("\r");
    }

    @Test
    void badChoicesAreUsageErrors(@TempDir Path dir) throws IOException {
        assertUsage(Run.of("match", "tictactoe", "--openings", "ballots"), "checkers openings");
        assertUsage(Run.of("match", "checkers", "--evaluator", "magic"), "unknown evaluator 'magic'");
        assertUsage(Run.of("match"), "Missing required parameter: 'GAME'");
        assertUsage(Run.of("match", "tictactoe", "--threads", "0"), "--threads must be from 1 to 256, not 0");
        assertUsage(Run.of("match", "tictactoe", "--games", "0"), "--games must be at least 1");
        assertUsage(Run.of("match", "tictactoe", "--sprt", "elo0=10,elo1=0"), "elo1 above elo0");
        assertUsage(Run.of("match", "tictactoe", "--sprt", "elo0=0"), "needs elo0 and elo1");
        assertUsage(Run.of("match", "tictactoe", "--a", "level=11"), "level must be from 1 to 10, not 11");
        assertUsage(Run.of("match", "tictactoe", "--a", "depth=x"), "is not a whole number");
        assertUsage(Run.of("match", "tictactoe", "--a", "speed=3"), "unknown player setting 'speed'");
        assertUsage(Run.of("match", "tictactoe", "--b", "magic"), "unknown algorithm 'magic'");
        assertUsage(Run.of("match", "tictactoe", "--a", "player"), "has no tournament player");
        assertUsage(Run.of("match", "connect4", "--a", "width=3"), "unknown player setting 'width': engine takes level,"
                + " depth, time, nodes, evaluator, table, clock, soft, book and endgame; the settings of a game's own player go with"
                + " player");
        assertUsage(Run.of("match", "tictactoe", "--a", "level=10,endgame=20"), "Tic-tac-toe has no selective solver");
        assertUsage(Run.of("match", "othello", "--a", "level=10,endgame=all"), "endgame=all must be a number");
        assertUsage(Run.of("match", "othello", "--a", "level=10,endgame=61"), "the empty-square limit must be 0..60");
        assertUsage(Run.of("match", "tictactoe", "--a", "depth=2,table=old"), "table=old must be keep or fresh");
        assertUsage(Run.of("match", "tictactoe", "--a", "time=20,clock=all"), "clock=all must be whole or half");
        assertUsage(Run.of("match", "tictactoe", "--a", "depth=2,book=on"), "Tic-tac-toe has no opening book");
        assertUsage(Run.of("match", "checkers", "--a", "depth=2,book=yes"), "Checkers has no opening book 'yes'");
        assertUsage(Run.of("match", "gomoku", "--a", "player,speed=3"), "the Gomoku player has no setting 'speed'");
        assertUsage(Run.of("match", "gomoku", "--options", "rule=caro"), "give --openings FILE");
        assertUsage(Run.of("match", "tictactoe", "--db", dir.resolve("no/dir/x.db").toString()),
                "cannot open database");
        Path notDb = dir.resolve("text.db");
        Files.writeString(notDb, "this is not a database, just some text that goes on for a while....\n".repeat(20));
        assertUsage(Run.of("match", "tictactoe", "--a", "depth=1", "--games", "1", "--db", notDb.toString()),
                "cannot open database");
        assertUsage(Run.of("match", "checkers", "--openings", "/no/such/file"), "no such file");
    }

    @Test
    void sparkWithoutTheSparkModuleSaysHowToGetIt() {
        // the app's tests run without the spark module on the class path, as the plain jar does
        Run run = Run.of("match", "tictactoe", "--games", "2", "--spark", "local[2]");
        assertUsage(run, "--spark needs the Spark launcher: build it with 'mvn -q -DskipTests package'");
        assertThat(run.out()).isEmpty(); // said before the match's header
        assertUsage(Run.of("match", "chess", "--spark", "local[2]"), "chess");
    }

    /** Exit code 2 with one {@code error:} line holding {@code message}, and no stack trace. */
    static void assertUsage(Run run, String message) {
        assertThat(run.code()).as(run.err()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).startsWith("error: ").contains(message);
        assertNoStackTrace(run);
    }

    /** {@code args} followed by {@code more}. */
    static String[] concat(String[] args, String... more) {
        String[] all = java.util.Arrays.copyOf(args, args.length + more.length);
        System.arraycopy(more, 0, all, args.length, more.length);
        return all;
    }

    private static String withoutTiming(String out) {
        return out.lines().filter(l -> !l.startsWith("played in") && !l.startsWith("reply time")).collect(Collectors.joining("\n"));
    }
}
