// The computer's strength as a slider from 0 to 100, one per computer side (two when two computers play),
// changeable mid-game. The server keeps the strength chosen (the state's `strengths`) and its scale (the
// catalogue's `strength`): the page only looks a strength up in it, so the words beside the slider name the
// level the server will play.

const $ = (id) => document.getElementById(id);

/** The level that `strength` plays at, by the catalogue's scale. */
export function levelOf(scale, strength) {
  return scale.levels.find((part) => strength >= part.from && strength <= part.to).level;
}

/** The strength a level is shown at: the top of its part of the scale. */
export function strengthOf(scale, level) {
  return scale.levels.find((part) => part.level === level).to;
}

/**
 * The sliders of the game page; `onChoose(side, strength)` sends a strength that changes the side's level and
 * answers the game's new state, or null when the change was refused.
 */
export class StrengthSliders {
  constructor(scale, onChoose) {
    this.scale = scale;
    this.onChoose = onChoose;
    // per side: the strength the person chose last in this game, which is sent once the one on its way is answered
    this.chosen = [null, null];
    // per side: a strength moved but not yet let go of (dragged), or on its way to the server: a state drawn
    // meanwhile must not pull the slider back to the old level
    this.moving = [false, false];
    this.sending = [false, false];
    this.shown = null;
    for (const side of [0, 1]) {
      const input = $(`strength-${side}`);
      input.min = String(scale.min);
      input.max = String(scale.max);
      input.addEventListener('input', () => {
        this.moving[side] = true;
        this.words(side);
      });
      // a drag let go of where it began sends no change event
      input.addEventListener('blur', () => { this.moving[side] = false; });
      input.addEventListener('change', () => {
        this.moving[side] = false;
        this.choose(side);
      });
    }
  }

  /** Shows a slider for each side the computer plays in game `s`, at the strength the game keeps for it. */
  show(s) {
    if (!this.shown || this.shown.id !== s.id) {
      this.chosen = [null, null];
      this.moving = [false, false];
    }
    this.shown = s;
    let any = false;
    for (const side of [0, 1]) {
      const box = $(`strength-box-${side}`);
      const input = $(`strength-${side}`);
      const computer = s.you !== side && !s.engines[side] && s.levels[side] !== null;
      box.hidden = !computer;
      if (!computer) continue;
      any = true;
      $(`strength-who-${side}`).textContent = s.you < 0 ? `${s.sides[side]}'s strength` : 'Computer\'s strength';
      // the opponent line says "adaptive" too; here it is what a change means for the next game
      box.title = s.adaptive ? 'Adaptive: your next game of this kind starts a level up or down from the level this one ends at' : '';
      input.disabled = s.over || !s.yours;
      // a strength changed elsewhere (the set-up form's level, a refused change) moves the slider to it
      if (!this.sending[side] && !this.moving[side]) input.value = String(s.strengths[side]);
      this.words(side);
    }
    $('strengths').hidden = !any;
  }

  /** "Strength 60 — level 6" beside the slider, and the same for a screen reader as the slider's value. */
  words(side) {
    const input = $(`strength-${side}`);
    const strength = Number(input.value);
    const level = levelOf(this.scale, strength);
    $(`strength-words-${side}`).textContent = `Strength ${strength} — level ${level}`;
    input.setAttribute('aria-valuetext', `strength ${strength}, level ${level}`);
  }

  /**
   * A strength let go of: sent when it is not the side's, one request at a time; a strength chosen while one
   * is on its way is sent once it is answered, so the last choice wins.
   */
  async choose(side) {
    const s = this.shown;
    if (!s) return;
    this.chosen[side] = { id: s.id, value: Number($(`strength-${side}`).value) };
    if (this.sending[side]) return;
    this.sending[side] = true;
    try {
      let strength = s.strengths[side];
      while (this.chosen[side] && this.chosen[side].id === s.id && this.chosen[side].value !== strength) {
        const answered = await this.onChoose(side, this.chosen[side].value);
        if (!answered) { // refused: the slider goes back to the strength the game has
          this.chosen[side] = null;
          break;
        }
        strength = answered.strengths[side];
      }
    } finally {
      this.sending[side] = false;
    }
    if (this.shown) this.show(this.shown);
  }
}
