"""Ending a turn with actions left takes a second click: the play-through's player clicked
"Hecho" twice while an advance completed on its own, and the second click, landing on
"Terminar turno" where "Hecho" had been, ended the turn with two actions left."""

from __future__ import annotations

import pytest
from test_tribunal_newcomer import _human_to_act
from tribunal_table_helpers import match_after, opened

from client.testing import click, frames


def _ended(match) -> int:
    return sum(e.key == "tribunal.end_turn" and e.params.get("seat") == 0 for e in match.state.events)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_end_turn_with_actions_left_asks_a_second_click(lang):
    match = _human_to_act(match_after(0, players=3))
    left = match.state.view(0).actions_left
    assert left > 0
    with opened(match, lang, autosave=False) as (app, t):
        ui = app.ui
        rect = next(r for b, r in t.bar if b.name == "endturn")
        toasts = len(ui.toasts)
        click(app, rect.center)
        frames(app, 2)
        assert _ended(match) == 0 and match.state.view(0).actions_left == left
        assert [x for x, _ in ui.toasts[toasts:]] == [ui.t("tribunal.why.end_turn_confirm", n=left)]
        button = next(b for b, _ in t.bar if b.name == "endturn")
        assert button.label == ui.t("tribunal.btn.end_turn_confirm", n=left)
        click(app, t.layout.head.center)  # a press elsewhere lets the first click go
        frames(app, 2)
        assert next(b for b, _ in t.bar if b.name == "endturn").label == ui.t("tribunal.btn.end_turn")
        rect = next(r for b, r in t.bar if b.name == "endturn")
        click(app, rect.center)
        frames(app, 2)
        assert _ended(match) == 0 and match.state.view(0).actions_left == left
        rect = next(r for b, r in t.bar if b.name == "endturn")
        click(app, rect.center)  # the second click in a row ends it
        frames(app, 2)
        assert _ended(match) == 1
