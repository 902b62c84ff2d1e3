// Guided lessons (hooks/lessons.py): the page holds every step, every choice and the engine's
// verdict on each; this module shows one step at a time. A question waits for the right choice:
// each click shows that choice's explanation (right or wrong), and only a right one lets the
// reader go on. No engine is needed here: the build asked it every question already.

function setUpLesson(root) {
  const texts = JSON.parse(root.dataset.texts);
  const fill = (text, values) => text.replace(/\{(\w+)\}/g, (_, name) => String(values[name]));
  const steps = [...root.querySelectorAll(".lesson-step")];
  const progress = root.querySelector(".lesson__progress");
  const end = root.querySelector(".lesson__end");
  let current = 0;

  const nav = document.createElement("div");
  nav.className = "lesson__nav";
  const next = document.createElement("button");
  next.type = "button";
  next.className = "lesson__next md-button md-button--primary";
  next.textContent = texts.continue;
  const restart = document.createElement("button");
  restart.type = "button";
  restart.className = "lesson__restart md-button";
  restart.textContent = texts.restart;
  nav.append(next, restart);
  root.append(nav);

  for (const step of steps) {
    const question = step.querySelector(".lesson-question");
    if (!question) continue;
    const choices = question.querySelector(".lesson-question__choices");
    const answers = question.querySelector(".lesson-question__answers");
    choices.hidden = false;
    answers.hidden = true;
    const live = document.createElement("div");
    live.className = "lesson-question__feedback";
    live.setAttribute("role", "status");
    live.setAttribute("aria-live", "polite");
    question.append(live);
    for (const button of choices.querySelectorAll(".lesson-choice")) {
      button.addEventListener("click", () => choose(step, button, live));
    }
  }

  function choose(step, button, live) {
    const feedback = step.querySelector(`.lesson-feedback[data-choice="${button.dataset.choice}"]`);
    const right = feedback.dataset.right === "true";
    live.replaceChildren();
    live.className = `lesson-question__feedback ${right ? "is-right" : "is-wrong"}`;
    const verdict = document.createElement("p");
    verdict.className = "lesson-feedback__verdict";
    verdict.textContent = right ? texts.right : `${texts.wrong} ${texts.try_again}`;
    live.append(verdict);
    for (const part of feedback.children) {
      if (part.tagName !== "SUMMARY" && !part.matches(".lesson-feedback__verdict")) live.append(part.cloneNode(true));
    }
    button.classList.add(right ? "is-right" : "is-wrong");
    button.setAttribute("aria-pressed", "true");
    if (right) {
      step.dataset.answered = "true";
      showResult(step, true);
      for (const other of step.querySelectorAll(".lesson-choice")) other.disabled = true;
    } else {
      button.disabled = true;
    }
    update();
  }

  // A question about the deal's result shows the facts before scoring; the right answer shows
  // them after it (the page keeps them in an inert <template> until then).
  function showResult(step, shown) {
    const after = step.querySelector("template.lesson-step__facts-after");
    if (!after) return;
    const before = step.querySelector(".deal-facts");      // the first: before scoring
    step.querySelector(".deal-facts--after")?.remove();
    before.hidden = shown;
    if (shown) {
      const facts = after.content.firstElementChild.cloneNode(true);
      facts.classList.add("deal-facts--after");
      after.after(facts);
    }
  }

  function answered(step) {
    return !step.dataset.question || step.dataset.answered === "true";
  }

  function update() {
    const step = steps[current];
    const last = current === steps.length - 1;
    progress.textContent = fill(texts.lesson_step, { n: current + 1, total: steps.length });
    next.hidden = !answered(step) || last;
    end.hidden = !(last && answered(step));
    restart.hidden = !(last && answered(step));
  }

  function show(index, focus) {
    steps.forEach((step, i) => { step.hidden = i !== index; });
    current = index;
    update();
    if (focus) {
      const title = steps[index].querySelector(".lesson-step__title a");
      title.focus({ preventScroll: true });
      if (root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: "start" });
      history.replaceState(null, "", `#lesson-${root.dataset.lesson}-step-${index + 1}`);
    }
  }

  next.addEventListener("click", () => show(Math.min(current + 1, steps.length - 1), true));
  restart.addEventListener("click", () => {
    for (const step of steps) {
      delete step.dataset.answered;
      for (const button of step.querySelectorAll(".lesson-choice")) {
        button.disabled = false;
        button.classList.remove("is-right", "is-wrong");
        button.removeAttribute("aria-pressed");
      }
      showResult(step, false);
      const live = step.querySelector(".lesson-question__feedback");
      if (live) { live.replaceChildren(); live.className = "lesson-question__feedback"; }
    }
    show(0, true);
  });

  // A link to a step (#lesson-<lesson>-step-N) opens the lesson there; earlier questions count as done.
  const match = new RegExp(`^#lesson-${root.dataset.lesson}-step-(\\d+)$`).exec(location.hash);
  const start = match ? Math.min(Math.max(Number(match[1]) - 1, 0), steps.length - 1) : 0;
  for (const step of steps.slice(0, start)) {
    if (step.dataset.question) {
      step.dataset.answered = "true";
      showResult(step, true);
    }
  }
  root.classList.add("is-interactive");
  show(start, false);
}

for (const root of document.querySelectorAll(".lesson")) setUpLesson(root);
