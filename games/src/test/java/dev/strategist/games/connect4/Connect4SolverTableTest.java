package dev.strategist.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The transposition table: its index arithmetic, and slots that never answer for another key. */
class Connect4SolverTableTest {

    @Test
    void theIndexIsTheUnsignedRemainder() {
        Connect4SolverTable table = new Connect4SolverTable(10, 64, 130);
        long p = table.size();
        long[] edges = {0, 1, p - 1, p, p + 1, 2 * p - 1, Long.MAX_VALUE, Long.MIN_VALUE, -1, -p, (1L << 49) - 1};
        for (long key : edges) {
            assertThat(table.index(key)).as("key %d", key).isEqualTo(Long.remainderUnsigned(key, p));
        }
        Random random = new Random(3);
        for (int i = 0; i < 1_000_000; i++) {
            long key = random.nextLong();
            assertThat((long) table.index(key)).isEqualTo(Long.remainderUnsigned(key, p));
        }
    }

    @Test
    void tableSizesArePrimesAboveThePowerOfTwo() {
        assertThat(Connect4SolverTable.nextPrime(1 << 24)).isEqualTo(16_777_259);
        assertThat(Connect4SolverTable.nextPrime(1 << 23)).isEqualTo(8_388_617);
        assertThat(Connect4SolverTable.nextPrime(2)).isEqualTo(3); // odd, so coprime with powers of two
        assertThat(new Connect4SolverTable(8, 49, 86).size()).isEqualTo(257);
    }

    @Test
    void keysSharingASlotNeverReadEachOthersValue() {
        // 7 x 6 keys (49 bits) in the smallest table: 25 stored bits are not enough for 49 - 8, so the
        // table must keep longs, and keys a multiple of the size apart must stay apart
        Connect4SolverTable small = new Connect4SolverTable(8, 49, 86);
        assertThat(small.bytesPerSlot()).isEqualTo(8);
        long p = small.size();
        long key = 123_456_789L;
        small.put(key, 42);
        assertThat(small.get(key)).isEqualTo(42);
        for (long k = 1; k < 1000; k++) {
            assertThat(small.get(key + k * p)).isZero();
            assertThat(small.get(key + (k << 32) * p)).isZero();
        }
    }

    @Test
    void theDefaultSevenBySixTablePacksAnInt() {
        Connect4SolverTable table = new Connect4SolverTable(24, 49, 86);
        assertThat(table.bytesPerSlot()).isEqualTo(4);
        long p = table.size();
        long key = (1L << 48) + 987_654_321L;
        table.put(key, 86);
        assertThat(table.get(key)).isEqualTo(86);
        // keys below 2^49 sharing the slot differ in their 25 stored bits (Chinese remainder theorem)
        for (long k = 1; key - k * p >= 0 && k < 100_000; k++) {
            assertThat(table.get(key - k * p)).isZero();
        }
        table.clear();
        assertThat(table.get(key)).isZero();
        assertThat(table.get(0)).isZero();
    }

    @Test
    void valuesAndSizesOutOfRangeAreRefused() {
        assertThatThrownBy(() -> new Connect4SolverTable(7, 49, 86)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Connect4SolverTable(31, 49, 86)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Connect4SolverTable(10, 49, 256)).isInstanceOf(IllegalArgumentException.class);
    }
}
