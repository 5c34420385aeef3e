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
    for title in (
        "Componentes",
        "Preparar",
        "1. Minería",
        "2. Fortalecimiento de los equipos",
        "3. Acción",
        "B. Incursión",
        "Cartas de misión",
        "Fin del juego",
        "Juego avanzado con agentes especiales",
        "Reglas opcionales para un juego más táctico",
    ):
        assert title in titles, title
    assert "![]()" not in source and "![" not in markup and "|" not in markup
    # the components are a list, the special abilities one item each
    assert markup.count("•") >= 12 + 5
    assert "<b>Ladrón:</b>" in markup


@pytest.mark.parametrize(
    "lang,first,other",
    [
        ("es", "Reglas del juego Krysis", "Juego avanzado con agentes especiales"),
        ("en", "Krysis: rules reference", "Speed Krysis"),
    ],
)
def test_the_rules_screen_opens_krysis_in_both_languages(open_rules, lang, first, other):
    app, scene = open_rules(lang)
    titles = [t for _, t in scene.headings]
    assert titles[0] == first and other in titles
    assert first in shown(scene)
    if lang == "en":
        assert "Rulings in this edition" in titles and any(t.startswith("K-22.") for t in titles)
        click(app, scene.switch.rect.center)
        assert "Reglas del juego Krysis" in shown(scene)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_contents_show_every_chapter_name_whole(open_rules, lang):
    # "2. Fortalecimiento d…": a heading wider than the contents was cut; it goes on in the
    # rows under it now, and a click on any of its rows jumps to it.
    app, scene = open_rules(lang)
    assert not [item for item in scene.toc_items if "…" in item]
    for i, (_, title) in enumerate(scene.headings):
        rows = [item.strip() for item, h in zip(scene.toc_items, scene.toc_heading) if h == i]
        assert " ".join(rows) == " ".join(title.split())
    if lang == "es":
        i = [t for _, t in scene.headings].index("2. Fortalecimiento de los equipos")
        assert scene.toc_heading.count(i) >= 1


def test_one_spanish_word_for_the_raid():
    # The rulebook's "B. Raid" (its list of actions says "incursión"), the button
    # "Incursión" and the log's "asalta" named one rule three ways.
    import yaml

    source = (asset_root() / "rulebooks" / "krysis.md").read_text(encoding="utf-8")
    headings = [t for _, t in rulebook_markup(source)[1]]
    assert "B. Incursión" in headings and "B. Raid" not in headings
    strings = {}
    for name in ("krysis.es.yaml", "krysis.log.es.yaml"):
        strings.update(yaml.safe_load((asset_root() / "i18n" / name).read_text(encoding="utf-8")))
    raid = {k: v for k, v in strings.items() if ".raid" in k and "carry_raid" not in k}
    assert raid and all("incursión" in v.lower() for v in raid.values()), raid
    assert not [k for k, v in strings.items() if isinstance(v, str) and "asalt" in v]
