package dev.strategist.app.gomocup;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.app.outside.EngineProcess;
import dev.strategist.app.outside.OutsideEngineException;
import dev.strategist.core.Position;
import dev.strategist.games.gomoku.GomokuPosition;
import dev.strategist.games.gomoku.GomokuRule;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Our side of the Gomocup protocol as a manager speaks it, against a small brain of the tests' own run as a
 * child process: the game reaches the brain by BEGIN and TURN while it follows on, and by RESTART and BOARD
 * when it does not; what the brain answers is read back as our move, and a brain that answers off the board or
 * on a taken point loses, while one that refuses, dies or hangs is a clear error; lines that are not the
 * protocol's are logged and skipped.
 */
class GomocupPlayerTest {
    private final List<String> log = new CopyOnWriteArrayList<>();

    private static List<String> brain(String... modes) {
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        return EngineProcess.split(java + " -Xmx32m -XX:TieredStopAtLevel=1 -cp '"
                + System.getProperty("java.class.path") + "' dev.strategist.app.gomocup.FakeGomocupBrain "
                + String.join(" ", modes));
    }

    @Test
    void theGameReachesTheBrainByBeginTurnAndBoardAsAManagerSendsIt(@TempDir Path dir) throws Exception {
        Path log = dir.resolve("log.txt");
        GomokuPosition p = new GomokuPosition(15, GomokuRule.STANDARD);
        try (GomocupPlayer player = new GomocupPlayer(brain("--log", log.toString()), 20_000, 300L, this.log::add)) {
            int first = player.bestMove(p);
            assertThat(first).isEqualTo(7 * 15 + 7); // h8: the centre, by BEGIN
            p.play(first);
            p.play(first + 1);
            int second = player.bestMove(p);
            assertThat(p.canPlay(second)).isTrue();
            p.play(second);
            p.play(second + 15 * 3);
            player.bestMove(p);
            // a position the brain has not followed: a new game from it
            GomokuPosition other = GomokuPosition.of(15, GomokuRule.STANDARD, "a1 b2 c3");
            int answer = player.bestMove(other);
            assertThat(other.canPlay(answer)).isTrue();
        }
        List<String> lines = Files.readAllLines(log);
        assertThat(lines).startsWith("START 15", "INFO timeout_turn 300", "INFO timeout_match 0",
                "INFO max_memory 367001600", "INFO game_type 1", "INFO rule 1", "INFO thread_num 1", "BEGIN",
                "TURN 8,7");
        assertThat(lines.get(9)).startsWith("TURN ");
        assertThat(lines.subList(10, lines.size())).containsExactly("RESTART", "BOARD", "0,0,2", "1,1,1", "2,2,2",
                "DONE", "END");
    }

    @Test
    void underAGameClockTheBrainHearsItsMatchTimeOnceAndItsTimeLeftBeforeEachMove(@TempDir Path dir)
            throws Exception {
        Path log = dir.resolve("log.txt");
        GomokuPosition p = new GomokuPosition(15, GomokuRule.STANDARD);
        try (GomocupPlayer player = new GomocupPlayer(brain("--log", log.toString()), 20_000, null, this.log::add)) {
            player.timeLeft(60_000, 0);
            int first = player.bestMove(p);
            p.play(first);
            p.play(first + 1);
            player.timeLeft(58_765, 0);
            player.bestMove(p);
        }
        List<String> lines = Files.readAllLines(log);
        // without a time a move, a turn may take the whole clock
        assertThat(lines).containsSubsequence("INFO timeout_match 0", "INFO timeout_match 60000",
                "INFO timeout_turn 60000", "INFO time_left 60000", "BEGIN", "INFO time_left 58765", "TURN 8,7");
        assertThat(lines).filteredOn(l -> l.startsWith("INFO timeout_match 6")).hasSize(1);
    }

