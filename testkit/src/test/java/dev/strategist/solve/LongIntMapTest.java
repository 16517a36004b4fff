package dev.strategist.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.fuzz.Gens;
import dev.strategist.core.fuzz.Properties;
import dev.strategist.core.fuzz.TextForm;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The primitive map against {@link HashMap}. */
class LongIntMapTest {
    private static final Properties PROPERTIES = Properties.of(LongIntMapTest.class);
    /** Keys as decimals separated by spaces. */
    private static final TextForm<List<Long>> KEYS = TextForm.of(
            keys -> String.join(" ", keys.stream().map(String::valueOf).toList()),
            text -> text.isEmpty() ? List.of() : Arrays.stream(text.split(" ")).map(Long::valueOf).toList());

    @Test
    void anEmptyMapHasNothing() {
        LongIntMap map = new LongIntMap();
        assertThat(map.size()).isZero();
        assertThat(map.get(0, -7)).isEqualTo(-7);
        assertThat(map.containsKey(0)).isFalse();
        assertThat(map.containsKey(42)).isFalse();
    }

    @Test
    void specialKeysAreOrdinaryKeys() {
        LongIntMap map = new LongIntMap(0);
        long[] keys = {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE};
        for (int i = 0; i < keys.length; i++) {
            map.put(keys[i], i * 10);
        }
        assertThat(map.size()).isEqualTo(keys.length);
        for (int i = 0; i < keys.length; i++) {
            assertThat(map.containsKey(keys[i])).isTrue();
            assertThat(map.get(keys[i], -1)).isEqualTo(i * 10);
        }
        map.put(0, 99);
        map.put(Long.MIN_VALUE, 98);
        assertThat(map.get(0, -1)).isEqualTo(99);
        assertThat(map.get(Long.MIN_VALUE, -1)).isEqualTo(98);
        assertThat(map.size()).isEqualTo(keys.length);
    }

    @Test
    void itGrowsFarBeyondItsFirstSize() {
        LongIntMap map = new LongIntMap(1);
        for (int i = 0; i < 200_000; i++) {
            map.put(i * 3L, i);
        }
        assertThat(map.size()).isEqualTo(200_000);
        for (int i = 0; i < 200_000; i++) {
            assertThat(map.get(i * 3L, -1)).isEqualTo(i);
            assertThat(map.containsKey(i * 3L + 1)).isFalse();
        }
    }

    @Test
    void randomOperationsAgreeWithAHashMap() {
        Random random = new Random(7);
        LongIntMap map = new LongIntMap();
        Map<Long, Integer> reference = new HashMap<>();
        for (int op = 0; op < 100_000; op++) {
            // a narrow key range makes many collisions and replacements; a wide one many misses
            long key = op % 2 == 0 ? random.nextInt(5_000) - 2_500 : random.nextLong();
            if (random.nextInt(3) == 0) {
                assertThat(map.get(key, Integer.MIN_VALUE)).isEqualTo(reference.getOrDefault(key, Integer.MIN_VALUE));
            } else {
                int value = random.nextInt();
                map.put(key, value);
                reference.put(key, value);
            }
        }
        assertThat(map.size()).isEqualTo(reference.size());
        reference.forEach((k, v) -> assertThat(map.get(k, 0)).isEqualTo(v));
    }

    @Test
    void holdsTheLastValuePutForEveryKey() {
        PROPERTIES.forAll("holdsTheLastValuePutForEveryKey", 300, Gens.longs().list(0, 255), KEYS, keys -> {
            LongIntMap map = new LongIntMap();
            Map<Long, Integer> reference = new HashMap<>();
            for (int i = 0; i < keys.size(); i++) {
                map.put(keys.get(i), i);
                reference.put(keys.get(i), i);
            }
            assertThat(map.size()).isEqualTo(reference.size());
            reference.forEach((k, v) -> assertThat(map.get(k, -1)).isEqualTo(v));
        });
    }

    @Test
    void aNegativeSizeIsRefused() {
        assertThatThrownBy(() -> new LongIntMap(-1)).isInstanceOf(IllegalArgumentException.class);
    }
}
