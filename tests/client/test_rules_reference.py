"""The rules reference: typeset Markdown (not a text dump), a table of contents, wheel steps,
and the English rulebook with a one-click switch to the Spanish original."""

import pygame
import pytest

from client import rulebook
from client.scenes.rules import RulesScene, rulebook_markup, tidy
from client.testing import click, frames, make_app
from client.ui import asset_root


def virrey_source() -> str:
    return (asset_root() / "rulebooks" / "virrey.md").read_text(encoding="utf-8")


@pytest.fixture
def open_rules():
    apps = []

    def make(game="virrey", lang="es"):
        app = make_app(lang=lang)
        apps.append(app)
        app.push(RulesScene(app, game))
        frames(app, 2)
        return app, app.top

    yield make
    for app in apps:
        app.close()


def test_paragraphs_broken_mid_sentence_are_rejoined():
    markup, _ = rulebook_markup(virrey_source())
    # the solo rules break across a page: "...con las reglas ya" / "mencionadas."
    assert "con las reglas ya mencionadas. Si las apuestas" in markup
    # a bullet broken across a column: "...y este color" / "corresponde a dos cartas"
    assert "y este color corresponde a dos cartas" in markup
    imperio = (asset_root() / "rulebooks" / "imperio.md").read_text(encoding="utf-8")
    assert "constituyen la pila de la de sucesos" not in rulebook_markup(imperio)[0].replace("<br>", "")


def test_no_raw_latex_and_headings_are_typeset():
    markup, headings = rulebook_markup(virrey_source())
    assert "$" not in markup and "\\times" not in markup
    assert "3 + 4 = 7" in markup and "4 × (2 + 3) = 20" in markup
    titles = [t for _, t in headings]
    assert "I. FASE DE SUBASTA" in titles and "REGLAS EN SOLITARIO" in titles
    assert "<font pixel_size=24><b>REGLAS EN SOLITARIO</b></font>" in markup
    assert "<b>Fase de subasta.</b>" in markup  # Markdown's bold, not literal asterisks
    assert "**" not in markup and "#" not in markup


def test_tidy_makes_the_cover_one_title_not_a_stack_of_chapters():
    cover = "VIRREY\n\n¡CONSTRUYE TU PIRÁMIDE DE PODER!\n\nREGLAMENTO\n\nRESUMEN DEL JUEGO\n\nDentro de muchos años."
    assert tidy(cover) == (
        "# VIRREY\n\n*¡CONSTRUYE TU PIRÁMIDE DE PODER! · REGLAMENTO*\n\n## RESUMEN DEL JUEGO\n\nDentro de muchos años."
    )
    assert tidy("FASE\n\nREGLA\n\nTexto.") == "## FASE\n\n## REGLA\n\nTexto."  # two: not a cover


def test_tidy_keeps_real_markdown_headings_and_sentences():
    assert tidy("## Título\n\ntexto de\n\nla regla.") == "## Título\n\ntexto de la regla."
    assert tidy("Fin.\n\notra frase") == "Fin.\n\notra frase"  # a sentence ended: kept apart


def test_in_app_virrey_rulebook_includes_the_solo_section(open_rules):
    app, scene = open_rules("virrey")
    titles = [text.strip() for text in scene.toc_items]
    assert "REGLAS EN SOLITARIO" in titles and "VARIANTE DE LAS REGLAS" in titles


def test_table_of_contents_jumps_to_the_section(open_rules):
    app, scene = open_rules("virrey")
    index = [t.strip() for t in scene.toc_items].index("REGLAS EN SOLITARIO")
    assert scene.scroll_top() == 0
    scene.toc.scroll_bar and scene.toc.scroll_bar.set_scroll_from_start_percentage(0.0)
    # click the entry in the list (scrolling the list so that it shows)
    item = scene.toc.item_list[index]
    if scene.toc.scroll_bar is not None:
        total = sum(i["height"] for i in scene.toc.item_list)
        scene.toc.scroll_bar.set_scroll_from_start_percentage(item["height"] * index / total)
        frames(app, 3)
    button = item["button_element"]
    assert button is not None
    click(app, button.rect.center)
    frames(app, 2)
    assert scene.page == scene.book.heading_page[scene.toc_heading[index]] > 0  # its page, not the first
    rows = scene.text.text_box_layout.layout_rows
    top = scene.scroll_top() + rows[0].y
    shown = [r for r in rows if r.y >= top - 1][0]
    text = "".join(getattr(c, "text", "") for c in shown.items)
    assert text.startswith("REGLAS EN SOLITARIO")


