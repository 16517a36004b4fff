package dev.strategist.games.sgf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.strategist.core.NotationException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SgfMainLineTest {
    private static List<String> walk(String sgf) {
        List<String> seen = new ArrayList<>();
        SgfMainLine.walk(sgf, (id, values, at) -> seen.add(id + values + "@" + at));
        return seen;
    }

    @Test
    void handsOverEveryPropertyOfTheMainLineInOrderWithWhereItStarts() {
        assertThat(walk("(;GM[4]SZ[15] ;B[hh]C[a \\] b];W[ii])"))
                .containsExactly("GM[4]@2", "SZ[15]@7", "B[hh]@15", "C[a ] b]@20", "W[ii]@30");
    }

    @Test
    void followsTheFirstVariationAndSkipsItsSiblings() {
        assertThat(walk("(;GM[2];B[fe](;W[df];B[cd])(;W[ff]))"))
                .containsExactly("GM[2]@2", "B[fe]@8", "W[df]@15", "B[cd]@21");
    }

    @Test
    void aPropertyWithSeveralValuesComesAsOneList() {
        assertThat(walk("(;AB[aa][bb]\n[cc])")).containsExactly("AB[aa, bb, cc]@2");
    }

    @Test
    void malformedTreesAreRefusedWithWhere() {
        assertThatThrownBy(() -> walk("")).isInstanceOf(NotationException.class).hasMessageContaining("starts with '('");
        assertThatThrownBy(() -> walk(";B[aa])")).hasMessageContaining("starts with '('");
        assertThatThrownBy(() -> walk("(;B[aa]")).hasMessageContaining("not closed with ')'");
        assertThatThrownBy(() -> walk("(B[aa])")).hasMessageContaining("expected ';'");
        assertThatThrownBy(() -> walk("(;B)")).hasMessageContaining("needs a value");
        assertThatThrownBy(() -> walk("()")).hasMessageContaining("no nodes");
    }
}
