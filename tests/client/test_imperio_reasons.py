"""El Viejo Imperio says why a round was won, not only who: the previous-round panel and the
log give the deciding comparison in numbers (periodo: the event's year against each reign),
a Dinastía card's raised value and what happened to a war hero, in Spanish and English."""

from __future__ import annotations

import dataclasses
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import rules  # noqa: E402
from client.ui import UI, Settings  # noqa: E402
from rules.core.game import Config  # noqa: E402
from rules.core.match import Match, Seat  # noqa: E402
from rules.core.state import Event  # noqa: E402
from rules.imperio.cards import card_set  # noqa: E402
from rules.imperio.trick import distance, resolve  # noqa: E402
from rules.imperio.view import PlayedCard, RoundResult  # noqa: E402

rules.load_all_games()
from table_helpers import ai_move, show  # noqa: E402

import client.imperio as imperio  # noqa: E402

NAMES = ["Ana", "Bernardo", "Catalina"]


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1600, 900))


def texts_drawn(table, screen) -> list[str]:
    """Every text the table renders in one frame of a fresh table (the panel is cached)."""
    seen: list[str] = []
    real = table.text.render

    def spy(text, *a, **k):
        seen.append(text)
        return real(text, *a, **k)

    table.text.render = spy
    table.ui.begin_frame()
    table.draw(screen)
    table.text.render = real
    return seen


def round_of(plays, event_id, criteria):
    """A finished round of real cards, resolved (and explained) by the rules."""
    cs = card_set()
    out = resolve([(s, cs.monarchs[c]) for s, c in plays], cs.events[event_id], criteria, explain=True)
    return RoundResult(
        event_id,
        criteria,
        tuple(PlayedCard(s, c) for s, c in plays),
        out.winner,
        out.decided_by,
        out.dynasty,
        out.hero,
        (),
        out.reasons,
    )


def panel_texts(screen, last, lang):
    ui = UI(Settings(anim_speed=0, lang=lang))
    match = Match.new("imperio", Config(players=3, seed=1), [Seat(n) for n in NAMES])
    table = imperio.TABLE(ui, "imperio", NAMES)
    table.set_rect(pygame.Rect(0, 0, 1240, 900))
    view = dataclasses.replace(match.state.view(0), last=last)
    table.refresh(view, 0, [])
    return ui, " | ".join(texts_drawn(table, screen))


def plain_event(hero=False):
    cs = card_set()
    return next(e for e in sorted(cs.events) if bool(cs.events[e].hero) == hero and cs.events[e].dynasty)


