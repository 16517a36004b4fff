package dev.strategist.games.reversi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.Game;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.PositionContractTest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Othello against the position contract, and its rules: flips, passes, the end, the score. */
class ReversiPositionTest extends PositionContractTest<ReversiPosition> {

    @Override
    protected Game<ReversiPosition> game() {
        return new ReversiGame();
    }

    @Test
    void theStartHasFourMovesForBlack() {
        ReversiPosition p = new ReversiPosition();
        assertThat(p.toString()).isEqualTo("-".repeat(27) + "OX------XO" + "-".repeat(27) + " X");
        assertThat(p.legalMoves()).containsExactly(19, 26, 37, 44); // d3 c4 f5 e6
        assertThat(p.sideToMove()).isEqualTo(ReversiPosition.BLACK);
        assertThat(p.emptyCount()).isEqualTo(60);
        p.play(19); // d3 turns d4
        assertThat(p.square(27)).isEqualTo(1);
        assertThat(p.discs(ReversiPosition.BLACK)).isEqualTo((1L << 19) | (1L << 27) | (1L << 28) | (1L << 35));
        assertThat(p.discs(ReversiPosition.WHITE)).isEqualTo(1L << 36);
        assertThat(p.sideToMove()).isEqualTo(ReversiPosition.WHITE);
    }

    @Test
    void theBitboardRulesAgreeWithTheSquareBySquareOnesOnRandomGames() {
        Random random = new Random(42);
        for (int game = 0; game < 400; game++) {
            ReversiPosition p = new ReversiPosition();
            int[] moves = new int[p.maxMoves()];
            int n;
            while ((n = p.legalMoves(moves, 0)) > 0) {
                long naive = NaiveReversi.moves(p.player(), p.opponent());
                assertThat(p.moveMask()).as("moves in %s", p).isEqualTo(naive);
                assertThat(ReversiBitboards.moves(p.opponent(), p.player()))
                        .isEqualTo(NaiveReversi.moves(p.opponent(), p.player()));
                for (long m = naive; m != 0; m &= m - 1) {
                    int sq = Long.numberOfTrailingZeros(m);
                    assertThat(ReversiBitboards.flips(sq, p.player(), p.opponent())).as("flips of %d in %s", sq, p)
                            .isEqualTo(NaiveReversi.flips(sq, p.player(), p.opponent()));
                }
                assertThat(p.countMoves()).isEqualTo(n);
                if (naive == 0) {
                    assertThat(moves[0]).isEqualTo(ReversiPosition.PASS);
                    assertThat(p.mustPass()).isTrue();
                }
                p.play(moves[random.nextInt(n)]);
            }
            assertThat(p.moveMask()).isZero();
            assertThat(ReversiBitboards.moves(p.opponent(), p.player())).isZero();
            assertThat(p.countMoves()).isZero();
        }
    }

    @Test
    void movesWhoseRepliesWereAskedPlayAsFreshOnesInASearchLikeWalk() {
        // a walk that asks for replies at some nodes, goes down and comes back up as a search does: every play must
        // give the discs and the moves the rules give, whether it reuses what was asked at its node or not
        Random random = new Random(7);
        for (int walk = 0; walk < 200; walk++) {
            ReversiPosition p = new ReversiPosition();
            int[] moves = new int[p.maxMoves()];
            for (int step = 0; step < 400; step++) {
                int n = p.legalMoves(moves, 0);
                if (n == 0 || (p.ply() > 0 && random.nextInt(3) == 0)) {
                    if (p.ply() == 0) {
                        break;
                    }
                    p.undo();
                    continue;
                }
                if (random.nextBoolean()) {
                    for (int i = 0; i < n; i++) {
                        if (moves[i] != ReversiPosition.PASS) {
                            long[] after = NaiveReversi.after(moves[i], p.player(), p.opponent());
                            assertThat(p.repliesAfter(moves[i])).isEqualTo(NaiveReversi.moves(after[0], after[1]));
                        }
                    }
                }
                int move = moves[random.nextInt(n)];
                long[] expected = move == ReversiPosition.PASS ? new long[] {p.opponent(), p.player()}
                        : NaiveReversi.after(move, p.player(), p.opponent());
                p.play(move);
                assertThat(new long[] {p.player(), p.opponent()}).as("after %d", move).containsExactly(expected);
                assertThat(p.moveMask()).as("moves after %d", move).isEqualTo(NaiveReversi.moves(expected[0], expected[1]));
            }
        }
    }

