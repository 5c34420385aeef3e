"""Ausonia's rulebook in the rules screen: the project's English reference, with the
Spanish rulebook's chapters, and a switch back to the Spanish original."""

from test_krysis_rules_reference import shown  # the text the rules screen shows now

from client.scenes.rules import RulesScene, paginate, rulebook_path
from client.testing import click, frames, make_app
from client.ui import asset_root


def test_english_finds_the_ausonia_reference():
    found = [rulebook_path("ausonia", lang) for lang in ("es", "en")]
    assert [(path.name, lang) for path, lang in found] == [("ausonia.md", "es"), ("ausonia.en.md", "en")]


def test_the_english_reference_keeps_the_rulebooks_chapters_and_pages():
    source = (asset_root() / "rulebooks" / "ausonia.en.md").read_text(encoding="utf-8")
    book = paginate(source)
    titles = [t for _, t in book.headings]
    for title in (
        "Components",
        "Setup",
        "1. Action phase",
        "A. Gem cards",
        "B. Favour cards",
        "Round",
        "Corruption X",
        "Seal",
        "Building fountains",
        "2. End of turn phase",
        "End of the game",
    ):
        assert title in titles, title
    assert len(book.pages) > 2  # cut into pages at its chapters, not one long page
    assert "Rulings in this edition" in titles and "A-2. Fountains" in titles
    # every keyword of the rulebook has its chapter
    for word in ("Influence", "Corruption", "Discard", "Draw", "Manipulation", "Foresight", "Raise"):
        assert f"{word} X" in titles, word


def test_the_rules_screen_opens_it_and_switches_to_the_original():
    app = make_app(lang="en")
    try:
        app.push(RulesScene(app, "ausonia"))
        frames(app, 2)
        scene = app.top
        assert [t for _, t in scene.headings][0] == "Ausonia: rules reference"
        assert "Ausonia: rules reference" in shown(scene)
        click(app, scene.switch.rect.center)
        assert "Reglas del juego Ausonia" in shown(scene)
    finally:
        app.close()
