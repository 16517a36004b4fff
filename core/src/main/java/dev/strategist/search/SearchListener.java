package dev.strategist.search;

/** Told after each finished iteration of a search; called on the search's thread, so keep it quick. */
@FunctionalInterface
public interface SearchListener {

    /** A listener that ignores everything. */
    SearchListener NONE = info -> { };

    /** Called after each completed depth. */
    void onIteration(SearchInfo info);
}
