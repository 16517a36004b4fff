package dev.strategist.app.web;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What is wrong with a body that does not parse, in words a client's author reads: the JSON library's own
 * messages name its settings and switches ("enable `JsonReadFeature...`"), which are ours to choose, not
 * the client's to know.
 */
final class MalformedJson {
    private static final Pattern UNEXPECTED = Pattern.compile("Unexpected character \\('(.+?)' \\(code \\d+\\)\\)");
    private static final Pattern TOKEN = Pattern.compile("(Unrecognized|Non-standard) token '(.{0,40}?)'");

    /** A phrase of the library's message, and what it means in plain words; the first that fits is said. */
    private static final String[][] PLAIN = {
        {"Unexpected end-of-input", "it ends too early"},
        {"comment", "comments are not allowed in JSON"},
        {"Trailing token", "there is more after the JSON object"},
        {"Document nesting depth", "arrays or objects are nested too deeply"},
        {"Number value length", "a number has too many digits"},
        {"exceeds the maximum", "it is too large to read"},
        {"Leading zeroes", "a number may not start with 0"},
        {"Illegal unquoted character", "a control character inside a string must be escaped"},
    };

    private MalformedJson() {
    }

    /** What is wrong with the text and where: "it ends too early (at line 1, column 21)". */
    static String describe(JsonProcessingException e) {
        JsonLocation at = e.getLocation();
        String where = at == null || at.getLineNr() < 1 ? ""
                : " (at line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
        return reason(String.valueOf(e.getOriginalMessage())) + where;
    }

    private static String reason(String m) {
        for (String[] rule : PLAIN) {
            if (m.contains(rule[0])) {
                return rule[1];
            }
        }
        Matcher token = TOKEN.matcher(m);
        if (token.find()) {
            return "'" + token.group(2) + "' is not a JSON value"
                    + (token.group(1).equals("Unrecognized") ? " (text goes in double quotes)" : "");
        }
        Matcher unexpected = UNEXPECTED.matcher(m);
        if (unexpected.find()) {
            return "unexpected character '" + unexpected.group(1) + "'"
                    + (m.contains("double-quote to start field name") ? ": a field name goes in double quotes" : "");
        }
        // the library's first clause, without its clues to its own switches
        String first = m.split("[:(`]", 2)[0].trim();
        return first.isEmpty() ? "it cannot be read" : Character.toLowerCase(first.charAt(0)) + first.substring(1);
    }
}
