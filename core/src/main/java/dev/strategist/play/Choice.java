package dev.strategist.play;

import dev.strategist.search.SearchResult;

/**
 * What a {@link Strategist} decided: the move to play, its score, and the search behind it (which may
 * rank another move first when the strategist plays among several good moves or weaker on purpose).
 *
 * @param move     the move to play
 * @param score    the chosen move's score for the side to move
 * @param analysis the search result the choice was made from
 */
public record Choice(int move, int score, SearchResult analysis) {
}
