package dev.strategist.app.cli.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.strategist.app.cli.ExitCode;
import dev.strategist.app.cli.Run;
import org.junit.jupiter.api.Test;

/** {@code strategist solve kuhn}: convergence lines, the value -1/18 to four decimals, the strategy table. */
class SolveKuhnCommandTest {

    @Test
    void printsConvergenceAndTheAverageStrategy() {
        Run r = Run.of("solve", "kuhn", "--iterations", "1000");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Kuhn poker: 55 nodes, 12 information sets; CFR for 1000 iterations")
                // the uniform start: exploitability 11/24, NashConv 11/12, value 1/8 (ground-truth.md section 5)
                .contains("        1        0.458333  0.916667     0.1250\n")
                .contains("average strategy:\n")
                .contains("P2  K:b       pass 0.0005  bet 0.9995");
        String last = r.out().lines().filter(l -> l.trim().startsWith("1000 ")).findFirst().orElseThrow();
        String[] cols = last.trim().split("\\s+");
        assertThat(Double.parseDouble(cols[1])).as("exploitability").isLessThan(1e-3);
        assertThat(cols[3]).as("P1 value, -1/18 = -0.0556 within 1e-3").isIn("-0.0558", "-0.0557", "-0.0556",
                "-0.0555", "-0.0554");
        assertThat(r.out().lines().filter(l -> l.startsWith("P1 ") || l.startsWith("P2 "))).hasSize(12);
    }

    @Test
    void cfrPlusIsOffered() {
        Run r = Run.of("solve", "kuhn", "-n", "200", "--variant", "cfrplus");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("CFR+ for 200 iterations").contains("      200  ");
    }

    @Test
    void leducIsSolvedTheSameWay() {
        Run r = Run.of("solve", "leduc", "-n", "20", "--variant", "cfrplus");
        assertThat(r.code()).isZero();
        // the uniform start: NashConv 1709/360 = 4.747222, value -5/64 (ground-truth.md section 5)
        assertThat(r.out()).contains("Leduc hold'em: 9457 nodes, 936 information sets; CFR+ for 20 iterations")
                .contains("        1        2.373611  4.747222    -0.0781\n")
                .contains("P2  K2 K1:cc/r  fold");
        assertThat(r.out().lines().filter(l -> l.startsWith("P1 ") || l.startsWith("P2 "))).hasSize(936);
    }

    @Test
    void badIterationCountsAreUsageErrors() {
        for (String n : new String[] {"0", "-5", "many"}) {
            Run r = Run.of("solve", "kuhn", "--iterations", n);
            assertThat(r.code()).as(n).isEqualTo(ExitCode.USAGE);
            assertThat(r.err()).doesNotContain("Exception");
        }
        assertThat(Run.of("solve", "kuhn", "--iterations", "0").err()).contains("--iterations must be from 1");
    }

    @Test
    void checkpointsAreSpreadOnALogScale() {
        long n = 1;
        StringBuilder seen = new StringBuilder();
        for (int i = 0; i < 7; i++) {
            seen.append(n).append(' ');
            n = SolveExtensiveGameCommand.nextCheckpoint(n);
        }
        assertThat(seen.toString()).isEqualTo("1 2 5 10 20 50 100 ");
    }
}
