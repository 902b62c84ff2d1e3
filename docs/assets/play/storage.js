// The practice match and the reader's settings, kept in this browser only (localStorage).
// The match is the engine's own state (engine/app/state.py): the page stores it and sends it
// back, and never reads the cards in it.
const MATCH = "practice-table:match";
const SETTINGS = "practice-table:settings";

function read(key) {
  try {
    const text = localStorage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;   // storage refused (private mode) or damaged: as if nothing were kept
  }
}

function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the match goes on, it just will not survive a reload.
  }
}

export const loadMatch = () => read(MATCH);
export const saveMatch = (state) => write(MATCH, state);
export const clearMatch = () => write(MATCH, null);
export const loadSettings = () => read(SETTINGS);
export const saveSettings = (settings) => write(SETTINGS, settings);
