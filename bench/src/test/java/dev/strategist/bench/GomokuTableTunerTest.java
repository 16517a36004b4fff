package dev.strategist.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GomokuTableTunerTest {
    @TempDir
    Path dir;

    @Test
    void fitsTheTableAndTheThreatMasksOnTheBenchsGamesAndPrintsTheMaskFit() throws Exception {
        List<String> games;
        try (InputStream in = getClass().getResourceAsStream("/gomoku/games-pentazen-150ms.txt")) {
            games = new String(in.readAllBytes(), StandardCharsets.US_ASCII).lines().limit(42).collect(Collectors.toList());
        }
        Path data = dir.resolve("games.txt");
        Files.write(data, games); // MOVES;RESULT;OUR-SIDE: the third field is read past
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream before = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            GomokuTableTuner.main(new String[] {"--data=" + data, "--steps=3", "--min-seen=1"});
        } finally {
            System.setOut(before);
        }
        String printed = out.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("40 games").contains("44 terms and the threat masks: error")
                .contains("44 terms, the table and the threat masks: error").contains("threat fit's terms: new int[] {");
        // every position has one mask, so with --min-seen=1 at least one mask line is printed
        assertThat(printed.lines().filter(l -> l.startsWith("mask ")).count()).isPositive();
    }

    @Test
    void aLineWithoutAResultIsRefusedWithItsNumber() throws Exception {
        Path data = dir.resolve("bad.txt");
        Files.writeString(data, "# games\nh8i9;1\nh8i9\n");
        assertThatThrownBy(() -> GomokuTableTuner.main(new String[] {"--data=" + data, "--steps=1"}))
                .hasMessageContaining("line 3").hasMessageContaining("MOVES;RESULT");
    }
}
