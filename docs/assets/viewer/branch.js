// The reader's own line in a worked example (the viewer's branch, #13, #18, #26): Back and
// Undo, the bots that can finish the deal, the title of the position or of a refused action
// with its rule, the table with the acting seat's cards as buttons, and the choices panel
// that the Play page shares (../choices.js). Drawn by the view (./view.js) from the
// controller's state; kept apart from it because the branch is a page of its own in the view.
import { factsElement, tableElement } from "./table.js";
import { ABOVE } from "./controller.js";
import { choicesElement } from "../choices.js";
import { button, el, fill } from "../dom.js";
import { ruleHref } from "../rule-anchors.js";

// A refused action's heading says it was tried and refused, never that it happened: the
// table below is still the position before it.
function refusedTitle(action, ctx) {
  const t = ctx.texts;
  const [seat, verb, card] = (action ?? "").split(" ");
  if (verb === "play" && ctx.labels.short[card]) {
    return fill(t.refused_play, { seat, card: ctx.labels.short[card] });
  }
  return fill(t.refused_other, { seat });
}

// The branch's element; what it says goes to the view's announcer.
export function branchElement(view) {
  const t = view.texts;
  const c = view.c;
  const ctx = view.ctx;
  view.branchButton.hidden = true;
  const box = el("div", "deal-branch");
  const back = button(t.branch_back, () => c.goTo(c.n), "deal-branch__back");
  const undo = button(t.branch_undo, () => c.undo(), "deal-branch__undo");
  undo.disabled = !c.branchActions.length;
  box.append(back, undo);
  const { state, message, bots } = c.branch;
  if (state && state.ok && !state.over) {
    box.append(bots ? button(t.bots_stop, () => c.stopBots(), "deal-branch__bots is-running")
      : button(t.bots_finish, () => c.botsFinish(), "deal-branch__bots"));
  }
  const said = [];
  if (state && state.ok) {
    const seen = c.view;
    const model = state.tables[seen];
    if (message && message.action) {
      const title = refusedTitle(message.action, ctx);
      box.append(el("h2", "deal-frame__title is-refused", title));
      said.push(title);
    } else if (state.titles) {
      box.append(el("h2", "deal-frame__title", state.titles[seen]));
      said.push(state.titles[seen]);
    }
    if (!message) box.append(...view.narrationElements(state.narration[seen], said));
    if (message) {
      const refusal = el("p", "deal-branch__message is-illegal", message.message);
      refusal.setAttribute("role", "alert");
      box.append(refusal);
      ruleHref(view.root, message.rule).then((href) => {
        if (!href) return;
        const link = el("a", "deal-branch__rule", t.rule_link);
        link.href = href;
        refusal.append(" ", link);
      });
    }
    const seat = state.to_act;
    // The choices are the acting seat's: they show its cards. A seat's view never shows
    // what that seat cannot see, so another seat's view offers the view from above instead.
    // While the bots play, the reader chooses only for the seat whose view is shown.
    const botsPlay = bots && !c.botsWaitForReader;
    const mayChoose = seat && !botsPlay && (seen === ABOVE || seen === seat);
    const legal = mayChoose ? state.legal : [];
    const legalCards = new Set(legal.filter((a) => a.card).map((a) => a.card));
    const visible = mayChoose && model.seats.find((s) => s.seat === seat).hand.every((card) => card !== null);
    if (state.over) box.append(el("p", "deal-branch__over", t.branch_over));
    else if (botsPlay) box.append(el("p", "deal-branch__bots-note", fill(t.bots_playing, { seat })));
    else if (bots) box.append(el("p", "deal-branch__intro", fill(t.bots_your_seat, { seat })));
    else if (mayChoose) box.append(el("p", "deal-branch__intro", fill(t.branch_intro, { seat })));
    else if (seat) {
      const other = el("p", "deal-branch__other", fill(t.branch_other_seat, { seat }) + " ");
      other.append(button(t.branch_show_above, () => c.setView(ABOVE)));
      box.append(other);
    }
    // 501's exchange: tap a card of the declarer's, then the seat to give it to.
    const gives = visible ? legal.filter((a) => a.action.split(" ")[1] === "give") : [];
    const giveCards = new Set(gives.map((a) => a.action.split(" ")[3]));
    // (Outside play, when no card may be played, the cards are not buttons at all.)
    const pick = !visible || (!gives.length && !legalCards.size) ? null : gives.length
      ? { seat, legalCards: giveCards, onlyLegal: true, onPick: (card) => c.choose(card) }
      : { seat, legalCards, onPick: (card) => c.play(`${seat} play ${card}`) };
    const table = tableElement(model, ctx, pick);
    if (c.branch.chosen) table.querySelector(`button.card[data-card="${c.branch.chosen}"]`)?.classList.add("is-chosen");
    box.append(table, factsElement(model, ctx));
    const others = legal.filter((a) => !(visible && (a.card || gives.includes(a))));
    if (others.length || gives.length) {
      box.append(choicesElement({ seat, legal: others, gives, chosen: c.branch.chosen, ctx,
        onAction: (action) => c.play(action) }));
    }
  } else if (message) {
    box.append(el("p", "deal-branch__message is-illegal", message.message));
  }
  view.announcer.say(said);
  return box;
}