    @Test
    void theRuleSentIsTheRuleTheBrainReads() {
        for (GomokuRule rule : GomokuRule.values()) {
            assertThat(GomocupRules.of(GomocupRules.mask(rule))).isEqualTo(rule);
        }
    }

    @Test
    void aBrainThatTalksBeforeItsAnswerAndSuggestsItsMoveIsUnderstood() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h9");
        try (GomocupPlayer player = new GomocupPlayer(brain("--chatty"), 20_000, null, log::add)) {
            int move = player.bestMove(p);
            assertThat(p.canPlay(move)).isTrue();
            p.play(move);
            p.play(p.legalMoves()[0]);
            assertThat(p.canPlay(player.bestMove(p))).isTrue();
        }
        assertThat(log).as("messages are the protocol's: not logged").isEmpty();
    }

    @Test
    void linesThatAreNotTheProtocolsAreLoggedAndSkipped() {
        GomokuPosition p = new GomokuPosition(15, GomokuRule.FREESTYLE);
        try (GomocupPlayer player = new GomocupPlayer(brain("--stray"), 20_000, null, log::add)) {
            int move = player.bestMove(p);
            assertThat(move).isEqualTo(7 * 15 + 7);
            p.play(move);
            p.play(move + 1);
            assertThat(p.canPlay(player.bestMove(p))).isTrue();
        }
        assertThat(log).anyMatch(l -> l.matches("java .*FakeGomocupBrain --stray: not OK in answer to 'START 15', "
                        + "skipped: pbrain-fake 1.0 \\(c\\) nobody"))
                .anyMatch(l -> l.endsWith(": not a move in answer to 'BEGIN', skipped: *** search still running ***"))
                .anyMatch(l -> l.endsWith(": not a move in answer to 'TURN 8,7', skipped: ok"))
                .noneMatch(l -> l.contains("\r"));
    }

    @Test
    void anAnswerOffTheBoardOrOnATakenPointIsNoMove() {
        GomokuPosition p = GomokuPosition.of(15, GomokuRule.FREESTYLE, "h8 h9");
        for (String mode : new String[] {"--off-board", "--taken"}) {
            try (GomocupPlayer player = new GomocupPlayer(brain(mode), 20_000, null, log::add)) {
                assertThat(player.bestMove(p)).as(mode).isEqualTo(Position.NO_MOVE);
            }
        }
    }

    @Test
    void aBrainThatSpeaksOnlyNonsenseDiesOrHangsIsAClearErrorThatLosesTheGame() {
        GomokuPosition p = new GomokuPosition();
        try (GomocupPlayer player = new GomocupPlayer(brain("--garbage"), 2_000, null, log::add)) {
            assertThatThrownBy(() -> player.bestMove(p)).isInstanceOf(OutsideEngineException.class)
                    .hasMessageContaining("did not answer 'BEGIN' within 2000 ms")
                    .matches(e -> ((OutsideEngineException) e).losesGame());
        }
        assertThat(log).anyMatch(l -> l.endsWith("not a move in answer to 'BEGIN', skipped: I like the centre"));
        try (GomocupPlayer player = new GomocupPlayer(brain("--die"), 20_000, null, log::add)) {
            assertThatThrownBy(() -> player.bestMove(p)).hasMessageContaining("the engine ended while answering "
                    + "'BEGIN' (exit status 3)");
        }
        try (GomocupPlayer player = new GomocupPlayer(brain("--hang"), 2_000, null, log::add)) {
            assertThatThrownBy(() -> player.bestMove(p)).hasMessageContaining("did not answer 'BEGIN' within 2000 ms");
        }
        GomokuPosition small = new GomokuPosition(9, GomokuRule.FREESTYLE);
        try (GomocupPlayer player = new GomocupPlayer(EngineProcess.split("/no/such/brain"), 20_000, null, log::add)) {
            assertThatThrownBy(() -> player.bestMove(small)).hasMessageContaining("cannot start the engine "
                    + "'/no/such/brain'").matches(e -> !((OutsideEngineException) e).losesGame());
        }
    }
}
