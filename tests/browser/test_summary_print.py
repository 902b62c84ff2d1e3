"""The one-page summaries print on one A4 sheet, in both languages (Chromium's own PDF)."""

import re

import pytest

PAGES = ["304/summary/", "501/summary/", "fr/304/summary/", "fr/501/summary/"]


def _pages(pdf: bytes) -> int:
    """The number of pages of a PDF: its `/Type /Page` objects (not `/Pages`)."""
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def test_page_count_reads_pdf_pages():
    assert _pages(b"<< /Type /Pages /Kids [1 0 R] >> << /Type /Page >> << /Type/Page /A 1 >>") == 2


@pytest.mark.parametrize("path", PAGES)
def test_summary_prints_on_one_a4_page(site_page, base_url, path):
    site_page.goto(f"{base_url}/{path}")
    site_page.emulate_media(media="print")
    pdf = site_page.pdf(format="A4", print_background=True)
    assert _pages(pdf) == 1
    # Material's header, navigation and footer are not printed
    for selector in (".md-header", ".md-sidebar--primary", ".md-footer"):
        assert site_page.locator(selector).first.evaluate("e => getComputedStyle(e).display") == "none"
