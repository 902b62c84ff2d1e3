// The French site, offered once to a French-speaking browser on its first visit to the English
// site (hooks/language_offer.py puts the offer, hidden, on every English page; French pages have
// none). Only when the browser's first language is French; shown on the pages of that first
// visit until the reader answers, never again after it; the answer (go or stay) is kept in
// localStorage. Nothing happens without the reader's click: no redirect. The offer lies over
// the foot of the page, so that showing or closing it moves nothing.
const KEY = "language-offer";     // localStorage: "offered", then the answer, "fr" or "en"
const VISIT = "language-offer";   // sessionStorage: shown in this visit

function read(storage, key) {
  try { return storage.getItem(key); } catch { return undefined; }
}

function write(storage, key, value) {
  try { storage.setItem(key, value); } catch { /* refused: the answer lasts this page only */ }
}

const speaksFrench = () => {
  const first = (navigator.languages && navigator.languages[0]) || navigator.language || "";
  return first.toLowerCase().startsWith("fr");
};

const offer = document.querySelector(".language-offer");
if (offer && speaksFrench()) {
  const answer = read(localStorage, KEY);
  const firstVisit = answer === null || (answer === "offered" && read(sessionStorage, VISIT) === "shown");
  // Storage refused (undefined): nothing could be remembered, so nothing is offered.
  if (firstVisit) {
    write(localStorage, KEY, "offered");
    write(sessionStorage, VISIT, "shown");
    const go = offer.querySelector(".language-offer__go");
    // The twin keeps the reader's place (docs/assets/language-switch.js does the same).
    go.addEventListener("click", () => {
      write(localStorage, KEY, "fr");
      go.href = new URL(go.getAttribute("href"), location.href).href.split("#")[0] + location.hash;
    });
    offer.querySelector(".language-offer__stay").addEventListener("click", () => {
      write(localStorage, KEY, "en");
      offer.hidden = true;
    });
    offer.hidden = false;
  }
}
