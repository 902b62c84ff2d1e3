// The Analyse page: a deal entered by tapping (picker.js) or as one line of notation, checked
// by the engine, then its open-hands table asked for one cell at a time (engine/app/browser.py
// `analyse_deal` and `analyse_cell`, in the engine's Web Worker), so that the table fills in
// with real progress and Cancel stops it between two cells (or in a long one, by stopping the
// worker). The address's fragment carries the deal (link.js): opened, the page analyses it.
// A deal's auction and play, written under it, open its review on the Play page
// (`analyse_played`: the actions replayed by the rules, the first one refused said).
import { askEngine, engineReady, stopEngine } from "../engine-client.js";
import { engineStatus } from "../engine-status.js";
import { button, el, fill } from "../dom.js";
import { Announcer } from "../announcer.js";
import { tableElement } from "../viewer/table.js";
import { Grid, trumpName } from "./grid.js";
import { Picker } from "./picker.js";
import { dealFromAddress, linkElement, writeAddress } from "./link.js";

class AnalysePage {
  constructor(root) {
    this.root = root;
    this.lang = root.dataset.lang;
    this.ctx = { texts: JSON.parse(root.dataset.texts), labels: JSON.parse(root.dataset.labels),
      onOpen: (maker, trump) => this.openLine(maker, trump) };
    this.games = JSON.parse(root.dataset.games);
    this.form = root.querySelector(".analyse__setup");
    this.lineInput = this.form.elements.line;
    this.problemLine = root.querySelector(".analyse__problem");
    this.result = root.querySelector(".analyse__result");
    this.announcer = new Announcer(root, "analyse__announcer");
    this.picker = new Picker(root.querySelector(".analyse__picker"), this.ctx, () => this.pickerChanged());
    this.status = engineStatus(this.ctx.texts, this.lang, { onRetry: () => this.analyse() });
    // Beside the button that starts the engine (the first time, a download of some MB).
    this.form.querySelector(".analyse__start").after(this.status.element);
    // Every seat's option of the two seat menus, as the page was built (A to D).
    this.seatOptions = [this.form.elements.dealer, this.form.elements.seat, this.form.elements.reviewer]
      .map((select) => [select, [...select.options]]);
    this.actionsProblem = root.querySelector(".analyse__actions-problem");
    this.run = 0;              // bumped to stop the cells being asked for
    this.cache = new Map();    // cells already worked out, by deal and cell
    this.form.addEventListener("change", (event) => {
      if (event.target.name === "game") this.setGame();
      if (event.target.name === "dealer") this.dealerChanged();
    });
    this.form.addEventListener("submit", (event) => { event.preventDefault(); this.analyse(); });
    root.querySelector(".analyse__read").addEventListener("click", () => this.readLine());
    root.querySelector(".analyse__review").addEventListener("click", () => this.reviewPlayed());
    this.lineInput.addEventListener("keydown", (event) => {
      if (event.key === "Enter") { event.preventDefault(); this.readLine(); }
    });
    this.setGame();
    this.openAddress();
    // A link to another deal followed from this page (the page writes its own address with
    // history.replaceState, which this does not hear).
    window.addEventListener("hashchange", () => this.openAddress());
  }

  openAddress() {
    const linked = dealFromAddress(this.games);
    if (linked?.bad) this.badLink(linked.bad);
    else if (linked) this.openLink(linked);
  }

  // A link to a game or table the page does not offer: the engine's reason, said.
  async badLink(request) {
    const answer = await this.ask("analyse_deal", request).catch(() => null);
    if (answer && !answer.ok) {
      this.problem(`${this.t.bad_link} ${answer.message}`);
      this.announcer.say([this.problemLine.textContent]);
    }
  }

  get t() { return this.ctx.texts; }
  // The choice of game: 304, 501, or 501 with four at the table (hooks/analyse.py).
  get choice() { return this.games[this.form.elements.game.value]; }
  get dealer() { return this.form.elements.dealer.value; }

  // 304's rules: the default ("") or a variant (the Play page's menu).
  get variant() { return this.choice.game === "304" ? this.form.elements.variant.value : ""; }

  // What every request says of the deal besides its line: the game, the table's size, the
  // dealer, 304's rules.
  get settings() {
    return { game: this.choice.game, players: this.choice.players, dealer: this.dealer, variant: this.variant };
  }

