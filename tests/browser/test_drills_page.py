"""Drills from the reader's own deals (#27) in Chromium, both languages, desktop and phone: a
practice deal with a costly card makes drills, which the review marks "Added to My drills" and
which play wrong then right on "My drills"; a missed drill comes back after two others; the
progress file carries the drills (old files without them still import, a file with bad ones
imports nothing and says so); damaged drills in storage, or a drill changed since it was made,
are answered with a translated message, never a crash.

The finished deals are the engine's own (tests/engine/test_practice.finished_deal), handed to the
page as it keeps a match (localStorage), and the drills are made at the page's test budget
(`playTestBudgetMs`, 5), as the page makes them."""

import functools
import json

import pytest
from playwright.sync_api import expect

from conftest import PHONE, wait_for_puzzles

from engine.app import drills
from engine.messages import card_label
from test_play_page import PAGES, TEST_SETTINGS, press
from tests.engine.test_practice import finished_deal

pytestmark = pytest.mark.browser

DRILLS = {"en": "/puzzles/drills/", "fr": "/fr/puzzles/drills/"}
PUZZLES = {"en": "/puzzles/", "fr": "/fr/puzzles/"}
STORE = "cards-304-501:drills:v1"
PUZZLE_STORE = "cards-304-501:puzzles:v1"
BUDGET = 5                    # TEST_SETTINGS' playTestBudgetMs
NBSP = "\u00a0"
T = {
    "en": {"made": "One of your cards became a drill:", "added": "Added to My drills",
           "wrong": "Not this time.", "right": "Right!", "played": "is the card you played at the table",
           "accepted": "Cards accepted:", "rule": "The rule behind your choices here:",
           "retry": "Retry the ones I missed (1)", "solved": "solved", "link": "My drills (2)",
           "import_drills": "Drills added: 2.", "import_none": "Drills added: 0.",
           "imported": "Progress imported and merged",
           "bad_drills": "That progress file holds drills of the wrong kind: nothing was imported.",
           "store_bad": "Drills saved in this browser could not be read and are ignored.",
           "empty": "No drills yet.", "damaged": "This drill cannot be read",
           "index": "All my drills"},
    "fr": {"made": f"Une de vos cartes est devenue un exercice{NBSP}:", "added": "Ajouté à Mes exercices",
           "wrong": "Pas cette fois.", "right": f"Exact{NBSP}!", "played": "est la carte que vous avez jouée à la table",
           "accepted": f"Cartes acceptées{NBSP}:", "rule": f"La règle qui encadre vos choix ici{NBSP}:",
           "retry": "Reprendre ceux que j’ai manqués (1)", "solved": "résolu", "link": "Mes exercices (2)",
           "import_drills": f"Exercices ajoutés{NBSP}: 2.", "import_none": f"Exercices ajoutés{NBSP}: 0.",
           "imported": "Progrès importés",
           "bad_drills": "Ce fichier de progrès contient des exercices d’un mauvais type",
           "store_bad": "Des exercices enregistrés dans ce navigateur n’ont pas pu être lus",
           "empty": "Pas encore d’exercice.", "damaged": "Cet exercice ne peut pas être lu",
           "index": "Tous mes exercices"},
}


@functools.lru_cache(maxsize=None)
def _made(seed: int) -> str:
    return json.dumps(drills.make(finished_deal(seed), 0, BUDGET))


def made(seed: int) -> list:
    """The drills the page makes of the reader's finished deal `seed`, costliest first."""
    return json.loads(_made(seed))


def entries(*found, solved=False) -> list:
    """Drills as the page keeps them, the first added first."""
    return [{"drill": drill, "added": 1_700_000_000_000 + 60_000 * n, "attempts": 0, "solved": solved}
            for n, drill in enumerate(found)]


def screen_page(browser, screen):
    context = browser.new_context(**(PHONE if screen == "phone" else {"viewport": {"width": 1280, "height": 800}}))
    page = context.new_page()
    page.set_default_timeout(60_000)
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    return context, page, errors


def seed_once(page, key: str, value) -> None:
    """`value` kept under `key` when the page first opens (not again at a reload)."""
    page.add_init_script(f"if (!sessionStorage.getItem('seeded:{key}')) {{"
                         f" localStorage.setItem({json.dumps(key)}, {json.dumps(json.dumps(value))});"
                         f" sessionStorage.setItem('seeded:{key}', '1'); }}")


def kept(page) -> list:
    return json.loads(page.evaluate(f"localStorage.getItem('{STORE}')") or "[]")


def card_button(page, action: str):
    return page.locator(f".drill__table button.card[data-card='{action.split()[2]}']")


def answer_wrong(page, drill, lang):
    press(page, card_button(page, drill["played"]))
    feedback = page.locator(".drill__feedback")
    expect(feedback.locator(".drill__wrong")).to_have_text(T[lang]["wrong"])
    expect(feedback.locator(".drill__why")).to_contain_text(T[lang]["played"])
    expect(feedback.locator(".drill__why")).to_contain_text(card_label(drill["played"].split()[2], lang))


