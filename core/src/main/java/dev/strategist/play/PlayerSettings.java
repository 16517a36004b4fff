package dev.strategist.play;

import java.util.Locale;

/** How a player's settings are read from text ({@code vct=on}, {@code width=0}), one way for every player. */
public final class PlayerSettings {
    private PlayerSettings() {
    }

    /** {@code on}, {@code true}, {@code yes}, {@code 1} or nothing is on; {@code off}, {@code false}, {@code no}, {@code 0} off. */
    public static boolean flag(String name, String value) {
        switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "on": case "true": case "yes": case "1": case "":
                return true;
            case "off": case "false": case "no": case "0":
                return false;
            default:
                throw new IllegalArgumentException("player setting " + name + " is on or off, not '" + value + "'");
        }
    }
}
