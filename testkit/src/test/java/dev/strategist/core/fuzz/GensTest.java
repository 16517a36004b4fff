package dev.strategist.core.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The basic generators reach their edges: what a property would miss without them. */
class GensTest {
    private static <T> List<T> draw(Gen<T> gen, int n) {
        SplittableRandom random = new SplittableRandom(1);
        return Stream.generate(() -> gen.next(random)).limit(n).toList();
    }

    @Test
    void intsStayInTheirRangeAndHitItsEdges() {
        List<Integer> values = draw(Gens.ints(-3, 1_000_000), 1000);
        assertThat(values).allMatch(v -> v >= -3 && v <= 1_000_000).contains(-3, -2, -1, 0, 1, 999_999, 1_000_000);
        assertThat(draw(Gens.ints(Integer.MIN_VALUE, Integer.MAX_VALUE), 1000))
                .contains(Integer.MIN_VALUE, Integer.MAX_VALUE);
        assertThat(draw(Gens.ints(7, 7), 10)).containsOnly(7);
    }

    @Test
    void longsRepeatAndReachTheExtremes() {
        List<Long> values = draw(Gens.longs(), 1000);
        assertThat(values).contains(Long.MIN_VALUE, Long.MAX_VALUE, 0L);
        assertThat(new HashSet<>(values)).as("repeated keys").hasSizeLessThan(900);
    }

    @Test
    void listsAndStringsReachTheirShortestAndLongest() {
        assertThat(draw(Gens.longs().list(0, 255), 300)).anyMatch(List::isEmpty).anyMatch(l -> l.size() == 255);
        assertThat(draw(Gens.strings(Gens.charsOf("ab"), 0, 30), 300)).contains("")
                .anyMatch(s -> s.length() == 30).allMatch(s -> s.matches("[ab]*"));
    }

    @Test
    void unicodeHasLoneSurrogatesPairsAndEdgeCharacters() {
        List<String> texts = draw(Gens.unicode(0, 20), 1000);
        assertThat(texts).allMatch(t -> t.length() <= 20).contains("");
        Set<Character> chars = new HashSet<>();
        texts.forEach(t -> t.chars().forEach(c -> chars.add((char) c)));
        assertThat(chars).contains('\u0000', '\uffff', '\ud800', '\udfff', 'a');
        assertThat(texts).anyMatch(t -> t.codePoints().anyMatch(Character::isSupplementaryCodePoint));
        assertThat(texts).anyMatch(t -> t.codePoints().anyMatch(c -> c >= 0xd800 && c <= 0xdfff));
    }

    @Test
    void frequencyFollowsTheWeights() {
        List<String> picks = draw(Gens.frequency(java.util.Map.entry(9, Gens.of("often")),
                java.util.Map.entry(1, Gens.of("rarely"))), 1000);
        assertThat(picks.stream().filter("often"::equals).count()).isBetween(850L, 950L);
    }

    @Test
    void fractionsIncludeBothEnds() {
        assertThat(draw(Gens.fractions(), 1000)).contains(0.0, 1.0).allMatch(d -> d >= 0 && d <= 1);
    }
}
