package dev.strategist.app.cli.play;

import java.util.List;

/** A move list as people write it down: numbered pairs, "1. b2 a1 2. c3". */
final class MoveListText {
    private MoveListText() {
    }

    /** The moves from the start, first player's move first in each pair; "none yet" when empty. */
    static String of(List<String> moves) {
        if (moves.isEmpty()) {
            return "none yet";
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < moves.size(); i++) {
            if (i % 2 == 0) {
                sb.append(i == 0 ? "" : " ").append(i / 2 + 1).append('.');
            }
            sb.append(' ').append(moves.get(i));
        }
        return sb.toString();
    }
}
