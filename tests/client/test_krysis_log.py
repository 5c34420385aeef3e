"""Krysis's game log: every event the rules emit gets a whole localized line in Spanish and
in English, for every seat that may see it (public and private events), in player words."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import rules
from client.krysis import log as klog
from client.tableview import format_log
from client.ui import UI, Settings
from rules.ai import choose
from rules.core import Config, get_game
from rules.core.state import Event

rules.load_all_games()
ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bruno", "Carla", "Dario"]
OPTIONS = [{}, {"speed": True}, {"tactical": True}, {"advanced": True}, {"advanced": True, "tactical": True}]


def emitted_keys() -> set[str]:
    """Every event key the rules of Krysis log (``self.log("krysis.x"``, ``state.log(...``)."""
    keys = set()
    for path in (ROOT / "rules" / "krysis").glob("*.py"):
        keys |= set(re.findall(r"\blog\(\s*\"(krysis\.\w+)\"", path.read_text(encoding="utf-8")))
    return keys


def play(players: int, seed: int, options: dict, kind: str = "random", empty_relic_deck: bool = False):
    state = get_game("krysis").new_state(Config(players=players, seed=seed, options=options))
    if empty_relic_deck:  # every relic in the discard pile: the next draw reshuffles it
        state.relic_discard.extend(state.relic_deck)
        state.relic_deck.clear()
        state.touch()
    rng = random.Random(seed)
    while not state.is_over():
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        act = rng.choice(legal) if kind == "random" else choose(kind, "krysis", state.view(seat), legal, rng)
        state.apply(seat, act)
    return state


@pytest.fixture(scope="module")
def games():
    out = [play(2 + i % 3, i, OPTIONS[i % len(OPTIONS)]) for i in range(10)]
    out.append(play(3, 5, {"advanced": True}, kind="greedy"))
    out.append(play(4, 7, {}, kind="greedy"))
    out.append(play(2, 3, {"advanced": True}, empty_relic_deck=True))
    return out


def check_line(line, event, lang):
    assert isinstance(line, str) and line.strip(), (lang, event)
    assert "{" not in line and "}" not in line, (lang, event, line)
    assert "krysis." not in line and "None" not in line, (lang, event, line)
    assert not re.search(r"\b(falcon|wolf|bear|snake)_\w+|_(weapon|transport)_\d", line), (lang, event, line)


def test_the_games_emit_every_event_key_of_the_rules(games):
    keys = emitted_keys()
    assert len(keys) >= 30 and "krysis.carry" in keys and "krysis.relics_reshuffled" in keys
    seen = {e.key for st in games for e in st.events}
    assert keys <= seen, f"never emitted in the test games: {sorted(keys - seen)}"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_event_gets_a_whole_line_for_every_seat_that_sees_it(games, lang):
    ui = UI(Settings(lang=lang))
    done = set()
    for st in games:
        names = NAMES[:st.n]
        for viewer in [None, *range(st.n)]:
            events = st.events_for(viewer)
            for event in events:
                check_line(klog.format_event(ui, event, names), event, lang)
                done.add(event.key)
            lines = format_log(klog, ui, events, names)
            assert lines and all(not ln.startswith("krysis.") for ln in lines)
    assert done >= emitted_keys()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_lines_name_players_crystals_and_cards_in_words(lang):
    ui = UI(Settings(lang=lang))
    f = lambda key, **p: klog.format_event(ui, Event(key, p), ["Ana", "Bruno"])  # noqa: E731
    carry = f("krysis.carry", seat=0, dest="bank", kind="load", target=-1,
              crystals={"red": 1, "blue": 0, "white": 2}, relics=1, shown=["idol_weapon_1"])
    if lang == "es":
        assert carry == "Ana vende al banco 1 cristal rojo, 2 cristales blancos y Ídolo de guerra I (+8 puntos)"
        assert f("krysis.raid", seat=1, target=0, attack=5, defence=3, deserted=False) == \
            "Bruno asalta el campamento de Ana (combate 5 contra 3)"
        assert f("krysis.steal_relics", seat=1, target=0, count=1) == \
            "Bruno roba 1 reliquia al azar del campamento de Ana"
        assert f("krysis.draw", seat=0, deck="transporter") == "Ana roba del mazo de transportadores"
    else:
        assert carry == "Ana sells 1 red crystal, 2 white crystals and War Idol I to the bank (+8 points)"
        assert f("krysis.raid", seat=1, target=0, attack=5, defence=0, deserted=True) == \
            "Bruno raids Ana's deserted camp"
        assert f("krysis.steal_relics", seat=1, target=0, count=2) == \
            "Bruno steals 2 relics at random from Ana's camp"
        assert f("krysis.carry", seat=1, dest="home", kind="raid", target=0,
                 crystals={"red": 0, "blue": 1, "white": 0}, relics=2, shown=[]) == \
            "Bruno carries home the loot from Ana: 1 blue crystal and 2 relics"
        assert f("krysis.bids", bids=[{"red": 1, "blue": 0, "white": 1}, {"red": 0, "blue": 0, "white": 0}],
                 order=[0, 1]) == \
            "Bids revealed: Ana bids 4 (1 red crystal and 1 white crystal); Bruno bids nothing. Mining order: Ana, Bruno"
    assert f("virrey.turn", turn=1) is None  # another game's event


def test_sealed_choices_in_a_row_make_one_line():
    ui = UI(Settings(lang="en"))
    events = [Event("krysis.chosen", {"seat": 0})] * 3 + [Event("krysis.chosen", {"seat": 1})]
    assert format_log(klog, ui, events, ["Ana", "Bruno"]) == ["Ana has decided in secret",
                                                             "Bruno has decided in secret"]
