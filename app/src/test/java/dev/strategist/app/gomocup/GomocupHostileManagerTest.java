package dev.strategist.app.gomocup;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The brain against a hostile manager, through a real child process: unknown commands, coordinates off
 * the board or on stones, BOARD blocks with impossible stone counts or broken lines, INFO with absurd
 * values, odd white space and line ends, and input closed mid-game and mid-BOARD. It must answer every
 * strange line with ERROR or UNKNOWN (protocol §1, §7), keep playing legal moves, and exit cleanly (code
 * 0) at the end of its input.
 */
@Tag("slow")
class GomocupHostileManagerTest {
    private static final String MOVE = "\\d{1,2},\\d{1,2}";

    @Test
    void strangeLinesGetErrorOrUnknownAndTheBrainPlaysOn() throws Exception {
        try (ScriptedManager m = new ScriptedManager("-Xmx256m")) {
            // before any board: every command that needs one is an error, and BOARD's block is still read
            m.send("TURN 7,7");
            assertThat(m.answer()).startsWith("ERROR");
            m.send("BEGIN");
            assertThat(m.answer()).startsWith("ERROR");
            m.send("BOARD").send("7,7,1").send("8,8,2").send("DONE");
            assertThat(m.answer()).startsWith("ERROR");
            m.send("TAKEBACK 7,7");
            assertThat(m.answer()).startsWith("ERROR");
            m.send("ABOUT");
            assertThat(m.answer()).as("BOARD's lines were not taken for commands").startsWith("name=");

            // unknown commands and odd lines
            for (String line : new String[] {"FOO", "foo bar baz", "\u00e9t\u00e9", "TURN7,7", "12345", "=", "\u0000",
                "X".repeat(100_000)}) {
                m.send(line);
                assertThat(m.answer()).as("the answer to %s", line.length() > 20 ? "a long line" : line)
                        .startsWith("UNKNOWN");
            }
            m.send("").send("   ").send("\t").sendRaw("\r\n\n\r\n");
            m.send("SWAP2BOARD").send("7,7,1").send("DONE");
            assertThat(m.answer()).startsWith("ERROR").contains("START");

            // absurd sizes
            for (String line : new String[] {"START", "START -1", "START 0", "START 4", "START 21",
                "START 99999999999", "START abc", "START 15 15", "RECTSTART 99999999999,99999999999",
                "RECTSTART 15,20", "RECTSTART -15,-15", "RECTSTART x", "RECTSTART 0,0"}) {
                m.send(line);
                assertThat(m.answer()).as("the answer to %s", line).startsWith("ERROR");
            }

            // absurd INFO values are taken quietly (no answer after INFO)
            for (String line : new String[] {"INFO", "INFO timeout_turn", "INFO timeout_turn -5",
                "INFO timeout_turn abc", "INFO timeout_turn 99999999999999999999", "INFO max_memory -1",
                "INFO max_memory 1", "INFO max_memory 99999999999999999999", "INFO time_left -1000",
                "INFO time_left abc", "INFO rule 999", "INFO rule -1", "INFO game_type 7", "INFO \u00e9 1",
                "INFO timeout_match -1"}) {
                m.send(line);
            }
            assertThat(m.silentFor(300)).as("no answer to INFO").isTrue();
            m.send("  start   15 \t");
            assertThat(m.answer(30)).isEqualTo("OK");
            m.send("INFO max_memory 0").send("INFO rule 0").send("INFO timeout_match 0")
                    .send("INFO timeout_turn 200");

            // coordinates off the board, malformed or occupied
            for (String line : new String[] {"TURN 15,0", "TURN 0,15", "TURN -1,3", "TURN 7", "TURN a,b", "TURN 7,7,7",
                "TURN 99999999999,1", "TURN ,", "TURN", "PLAY 20,20", "TAKEBACK 3,3"}) {
                m.send(line);
                assertThat(m.answer()).as("the answer to %s", line).startsWith("ERROR");
            }
            m.sendRaw("  turn 7 , 7 \r\n");
            String reply = m.answer();
            assertThat(reply).matches(MOVE).isNotEqualTo("7,7");
            m.send("TURN 7,7");
            assertThat(m.answer()).startsWith("ERROR").contains("not empty");
            m.send("TURN " + reply.replace(" ", ""));
            assertThat(m.answer()).startsWith("ERROR").contains("not empty");

            // BOARD blocks with impossible stone counts, broken lines, repeats and a finished game
            String[][] badBoards = {
                {"1,1,1", "2,2,1", "3,3,1"},                 // three own stones, none of the opponent's
                {"1,1,2", "2,2,2", "3,3,2", "4,4,1"},        // the opponent two ahead
                {"1,1,1", "1,1,2"},                          // one cell twice
                {"1,1"},                                     // no field
                {"1,1,4"},                                   // no such field
                {"1,1,1,1"},
                {"15,1,2"},                                  // off the board
                {"a,b,c"},
                {"0,0,2", "5,5,1", "0,1,2", "6,6,1", "0,2,2", "7,7,1", "0,3,2", "8,8,1", "0,4,2", "9,9,1"}, // five
            };
            for (String[] board : badBoards) {
                m.send("BOARD");
                for (String line : board) {
                    m.send(line);
                }
                m.send("DONE");
                assertThat(m.answer()).as("the answer to BOARD %s", String.join(" ", board)).startsWith("ERROR");
            }
            m.send("BOARD").send(" 7 , 7 , 2 ").send("done");
            assertThat(m.answer()).as("a good BOARD after bad ones").matches(MOVE);
            m.send("RESTART");
            assertThat(m.answer()).isEqualTo("OK");
            m.send("BEGIN");
            assertThat(m.answer()).matches(MOVE);
            m.send("BEGIN");
            assertThat(m.answer()).as("BEGIN on a board with stones").startsWith("ERROR");
            m.send("ABOUT");
            assertThat(m.answer()).startsWith("name=");
            assertThat(m.alive()).isTrue();
            m.send("END");
            assertThat(m.exitCode(10)).isZero();
        }
    }

