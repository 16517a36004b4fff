package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.games.checkers.CheckersBallots.Ballot;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The ACF ballots: 174 numbered, 156 playable, every one legal and ending on the FEN the list gives. */
class CheckersBallotsTest {

    @Test
    void thereAre174BallotsOf156PlayableAnd50Tough() {
        List<Ballot> all = CheckersBallots.all();
        assertThat(all).hasSize(174);
        assertThat(all.get(0).number()).isEqualTo(1);
        assertThat(all.get(173).number()).isEqualTo(174);
        assertThat(CheckersBallots.deck()).hasSize(156);
        assertThat(all.stream().filter(Ballot::tough).count()).isEqualTo(50);
        assertThat(all.get(4).describe()).isEqualTo("5 (Dreaded Edinburgh) 9-13 22-18 6-9");
    }

    @Test
    void everyBallotReplaysToItsFen() {
        for (Ballot b : CheckersBallots.all()) {
            CheckersPosition p = CheckersBallots.play(b, new CheckersPosition());
            assertThat(p.ply()).isEqualTo(3);
            assertThat(p.toString()).as("ballot %d", b.number()).isEqualTo(CheckersPosition.of(b.fen()).toString());
        }
    }
}