  setGame(dealer = null) {
    const game = this.choice;
    // The seats of the game only (taken out, not hidden: Safari shows hidden options).
    const [dealerMenu, dealerOptions] = this.seatOptions[0];
    dealerMenu.replaceChildren(...dealerOptions.filter((option) => game.dealers.includes(option.value)));
    // 304: D deals, so A speaks first and leads; 501: the last seat deals, so A, on its left, leads.
    dealerMenu.value = dealer ?? game.dealers[game.dealers.length - 1];
    this.form.querySelector(".analyse__variant").hidden = game.game !== "304";
    this.picker.setGame({ ...game, hands: game.hands[this.dealer] });
    this.seatsChanged();
    this.pickerChanged();
  }

  // The hands keep their cards; with four at 501 they are now other seats' (not the dealer's).
  dealerChanged() {
    this.picker.rename(this.choice.hands[this.dealer]);
    this.seatsChanged();
  }

  // The menus of the seat the table is for and of the seat a played deal is reviewed from: the
  // seats dealt cards (with four at 501, not the dealer, who sits out).
  seatsChanged() {
    const playing = this.choice.hands[this.dealer].filter((hand) => hand !== "talon");
    for (const [menu, options] of this.seatOptions.slice(1)) {
      const chosen = menu.value;
      menu.replaceChildren(...options.filter((option) => !option.value || playing.includes(option.value)));
      menu.value = playing.includes(chosen) ? chosen : menu.options[0].value;
    }
  }

  pickerChanged() {
    this.lineInput.value = this.picker.line();
    this.problem("");
  }

  problem(message) {
    this.problemLine.textContent = message;
    this.root.dataset.problem = message ? "yes" : "no";
  }

  async ask(fn, request) {
    await engineReady();
    return askEngine(fn, { lang: this.lang, ...request });
  }

  // The deal as the settings and the line say; the engine's answer (its mistake said, if any).
  async check(line) {
    const answer = await this.ask("analyse_deal", { ...this.settings, deal: line });
    this.problem(answer.ok ? "" : answer.message);
    if (!answer.ok) this.announcer.say([answer.message]);
    return answer;
  }

  // The line, typed or pasted, read into the hands.
  async readLine() {
    const answer = await this.check(this.lineInput.value).catch(() => null);
    if (!answer?.ok) return null;
    this.picker.setLine(answer.line);
    this.lineInput.value = answer.line;
    this.announcer.say([this.t.line_read]);
    return answer;
  }

  async openLink({ choice, dealer, seat, line, variant }) {
    this.form.elements.game.value = choice;
    this.form.elements.variant.value = variant;
    this.setGame(dealer);
    this.form.elements.seat.value = seat;
    this.lineInput.value = line;
    const answer = await this.readLine();
    if (answer) this.analyse(answer);
    else this.problem(`${this.t.bad_link} ${this.problemLine.textContent}`);
  }

  // Check the deal, draw it and its table, then ask for the table's cells one at a time.
  async analyse(checked = null) {
    this.stop();
    const run = this.run;
    // A line typed or pasted and not yet read (or being read) is read first.
    if (!checked && this.lineInput.value !== this.picker.line()) {
      checked = await this.readLine();
      if (!checked || run !== this.run) return;
    }
    const left = this.picker.left().length;
    if (!checked && left) {
      this.problem(fill(this.t.to_place, { n: left }));
      this.announcer.say([this.problemLine.textContent]);
      return;
    }
    let deal = checked;
    try {
      deal = deal ?? await this.check(this.picker.line());
    } catch {
      return;                   // the engine could not start: its status says so, with "Try again"
    }
    if (!deal.ok || run !== this.run) return;
    const seat = this.form.elements.seat.value;
    const seats = seat ? [seat] : deal.makers;
    writeAddress(deal, seat);
    this.deal = deal;
    this.draw(deal, seats);
    const cells = seats.flatMap((s) => deal.trumps.map((trump) => [s, trump]));
    this.root.dataset.state = "running";
    for (const [index, [maker, trump]] of cells.entries()) {
      if (run !== this.run) return;
      this.progress(index, cells.length, maker, trump);
      const key = `${deal.game} ${deal.players} ${deal.variant} ${deal.dealer} ${deal.line} ${maker} ${trump}`;
      let answer = this.cache.get(key);
      if (!answer) {
        this.grid.working(maker, trump);
        this.inFlight = [maker, trump];
        try {
          answer = await this.ask("analyse_cell", { ...dealOf(deal), maker, trump });
        } catch {
          if (run === this.run) this.grid.reset(maker, trump);
          return;
        } finally {
          this.inFlight = null;
        }
        if (run !== this.run) return;
        if (answer.ok) this.cache.set(key, answer);
      }
      if (answer.ok) this.grid.done(maker, trump, answer.cell);
      else this.grid.failed(maker, trump, answer.message);
    }
    this.progressLine.textContent = fill(this.t.progress_done, { total: cells.length });
    this.bar.value = this.bar.max;
    this.cancelButton.hidden = true;
    this.root.dataset.state = "done";
    this.announcer.say([this.progressLine.textContent]);
  }

