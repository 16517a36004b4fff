package dev.strategist.app.web;

import dev.strategist.core.Game;
import dev.strategist.core.GameOptions;
import dev.strategist.core.GameRecord;
import dev.strategist.core.Outcome;
import dev.strategist.core.Position;
import dev.strategist.core.RecordFormat;
import dev.strategist.play.Match;
import dev.strategist.play.MatchResult;
import java.util.LinkedHashMap;
import java.util.Map;

/** A browser game as the file the page offers to download, in the game's own record format (SGF, PDN, ...). */
final class RecordFile {
    private RecordFile() {
    }

    /**
     * Game {@code id} ({@code match}, from the set-up {@code start} or null) as its record file: the
     * format's name and file extension, a file name, and the text.
     */
    static <P extends Position> Map<String, String> of(String id, Game<P> game, GameOptions options, String start,
                                                       Seating<P> seating, Match<P> match) {
        RecordFormat<P> format = game.recordFormat();
        GameRecord record;
        synchronized (match) {
            Outcome result = match.result().map(MatchResult::outcome).orElse(Outcome.NONE);
            record = new GameRecord(options, match.moves(), seating.playerName(0), seating.playerName(1), result,
                    start);
        }
        Map<String, String> m = new LinkedHashMap<>();
        m.put("format", format.name());
        m.put("extension", format.extension());
        m.put("filename", game.name() + "-" + id + "." + format.extension());
        m.put("text", format.write(record));
        return m;
    }
}