def test_panel_shows_the_event_year_against_each_reign(screen):
    cs = card_set()
    ev = plain_event()
    year = cs.events[ev].year
    others = [m for m in sorted(cs.monarchs) if cs.monarchs[m].dynasty != cs.events[ev].dynasty]
    by_dist = sorted(others, key=lambda m: (distance(cs.monarchs[m], year), m))
    near, mid, far = by_dist[0], by_dist[len(by_dist) // 2], by_dist[-1]
    last = round_of([(0, far), (1, near), (2, mid)], ev, ("period", "crowns", "years"))
    assert (last.winner, last.decided_by) == (1, "period")
    m = cs.monarchs[near]
    reign = f"{m.start}–{m.end} (Bernardo)"
    for lang in ("es", "en"):
        ui, drawn = panel_texts(screen, last, lang)
        d = distance(m, year)
        closest = (
            ui.t("imperio.res.period_in", year=year, reign=reign)
            if d == 0
            else ui.t("imperio.res.period_best", year=year, reign=reign, n=d)
        )
        assert closest.split(",")[0] in drawn, drawn
        fm = cs.monarchs[far]
        assert f"{fm.start}–{fm.end} (Ana)" in drawn and str(distance(fm, year)) in drawn
        for card in (near, mid, far):  # every row gives its reign's distance to the year
            c = cs.monarchs[card]
            assert f"{c.start}–{c.end} ({ui.t('imperio.res.away_short', n=distance(c, year))})" in drawn


def test_rows_give_the_distance_even_for_cards_out_on_an_earlier_symbol(screen):
    cs = card_set()
    ev = plain_event()
    year = cs.events[ev].year
    ms = sorted(
        (m for m in cs.monarchs if cs.monarchs[m].dynasty != cs.events[ev].dynasty),
        key=lambda m: (-cs.monarchs[m].crowns, m),
    )
    top, low = ms[0], ms[-1]
    last = round_of([(0, low), (1, top), (2, ms[-2])], ev, ("crowns", "period", "years"))
    assert last.decided_by == "crowns"
    ui, drawn = panel_texts(screen, last, "en")
    c = cs.monarchs[low]
    assert f"{c.start}–{c.end} ({distance(c, year)} yrs away)" in drawn


def test_panel_shows_a_dinastia_cards_raised_value(screen):
    cs = card_set()
    ev = plain_event()
    dyn = cs.events[ev].dynasty
    low = min((m for m in cs.monarchs if cs.monarchs[m].dynasty == dyn), key=lambda m: cs.monarchs[m].crowns)
    high = max((m for m in cs.monarchs if cs.monarchs[m].dynasty != dyn), key=lambda m: cs.monarchs[m].crowns)
    rest = next(m for m in sorted(cs.monarchs) if cs.monarchs[m].dynasty != dyn and m != high)
    last = round_of([(0, high), (1, low), (2, rest)], ev, ("crowns", "years", "period"))
    own, top = cs.monarchs[low].crowns, cs.monarchs[high].crowns
    assert own < top and last.dynasty == (1,)
    _, es = panel_texts(screen, last, "es")
    assert f"Coronas {own} → {top}, dinastía" in es
    _, en = panel_texts(screen, last, "en")
    assert f"Crowns {own} → {top}, dynasty" in en and "Dinastía" not in en


@pytest.mark.parametrize("colour", ["black", "red"])
def test_panel_shows_what_happened_to_the_war_hero(screen, colour):
    cs = card_set()
    hero_events = [e for e in sorted(cs.events) if cs.events[e].hero == colour and cs.events[e].person in cs.monarchs]
    if not hero_events:
        pytest.skip(f"no {colour} war hero in this card set")
    ev = hero_events[0]
    person = cs.events[ev].person
    others = [m for m in sorted(cs.monarchs) if m != person][:2]
    last = round_of([(0, others[0]), (1, person), (2, others[1])], ev, cs.events[ev].criteria)
    assert last.hero == 1
    ui, drawn = panel_texts(screen, last, "en")
    if colour == "red":
        assert "War hero (red): always loses" in drawn and last.winner != 1
    else:
        assert "War hero (black): counts as equal to" in drawn
    _, es = panel_texts(screen, last, "es")
    assert (
        "Héroe de guerra (rojo): pierde siempre" if colour == "red" else "Héroe de guerra (negro): vale lo mismo"
    ) in es


@pytest.mark.parametrize("lang", ["es", "en"])
def test_log_gives_the_numbers_of_every_round(lang):
    ui = UI(Settings(lang=lang))
    match = Match.new("imperio", Config(players=3, seed=5), [Seat(n) for n in NAMES])
    rng = random.Random(5)
    while not match.is_over():
        ai_move(match, match.state.to_act()[0], rng)
    cs = card_set()
    won = [e for e in match.state.events if e.key == "imperio.won"]
    assert len(won) == 11
    for e in won:
        p = e.params
        line = imperio.format_event(ui, e, NAMES)
        crit, vals = p["stages"][-1]
        if crit == "period":
            assert f"{p['year']}" in line
            card = dict((s, c) for s, c in p["plays"])[p["seat"]]
            assert f"{cs.monarchs[card].start}–{cs.monarchs[card].end} ({NAMES[p['seat']]})" in line
        else:
            for s, v in vals:
                assert f"{NAMES[s]} {v}" in line, line
        for _s, own, to in p["raised"]:
            assert (f"{own} → {to}" in line) if own != to else (str(to) in line)


def test_log_of_an_old_won_event_without_numbers_still_reads():
    ui = UI(Settings(lang="en"))
    old = Event(
        "imperio.won", {"seat": 1, "event": plain_event(), "decided_by": "crowns", "dynasty": [1], "hero": None}
    )
    line = imperio.format_event(ui, old, NAMES)
    assert line.startswith("Bernardo wins") and "Dynasty: Bernardo" in line


def test_the_whole_game_panel_draws_reasons_each_round(screen):
    ui = UI(Settings(anim_speed=0, lang="en"))
    match = Match.new("imperio", Config(players=3, seed=8), [Seat(n) for n in NAMES])
    rng = random.Random(8)
    rounds = 0
    while not match.is_over():
        before = match.state.last
        ai_move(match, match.state.to_act()[0], rng)
        if match.state.last is not before:
            table = imperio.TABLE(ui, "imperio", NAMES)
            table.set_rect(pygame.Rect(0, 0, 1240, 900))
            show(table, match)
            drawn = " | ".join(texts_drawn(table, screen))
            told = imperio.reasons.from_result(match.state.last)
            assert imperio.reasons.deciding(ui, told, NAMES)[:20] in drawn
            rounds += 1
    assert rounds == 11


def test_panel_says_when_the_war_hero_was_not_played(screen):
    cs = card_set()
    ev = next(e for e in sorted(cs.events) if cs.events[e].hero and cs.events[e].person in cs.monarchs)
    person = cs.events[ev].person
    others = [m for m in sorted(cs.monarchs) if m != person][:3]
    last = round_of(list(enumerate(others)), ev, cs.events[ev].criteria)
    assert last.hero is None
    _, en = panel_texts(screen, last, "en")
    assert f"War hero: {cs.monarchs[person].name['en']} was not played" in en
    _, es = panel_texts(screen, last, "es")
    assert f"Héroe de guerra: {cs.monarchs[person].name['es']} no se jugó" in es


def test_narrow_rows_shorten_the_distance_rather_than_cut_it(screen):
    cs = card_set()
    ev = plain_event()
    cards = sorted(cs.monarchs)[:3]
    last = round_of(list(enumerate(cards)), ev, ("period", "crowns", "years"))
    ui = UI(Settings(lang="es"))
    art = imperio.art.ImperioArt(ui, imperio.CardPainter(ui))
    m = cs.monarchs[cards[0]]
    wide = art._stats(m, 12, last)
    narrow = art._stats(m, 12, last, room=wide.get_width() - 1)
    assert narrow.get_width() < wide.get_width()


@pytest.mark.parametrize("colour", ["black", "red"])
def test_war_hero_note_names_the_deciding_symbol_in_lower_case_mid_sentence(colour):
    """Seen in play: "vale lo mismo que Ana; decide: Periodo" (a capital in mid-sentence),
    in the previous-round panel and the log alike."""
    from client.imperio import reasons

    cs = card_set()
    ev = next(e for e in sorted(cs.events) if cs.events[e].hero == colour and cs.events[e].person in cs.monarchs)
    person = cs.events[ev].person
    others = [m for m in sorted(cs.monarchs) if m != person][:2]
    last = round_of([(0, others[0]), (1, person), (2, others[1])], ev, cs.events[ev].criteria)
    crit = last.criteria[1] if colour == "red" else last.criteria[2]
    told = reasons.from_result(last)
    es = reasons.hero_note(UI(Settings(lang="es")), told, NAMES)
    assert es.endswith("; decide: " + {"crowns": "coronas", "years": "años", "period": "periodo"}[crit]), es
    en = reasons.hero_note(UI(Settings(lang="en")), told, NAMES)
    assert en.endswith(f"; {crit} decides"), en  # the English names are the rules' keys
