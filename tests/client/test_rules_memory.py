"""The rules reference renders one page of a rulebook, not the whole book: pygame_gui's
text box draws all its text onto one surface as tall as the text, which for Virrey's whole
rulebook was 18,000 px (seconds to open, ~250 MB resident against the 200 MB target)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from client.scenes.rules import PAGE_MAX, PAGE_MIN, RulesScene, paginate, rulebook_markup
from client.testing import click, frames, make_app

ROOT = Path(__file__).resolve().parents[2]

OPEN_RULES = """
import os
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
from client.testing import click, make_app, frames
from client.scenes.rules import RulesScene
app = make_app(lang="{lang}")
frames(app, 2)
app.push(RulesScene(app, "virrey"))
frames(app, 3)
status = dict(line.split(":", 1) for line in open("/proc/self/status"))
print(int(status["VmRSS"].split()[0]), int(status["VmHWM"].split()[0]))
scene = app.top
for page in list(range(1, len(scene.book.pages))) * 2:  # read every page, twice
    click(app, scene.next_page.rect.center) if page > scene.page else scene.show_page(page)
    frames(app)
status = dict(line.split(":", 1) for line in open("/proc/self/status"))
print(int(status["VmRSS"].split()[0]), int(status["VmHWM"].split()[0]))
"""


@pytest.mark.skipif(not Path("/proc/self/status").is_file(), reason="reads /proc/self/status")
@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_virrey_rules_stay_under_200_mb_opened_and_read_through(lang):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "-c", OPEN_RULES.format(lang=lang)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    opened_rss, opened_peak, read_rss, read_peak = map(int, done.stdout.split()[-4:])
    assert opened_rss < 200 * 1024 and opened_peak < 200 * 1024, (opened_rss, opened_peak)
    # the pages read are freed as the next one shows: no pile of rendered pages
    assert read_rss < 200 * 1024 and read_peak < 200 * 1024, (read_rss, read_peak)


def shown(scene) -> str:
    rows = scene.text.text_box_layout.layout_rows
    return "\n".join("".join(getattr(c, "text", "") for c in row.items) for row in rows)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_text_box_holds_a_page_and_the_pages_hold_the_whole_book(lang):
    app = make_app(lang=lang)
    try:
        app.push(RulesScene(app, "virrey"))
        frames(app, 2)
        scene = app.top
        box = scene.text.rect.height
        # what drives the memory: the rendered surface stays a few screens tall
        assert scene.text.text_box_layout.finalised_surface.get_height() <= 5 * box
        pages = len(scene.book.pages)
        assert pages > 3
        first = shown(scene)
        assert scene.headings[-1][1] not in first  # the last section is not rendered up front
        texts = [first]
        for page in range(1, pages):
            assert scene.next_page.is_enabled
            click(app, scene.next_page.rect.center)
            assert scene.page == page
            # what drives the memory: the rendered surface stays a few screens tall
            assert scene.text.text_box_layout.finalised_surface.get_height() <= 5 * box
            texts.append(shown(scene))
        assert not scene.next_page.is_enabled and scene.page_label.text.endswith(f"{pages}")
        # every heading is on its page, in order, and the book's last words on the last page
        for (_, heading), page in zip(scene.headings, scene.book.heading_page):
            assert heading.split()[0] in texts[page], heading
        source = ROOT / "assets" / "rulebooks" / ("virrey.md" if lang == "es" else "virrey.en.md")
        last_words = source.read_text(encoding="utf-8").split()[-3:]
        assert all(word.strip("*.") in texts[-1] for word in last_words)
        click(app, scene.prev_page.rect.center)
        assert scene.page == pages - 2
    finally:
        app.close()


@pytest.mark.parametrize("name", sorted(p.name for p in (ROOT / "assets" / "rulebooks").glob("*.md")))
def test_pages_hold_the_whole_rulebook_in_order_each_a_bounded_size(name):
    text = (ROOT / "assets" / "rulebooks" / name).read_text(encoding="utf-8")
    markup, headings = rulebook_markup(text)
    book = paginate(text)
    assert "".join(book.pages) == markup  # nothing lost, nothing repeated
    assert list(book.headings) == headings and list(book.heading_page) == sorted(book.heading_page)
    assert len(book.heading_page) == len(headings)
    assert all(len(page) <= PAGE_MAX + PAGE_MIN for page in book.pages)
    assert len(book.pages) == 1 or all(len(page) >= PAGE_MIN // 4 for page in book.pages)


def test_a_chapter_heading_starts_a_page_and_a_short_book_is_one_page():
    para = "Una frase de la regla. " * 40 + "\n\n"  # ~920 characters
    chapters = "".join(f"## CAPÍTULO {i}\n\n" + para * 4 + f"### Detalle {i}\n\n" + para for i in range(6))
    book = paginate(chapters)
    starts = [book.heading_page[i] for i, (level, _) in enumerate(book.headings) if level == 2]
    assert len(book.pages) > 2
    for page in range(1, len(book.pages)):  # every page after the first opens with a chapter
        assert book.pages[page].startswith("<font pixel_size=24><b>CAPÍTULO")
        assert page in starts
    assert len(paginate("## UNO\n\n" + para + "## DOS\n\n" + para).pages) == 1
    # a long paragraph without breaks (some extracted rulebooks) is cut between sentences
    blob = paginate("Frase larga de la regla. " * 800)
    assert len(blob.pages) > 2 and all(p.replace("<br>", "").strip().endswith(".") for p in blob.pages)
