"""Translations are first-class: catalogs current and complete, every page with its twin."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import catalogs  # noqa: E402
import twins  # noqa: E402


def test_catalogs_are_current_merged_complete_and_well_formed():
    """Stale .pot, unmerged, fuzzy or untranslated entries, placeholder mismatches (msgfmt -c)."""
    assert catalogs.check() == []


def test_every_page_has_its_twin_and_french_pages_follow_english():
    assert twins.problems() == []


def test_twins_check_names_a_french_page_left_behind(tmp_path, monkeypatch):
    (tmp_path / "a.md").write_text("# A\n")
    (tmp_path / "a.fr.md").write_text("# A\n")
    (tmp_path / "b.md").write_text("# B\n")
    monkeypatch.setattr(twins, "DOCS", tmp_path)
    assert any("a.fr.md records no en_hash" in p for p in twins.problems())
    assert any("b.md has no French twin" in p for p in twins.problems())
    twins.stamp(tmp_path / "a.fr.md")
    (tmp_path / "b.fr.md").write_text("# B\n")
    twins.stamp(tmp_path / "b.fr.md")
    assert twins.problems() == []
    (tmp_path / "a.md").write_text("# A, changed\n")
    problems = twins.problems()
    assert len(problems) == 1 and "a.fr.md is behind its English twin" in problems[0]


def test_catalog_check_catches_an_untranslated_entry(tmp_path, monkeypatch):
    """The check is not a rubber stamp: an emptied French entry is reported."""
    fr = catalogs.po_path("fr")
    text = fr.read_text(encoding="utf-8")
    broken = text.replace('msgstr "Atout"', 'msgstr ""', 1)
    assert broken != text
    copy = tmp_path / "fr" / "LC_MESSAGES" / "messages.po"
    copy.parent.mkdir(parents=True)
    copy.write_text(broken, encoding="utf-8")
    (tmp_path / "en" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "en" / "LC_MESSAGES" / "messages.po").write_bytes(catalogs.po_path("en").read_bytes())
    (tmp_path / "messages.pot").write_bytes(catalogs.POT.read_bytes())
    monkeypatch.setattr(catalogs, "LOCALES", tmp_path)
    monkeypatch.setattr(catalogs, "POT", tmp_path / "messages.pot")
    assert catalogs.check() == ["fr: untranslated: 'Trump'"]


def test_msgfmt_is_what_checks_placeholders():
    result = subprocess.run(["msgfmt", "--version"], capture_output=True, text=True)
    assert result.returncode == 0 and "GNU gettext" in result.stdout
