"""The site's own stylesheets, served as one file.

mkdocs.yml lists them under `extra_css` (docs/assets/site.css, viewer.css, ...), each small and
named for what it styles. A page waits for every stylesheet it links before its first paint, and
a phone on a slow network pays a round trip for each (six at a time over HTTP/1.1): linked one by
one they cost the Play page and the worked examples most of a second (Lighthouse, issue #23's
slow-machine runs). So every page links one file, `assets/styles.css`, their concatenation in
the listed order, which keeps the cascade exactly as the list gives it."""

from pathlib import Path

BUNDLE = "assets/styles.css"


def on_config(config):
    # mkdocs.yml's list is read here (mkdocs serve reloads the config for each build); the i18n
    # plugin runs this again for the French build, on the config already changed.
    if config.extra_css != [BUNDLE]:
        config.extra["stylesheet_sources"] = [str(path) for path in config.extra_css]
        config.extra_css = [BUNDLE]
    return config


def on_post_build(config):
    # Written into the built site (before hooks/offline.py and compress.py list and compress
    # it): the i18n plugin rebuilds the file list per language and would not keep a file
    # without a source. The sources themselves leave the built site: no page links them, and
    # the offline copy would keep them twice.
    docs, site = Path(config.docs_dir), Path(config.site_dir)
    sources = config.extra["stylesheet_sources"]
    parts = [f"/* {source} */\n{(docs / source).read_text(encoding='utf-8')}" for source in sources]
    (site / BUNDLE).write_text("\n".join(parts), encoding="utf-8")
    for source in sources:
        (site / source).unlink(missing_ok=True)
