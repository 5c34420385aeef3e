"""Every action of Grand Tribunal's bar stays on screen: at 1024x640 in Spanish the bar
silently dropped its leftmost buttons ("Robar Recurso (doble)" was missing); now the bar
takes as many rows as its buttons need, each button whole, none over another."""

from __future__ import annotations

import pytest
from test_tribunal_newcomer import _human_to_act
from tribunal_table_helpers import match_after, opened

from client.testing import click, frames
from client.tribunal import prompts
from rules.tribunal import actions as A


def _check_bar(app, t) -> None:
    legal_bar = [a for a in t.legal if isinstance(a, prompts.BAR_KINDS)]
    shown = [b.action for b, _ in t.bar]
    assert all(a in shown for a in legal_bar), [a for a in legal_bar if a not in shown]
    assert "sheet" in [b.name for b, _ in t.bar]
    screen = app.screen.get_rect()
    rects = [r for _, r in t.bar]
    for b, r in t.bar:
        assert t.layout.bar.contains(r) and screen.contains(r), b.name
        assert r.h >= t.layout.line, b.name
        whole = t.drawer.button_surface(b, r.h, False).get_width()
        assert r.w >= whole or r.w >= t.layout.bar.w - 8, (b.name, r.w, whole)  # its label whole
    for i, r in enumerate(rects):
        assert not any(r.colliderect(o) for o in rects[i + 1 :])
    # the bar stays clear of the panels above and below it
    for box in (*t.layout.opp.values(), t.layout.own):
        assert not box.colliderect(t.layout.bar)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("size,scale", [((1024, 640), "100"), ((1024, 640), "150"), ((1600, 900), "150")])
def test_every_action_of_the_bar_is_on_screen(lang, size, scale):
    match = _human_to_act(match_after(0, players=3))
    assert A.DrawResource("sanctum") in match.state.legal(0)
    with opened(match, lang, size, scale, autosave=False) as (app, t):
        _check_bar(app, t)
        draw = next(r for b, r in t.bar if b.action == A.DrawResource("sanctum"))
        vault = len(match.state.vault[0])
        click(app, draw.center)  # a real click on it draws the Resource
        frames(app, 2)
        assert len(match.state.vault[0]) == vault + 1


def test_gather_is_labelled_a_double_action_like_draw_a_resource():
    match = _human_to_act(match_after(0, players=3))
    with opened(match, "es", autosave=False) as (app, t):
        labels = {b.name: b.label for b, _ in t.bar}
        gathers = [x for n, x in labels.items() if n.startswith("gather")]
        assert gathers and all("(doble)" in x for x in gathers)
    from client.ui import UI, Settings

    en = UI(Settings(lang="en"))
    assert "(double)" in en.t("tribunal.btn.gather_uncontested")
    assert "(double)" in en.t("tribunal.btn.gather_contested")
