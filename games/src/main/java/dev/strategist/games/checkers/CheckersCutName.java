package dev.strategist.games.checkers;

import dev.strategist.core.Evaluator;

/**
 * The verified cut's setting written after an evaluator's name, {@code NAME+cutM} or {@code NAME+cutM/R}: the margin
 * M in hundredths of a man ({@code none}: no cut) and the verifying search R plies shallower (the default's 4
 * otherwise), so that a match, the bench or the app can play any checkers evaluator with another cut
 * ({@code checkers-n1+cut70}) without a build of its own.
 *
 * @param base the evaluator's name before the setting
 * @param margin the margin, {@link Evaluator#NO_CUT} for none
 * @param reduction the verifying search's reduction in plies
 */
public record CheckersCutName(String base, int margin, int reduction) {
    /** What starts the setting in a name. */
    static final String MARK = "+cut";

    /**
     * The setting at the end of {@code name}, or null when it has none; a setting that does not read (a margin
     * that is not a positive number or {@code none}, a reduction below 1) is refused with what was wrong.
     */
    public static CheckersCutName of(String name) {
        int at = name.toLowerCase(java.util.Locale.ROOT).lastIndexOf(MARK);
        if (at < 0) {
            return null;
        }
        String spec = name.substring(at + MARK.length());
        int slash = spec.indexOf('/');
        String margin = slash < 0 ? spec : spec.substring(0, slash);
        int m = margin.equalsIgnoreCase("none") ? Evaluator.NO_CUT : number(margin, "margin", name);
        int r = slash < 0 ? CheckersEvaluator.CUT_REDUCTION : number(spec.substring(slash + 1), "reduction", name);
        return new CheckersCutName(name.substring(0, at), m, r);
    }

    /** The text {@link #of} reads back as this margin and reduction: {@code +cut70}, {@code +cutnone/3}. */
    static String suffix(int margin, int reduction) {
        return MARK + (margin == Evaluator.NO_CUT ? "none" : String.valueOf(margin))
                + (reduction == CheckersEvaluator.CUT_REDUCTION ? "" : "/" + reduction);
    }

    private static int number(String text, String what, String name) {
        int value;
        try {
            value = Integer.parseInt(text);
        } catch (NumberFormatException e) {
            value = 0;
        }
        if (value < 1) {
            throw new IllegalArgumentException("the cut's " + what + " in '" + name + "' must be a whole number of 1 or"
                    + " more" + (what.equals("margin") ? " (hundredths of a man) or none" : " (plies)") + ": '"
                    + text + "'");
        }
        return value;
    }
}
