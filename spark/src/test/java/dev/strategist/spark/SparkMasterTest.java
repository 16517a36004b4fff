package dev.strategist.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The master addresses --spark takes, checked before Spark starts. */
class SparkMasterTest {

    @Test
    void sparksOwnAddressesAreTaken() {
        for (String master : new String[] {"local", "local[2]", "local[*]", "local[2,4]", "local[*,3]",
            "spark://host:7077", "spark://a:7077,b.example.org:7077", "k8s://https://10.0.0.1:6443", "k8s://host:443",
            "yarn"}) {
            assertThat(SparkMaster.check(master)).isEqualTo(master);
        }
    }

    @Test
    void anythingElseIsRefusedSayingWhatIsTaken() {
        for (String master : new String[] {"", "local[0]", "local[two]", "local[2", "spark://host", "spark://:7077",
            "http://host:7077", "mesos://host:5050", "k8s://", "YARN", "local[2] "}) {
            assertThatThrownBy(() -> SparkMaster.check(master)).as(master)
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a Spark master")
                    .hasMessageContaining("spark://HOST:PORT");
        }
    }
}
