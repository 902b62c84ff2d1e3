"""Lighthouse (npm devDependency, pinned; its default mobile profile: a phone on simulated slow 4G
with a 4x slower CPU), each page from a cold start, on one page of each kind in both languages:
the home page, a rules page, a worked example, the puzzles and the Play page. Goals (issues #26
and #29): accessibility, best practices and SEO 100, performance 90 or more, layout shift under
0.1. Its figures depend on the machine's load, so `make test` runs this file by itself once the
other tests are done (tools/run-tests.sh, the mark `lighthouse`), and a page below the
performance goal is judged by the median of three runs alone (five when they disagree).

The two languages run side by side, one Lighthouse (and one Chromium) each: most of a page's
run is Lighthouse waiting for the network and the CPU to go quiet, so both take about 45 s where
one after the other took 73 s. A run beside another can only score lower, never higher: a page
below the performance goal there is measured again alone, three times (five when they
disagree), and judged by those runs alone. The other scores do not depend on the machine's
load."""

import json
import subprocess

import pytest

from conftest import ROOT

pytestmark = [pytest.mark.browser, pytest.mark.lighthouse]

KINDS = ["", "304/closed-trump/", "examples/304-hidden-nine/", "puzzles/", "play/"]
PREFIX = {"en": "/", "fr": "/fr/"}


def lighthouse(*groups: list) -> list:
    """Each group of addresses measured by its own Lighthouse, the groups at the same time."""
    runs = [subprocess.Popen(["node", str(ROOT / "tools" / "lighthouse.mjs"), *urls], cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for urls in groups]
    results = []
    for run in runs:
        out, err = run.communicate(timeout=600)
        assert run.returncode == 0, err
        results += [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    return results


def performance(result: dict) -> float:
    """A run's performance score; 0 when Lighthouse could not give one (null, with its runtime
    error: on a busy machine, a page whose paint it did not see in time)."""
    score = result["scores"]["performance"]
    return 0 if score is None else score


def median(scores: list) -> float:
    return sorted(scores)[len(scores) // 2]


def with_median_performance(results: list) -> list:
    """A page below the performance goal in the first run (side by side with the other
    language's, which can only lower a score) is measured three times alone and given the median
    of those three, as Lighthouse's own CI advises (one run can meet a busy moment of the
    machine; a slow page stays below in two runs of three). The first run only picks the pages
    to measure again: it is not counted, being the one run that shared the machine. When the
    three still disagree (some above the goal, the median below), twice more, and the median of
    five. The other scores are the first run's."""
    first = {result["url"]: performance(result) for result in results}
    alone = {url: [] for url, score in first.items() if score < 0.9}
    for runs in (3, 2):     # three runs alone, then five for the pages still undecided
        undecided = [url for url, scores in alone.items()
                     if not scores or (median(scores) < 0.9 and max(scores) >= 0.9)]
        if not undecided:
            break
        for _ in range(runs):     # one run after the other
            for other in lighthouse(undecided):
                alone[other["url"]].append(performance(other))
    for result in results:
        if result["url"] in alone:
            result["scores"]["performance"] = median(alone[result["url"]])
            result["performance_runs"] = {"first, side by side": first[result["url"]],
                                          "alone": alone[result["url"]]}
    return results


@pytest.fixture(scope="module")
def measured(base_url) -> dict:
    """Both languages' pages, each language's in its own Lighthouse, side by side."""
    groups = [[base_url + PREFIX[lang] + kind for kind in KINDS] for lang in PREFIX]
    urls = [url for group in groups for url in group]
    results = lighthouse(*groups)
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
