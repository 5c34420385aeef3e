"""Krysis's game log in player words: names, crystals by count and colour, cards by name.
(That every event the rules emit gets a whole line in both languages, for every seat that
sees it, is checked in test_i18n_keys.py.)"""

from __future__ import annotations

import pytest

from client.krysis import log as klog
from client.tableview import format_log
from client.ui import UI, Settings
from rules.core.state import Event


@pytest.mark.parametrize("lang", ["es", "en"])
def test_lines_name_players_crystals_and_cards_in_words(lang):
    ui = UI(Settings(lang=lang))
    f = lambda key, **p: klog.format_event(ui, Event(key, p), ["Ana", "Bruno"])  # noqa: E731
    carry = f(
        "krysis.carry",
        seat=0,
        dest="bank",
        kind="load",
        target=-1,
        crystals={"red": 1, "blue": 0, "white": 2},
        relics=1,
        shown=["idol_weapon_1"],
    )
    if lang == "es":
        assert carry == "Ana vende al banco 1 cristal rojo, 2 cristales blancos y Ídolo de guerra I (+8 puntos)"
        assert (
            f("krysis.raid", seat=1, target=0, attack=5, defence=3, deserted=False)
            == "Bruno hace una incursión en el campamento de Ana (combate 5 contra 3)"
        )
        assert (
            f("krysis.steal_relics", seat=1, target=0, count=1) == "Bruno roba 1 reliquia al azar del campamento de Ana"
        )
        assert f("krysis.draw", seat=0, deck="transporter") == "Ana roba del mazo de transportadores"
    else:
        assert carry == "Ana sells 1 red crystal, 2 white crystals and War Idol I to the bank (+8 points)"
        assert (
            f("krysis.raid", seat=1, target=0, attack=5, defence=0, deserted=True) == "Bruno raids Ana's deserted camp"
        )
        assert f("krysis.steal_relics", seat=1, target=0, count=2) == "Bruno steals 2 relics at random from Ana's camp"
        assert (
            f(
                "krysis.carry",
                seat=1,
                dest="home",
                kind="raid",
                target=0,
                crystals={"red": 0, "blue": 1, "white": 0},
                relics=2,
                shown=[],
            )
            == "Bruno carries home the loot from Ana: 1 blue crystal and 2 relics"
        )
        assert f(
            "krysis.bids", bids=[{"red": 1, "blue": 0, "white": 1}, {"red": 0, "blue": 0, "white": 0}], order=[0, 1]
        ) == (
            "Bids revealed: Ana bids 4 (1 red crystal and 1 white crystal); "
            "Bruno bids nothing. Mining order: Ana, Bruno"
        )
    assert f("virrey.turn", turn=1) is None  # another game's event


def test_sealed_choices_in_a_row_make_one_line():
    ui = UI(Settings(lang="en"))
    events = [Event("krysis.chosen", {"seat": 0})] * 3 + [Event("krysis.chosen", {"seat": 1})]
    assert format_log(klog, ui, events, ["Ana", "Bruno"]) == ["Ana and Bruno have decided in secret"]
    assert format_log(klog, ui, events[:1], ["Ana", "Bruno"]) == ["Ana has decided in secret"]


def test_the_draws_of_a_round_make_one_line_with_the_viewers_cards_by_name():
    # Ana (the viewer) sees her own cards (the private "drew"), of Bruno only the decks.
    ui = UI(Settings(lang="en"))
    events = []
    for agent, deck in (("falcon_veteran", "fighter"), ("falcon_porter", "transporter")):
        events += [
            Event("krysis.draw", {"seat": 0, "deck": deck}),
            Event("krysis.drew", {"seat": 0, "agent": agent}, 0),
        ]
    events += [Event("krysis.draw", {"seat": 1, "deck": d}) for d in ("fighter", "fighter", "transporter")]
    lines = format_log(klog, ui, events, ["Ana", "Bruno"])
    veteran, porter = klog.agent_name(ui, "falcon_veteran"), klog.agent_name(ui, "falcon_porter")
    assert lines == [
        f"Agents drawn: Ana: {veteran} and {porter}; Bruno: 2 from the fighter deck and 1 from the transporter deck"
    ]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_equal_bids_and_initiative_say_why_one_goes_first(lang):
    ui = UI(Settings(lang=lang))
    names = ["Ana", "Bruno", "Carmen"]
    bids = Event(
        "krysis.bids",
        {
            "bids": [
                {"red": 0, "blue": 1, "white": 0},
                {"red": 0, "blue": 0, "white": 2},
                {"red": 1, "blue": 0, "white": 0},
            ],
            "order": [2, 1, 0],
        },
    )
    line = klog.format_event(ui, bids, names)
    ini = klog.format_event(ui, Event("krysis.initiative", {"initiative": [7, 7, 7], "order": [1, 2, 0]}), names)
    plain = klog.format_event(ui, Event("krysis.initiative", {"initiative": [9, 7, 8], "order": [0, 2, 1]}), names)
    if lang == "en":
        assert line.endswith("Tie: Bruno's miner is further ahead than Ana's")
        assert ini.endswith(
            "Tie between Bruno, Carmen and Ana: they go in their miners' order in the mine, the furthest ahead first"
        )
        assert "Tie" not in plain
    else:
        assert line.endswith("Empate: el minero de Bruno está más adelantado que el de Ana")
        assert "Empate entre Bruno, Carmen y Ana" in ini and "Empate" not in plain
