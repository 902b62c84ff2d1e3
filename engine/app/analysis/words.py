"""The analysis in words: lines for a terminal, in English or French, the figures as tables
whose columns line up (every cell a catalog entry or a number)."""

from engine.app.analysis.texts import TEXTS
from engine.messages import card_label, suit_name, translation

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def say(code: str, lang: str, **params) -> str:
    """The sentence `code` of engine.app.analysis.texts in `lang`, cards and suits in its words."""
    def local(name, value):
        if name.endswith("card"):
            return card_label(value, lang)
        if name.endswith("suit"):
            return suit_name(value, lang)
        return value
    template = translation(lang).gettext(TEXTS[code])
    return template % {name: local(name, value) for name, value in params.items()}


def columns(header: list, rows: list, right=()) -> list:
    """A table as lines: each column as wide as its widest cell, the columns numbered in
    `right` aligned to the right (numbers)."""
    widths = [max(len(str(row[i])) for row in [header] + rows) for i in range(len(header))]

    def line(row):
        cells = [str(cell).rjust(width) if i in right else str(cell).ljust(width)
                 for i, (cell, width) in enumerate(zip(row, widths))]
        return "  ".join(cells).rstrip()
    return [line(header), "  ".join("-" * width for width in widths)] + [line(r) for r in rows]


def suit_cell(suit: str, lang: str) -> str:
    if suit == "NT":
        return say("no-trump", lang)
    return f"{SUIT_SYMBOLS[suit]} {suit_name(suit, lang)}"


def decimal(value: float, lang: str) -> str:
    """A number with one decimal, written as the language writes it (French: a comma)."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if lang == "fr" else text


def _number(value) -> str:
    return "—" if value is None else str(value)


# --- 304 ------------------------------------------------------------------------------------
def table_304(found: dict, lang: str, open_from_start: bool = False) -> list:
    header = [say(code, lang) for code in ("col-maker", "col-trump", "col-indicator",
                                          "col-closed", "col-opened", "col-best", "col-others")]
    rows = []
    for (maker, suit), cell in found.items():
        if cell is None:
            rows.append([maker, suit_cell(suit, lang), "—", "—", "—", "—", ""])
            continue
        others = ", ".join(say("indicator-value", lang, card=card, points=points)
                           for card, points in cell["indicators"].items()
                           if card != cell["indicator"])
        indicator = "—" if cell["indicator"] is None else card_label(cell["indicator"], lang)
        rows.append([maker, suit_cell(suit, lang), indicator, _number(cell["closed"]),
                     _number(cell["opened"]), cell["best"], others])
    lines = [say("table-304", lang), say("built-304", lang), say("columns-304", lang)]
    if open_from_start:
        lines.append(say("open-from-start", lang))
    lines.append("")
    lines += columns(header, rows, right=(3, 4, 5))
    if any(cell is None for cell in found.values()):
        lines.append(say("no-cell-304", lang))
    if any(cell is not None and cell["closed"] is None for cell in found.values()):
        lines.append(say("must-open-304", lang))
    return lines


# --- 501 ------------------------------------------------------------------------------------
def table_501(found: dict, lang: str) -> list:
    header = [say(code, lang) for code in ("col-declarer", "col-contract", "col-points",
                                          "col-gives")]
    rows = []
    for (declarer, trump), cell in found.items():
        if cell is None:
            rows.append([declarer, suit_cell(trump, lang), "—", "—"])
            continue
        gives = ", ".join(say("give-to", lang, card=card, seat=seat)
                          for seat, card in cell["gives"])
        rows.append([declarer, suit_cell(trump, lang), cell["points"], gives])
    lines = [say("table-501", lang), say("built-501", lang), ""]
    lines += columns(header, rows, right=(2,))
    if any(cell is None for cell in found.values()):
        lines.append(say("no-cell-501", lang))
    return lines


# --- the played deal ------------------------------------------------------------------------
def _card_of(action: str) -> str:
    return action.split()[2]


def played(found: dict, best_in_table: dict | None, lang: str) -> list:
    """The played part: each card, the contract against open hands, where it was decided."""
    lines = [say("play-304" if found["game"] == "304" else "play-501", lang), ""]
    header = [say(code, lang) for code in ("col-trick", "col-card", "col-cost", "col-best-card",
                                          "col-course")]
    worth = found["worth"]
    rows = []
    for k, item in enumerate(found["items"]):
        best = "" if item["best"] in (None, item["action"]) else card_label(_card_of(item["best"]),
                                                                            lang)
        course = "" if worth is None else worth[k + 1]
        rows.append([item["trick"], say("seat-card", lang, seat=item["seat"],
                                        card=_card_of(item["action"])),
                     _number(item["cost"]), best, course])
    lines += columns(header, rows, right=(0, 2, 4))
    lines.append("")
    if any(item["cost"] is None for item in found["items"]):
        lines.append(say("after-caps", lang))
    if found["maker"] is None:
        return lines + [say("no-contract", lang)]
    lines += _contract_lines(found, best_in_table, lang)
    return lines


def _contract_lines(found: dict, best_in_table: dict | None, lang: str) -> list:
    if found["game"] == "304":
        lines = [say("contract-304", lang, contract=found["contract"], maker=found["maker"],
                     suit=found["trump"])]
    else:
        trump = (say("no-trump", lang) if found["trump"] == "NT"
                 else say("trump-501", lang, suit=found["trump"]))
        lines = [say("contract-501", lang, contract=found["contract"], maker=found["maker"],
                     trump=trump)]
    if found["made"] is None:
        lines.append(say("result-unfinished" if found["result"] is None else "result-stopped",
                         lang))
    else:
        made = found["made"] >= found["contract"]
        lines.append(say("result-made" if made else "result-failed", lang, made=found["made"]))
    worth = found["worth"]
    if worth is not None:
        lines.append(say("open-start", lang, points=worth[0]))
    if found.get("kept_cost"):
        lines.append(say("kept-closed", lang, points=found["kept_cost"]))
    if best_in_table is not None:
        choice = suit_cell(best_in_table["suit"], lang)
        lines.append(say("table-best", lang, maker=found["maker"], choice=choice,
                         points=best_in_table["points"]))
    lines += _turning_lines(found, lang)
    costly = sorted((item for item in found["items"] if item["cost"]),
                    key=lambda item: -item["cost"])[:3]
    if costly:
        listed = ", ".join(say("seat-card", lang, seat=item["seat"], card=_card_of(item["action"]))
                           + f" ({item['cost']})" for item in costly)
        lines.append(say("costly", lang, list=listed))
    else:
        lines.append(say("costly-none", lang))
    return lines


def _turning_lines(found: dict, lang: str) -> list:
    worth, turning = found["worth"], found["turning"]
    if worth is None or found["made"] is None:
        return []
    made = found["made"] >= found["contract"]
    if turning is None:
        return [say("turn-none-made" if made else "turn-none-failed", lang)]
    item = found["items"][turning]
    return [say("turn-won" if made else "turn-lost", lang, trick=item["trick"], seat=item["seat"],
                card=_card_of(item["action"]), before=worth[turning],
                after=worth[turning + 1], contract=found["contract"])]
