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
