package dev.strategist.core;

import java.util.List;

/**
 * One choice a game offers (board size, rule variant), with its default and the values it allows.
 *
 * @param name         the key used on command lines and in APIs, e.g. {@code size}
 * @param label        the option's name in words for people, e.g. {@code Board size}: a page or a listing
 *                     shows it where the key ({@code quietmoves}) would say little
 * @param description  one line for listings
 * @param defaultValue the value used when none is given
 * @param allowed      every accepted value, in display order
 */
public record GameOption(String name, String label, String description, String defaultValue, List<String> allowed) {

    /** Checks the option is self-consistent: the default is one of the allowed values. */
    public GameOption {
        allowed = List.copyOf(allowed);
        if (!allowed.contains(defaultValue)) {
            throw new IllegalArgumentException("default " + defaultValue + " of option " + name + " is not allowed");
        }
    }

    /** An integer option taking every value from {@code min} to {@code max}. */
    public static GameOption range(String name, String label, String description, int defaultValue, int min,
            int max) {
        String[] values = new String[max - min + 1];
        for (int v = min; v <= max; v++) {
            values[v - min] = Integer.toString(v);
        }
        return new GameOption(name, label, description, Integer.toString(defaultValue), List.of(values));
    }

    /** A short text for listings: {@code size=15 (9..20)} or {@code rule=freestyle (freestyle|standard|renju)}. */
    public String summary() {
        String values = allowed.size() > 4 && isIntegerRange()
                ? allowed.get(0) + ".." + allowed.get(allowed.size() - 1)
                : String.join("|", allowed);
        return name + "=" + defaultValue + " (" + values + ")";
    }

    private boolean isIntegerRange() {
        for (String v : allowed) {
            if (!v.matches("-?\\d+")) {
                return false;
            }
        }
        return true;
    }
}
