"""El Viejo Imperio in English is English: no Spanish-only term ("Dinastía", "periodo",
"Héroe", ...) in the strings the table, the zoom and the log show when the interface is
English; and the zoom explains every criterion and rule in both languages."""

from __future__ import annotations

import os
import random
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
import yaml  # noqa: E402

import rules  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.core.match import Match, Seat  # noqa: E402
from rules.imperio.cards import card_set  # noqa: E402

rules.load_all_games()
from table_helpers import ai_move, show  # noqa: E402

import client.imperio as imperio  # noqa: E402
from client.imperio import hints  # noqa: E402
from client.imperio.zoom import zoom_overlay  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bernardo", "Catalina"]
SPANISH = re.compile(
    r"\b(Dinast[ií]a|dinast[ií]a|[Pp]eriodo|H[ée]roe|h[ée]roe|[Bb]aza|[Ss]uceso|[Cc]oronas|años|"
    r"[Tt]riunfo|gana|juega|[Ee]mpate|[Gg]ran partida|sin dinastía|elegida|Ronda|Mazo)\b"
)


def _strings(lang):
    return yaml.safe_load((ROOT / "assets" / "i18n" / f"imperio.{lang}.yaml").read_text(encoding="utf-8"))


def test_every_imperio_string_has_an_english_text_without_spanish():
    es, en = _strings("es"), _strings("en")
    assert set(es) == set(en)
    texts = {k: " ".join(v.values()) if isinstance(v, dict) else v for k, v in en.items()}  # plurals too
    leftovers = {k: v for k, v in texts.items() if SPANISH.search(v)}
    assert not leftovers


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1600, 900))


def test_a_whole_english_game_shows_no_spanish(screen):
    ui = UI(Settings(anim_speed=0, lang="en"))
    match = Match.new("imperio", Config(players=3, seed=6), [Seat(n) for n in NAMES])
    table = imperio.TABLE(ui, "imperio", NAMES)
    table.set_rect(pygame.Rect(0, 0, 1240, 900))
    shown: set[str] = set()
    real = table.text.render
    table.text.render = lambda text, *a, **k: shown.add(text) or real(text, *a, **k)
    rng = random.Random(6)
    while not match.is_over():
        show(table, match)
        ui.begin_frame()
        table.draw(screen)
        shown.add(table.prompt())
        ai_move(match, match.state.to_act()[0], rng)
    show(table, match)
    ui.begin_frame()
    table.draw(screen)
    for event in match.state.events:
        shown.add(imperio.format_event(ui, event, NAMES) or "")
    cs = card_set()
    for card in list(cs.monarchs) + list(cs.events):
        zoom_overlay(ui, table.painter, card, None, (1240, 900))
    bad = sorted(s for s in shown if SPANISH.search(s))
    assert not bad
    assert any("years away" in s or "falls within" in s or "Crowns:" in s or "Years of reign:" in s for s in shown)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_zoom_explains_every_criterion_and_rule(lang):
    pygame.init()
    ui = UI(Settings(lang=lang))
    cs = card_set()
    for event_id, e in cs.events.items():
        text = " ".join(hints.event_help(ui, event_id))
        for crit in ("crowns", "years", "period"):
            assert hints.criterion_help(ui, crit, e.year) in text
        assert str(e.year) in text
        assert ui.t("imperio.help.tie") in text and ui.t("imperio.help.elector") in text
        assert (
            ui.t("imperio.help.dynasty", dynasty=ui.localized(cs.dynasties[e.dynasty].name))
            if e.dynasty
            else ui.t("imperio.help.no_dynasty")
        ) in text
    # The order follows the symbols as they stand (after an Elector swap too).
    ev = sorted(cs.events)[0]
    swapped = tuple(reversed(cs.events[ev].criteria))
    assert hints.event_help(ui, ev, swapped)[0] == ui.t(
        "imperio.help.first", text=hints.criterion_help(ui, swapped[0], cs.events[ev].year)
    )
    heroes = {e.person: e for e in cs.events.values() if e.hero}
    for card, m in cs.monarchs.items():
        text = " ".join(hints.monarch_help(ui, card))
        for crit in ("crowns", "years", "period"):
            assert hints.criterion_help(ui, crit) in text
        assert ui.localized(cs.dynasties[m.dynasty].name) in text
        if card in heroes:
            assert ui.localized(heroes[card].name) in text


def test_the_zoom_overlay_draws_the_help(screen):
    ui = UI(Settings(lang="en"))
    painter = imperio.CardPainter(ui)
    drawn: list[str] = []
    real = painter.text.render
    painter.text.render = lambda text, *a, **k: drawn.append(text) or real(text, *a, **k)
    ev = sorted(card_set().events)[0]
    zoom_overlay(ui, painter, ev, None, (1100, 650))
    joined = " ".join(drawn)
    assert "trump" in joined and "the first card played wins" in joined and "Elector" in joined


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_monarchs_zoom_counts_its_crowns_and_years_in_good_grammar(lang):
    """The zoom of Philip of Swabia read "1 crowns · 10 years of reign"."""
    from client.imperio.zoom import stats_line

    ui = UI(Settings(lang=lang))
    ms = card_set().monarchs.values()
    one = next(m for m in ms if m.crowns == 1 and m.years == 1)
    many = next(m for m in ms if m.crowns > 1 and m.years > 1)
    want = "1 crown · 1 year of reign · " if lang == "en" else "1 corona · 1 año de reinado · "
    assert stats_line(ui, one).startswith(want), stats_line(ui, one)
    want = (
        f"{many.crowns} crowns · {many.years} years" if lang == "en" else f"{many.crowns} coronas · {many.years} años"
    )
    assert stats_line(ui, many).startswith(want), stats_line(ui, many)
