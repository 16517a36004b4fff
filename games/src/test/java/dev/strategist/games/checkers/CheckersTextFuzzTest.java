package dev.strategist.games.checkers;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.core.NotationException;
import dev.strategist.core.fuzz.CleanRejection;
import dev.strategist.core.fuzz.Gen;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextMutations;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** PDN FEN and whole PDN files, mutated: read, or refused with a {@link NotationException} and a message. */
class CheckersTextFuzzTest {
    private static final Properties PROPERTIES = Properties.of(CheckersTextFuzzTest.class);
    private static final List<PdnGame> GAMES = randomGames();

    private static List<PdnGame> randomGames() {
        Random random = new Random(21);
        List<PdnGame> games = new ArrayList<>();
        for (int g = 0; g < 8; g++) {
            CheckersPosition p = new CheckersPosition();
            String start = CheckersFen.START;
            if (g % 3 == 2) { // some games start from the middle of another
                for (int i = 0; i < 12 && !p.isOver(); i++) {
                    int[] moves = p.legalMoves();
                    p.play(moves[random.nextInt(moves.length)]);
                }
                start = CheckersFen.format(p);
                p = new CheckersPosition();
                CheckersFen.apply(start, p);
            }
            int plies = 5 + random.nextInt(60);
            while (!p.isOver() && p.ply() < plies) {
                int[] moves = p.legalMoves();
                p.play(moves[random.nextInt(moves.length)]);
            }
            games.add(PdnGame.of(p, start, Map.of("Event", "fuzz " + g, "Black", "a \"quoted\" name")));
        }
        return games;
    }

    private static Gen<String> fens() {
        List<String> fens = new ArrayList<>(List.of(CheckersFen.START, "W:WK9:B6,7,14,15", "B:W21-32:B1-12.",
                "\"W:W18,24,27,K10:BK1-4,12,16\"", "B:W:B"));
        for (PdnGame g : GAMES) {
            fens.add(CheckersFen.format(g.finalPosition(new CheckersGame().defaultOptions())));
        }
        return TextMutations.badText(fens);
    }

    private static Gen<String> pdnFiles() {
        List<String> texts = new ArrayList<>();
        for (PdnGame g : GAMES) {
            texts.add(CheckersPdn.write(g));
        }
        texts.add(CheckersPdn.write(GAMES.get(0)) + "\n" + CheckersPdn.write(GAMES.get(2)));
        texts.add("1.11-15 (1. 9-13 {other} (1. 10-14)) 23-19! 2... $3 8-11?! ; line comment\n22-17 *");
        return TextMutations.mutated(texts, 6);
    }

    @Test
    void aFenIsReadOrRefusedAndARefusalChangesNothing() {
        PROPERTIES.forAll("aFenIsReadOrRefusedAndARefusalChangesNothing", 1000, fens(), fen -> {
            CheckersPosition p = new CheckersPosition();
            p.play(p.legalMoves()[0]);
            String before = CheckersFen.format(p) + p.ply() + p.hash();
            Object read = CleanRejection.check(fen, NotationException.class, () -> {
                CheckersFen.apply(fen, p);
                return p;
            });
            if (read == null) {
                assertThat(CheckersFen.format(p) + p.ply() + p.hash()).as("after %s", CleanRejection.show(fen))
                        .isEqualTo(before);
            } else {
                CheckersPosition again = new CheckersPosition();
                CheckersFen.apply(CheckersFen.format(p), again);
                assertThat(again.hash()).as("the FEN written reads back").isEqualTo(p.hash());
            }
        });
    }

    @Test
    void aPdnFileIsReadOrRefused() {
        PROPERTIES.forAll("aPdnFileIsReadOrRefused", 500, pdnFiles(), text -> {
            List<PdnGame> games = CleanRejection.check(text, NotationException.class, () -> CheckersPdn.read(text));
            if (games != null) {
                for (PdnGame game : games) {
                    // writing adds the roster's tags, so compare the play
                    PdnGame again = CheckersPdn.read(CheckersPdn.write(game)).get(0);
                    assertThat(again.startFen()).isEqualTo(game.startFen());
                    assertThat(again.moves()).as("a game read writes and reads back").isEqualTo(game.moves());
                }
            }
        });
    }
}
