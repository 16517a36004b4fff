package dev.strategist.app.gomocup;

import dev.strategist.games.gomoku.GomokuRule;

/**
 * The protocol's {@code INFO rule} bit mask and our rules, both ways, so the brain (which reads it) and the
 * manager side (which sends it) agree: 1 exactly five, 4 renju, 8 caro (exactly five with an end open); 2
 * (continuous: play on after a five, its stones sent as blocked points, F=3) changes no rule of ours.
 */
final class GomocupRules {
    private GomocupRules() {
    }

    /** The rule a mask names; renju and caro take precedence over the exact-five bit they imply. */
    static GomokuRule of(long mask) {
        return (mask & 4) != 0 ? GomokuRule.RENJU : (mask & 8) != 0 ? GomokuRule.CARO
                : (mask & 1) != 0 ? GomokuRule.STANDARD : GomokuRule.FREESTYLE;
    }

    /** The mask that names {@code rule}. */
    static int mask(GomokuRule rule) {
        switch (rule) {
            case STANDARD: return 1;
            case RENJU: return 4;
            case CARO: return 8;
            default: return 0;
        }
    }
}