    @Test
    void inputClosedMidBoardEndsTheBrainCleanlyWithoutAMove() throws Exception {
        try (ScriptedManager m = new ScriptedManager("-Xmx256m")) {
            m.send("START 15");
            assertThat(m.answer(30)).isEqualTo("OK");
            m.send("INFO timeout_turn 200").send("BOARD").send("7,7,1").send("8,8,2");
            m.closeInput();
            assertThat(m.exitCode(10)).isZero();
            assertThat(m.remainingAnswers()).as("no move for a block the manager never finished").isEmpty();
        }
    }

    @Test
    void inputClosedMidGameEndsTheBrainCleanly() throws Exception {
        try (ScriptedManager m = new ScriptedManager("-Xmx256m")) {
            m.send("START 15");
            assertThat(m.answer(30)).isEqualTo("OK");
            m.send("INFO timeout_turn 200").send("TURN 7,7");
            assertThat(m.answer()).matches(MOVE);
            m.sendRaw("TURN 8,"); // half a line, then nothing
            m.closeInput();
            assertThat(m.exitCode(10)).isZero();
        }
    }

    @Test
    void maxMemoryIsHonouredInAHeapTooSmallForTheDefaultTable() throws Exception {
        // 40 MB of heap cannot hold the default 64 MB table: the brain lives only if it sizes its tables
        // from max_memory (an eighth of it, here 5 MB, plus the threat searches' fixed 4 MB)
        try (ScriptedManager m = new ScriptedManager("-Xmx40m")) {
            m.send("INFO max_memory 41943040");
            m.send("START 15");
            assertThat(m.answer(30)).isEqualTo("OK");
            m.send("INFO timeout_turn 300");
            for (String turn : new String[] {"7,7", "0,0", "14,14", "0,14"}) {
                m.send("TURN " + turn);
                assertThat(m.answer()).matches(MOVE);
            }
            m.send("END");
            assertThat(m.exitCode(10)).isZero();
        }
    }
}