def answer_right(page, drill, lang):
    press(page, card_button(page, drill["best"]))
    feedback = page.locator(".drill__feedback")
    expect(feedback.locator(".drill__right")).to_have_text(T[lang]["right"])
    expect(feedback.locator(".drill__accepted")).to_contain_text(card_label(drill["best"].split()[2], lang))
    assert card_label(drill["played"].split()[2], lang) + "," not in \
        feedback.locator(".drill__accepted").inner_text() + ","


@pytest.mark.parametrize("lang,screen", [("en", "desktop"), ("fr", "phone")])
def test_a_practice_deal_with_a_costly_card_makes_drills_played_wrong_then_right(browser, base_url, lang, screen):
    t = T[lang]
    state = finished_deal(14)
    found = made(14)
    assert len(found) == 1           # T's "made": the sentence for one drill
    context, page, errors = screen_page(browser, screen)
    page.add_init_script(TEST_SETTINGS)
    seed_once(page, "practice-table:match", state)
    page.goto(base_url + PAGES[lang])
    expect(page.locator("section.play")).to_have_attribute("data-turn", "over")
    # The deal over, its drills are made and kept; the result says so.
    expect(page.locator(".play__over .play__drills-made")).to_contain_text(t["made"])
    assert [entry["drill"] for entry in kept(page)] == [entry["drill"] for entry in found]
    # The review marks each of its mistakes: added to My drills, a link to the drill.
    press(page, page.locator(".play__review"))
    marks = page.locator(".play__mistakes .play__drill-added")
    expect(marks).to_have_count(len(found), timeout=240_000)
    expect(marks.first).to_have_text(t["added"])
    press(page, marks.first)
    drill = found[0]["drill"]
    expect(page).to_have_url(base_url + DRILLS[lang] + f"#drill-{drill['id']}")
    expect(page.locator(".drill__question")).to_contain_text(card_label(drill["played"].split()[2], lang))
    expect(page.locator(".drill__table .deal-seat--bottom button.card")).to_have_count(len(drill["plays"]))
    # Wrong (the card played at the table), then right; the rule linked.
    answer_wrong(page, drill, lang)
    if drill["rule"]:
        rule = page.locator(".drill__feedback .drill__rule-link")
        expect(rule).to_have_text(drill["rule"])
        assert rule.get_attribute("href").endswith(f"#{drill['rule']}")
    answer_right(page, drill, lang)
    press(page, page.get_by_role("button", name=t["index"]))
    item = page.locator(f".drills__item[data-id='{drill['id']}']")
    expect(item).to_contain_text(t["solved"])
    expect(page.locator(".drills__retry")).to_have_text(t["retry"])     # missed at first
    assert errors == []
    context.close()


