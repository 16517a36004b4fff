package dev.strategist.games.checkers;

import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.NotationException;
import dev.strategist.core.Outcome;
import dev.strategist.core.RecordFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Checkers' game records: {@link CheckersPdn}'s PDN as the game's {@link RecordFormat}. The players go in
 * the {@code Black} and {@code White} tags and the result in {@code Result} (so a resignation survives);
 * reading takes exactly one game, from the standard start.
 */
public final class CheckersRecordFormat implements RecordFormat<CheckersPosition> {

    /** The format; it holds no state. */
    public CheckersRecordFormat() {
    }

    @Override
    public String name() {
        return "PDN";
    }

    @Override
    public String extension() {
        return "pdn";
    }

    @Override
    public String write(GameRecord record) {
        CheckersPosition position = record.replay(new CheckersGame());
        Map<String, String> tags = new LinkedHashMap<>();
        if (record.firstPlayer() != null) {
            tags.put("Black", record.firstPlayer());
        }
        if (record.secondPlayer() != null) {
            tags.put("White", record.secondPlayer());
        }
        if (!position.isOver() && record.result() != Outcome.NONE) {
            tags.put("Result", token(record.result()));
        }
        return CheckersPdn.write(PdnGame.of(position, CheckersFen.START, tags));
    }

    private static String token(Outcome outcome) {
        switch (outcome) {
            case FIRST_WINS:
                return "1-0";
            case SECOND_WINS:
                return "0-1";
            case DRAW:
                return "1/2-1/2";
            default:
                return "*";
        }
    }

    @Override
    public GameRecord read(String text, GameOptions options) {
        List<PdnGame> games = CheckersPdn.read(text);
        if (games.size() != 1) {
            throw new NotationException(games.isEmpty() ? "no game found: a PDN game is moves like 1. 11-15 23-19"
                    : "found " + games.size() + " games; give one game at a time", String.valueOf(text), 0);
        }
        PdnGame game = games.get(0);
        if (!game.startFen().equals(CheckersFen.START)) {
            throw new NotationException("the game is set up from another position (FEN " + game.startFen()
                    + "); only games from the standard start can be read", text, 0);
        }
        int[] moves = game.moves().stream().mapToInt(Integer::intValue).toArray();
        Outcome result = switch (game.result()) {
            case "1-0", "2-0" -> Outcome.FIRST_WINS;
            case "0-1", "0-2" -> Outcome.SECOND_WINS;
            case "1/2-1/2", "1-1" -> Outcome.DRAW;
            default -> Outcome.NONE;
        };
        return new GameRecord(options, moves, blankToNull(game.tags().get("Black")), blankToNull(game.tags().get("White")),
                result);
    }

    private static String blankToNull(String tag) {
        return tag == null || tag.isBlank() || tag.equals("?") ? null : tag;
    }
}
