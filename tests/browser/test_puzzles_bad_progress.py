"""The puzzles page with damaged progress, both languages: a corrupt entry in this browser's
storage, or an imported file with entries of the wrong types, is reported in the page and
ignored, and answering still works (issue #18)."""

import json

import pytest
from playwright.sync_api import expect

from conftest import wait_for_puzzles

pytestmark = pytest.mark.browser

STORE = "cards-304-501:puzzles:v1"
T = {
    "en": {"path": "/puzzles/", "right": "Right!", "solved": "solved", "new": "not tried",
           "store_bad": "Progress saved in this browser could not be read and is ignored. The puzzles "
                        "work as usual, and new answers are saved.",
           "import_bad_entries": "That progress file holds entries of the wrong kind: nothing was imported.",
           "import_bad": "That file is not a progress file from this site."},
    "fr": {"path": "/fr/puzzles/", "right": "Exact !", "solved": "résolu", "new": "pas essayé",
           "store_bad": "Des progrès enregistrés dans ce navigateur sont illisibles et ne sont pas pris en "
                        "compte. Les problèmes fonctionnent comme d’habitude, et les nouvelles réponses "
                        "sont enregistrées.",
           "import_bad_entries": "Ce fichier de progrès contient des entrées illisibles\u00a0: rien n’a été importé.",
           "import_bad": "Ce fichier n’est pas un fichier de progrès de ce site."},
}
DAMAGED = [
    "{not json",
    "[1, 2, 3]",
    json.dumps({"hidden-nine-who-wins": 5, "hidden-nine-tokens": {"solved": "yes", "attempts": "2"},
                "caps-not-yet": None, "tokens-no-debt": {"solved": True, "attempts": -1},
                "hidden-nine-last-tricks": {"solved": True, "attempts": 1}}),
]


def row_status(page, puzzle_id):
    return page.locator(f'.puzzles__card[data-id="{puzzle_id}"] .puzzles__status')


def answer_tokens_puzzle(page, base_url, lang):
    """Answer `hidden-nine-tokens` right (2 tokens), and see it counted."""
    page.goto(f"{base_url}{T[lang]['path']}#puzzle-hidden-nine-tokens")
    puzzle = page.locator("#puzzle-hidden-nine-tokens")
    puzzle.locator(".puzzle__number").fill("2")
    puzzle.locator(".puzzle__number").press("Enter")
    expect(puzzle.locator(".puzzle__feedback")).to_contain_text(T[lang]["right"])
    page.goto(f"{base_url}{T[lang]['path']}")
    wait_for_puzzles(page)
    expect(row_status(page, "hidden-nine-tokens")).to_contain_text(T[lang]["solved"])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("stored", DAMAGED, ids=["not-json", "not-an-object", "wrong-types"])
def test_damaged_storage_is_reported_and_ignored(site_page, base_url, lang, stored):
    texts = T[lang]
    site_page.goto(base_url + texts["path"])
    wait_for_puzzles(site_page)
    site_page.evaluate("([key, value]) => localStorage.setItem(key, value)", [STORE, stored])
    site_page.reload()
    wait_for_puzzles(site_page)
    expect(site_page.locator(".puzzles__notice")).to_have_text(texts["store_bad"])
    for puzzle_id in ("hidden-nine-who-wins", "hidden-nine-tokens", "caps-not-yet", "tokens-no-debt"):
        expect(row_status(site_page, puzzle_id)).to_have_text(texts["new"])
    if "hidden-nine-last-tricks" in stored:                  # the one good entry is kept
        expect(row_status(site_page, "hidden-nine-last-tricks")).to_contain_text(texts["solved"])

    answer_tokens_puzzle(site_page, base_url, lang)
    saved = json.loads(site_page.evaluate("key => localStorage.getItem(key)", STORE))
    assert saved["hidden-nine-tokens"] == {"solved": True, "attempts": 1}
    assert all(isinstance(entry["solved"], bool) and isinstance(entry["attempts"], int)
               for entry in saved.values())
    site_page.reload()                                       # what is saved now reads cleanly
    wait_for_puzzles(site_page)
    expect(site_page.locator(".puzzles__progress")).to_be_visible()
    expect(site_page.locator(".puzzles__notice")).to_have_count(0)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_imported_file_with_wrong_types_is_refused(site_page, base_url, lang, tmp_path):
    texts = T[lang]
    site_page.goto(base_url + texts["path"])
    wait_for_puzzles(site_page)
    expect(site_page.locator(".puzzles__notice")).to_have_count(0)   # nothing stored: no report
    progress = site_page.locator(".puzzles__progress")
    files = {
        "wrong-types.json": ({"format": STORE, "puzzles": {
            "hidden-nine-last-tricks": {"solved": True, "attempts": 1},
            "hidden-nine-tokens": {"solved": "yes", "attempts": -1}}}, "import_bad_entries"),
        "entry-null.json": ({"format": STORE, "puzzles": {"hidden-nine-tokens": None}}, "import_bad_entries"),
        "puzzles-list.json": ({"format": STORE, "puzzles": ["hidden-nine-tokens"]}, "import_bad"),
        "array.json": ([], "import_bad"),
    }
    for name, (data, problem) in files.items():
        path = tmp_path / name
        path.write_text(json.dumps(data))
        site_page.locator(".puzzles__import").set_input_files(str(path))
        expect(progress).to_have_text(texts[problem])
        expect(row_status(site_page, "hidden-nine-last-tricks")).to_have_text(texts["new"])  # nothing imported
    broken = tmp_path / "broken.json"
    broken.write_bytes(b"\xff{")
    site_page.locator(".puzzles__import").set_input_files(str(broken))
    expect(progress).to_have_text(texts["import_bad"])

    answer_tokens_puzzle(site_page, base_url, lang)              # answering still works
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"format": STORE, "puzzles": {
        "hidden-nine-last-tricks": {"solved": True, "attempts": 3}, "no-such-puzzle": {"solved": True, "attempts": 1}}}))
    site_page.locator(".puzzles__import").set_input_files(str(good))
    expect(row_status(site_page, "hidden-nine-last-tricks")).to_contain_text(texts["solved"])
    expect(row_status(site_page, "hidden-nine-tokens")).to_contain_text(texts["solved"])
