package dev.strategist.app.cli.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A game's line reads back as it was written, whatever ended the game, and other lines of a match are no game's. */
class GameLineTest {

    @Test
    void aWrittenLineReadsBackTheSame() {
        GameLine[] games = {
            new GameLine(1, "ballot 1 9-13 21-17 5-9", "Black", "A wins", 57),
            new GameLine(12, "start", "White", "draw", 9),
            new GameLine(400, "d3h4d7e7f2e3h5g5", "White", "draw at the ply limit", 300),
            new GameLine(7, "k12j10i9g10g12k9l11k8h7 and a name longer than thirty", "Black",
                    "A wins (B played an illegal move (g7))", 36),
            new GameLine(3, "", "Red", "B wins (A failed: the engine did not answer in time)", 14),
        };
        for (GameLine g : games) {
            assertThat(GameLine.parse(g.format())).as(g.format()).isEqualTo(g);
        }
        assertThat(games[0].format()).isEqualTo("   1  ballot 1 9-13 21-17 5-9         A as Black: A wins in 57 plies");
    }

    @Test
    void pointsAreAsTheResultSays() {
        assertThat(new GameLine(1, "x", "Black", "A wins (B played an illegal move (g7))", 5).pointsA()).isEqualTo(1);
        assertThat(new GameLine(1, "x", "Black", "B wins", 5).pointsA()).isZero();
        assertThat(new GameLine(1, "x", "Black", "draw at the ply limit", 5).pointsA()).isEqualTo(0.5);
    }

    @Test
    void theMatchsOtherLinesAreNoGames() {
        String[] others = {
            "Gomoku size=15,rule=freestyle: 200 openings, 400 games, seed 1",
            "A: gomoku-player level 7 depth 120 150 ms",
            "A's results       games   wins  draws losses    score",
            "in all              400    140      4    256    35.5%",
            "score: A 142 - B 258 of 400 games",
            "Elo A-B: -75.9 (95%: -99.6 .. -52.8) from 200 pairs (score 39.3% +/- 1.6%)",
            "99999999999  start  A as Black: A wins in 5 plies",
            "   1  start  A as Black: A resigned in 5 plies",
            "",
        };
        for (String line : others) {
            assertThat(GameLine.parse(line)).as(line).isNull();
        }
    }
}
