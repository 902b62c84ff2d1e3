"""Lighthouse (npm devDependency, pinned; its default mobile profile: a phone on simulated slow 4G
with a 4x slower CPU), each page from a cold start, on one page of each kind in both languages:
the home page, a rules page, a worked example, the puzzles and the Play page. Goals (issues #26
and #29): accessibility, best practices and SEO 100, performance 90 or more, layout shift under
0.1. Its figures depend on the machine's load, so `make test` runs this file by itself once the
other tests are done (tools/run-tests.sh, the mark `lighthouse`), and a page below the
performance goal is judged by the median of three runs alone (five when they disagree).

One Lighthouse measures the pages one after the other, each alone on the machine. Measured
(ten pages): 89 s, every page at 0.93 or more; 62 s since the machine's one-second benchmark
before each page is left out (tools/lighthouse.mjs: no score reads it). The two languages
side by side took 60 s, but a run beside another can only score lower (three of ten pages fell
under 0.9 there: 0.85-0.88), and each such page then had to be measured three times more
alone: 184-216 s in all."""

import json
import subprocess

import pytest

from conftest import ROOT

pytestmark = [pytest.mark.browser, pytest.mark.lighthouse]

KINDS = ["", "304/closed-trump/", "examples/304-hidden-nine/", "puzzles/", "play/"]
PREFIX = {"en": "/", "fr": "/fr/"}


def lighthouse(urls: list) -> list:
    """The pages measured by one Lighthouse, one after the other: one JSON result each."""
    run = subprocess.run(["node", str(ROOT / "tools" / "lighthouse.mjs"), *urls], cwd=ROOT,
                         capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stderr
    return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]


def performance(result: dict) -> float:
    """A run's performance score; 0 when Lighthouse could not give one (null, with its runtime
    error: on a busy machine, a page whose paint it did not see in time)."""
    score = result["scores"]["performance"]
    return 0 if score is None else score


def median(scores: list) -> float:
    return sorted(scores)[len(scores) // 2]


def with_median_performance(results: list) -> list:
    """A page below the performance goal in its first run is measured twice more and given the
    median of those three, as Lighthouse's own CI advises (one run can meet a busy moment of the
    machine; a slow page stays below in two runs of three). When the three still disagree (some
    above the goal, the median below), twice more, and the median of five. The other scores are
    the first run's."""
    runs = {result["url"]: [performance(result)] for result in results}
    for more in (2, 2):     # three runs, then five for the pages still undecided
        undecided = [url for url, scores in runs.items()
                     if median(scores) < 0.9 and (len(scores) == 1 or max(scores) >= 0.9)]
        if not undecided:
            break
        for _ in range(more):
            for other in lighthouse(undecided):
                runs[other["url"]].append(performance(other))
    for result in results:
        if len(runs[result["url"]]) > 1:
            result["scores"]["performance"] = median(runs[result["url"]])
            result["performance_runs"] = runs[result["url"]]
    return results


@pytest.fixture(scope="module")
def measured(base_url) -> dict:
    """Both languages' pages, one after the other, in one Lighthouse."""
    urls = [base_url + PREFIX[lang] + kind for lang in PREFIX for kind in KINDS]
    results = lighthouse(urls)
    assert [result["url"] for result in results] == urls
    return {result["url"]: result for result in with_median_performance(results)}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_kind_of_page_meets_the_lighthouse_goals(measured, base_url, lang):
    results = [measured[base_url + PREFIX[lang] + kind] for kind in KINDS]
    below = {}
    for result in results:
        scores = result["scores"]
        wrong = {name: score for name, score in scores.items()
                 if score is None or score < (0.9 if name == "performance" else 1)}
        if result["layout_shift"] >= 0.1:
            wrong["layout shift"] = result["layout_shift"]
        if wrong:
            below[result["url"]] = {"below the goals": wrong, "failing audits": result["failing"],
                                    "performance runs": result.get("performance_runs"),
                                    "runtime error": result.get("runtime_error")}
    assert below == {}, json.dumps(below, indent=1, ensure_ascii=False)