    @Test
    void aPassIsTheOnlyMoveWhenTheSideHasNoneButTheOpponentHas() {
        // White (to move) cannot outflank Black's full first row; Black can play over White's b2
        long black = 0xFFL; // the whole first row
        long white = 1L << 9; // b2
        ReversiPosition p = ReversiPosition.of(black, white, ReversiPosition.WHITE);
        assertThat(p.moveMask()).as("white's moves").isZero();
        assertThat(p.legalMoves()).containsExactly(ReversiPosition.PASS);
        assertThat(p.isOver()).isFalse();
        p.play(ReversiPosition.PASS);
        assertThat(p.sideToMove()).isEqualTo(ReversiPosition.BLACK);
        assertThat(p.legalMoves()).containsExactly(16, 17, 18); // a3, b3, c3 all over b2
        p.undo();
        assertThat(p.sideToMove()).isEqualTo(ReversiPosition.WHITE);
        assertThat(p.player()).isEqualTo(white);
    }

    @Test
    void theGameEndsWhenNeitherSideCanMoveAndEmptiesGoToTheWinner() {
        // Black wiped out White: 5 black discs, White to move, nobody can move
        ReversiPosition p = ReversiPosition.of(0x1FL, 0, ReversiPosition.WHITE);
        assertThat(p.isOver()).isTrue();
        assertThat(p.legalMoves()).isEmpty();
        assertThat(p.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(p.finalDiscDifference()).isEqualTo(-64);
        // discs too far apart to outflank: Black a1 b1, White h8; the 61 empties go to Black: 63 - 1
        ReversiPosition q = ReversiPosition.of(3L, 1L << 63, ReversiPosition.WHITE);
        assertThat(q.isOver()).isTrue();
        assertThat(q.outcome()).isEqualTo(Outcome.FIRST_WINS);
        assertThat(q.finalDiscDifference()).isEqualTo(-62);
        assertThat(ReversiPosition.discDifference(3L, 1L << 63)).isEqualTo(62);
        assertThat(ReversiPosition.discDifference(0xFFFF_FFFFL, 0x3FFF_FFFFL << 32)).isEqualTo(4);
        assertThat(ReversiPosition.discDifference(0xFFL, 0xFF00L)).isZero();
    }

    @Test
    void takizawasDrawnLineReplaysToThirtyTwoAll() {
        ReversiPosition p = new ReversiGame().parsePosition("F5D6C3D3 C4F4F6F3 E6E7D7C5 B6D8C6C7 D2B5A5A6 A7G5E3B4 "
                + "C8G6G4C2 E8D1F7E2 G3H4F1E1 F2G1B1F8 G8B3H3B2 H5B7A3A4 A1A2C1H2 H1G2B8A8 G7H8H7H6");
        assertThat(p.ply()).isEqualTo(60);
        assertThat(p.outcome()).isEqualTo(Outcome.DRAW);
        assertThat(Long.bitCount(p.player())).isEqualTo(32);
    }

    @Test
    void equalBoardsWithDifferentSidesToMoveDiffer() {
        ReversiPosition a = ReversiPosition.of(1L, 2L, ReversiPosition.BLACK);
        ReversiPosition b = ReversiPosition.of(1L, 2L, ReversiPosition.WHITE);
        assertThat(a.hash()).isNotEqualTo(b.hash());
        assertThat(a).isNotEqualTo(b);
        assertThat(a.sideToMove()).isEqualTo(Position.FIRST);
        assertThat(b.firstSide()).isEqualTo(Position.SECOND);
    }

    @Test
    void settingUpRejectsOverlappingDiscsAndBadSides() {
        assertThatThrownBy(() -> ReversiPosition.of(3L, 2L, 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("b1");
        assertThatThrownBy(() -> ReversiPosition.of(1L, 2L, 2)).isInstanceOf(IllegalArgumentException.class);
    }
}
