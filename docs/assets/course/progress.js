// The course's progress, kept in this browser only (localStorage; no cookie, no server), for
// both games and both languages: per lesson its best stars and whether it was finished, and for
// a lesson under way how far the reader got — the answers given so far, which open what comes
// next (./lock.js) — and how many wrong answers; per game, the lesson last worked on.
export const STORE = "cards-304-501:course:v1";
export const MAX_STARS = 3;
const MAX_ANSWER = 200;     // characters of one answer kept (a Caps call with eight cards: 30)

// Stars for a finished lesson: three with no wrong answer, two with one, one with more.
export const starsFor = (mistakes) => Math.max(1, MAX_STARS - Math.min(mistakes, 2));

function isPlainObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

const whole = (value, max = Number.MAX_SAFE_INTEGER) => Number.isSafeInteger(value) && value >= 0 && value <= max;

// One lesson's entry, as read back from storage or from a file (either may hold anything).
function validEntry(entry) {
  return isPlainObject(entry) && whole(entry.stars, MAX_STARS) && typeof entry.done === "boolean"
    && whole(entry.mistakes) && Array.isArray(entry.answers) && entry.answers.length <= 12
    && entry.answers.every((answer) => typeof answer === "string" && answer.length <= MAX_ANSWER);
}

const copyEntry = (entry) => ({ stars: entry.stars, done: entry.done, mistakes: entry.mistakes,
  answers: [...entry.answers] });

export const emptyEntry = () => ({ stars: 0, done: false, mistakes: 0, answers: [] });

// {progress: {lessons, last}, bad}: the well-formed part of `data` and how much was not.
export function readProgress(data) {
  const progress = { lessons: {}, last: {} };
  if (!isPlainObject(data) || !isPlainObject(data.lessons)) return { progress, bad: 1 };
  let bad = 0;
  for (const [id, entry] of Object.entries(data.lessons)) {
    if (validEntry(entry)) progress.lessons[id] = copyEntry(entry);
    else bad += 1;
  }
  if (isPlainObject(data.last)) {
    for (const [game, id] of Object.entries(data.last)) {
      if ((game === "304" || game === "501") && typeof id === "string") progress.last[game] = id;
      else bad += 1;
    }
  } else if (data.last !== undefined) bad += 1;
  return { progress, bad };
}

// {progress, damaged}: what this browser remembers, and whether some of it could not be read.
export function loadProgress() {
  let text = null;
  try {
    text = localStorage.getItem(STORE);
  } catch {
    return { progress: { lessons: {}, last: {} }, damaged: false };   // storage refused
  }
  if (text === null) return { progress: { lessons: {}, last: {} }, damaged: false };
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return { progress: { lessons: {}, last: {} }, damaged: true };
  }
  const { progress, bad } = readProgress(data);
  return { progress, damaged: bad > 0 };
}

export function saveProgress(progress) {
  try {
    localStorage.setItem(STORE, JSON.stringify(progress));
  } catch {
    // Private browsing may refuse storage: the course still works, without memory.
  }
}

// An imported file: {progress} for the lessons of this site, or {problem} naming the text to show.
export function importedProgress(data, ids) {
  if (!isPlainObject(data) || data.format !== STORE) return { problem: "import_bad" };
  const { progress, bad } = readProgress(data);
  if (bad) return { problem: "import_bad_entries" };
  for (const id of Object.keys(progress.lessons)) if (!ids.has(id)) delete progress.lessons[id];
  return { progress };
}

// Merge an import into what is stored: the best stars, finished stays finished, and of two
// lessons under way the one further on. {progress, added, finished}.
export function mergeProgress(stored, imported) {
  const progress = { lessons: { ...stored.lessons }, last: { ...imported.last, ...stored.last } };
  let added = 0;
  let finished = 0;
  for (const [id, entry] of Object.entries(imported.lessons)) {
    const before = progress.lessons[id];
    if (!before) {
      added += 1;
      if (entry.done) finished += 1;
      progress.lessons[id] = copyEntry(entry);
      continue;
    }
    if (entry.done && !before.done) finished += 1;
    const further = entry.answers.length > before.answers.length ? entry : before;
    progress.lessons[id] = { stars: Math.max(before.stars, entry.stars), done: before.done || entry.done,
      mistakes: further.mistakes, answers: [...further.answers] };
  }
  return { progress, added, finished };
}
