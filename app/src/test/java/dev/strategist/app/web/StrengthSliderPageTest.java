package dev.strategist.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.strategist.core.Games;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The computer's strength as a slider (issue 25): one per computer side, moved mid-game by keyboard or by
 * setting its value, and the computer's next move searched at the level it maps to. The level in use shows
 * in the depth of that move's analysis: Connect Four's levels 1, 3, 4 and 6 search to depths 1, 2, 3 and 5.
 */
class StrengthSliderPageTest extends BrowserTestBase {

    private static String gameId() {
        String url = driver.getCurrentUrl();
        return url.substring(url.indexOf('#') + 1);
    }

    private static ApiClient api() {
        return new ApiClient(base.substring(0, base.length() - 1));
    }

    private static JsonNode state() throws Exception {
        return api().get("/api/games/" + gameId()).json();
    }

    private static String words(int side) {
        return driver.findElement(By.id("strength-words-" + side)).getText();
    }

    /** Sets a slider as a script would (or a drag let go of): its value, then the input and change events. */
    private static void setStrength(int side, int strength) {
        ((JavascriptExecutor) driver).executeScript("const s = arguments[0]; s.value = arguments[1];"
                + " s.dispatchEvent(new Event('input', {bubbles: true}));"
                + " s.dispatchEvent(new Event('change', {bubbles: true}));",
                driver.findElement(By.id("strength-" + side)), strength);
    }

    private static void awaitLevels(String levels) {
        awaitState("levels", levels);
    }

    /** Waits until the game's state has {@code field} as {@code json}. */
    private static void awaitState(String field, String json) {
        waitUpTo(10).until(d -> {
            try {
                return state().get(field).toString().equals(json);
            } catch (Exception e) {
                return false;
            }
        });
    }

    /** The depth Connect Four's {@code level} searches to, which its analysis reaches early in a game. */
    private static int connectFourDepth(int level) {
        return Games.find("connect4").levelDepth(level);
    }

    /** The depth the analysis of the last computer move reached, once the computer has played {@code plies}. */
    private static int depthAfter(int plies) throws Exception {
        waitUpTo(20).until(d -> {
            try {
                JsonNode s = state();
                return s.get("history").size() == plies && !s.get("thinking").asBoolean() && !s.get("analysis").isNull();
            } catch (Exception e) {
                return false;
            }
        });
        return state().get("analysis").get("depth").asInt();
    }

