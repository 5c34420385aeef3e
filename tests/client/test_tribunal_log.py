"""Every event Grand Tribunal's rules log gets a whole line in both languages, for every
seat that sees it (its public form and its private twin), naming cards, spaces and decks in
the players' words, never a bare key or "None"."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from client.tribunal import log as tlog
from client.ui import UI, Settings
from rules.core import Config
from rules.core.game import get_game
from rules.core.state import Event

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bruno", "Carla", "Dario", "Elena"]
ALL = {
    "double_advance": True,
    "hand_or_sanctum": True,
    "secret_cards": True,
    "cheap_resources": True,
    "fast_rotation": True,
}


def event_keys() -> set[str]:
    keys = set()
    for path in (ROOT / "rules" / "tribunal").glob("*.py"):
        keys |= set(re.findall(r"\blog\(\s*\"(tribunal\.\w+)\"", path.read_text(encoding="utf-8")))
    return keys


def game(players: int, seed: int, options: dict):
    state = get_game("tribunal").new_state(Config(players=players, seed=seed, options=options))
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal(seat)
        rare = [
            a for a in legal if type(a).__name__ in ("Activate", "Install", "Cast", "PlayResource", "Unvote", "Target")
        ]
        state.apply(seat, rng.choice(rare) if rare and rng.random() < 0.8 else rng.choice(legal))
    return state


@pytest.fixture(scope="module")
def games():
    return [game(3 + i % 3, i, ALL if i % 2 else {}) for i in range(8)]


def test_the_games_emit_most_event_keys(games):
    keys = event_keys()
    assert len(keys) >= 30
    seen = {e.key for st in games for e in st.events}
    assert len(seen) >= len(keys) - 4, sorted(keys - seen)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_event_gets_a_whole_line_for_every_seat_that_sees_it(games, lang):
    ui = UI(Settings(lang=lang))
    done, shown = set(), set()
    for st in games:
        for seat in [None] + list(range(st.n)):
            for event in st.events_for(seat):
                line = tlog.format_event(ui, event, NAMES)
                if event.key == "tribunal.refill" and not event.params.get("card"):
                    continue
                assert line, (lang, event)
                assert "tribunal." not in line and "None" not in line and "{" not in line, (lang, event, line)
                done.add(event.key)
            shown |= {e.key for e in st.events_for(seat)}
    assert done >= shown - {"tribunal.refill"}


def test_a_face_down_card_is_named_by_its_deck():
    ui = UI(Settings(lang="es"))
    line = tlog.format_event(
        ui, Event("tribunal.advance", {"seat": 0, "card": None, "kind": "items", "vis": 1, "free": False}), NAMES
    )
    assert line == "Ana avanza un Ítem (1 vis)"
    line = tlog.format_event(ui, Event("tribunal.to_sanctum", {"seat": 1, "kind": "spells"}), NAMES)
    assert line == "Bruno baja un Hechizo a su Sanctum"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_no_string_key_is_written_twice(lang):
    """YAML keeps the last of two equal keys without a word: the destination words once
    shared a key with a whole log line, which then read "... de Hechizos {name} baja ..."."""
    import yaml

    path = ROOT / "assets" / "i18n" / f"tribunal.{lang}.yaml"
    seen: set = set()

    class Strict(yaml.SafeLoader):
        pass

    def mapping(loader, node):
        for key_node, _ in node.value:
            key = loader.construct_object(key_node)
            assert (node.start_mark.line, key) not in seen, f"{path.name}: {key} written twice"
            seen.add((node.start_mark.line, key))
        return loader.construct_mapping(node)

    Strict.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    assert yaml.load(path.read_text(encoding="utf-8"), Strict)  # noqa: S506 (a SafeLoader)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_each_seat_sees_one_line_per_event_the_private_one_only_if_it_may(games, lang):
    """The log showed the viewer both versions of its own hidden move ("baja un Ítem" and
    "baja Varita de Serbal"): now the public event and its private twin make one line,
    naming the card, for the seat that may see it; the other seats see the public line."""
    from client.tableview import format_log

    ui = UI(Settings(lang=lang))
    for st in games[:4]:
        players = len(st.hand)
        names = NAMES[:players]
        public = format_log(tlog, ui, st.events_for(None), names)
        for seat in range(players):
            events = st.events_for(seat)
            dealt = sum(e.key == "tribunal.dealt" for e in events)
            mine = format_log(tlog, ui, events, names)
            assert len(mine) == len(public) + dealt, seat
            twins = [e for e in events if e.to == seat and e.key != "tribunal.dealt"]
            assert twins
            named = [ln for ln in mine if ln not in public]
            assert len(named) == len(twins) + dealt
            for e in twins:
                card = tlog._card(ui, e.params["card"])
                assert any(card in ln for ln in named), (seat, e)
