"""Krysis's rulebook in the rules screen: the Spanish original typeset with its sections (not
one block of text), and the project's English reference with a switch to the original."""

import pytest

from client.scenes.rules import RulesScene, rulebook_markup, rulebook_path
from client.testing import click, frames, make_app
from client.ui import asset_root


@pytest.fixture
def open_rules():
    apps = []

    def make(lang):
        app = make_app(lang=lang)
        apps.append(app)
        app.push(RulesScene(app, "krysis"))
        frames(app, 2)
        return app, app.top

    yield make
    for app in apps:
        app.close()


def shown(scene) -> str:
    return "".join(getattr(c, "text", "") for row in scene.text.text_box_layout.layout_rows for c in row.items)


def test_both_languages_find_a_krysis_rulebook():
    es, es_lang = rulebook_path("krysis", "es")
    en, en_lang = rulebook_path("krysis", "en")
    assert (es.name, es_lang) == ("krysis.md", "es") and (en.name, en_lang) == ("krysis.en.md", "en")


def test_the_spanish_rulebook_is_typeset_in_sections():
    source = (asset_root() / "rulebooks" / "krysis.md").read_text(encoding="utf-8")
    markup, headings = rulebook_markup(source)
    titles = [t for _, t in headings]
    for title in ("Componentes", "Preparar", "1. Minería", "2. Fortalecimiento de los equipos", "3. Acción",
                  "B. Raid", "Cartas de misión", "Fin del juego", "Juego avanzado con agentes especiales",
                  "Reglas opcionales para un juego más táctico"):
        assert title in titles, title
    assert "![]()" not in source and "![" not in markup and "|" not in markup
    # the components are a list, the special abilities one item each
    assert markup.count("•") >= 12 + 5
    assert "<b>Ladrón:</b>" in markup


@pytest.mark.parametrize("lang,first,other", [
    ("es", "Reglas del juego Krysis", "Juego avanzado con agentes especiales"),
    ("en", "Krysis: rules reference", "Speed Krysis")])
def test_the_rules_screen_opens_krysis_in_both_languages(open_rules, lang, first, other):
    app, scene = open_rules(lang)
    titles = [t for _, t in scene.headings]
    assert titles[0] == first and other in titles
    assert first in shown(scene)
    if lang == "en":
        assert "Rulings in this edition" in titles and any(t.startswith("K-22.") for t in titles)
        click(app, scene.switch.rect.center)
        assert "Reglas del juego Krysis" in shown(scene)