def test_mouse_wheel_scrolls_a_few_lines_a_notch_and_reaches_the_end(open_rules):
    app, scene = open_rules("virrey")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.text.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app)
    one = scene.scroll_top()
    assert 3 * 20 <= one <= 8 * 26  # a few lines of the body text
    for _ in range(150):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    frames(app, 3)
    # 150 notches reach the end of Virrey's rules, through every page
    assert scene.page == len(scene.book.pages) - 1 and scene.scroll_fraction() > 0.99
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=200, flipped=False))
    frames(app, 2)
    assert scene.page == 0 and scene.scroll_top() == 0


def wheel(app, notches):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-notches, flipped=False))
    frames(app)


def test_the_wheel_turns_the_page_at_its_end_and_back_at_its_top(open_rules):
    app, scene = open_rules("virrey")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.text.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert scene.page == 0 and scene.scroll_room() > 0
    notches = 0
    while scene.scroll_fraction() < 0.999:  # to the end of the first page: it stays there
        wheel(app, 1)
        notches += 1
        assert notches < 100
    assert scene.page == 0
    second = scene.book.headings[scene.book.heading_page.index(1)][1]
    assert second not in "".join(
        c.text for r in scene.text.text_box_layout.layout_rows for c in r.items if hasattr(c, "text")
    )
    wheel(app, 1)  # one more notch: the next page, from its top
    assert scene.page == 1 and scene.scroll_top() == 0
    assert scene.prev_page.is_enabled
    wheel(app, -1)  # and back: the end of the first page
    assert scene.page == 0 and scene.scroll_fraction() > 0.999
    assert not scene.prev_page.is_enabled


def test_table_of_contents_reaches_the_last_section(open_rules):
    app, scene = open_rules("virrey")
    scene.jump_to(len(scene.headings) - 1)
    frames(app)
    assert scene.page == len(scene.book.pages) - 1
    rows = scene.text.text_box_layout.layout_rows
    top = scene.scroll_top() + rows[0].y
    visible = [r for r in rows if top - 1 <= r.y < top + scene.text.rect.height]
    assert any("".join(getattr(c, "text", "") for c in r.items).startswith("FICHAS DE ATAQUE") for r in visible)


def fixture_books(tmp_path, monkeypatch):
    books = tmp_path / "assets" / "rulebooks"
    books.mkdir(parents=True)
    (books / "virrey.md").write_text("## REGLAMENTO\n\nLas reglas en español.\n", encoding="utf-8")
    (books / "virrey.en.md").write_text("# Rules\n\nThe rules in English.\n", encoding="utf-8")
    monkeypatch.setattr(rulebook, "asset_root", lambda: tmp_path / "assets")


def shown_text(scene) -> str:
    return "".join(getattr(c, "text", "") for row in scene.text.text_box_layout.layout_rows for c in row.items)


def test_english_interface_shows_the_english_rulebook_and_switches_to_spanish(open_rules, tmp_path, monkeypatch):
    fixture_books(tmp_path, monkeypatch)
    app, scene = open_rules("virrey", lang="en")
    assert "The rules in English." in shown_text(scene)
    assert scene.switch is not None and scene.switch.text == "Original (Spanish)"
    click(app, scene.switch.rect.center)
    assert "Las reglas en español." in shown_text(scene)
    assert scene.switch.text == "English version"
    click(app, scene.switch.rect.center)
    assert "The rules in English." in shown_text(scene)


def test_spanish_interface_or_no_translation_shows_the_original_without_a_switch(open_rules, tmp_path, monkeypatch):
    fixture_books(tmp_path, monkeypatch)
    app, scene = open_rules("virrey", lang="es")
    assert "Las reglas en español." in shown_text(scene) and scene.switch is None
    (tmp_path / "assets" / "rulebooks" / "virrey.en.md").unlink()
    app2, scene2 = open_rules("virrey", lang="en")
    assert "Las reglas en español." in shown_text(scene2) and scene2.switch is None


def test_page_down_and_page_up_read_on_by_keys(open_rules):
    """Without a mouse: PgDn (or Space) scrolls a box's height, on into the next page at
    its end; PgUp back. Tab reaches the page buttons and Back."""
    app, scene = open_rules("virrey")

    def key(k, mod=0):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=""))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0))
        frames(app, 2)

    key(pygame.K_PAGEDOWN)
    one = scene.scroll_top()
    assert one >= 0.8 * scene.text.rect.h
    key(pygame.K_SPACE)
    assert scene.scroll_top() > one or scene.page == 1
    for _ in range(60):
        key(pygame.K_PAGEDOWN)
        if scene.page == 1:
            break
    assert scene.page == 1
    for _ in range(3):
        key(pygame.K_PAGEUP)
    assert scene.page == 0
    for _ in range(40):
        if scene.focused_widget() is scene.back:
            break
        key(pygame.K_TAB)
    assert scene.focused_widget() is scene.back