@pytest.mark.parametrize("lang,screen", [("en", "phone"), ("fr", "desktop")])
def test_a_missed_drill_comes_back_after_two_others(browser, base_url, lang, screen):
    """Four drills, the newest listed first: the first missed comes back once two others were
    answered, not after one and not later; answered right at once then, it leaves the queue. A
    drill changed since it was made is refused by the engine in words."""
    t = T[lang]
    first, second, third = made(13)[0]["drill"], made(105)[0]["drill"], made(100)[0]["drill"]
    fourth = made(14)[0]["drill"]
    context, page, errors = screen_page(browser, screen)
    seed_once(page, STORE, entries(first, second, third, fourth))
    page.goto(base_url + DRILLS[lang])
    expect(page.locator(".drills__item")).to_have_count(4)
    assert page.locator(".drills__item").evaluate_all("(items) => items.map((i) => i.dataset.id)") == \
        [fourth["id"], third["id"], second["id"], first["id"]]
    press(page, page.locator(".drills__start"))
    expect(page).to_have_url(f"{base_url}{DRILLS[lang]}#drill-{fourth['id']}")
    answer_wrong(page, fourth, lang)
    for drill in (third, second):     # one answered: not yet due; two: due
        press(page, page.locator(".drill__next"))
        expect(page).to_have_url(f"{base_url}{DRILLS[lang]}#drill-{drill['id']}")
        answer_right(page, drill, lang)
    press(page, page.locator(".drill__next"))
    expect(page).to_have_url(f"{base_url}{DRILLS[lang]}#drill-{fourth['id']}")    # back, due
    answer_right(page, fourth, lang)
    press(page, page.locator(".drill__next"))
    expect(page).to_have_url(f"{base_url}{DRILLS[lang]}#drill-{first['id']}")
    answer_right(page, first, lang)
    press(page, page.get_by_role("button", name=t["index"]))
    expect(page.locator(".drills__retry")).to_be_hidden()
    expect(page.locator(".drills__item.is-solved")).to_have_count(4)
    # A drill changed in storage since it was made: the engine refuses it, in words.
    changed = kept(page)
    changed[0]["drill"]["judged"][changed[0]["drill"]["played"]]["verdict"] = "best"
    page.evaluate(f"localStorage.setItem('{STORE}', {json.dumps(json.dumps(changed))})")
    page.goto(f"{base_url}{DRILLS[lang]}#drill-{changed[0]['drill']['id']}")
    page.reload()
    expect(page.locator(".drills__drill .drills__notice")).to_contain_text(t["damaged"])
    expect(page.get_by_role("button", name=t["index"])).to_be_visible()
    assert errors == []
    context.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_progress_file_carries_the_drills(browser, base_url, lang, tmp_path):
    """Exported from the puzzles page with the puzzles' progress; imported on My drills in
    another browser; a file from before drills imports as it did; a file with drills of the wrong
    kind imports nothing; damaged storage is a notice, not a crash. No engine needed."""
    t = T[lang]
    two = [made(13)[0]["drill"], made(105)[0]["drill"]]
    context, page, errors = screen_page(browser, "desktop")
    seed_once(page, STORE, entries(*two))
    seed_once(page, PUZZLE_STORE, {"hidden-nine-who-wins": {"solved": True, "attempts": 2}})
    page.goto(base_url + PUZZLES[lang])
    wait_for_puzzles(page)
    link = page.locator(".puzzles__drills")
    expect(link).to_have_text(t["link"])
    with page.expect_download() as download:
        page.locator(".puzzles__export").click()
    saved = tmp_path / "progress.json"
    download.value.save_as(saved)
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert data["puzzles"] == {"hidden-nine-who-wins": {"solved": True, "attempts": 2}}
    assert data["drills"] == entries(*two)
    link.click()
    expect(page).to_have_url(base_url + DRILLS[lang])
    expect(page.locator(".drills__item")).to_have_count(2)
    context.close()

    # Another browser: the file brings the drills (and the puzzles' progress).
    context, page, errors = screen_page(browser, "desktop")
    page.goto(base_url + DRILLS[lang])
    expect(page.locator(".drills__empty")).to_contain_text(t["empty"])
    status = page.locator(".drills__progress")
    page.locator(".drills__import").set_input_files(str(saved))
    expect(status).to_contain_text(t["import_drills"])
    expect(page.locator(".drills__item")).to_have_count(2)
    assert json.loads(page.evaluate(f"localStorage.getItem('{PUZZLE_STORE}')")) == data["puzzles"]
    # A file made before drills existed: the puzzles only, as before.
    old = tmp_path / "old.json"
    old.write_text(json.dumps({"format": data["format"], "puzzles": data["puzzles"]}), encoding="utf-8")
    page.locator(".drills__import").set_input_files(str(old))
    expect(status).to_contain_text(t["imported"])
    expect(status).not_to_contain_text(t["import_none"])
    expect(page.locator(".drills__item")).to_have_count(2)
    # Drills of the wrong kind: nothing imported, said in words.
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**data, "drills": [{"drill": 3}], "puzzles": {}}), encoding="utf-8")
    page.locator(".drills__import").set_input_files(str(bad))
    expect(status).to_contain_text(t["bad_drills"])
    expect(page.locator(".drills__item")).to_have_count(2)
    # The puzzles page imports drills too.
    page.goto(base_url + PUZZLES[lang])
    wait_for_puzzles(page)
    page.evaluate(f"localStorage.removeItem('{STORE}')")
    page.reload()
    wait_for_puzzles(page)
    page.locator(".puzzles__import").set_input_files(str(saved))
    expect(page.locator(".puzzles__progress")).to_contain_text(t["import_drills"])
    expect(page.locator(".puzzles__drills")).to_have_text(t["link"])
    assert errors == []
    context.close()

    # At most 30 drills are kept: the oldest go first.
    context, page, errors = screen_page(browser, "desktop")
    older = [{"drill": {**two[0], "id": f"{n:016x}", "trick": 1}, "added": 1_600_000_000_000 + n,
              "attempts": 0, "solved": False} for n in range(30)]
    page.add_init_script(f"localStorage.setItem('{STORE}', {json.dumps(json.dumps(older))})")
    page.goto(base_url + DRILLS[lang])
    expect(page.locator(".drills__item")).to_have_count(30)
    page.locator(".drills__import").set_input_files(str(saved))
    expect(page.locator(".drills__progress")).to_contain_text(t["import_drills"])
    ids = page.locator(".drills__item").evaluate_all("(items) => items.map((i) => i.dataset.id)")
    assert ids == [two[1]["id"], two[0]["id"]] + [f"{n:016x}" for n in range(29, 1, -1)]
    context.close()

    # Damaged storage: a notice; what can be read is listed, the rest ignored.
    context, page, errors = screen_page(browser, "phone")
    page.goto(base_url + DRILLS[lang])
    for stored, count in (("{not json", 0), (json.dumps(entries(*two)[:1] + [{"drill": {"id": 5}}]), 1)):
        page.evaluate(f"localStorage.setItem('{STORE}', {json.dumps(stored)})")
        page.reload()
        expect(page.locator(".drills__notice")).to_contain_text(t["store_bad"])
        expect(page.locator(".drills__item")).to_have_count(count)
    page.goto(base_url + PUZZLES[lang])
    wait_for_puzzles(page)
    expect(page.locator(".puzzles__drills")).to_be_visible()
    assert errors == []
    context.close()
