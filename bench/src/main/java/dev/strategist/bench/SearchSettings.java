package dev.strategist.bench;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A bench runner's {@code --settings S} option: a player's search settings ({@code root-reduce=1,quick-win=1}, as a
 * match's {@code --a player,...} takes them), read apart from the runner's other arguments, so that one build
 * measures a setting against the default.
 */
final class SearchSettings {
    /** The settings given, in order, and the arguments left once they are taken out. */
    record Split(Map<String, String> settings, String[] rest) {
    }

    private SearchSettings() {
    }

    /** Takes every {@code --settings S} out of {@code args}; a {@code --settings} with nothing after it stays. */
    static Split split(String[] args) {
        Map<String, String> settings = new LinkedHashMap<>();
        List<String> rest = new ArrayList<>();
        for (int a = 0; a < args.length; a++) {
            if (args[a].equals("--settings") && a + 1 < args.length) {
                settings.putAll(parse(args[++a]));
            } else {
                rest.add(args[a]);
            }
        }
        return new Split(settings, rest.toArray(new String[0]));
    }

    /** {@code name=value,name=value} as a map in order; a name without a value maps to the empty text. */
    static Map<String, String> parse(String list) {
        Map<String, String> settings = new LinkedHashMap<>();
        for (String item : list.split(",")) {
            String[] pair = item.split("=", 2);
            settings.put(pair[0].strip(), pair.length > 1 ? pair[1].strip() : "");
        }
        return settings;
    }
}