  // A cell opened: its best line worked out by the engine (after the cell being worked out,
  // if any), then opened on the Play page — a finished deal's link, seen from the maker's seat,
  // to step through card by card or play on against the bots from any card.
  async openLine(maker, trump) {
    const deal = this.deal;
    this.lineStatus.textContent = fill(this.t.line_working, { seat: maker, trump: trumpName(trump, this.ctx) });
    let answer;
    try {
      answer = await this.ask("analyse_line", { ...dealOf(deal), maker, trump });
    } catch {
      return;                   // the engine stopped (a new analysis) or could not start: its status says why
    }
    if (deal !== this.deal) return;
    if (!answer.ok) {
      this.lineStatus.textContent = fill(this.t.line_failed, { message: answer.message });
      return;
    }
    location.assign(`${this.root.dataset.play}#${answer.link}`);
  }

  // The deal's auction and play, as written under it, replayed by the engine: its review opens
  // on the Play page; the first action that cannot be read or is refused is said here.
  async reviewPlayed() {
    this.stop();
    this.actionsProblem.textContent = "";
    const deal = await this.readLine().catch(() => null);
    if (!deal) return;          // the deal's own mistake is said under its line
    let answer;
    try {
      answer = await this.ask("analyse_played", { ...dealOf(deal), actions: this.form.elements.actions.value,
        seat: this.form.elements.reviewer.value });
    } catch {
      return;                   // the engine could not start: its status says so, with "Try again"
    }
    if (!answer.ok) {
      this.actionsProblem.textContent = answer.message;
      this.announcer.say([answer.message]);
      return;
    }
    location.assign(`${this.root.dataset.play}#${answer.link}`);
  }

  progress(done, total, seat, trump) {
    const name = trumpName(trump, this.ctx);
    this.progressLine.textContent = fill(this.t.progress, { done, total, seat, trump: name });
    this.bar.max = total;
    this.bar.value = done;
    this.done = done;
    this.total = total;
  }

  // Stop asking for cells; a cell being worked out is abandoned with its worker.
  stop() {
    this.run += 1;
    if (this.inFlight) {
      stopEngine();
      this.grid.reset(...this.inFlight);
      this.inFlight = null;
    }
  }

  cancel() {
    this.stop();
    this.progressLine.textContent = fill(this.t.cancelled, { done: this.done, total: this.total });
    this.cancelButton.hidden = true;
    this.root.dataset.state = "cancelled";
    this.announcer.say([this.progressLine.textContent]);
    this.form.querySelector(".analyse__start").focus();
  }

  draw(deal, seats) {
    const t = this.t;
    const drawn = tableElement(deal.table, this.ctx);
    drawn.classList.add("analyse__table");
    this.grid = new Grid(deal, seats, this.ctx);
    this.progressLine = el("p", "analyse__progress-line");
    this.progressLine.setAttribute("role", "status");
    this.bar = el("progress", "analyse__bar");
    this.cancelButton = button(t.cancel, () => this.cancel(), "md-button analyse__cancel");
    const progress = el("div", "analyse__progress");
    progress.append(this.progressLine, this.bar, this.cancelButton);
    const heading = el("h2", "analyse__title", t.table_title);
    heading.tabIndex = -1;
    this.lineStatus = el("p", "analyse__line-status");
    this.lineStatus.setAttribute("role", "status");
    this.result.replaceChildren(heading, el("p", "analyse__leader", fill(t.leader, deal)), drawn,
      progress, this.grid.element, el("p", "analyse__open-note", t.open_line), this.lineStatus,
      linkElement(t, this.announcer));
    this.result.hidden = false;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: "start" });
  }
}

// A checked deal as the engine's requests name it.
function dealOf(deal) {
  return { game: deal.game, players: deal.players, variant: deal.variant ?? "", dealer: deal.dealer, deal: deal.line };
}

const root = document.querySelector("section.analyse");
if (root) new AnalysePage(root);
