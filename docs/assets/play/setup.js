// The match's settings form (overrides/play/play.html): kept with the reader's settings, and
// fitted to the game chosen (501 has no Caps, so no Caps warning; seat D only with four).
import { saveSettings } from "./storage.js";

// The game the address asks for: `play/?game=501` (the home page's "Play a deal"), or null.
// overrides/main.html reads it the same way before the first paint.
export function gameFromAddress(search = location.search) {
  const game = new URLSearchParams(search).get("game");
  return game === "304" || game === "501" ? game : null;
}

export const settingsOf = (form) => ({
  game: form.elements.game.value,
  seat: form.elements.seat.value,
  variant: form.elements.variant.value,
  players: Number(form.elements.players.value),
  level: form.elements.level.value,
  speed: form.elements.speed.value,
  coach: { hint: form.elements.coach_hint.checked, caps: form.elements.coach_caps.checked,
    undo: form.elements.coach_undo.checked },
});

// Fill the form from `saved` (its game replaced by `game`, the one the address asks for, if
// any), keep it in step with the game, call `onChange(settings)` on any change and `onStart()`
// when the reader starts.
export function setupForm(form, saved, { game = null, onChange, onStart }) {
  for (const name of ["game", "seat", "variant", "players", "level", "speed"]) {
    if (saved[name] !== undefined && form.elements[name]) form.elements[name].value = String(saved[name]);
  }
  if (game) form.elements.game.value = game;
  form.elements.coach_hint.checked = saved.coach.hint;
  form.elements.coach_caps.checked = saved.coach.caps;
  form.elements.coach_undo.checked = saved.coach.undo;
  const follow = () => {
    const game = form.elements.game.value;
    for (const node of form.querySelectorAll("[data-game]")) node.hidden = node.dataset.game !== game;
    // 501 with three: seats A, B, C; with four (the dealer sitting out) and in 304: A to D.
    const four = game === "304" || form.elements.players.value === "4";
    const d = form.elements.seat.querySelector('option[value="D"]');
    d.hidden = d.disabled = !four;
    if (!four && form.elements.seat.value === "D") form.elements.seat.value = "A";
  };
  form.addEventListener("change", () => {
    follow();
    const settings = settingsOf(form);
    saveSettings(settings);
    onChange(settings);
  });
  follow();
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    onStart();
  });
}
