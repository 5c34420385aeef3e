"""Every event the Ausonia rules log becomes one readable line in both languages: seeded
greedy games at 2, 3 and 4 seats, every event (private ones included) formatted, none
skipped, none left with a bare key or a placeholder."""

import random

import pytest

from client.ausonia import format_event
from client.ui import UI, Settings
from rules.ai import choose
from rules.core import Config, get_game


def events_of(players: int, seed: int):
    state = get_game("ausonia").new_state(Config(players, seed=seed))
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, choose("greedy", "ausonia", state.view(seat), state.legal(seat), rng))
    return state.events


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_logged_event_reads_as_a_line(lang):
    ui = UI(Settings(lang=lang))
    keys = set()
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        names = [f"P{i}" for i in range(players)]
        for event in events_of(players, seed):
            line = format_event(ui, event, names)
            keys.add(event.key)
            assert line, f"{event.key} gives no line"
            assert "{" not in line and "ausonia." not in line, (event.key, line)
    assert {"ausonia.setup", "ausonia.buy", "ausonia.activate", "ausonia.game_over"} <= keys
