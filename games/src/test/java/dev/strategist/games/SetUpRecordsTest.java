package dev.strategist.games;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.games.checkers.CheckersFen;
import dev.strategist.games.checkers.CheckersGame;
import dev.strategist.games.checkers.CheckersPosition;
import dev.strategist.games.reversi.ReversiGame;
import dev.strategist.games.reversi.ReversiPosition;
import org.junit.jupiter.api.Test;

/** Records of games set up from another position: read with their start, written back with it, bad set-ups refused. */
class SetUpRecordsTest {
    private static final CheckersGame CHECKERS = new CheckersGame();
    private static final ReversiGame OTHELLO = new ReversiGame();

    @Test
    void aCheckersGameFromAFenKeepsItsStartAndWritesItBack() {
        String pdn = "[FEN \"W:WK10,32:B14,22,3\"]\n1... 10x17x26 3-8 *\n";
        GameRecord record = CHECKERS.recordFormat().read(pdn, CHECKERS.defaultOptions());
        assertThat(record.start()).isEqualTo("W:W32,K10:B3,14,22");
        assertThat(record.moves()).hasSize(2);
        CheckersPosition start = record.start(CHECKERS);
        assertThat(start.sideToMove()).isEqualTo(1);
        assertThat(CheckersFen.format(start)).isEqualTo(record.start());

        String written = CHECKERS.recordFormat().write(record);
        assertThat(written).contains("[SetUp \"1\"]").contains("[FEN \"W:W32,K10:B3,14,22\"]").contains("1... 10x17x26");
        GameRecord again = CHECKERS.recordFormat().read(written, CHECKERS.defaultOptions());
        assertThat(again.start()).isEqualTo(record.start());
        assertThat(again.moves()).containsExactly(record.moves());
    }

    @Test
    void theStandardStartHasNoSetUp() {
        GameRecord record = CHECKERS.recordFormat().read("1. 11-15 23-19 *", CHECKERS.defaultOptions());
        assertThat(record.start()).isNull();
        assertThat(CHECKERS.recordFormat().write(record)).doesNotContain("FEN");
    }

    @Test
    void aCheckersSetUpNoGameReachesIsRefused() {
        String thirteen = "[FEN \"B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12,13\"]\n*";
        assertThatThrownBy(() -> CHECKERS.recordFormat().read(thirteen, CHECKERS.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageContaining("Black 13 pieces; a side has at most 12");
        assertThatThrownBy(() -> CHECKERS.recordFormat().read("[FEN \"B:W21:B\"]\n*", CHECKERS.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageContaining("Black no pieces");
        assertThatThrownBy(() -> CHECKERS.recordFormat().read("[FEN \"B:W1:B5\"]\n*", CHECKERS.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageContaining("where it would have been crowned");
    }

    @Test
    void anOthelloGameFromASetUpKeepsItsStartAndWritesItBack() {
        GameRecord record = OTHELLO.recordFormat().read("(;GM[2]FF[4]SZ[8]AB[dd][ee][cc]AW[de][ed][ff]PL[W])",
                OTHELLO.defaultOptions());
        assertThat(record.start()).hasSize(66).endsWith(" O");
        ReversiPosition start = record.start(OTHELLO);
        assertThat(start.sideToMove()).isEqualTo(ReversiPosition.WHITE);
        assertThat(Long.bitCount(start.discs(0))).isEqualTo(3);
        assertThat(Long.bitCount(start.discs(1))).isEqualTo(3);
        int move = start.legalMoves()[0];
        GameRecord played = new GameRecord(record.options(), new int[] {move}, "A", "B", Outcome.NONE, record.start());
        String written = OTHELLO.recordFormat().write(played);
        assertThat(written).contains("AB[").contains("AW[").contains("PL[W]").contains(";W[");
        GameRecord again = OTHELLO.recordFormat().read(written, OTHELLO.defaultOptions());
        assertThat(again.start()).isEqualTo(record.start());
        assertThat(again.moves()).containsExactly(move);
    }

    @Test
    void anOthelloSetUpWithAnEmptyCentreIsRefused() {
        assertThatThrownBy(() -> OTHELLO.recordFormat().read("(;GM[2]FF[4]SZ[8]AE[dd])", OTHELLO.defaultOptions()))
                .isInstanceOf(NotationException.class).hasMessageContaining("centre square");
    }
}
