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
 * reading takes exactly one game, from the standard start or from a {@code FEN} set-up that a game could
 * reach (at most 12 pieces a side, and a piece of each side), which the record then keeps as its start.
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
        return write(record, Map.of());
    }

    /** The tags go first, then the players' and the result's. */
    @Override
    public String write(GameRecord record, Map<String, String> extraTags) {
        CheckersPosition start = record.start(new CheckersGame());
        String startFen = CheckersFen.format(start);
        CheckersPosition position = record.replay(new CheckersGame());
        Map<String, String> tags = new LinkedHashMap<>(extraTags);
        if (record.firstPlayer() != null) {
            tags.put("Black", record.firstPlayer());
        }
        if (record.secondPlayer() != null) {
            tags.put("White", record.secondPlayer());
        }
        if (!position.isOver() && record.result() != Outcome.NONE) {
            tags.put("Result", PdnGame.tokenOf(record.result()));
        }
        return CheckersPdn.write(PdnGame.of(position, startFen, tags));
    }

    @Override
    public GameRecord read(String text, GameOptions options) {
        List<PdnGame> games = CheckersPdn.read(text);
        if (games.size() != 1) {
            throw new NotationException(games.isEmpty() ? "no game found: a PDN game is moves like 1. 11-15 23-19"
                    : "found " + games.size() + " games; give one game at a time", String.valueOf(text), 0);
        }
        PdnGame game = games.get(0);
        String start = game.startFen().equals(CheckersFen.START) ? null : game.startFen();
        if (start != null) {
            checkSetUp(start, text);
        }
        int[] moves = game.moves().stream().mapToInt(Integer::intValue).toArray();
        Outcome result = PdnGame.outcomeOf(game.result());
        return new GameRecord(options, moves, blankToNull(game.tags().get("Black")), blankToNull(game.tags().get("White")),
                result, start);
    }

    /** Refuses a set-up no game of checkers can reach: more than 12 pieces of a side, or none. */
    private static void checkSetUp(String fen, String text) {
        CheckersPosition p = new CheckersPosition();
        CheckersFen.apply(fen, p);
        for (int side = 0; side < 2; side++) {
            int pieces = Long.bitCount(p.pieces(side));
            String name = side == 0 ? "Black" : "White";
            if (pieces > 12) {
                throw new NotationException("the FEN set-up gives " + name + " " + pieces
                        + " pieces; a side has at most 12", text, 0);
            }
            if (pieces == 0) {
                throw new NotationException("the FEN set-up gives " + name + " no pieces: there is no game to play",
                        text, 0);
            }
        }
    }

    private static String blankToNull(String tag) {
        return tag == null || tag.isBlank() || tag.equals("?") ? null : tag;
    }
}