    @Test
    void theSliderChangesTheComputersNextMove() throws Exception {
        onDesktopAndPhone(screen -> {
            try {
                // an adaptive game takes a strength too; only the first, as its result would set the next one's level
                boolean adaptive = screen.equals("desktop");
                openSetup();
                if (adaptive) {
                    driver.findElement(By.id("adaptive")).click();
                }
                newGame("connect4", "first", 1);
                WebElement slider = driver.findElement(By.id("strength-1"));
                assertThat(driver.findElement(By.id("strength-box-0")).isDisplayed()).as("no slider for you").isFalse();
                assertThat(driver.findElement(By.id("strength-who-1")).getText()).isEqualTo("Computer's strength");
                assertThat(driver.findElement(By.id("strength-box-1")).getAttribute("title").startsWith("Adaptive"))
                        .isEqualTo(adaptive);
                assertThat(slider.getAttribute("value")).isEqualTo("10");
                assertThat(words(1)).isEqualTo("Strength 10 — level 1");
                click("#board .hit[data-cell='38']");
                assertThat(depthAfter(2)).as("level 1").isEqualTo(connectFourDepth(1));
                if (screen.equals("desktop")) {
                    // a player's keys: Page Up moves a tenth of the scale, an arrow one step
                    for (int i = 0; i < 5; i++) {
                        slider.sendKeys(Keys.PAGE_UP);
                    }
                    waitUpTo(5).until(d -> words(1).equals("Strength 60 — level 6"));
                    slider.sendKeys(Keys.ARROW_RIGHT);
                    waitUpTo(5).until(d -> words(1).equals("Strength 61 — level 7"));
                    awaitLevels("[null,7]");
                    slider.sendKeys(Keys.ARROW_LEFT, Keys.ARROW_LEFT);
                    waitUpTo(5).until(d -> words(1).equals("Strength 59 — level 6"));
                } else {
                    setStrength(1, 59);
                    waitUpTo(5).until(d -> words(1).equals("Strength 59 — level 6"));
                }
                awaitLevels("[null,6]");
                waitUpTo(10).until(d -> who(1).startsWith("Computer · level 6"));
                assertThat(slider.getAttribute("value")).as("the strength chosen stays").isEqualTo("59");
                assertThat(store.load(gameId()).orElseThrow().level()).as("saved").isEqualTo(6);
                assertThat(state().get("adaptive").asBoolean()).as("still adaptive").isEqualTo(adaptive);
                awaitMoves(2);
                click("#board .hit[data-cell='37']");
                assertThat(depthAfter(4)).as("the next move at level 6").isEqualTo(connectFourDepth(6));
                awaitMoves(4);
                assertThat(slider.getAttribute("value")).isEqualTo("59");
                screenshot("strength-slider-" + screen);
                // the set-up form follows, so New game plays at the strength chosen
                assertThat(driver.findElement(By.id("level")).getAttribute("value")).isEqualTo("6");
                resignGame();
                waitUpTo(10).until(d -> !d.findElement(By.id("strength-1")).isEnabled());
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }

    @Test
    void theStrengthChosenComesBackAsChosen() throws Exception {
        newGame("connect4", "first", 1);
        setStrength(1, 57);
        awaitState("strengths", "[null,57]");
        assertThat(state().get("levels").toString()).isEqualTo("[null,6]");
        assertThat(store.load(gameId()).orElseThrow().strength()).as("saved as chosen").isEqualTo(57);
        // another strength at the same level is a choice too
        setStrength(1, 53);
        awaitState("strengths", "[null,53]");
        String id = gameId();
        driver.get("about:blank");
        driver.get(base + "#" + id);
        waitUpTo(10).until(d -> d.findElement(By.id("strength-box-1")).isDisplayed());
        assertThat(driver.findElement(By.id("strength-1")).getAttribute("value")).as("not its level's 60").isEqualTo("53");
        assertThat(words(1)).isEqualTo("Strength 53 — level 6");
    }

    @Test
    void aNewGameFromTheFormStartsAtTheStrengthChosen() throws Exception {
        newGame("connect4", "first", 1);
        setStrength(1, 53);
        awaitState("strengths", "[null,53]");
        String first = gameId();
        openSetup();
        click("#new-game");
        waitUpTo(10).until(d -> !gameId().equals(first));
        assertThat(state().get("strengths").toString()).as("not level 6's 60").isEqualTo("[null,53]");
        assertThat(words(1)).isEqualTo("Strength 53 — level 6");
        // a level picked by hand in the form stands for its own strength
        new Select(driver.findElement(By.id("level"))).selectByValue("3");
        awaitState("strengths", "[null,30]");
        String second = gameId();
        click("#new-game");
        waitUpTo(10).until(d -> !gameId().equals(second));
        assertThat(state().get("strengths").toString()).isEqualTo("[null,30]");
    }

    @Test
    void theStartScreenOffersItsOneClickGameAtAStrength() throws Exception {
        waitUpTo(10).until(d -> !d.findElements(By.cssSelector(".card[data-game='tictactoe']")).isEmpty());
        assertThat(driver.findElement(By.id("start-lead")).getText())
                .startsWith("One click starts a game against the computer at strength 50 of 100");
        openSetup();
        assertThat(new Select(driver.findElement(By.id("level"))).getFirstSelectedOption().getText())
                .as("the form offers levels by their strength").isEqualTo("50 · level 5");
        screenshot("strength-start-screen");
        click(".card[data-game='tictactoe']");
        waitUpTo(10).until(d -> d.findElement(By.id("strength-box-1")).isDisplayed());
        assertThat(words(1)).isEqualTo("Strength 50 — level 5");
        assertThat(driver.findElement(By.id("strength-1")).getAttribute("aria-valuetext")).isEqualTo("strength 50, level 5");
    }

    @Test
    void twoComputersHaveASliderEach() throws Exception {
        onDesktopAndPhone(screen -> {
            try {
                newGame("connect4", "watch", 2);
                click("#pause");
                waitUpTo(10).until(d -> d.findElement(By.id("step")).isEnabled());
                JsonNode sides = state().get("sides");
                assertThat(driver.findElement(By.id("strength-who-0")).getText()).isEqualTo(sides.get(0).asText() + "'s strength");
                assertThat(driver.findElement(By.id("strength-who-1")).getText()).isEqualTo(sides.get(1).asText() + "'s strength");
                int second = state().get("levels").get(1).asInt(); // the form's second level, as it stands
                assertThat(words(0)).isEqualTo("Strength 20 — level 2");
                assertThat(words(1)).isEqualTo("Strength " + 10 * second + " — level " + second);
                if (screen.equals("desktop")) {
                    driver.findElement(By.id("strength-0")).sendKeys(Keys.PAGE_UP, Keys.PAGE_UP, Keys.PAGE_UP, Keys.PAGE_UP);
                    waitUpTo(5).until(d -> words(0).equals("Strength 60 — level 6"));
                } else {
                    setStrength(0, 60);
                }
                awaitLevels("[6," + second + "]");
                setStrength(1, 35);
                awaitLevels("[6,4]");
                assertThat(words(0)).isEqualTo("Strength 60 — level 6");
                assertThat(words(1)).isEqualTo("Strength 35 — level 4");
                JsonNode s = state();
                int plies = s.get("history").size();
                int toMove = s.get("toMove").asInt();
                int[] depth = {connectFourDepth(6), connectFourDepth(4)};
                click("#step");
                assertThat(depthAfter(plies + 1)).as("side %d's move", toMove).isEqualTo(depth[toMove]);
                waitUpTo(10).until(d -> d.findElement(By.id("step")).isEnabled());
                click("#step");
                assertThat(depthAfter(plies + 2)).as("side %d's move", 1 - toMove).isEqualTo(depth[1 - toMove]);
                waitUpTo(10).until(d -> d.findElement(By.id("step")).isEnabled());
                screenshot("strength-sliders-watch-" + screen);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
    }
}
