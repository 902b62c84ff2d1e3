"""The longest tests first (measured with --durations): the two workers start them at once and
share out the short ones at the end, rather than one worker running a crawl alone while the
other has nothing left to take (pytest-xdist's worksteal takes from the end of a queue)."""

LONGEST = ["test_every_page.py::test_every_page_without_console_errors",
           "test_play_page.py::test_a_whole_304_deal",
           "test_offline.py::test_keep_the_whole_site",
           "test_course_page.py::test_no_task_shows_its_answer",
           "test_no_answer_before_asked.py::test_no_puzzle_shows_its_answer",
           "test_play_page.py::test_a_whole_501_deal"]


def _rank(item) -> int:
    return next((rank for rank, name in enumerate(LONGEST) if name in item.nodeid), len(LONGEST))


def pytest_collection_modifyitems(items):
    items.sort(key=_rank)     # a stable sort: the rest keep their order


# With --durations (make test passes it), the slowest test files too: each file's tests'
# set-up, call and tear-down summed (time on a worker; the two workers run side by side, so
# the files add up to about twice the run), for issue #23's before-and-after of each file.
SLOWEST_FILES = 12


def pytest_terminal_summary(terminalreporter, config):
    if not config.getoption("durations", None):
        return
    by_file = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            nodeid, duration = getattr(report, "nodeid", ""), getattr(report, "duration", None)
            if nodeid and duration is not None and getattr(report, "when", None):
                path = nodeid.split("::")[0]
                by_file[path] = by_file.get(path, 0.0) + duration
    if len(by_file) < 2:        # (Lighthouse's run, one file: its durations say it all)
        return
    terminalreporter.write_sep("=", f"slowest {SLOWEST_FILES} test files (seconds on a worker)")
    for path, seconds in sorted(by_file.items(), key=lambda item: -item[1])[:SLOWEST_FILES]:
        terminalreporter.write_line(f"{seconds:7.1f}s  {path}")
    terminalreporter.write_line(f"{sum(by_file.values()):7.1f}s  all {len(by_file)} files")
