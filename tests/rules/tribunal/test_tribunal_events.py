"""Grand Tribunal's log and undo barriers: every event key logged is one the package
docstring lists for the client (with its parameters), private events go to one seat, and
undo barriers mark hidden information revealed and randomness drawn."""

import re

from tribunal_helpers import at_main, give, random_game

import rules.tribunal
from rules.tribunal.actions import Activate, Advance, Gather, Take


def documented() -> dict[str, set[str]]:
    """``key: params`` of each "- ``key``: a, b (remark), c" line (two per line with "|")."""
    out = {}
    for line in rules.tribunal.__doc__.splitlines():
        if not line.startswith("- ``tribunal."):
            continue
        for part in line[2:].split("|"):
            key, _, params = part.partition(":")
            params = re.sub(r"\([^)]*\)", "", params)
            out[key.split("``")[1]] = {p.strip() for p in params.split(",") if p.strip()}
    return out


def test_every_logged_event_is_documented_with_its_parameters():
    docs = documented()
    seen = set()
    for seed in range(4):
        st, _ = random_game(3 + seed % 3, seed, **({"secret_cards": True} if seed % 2 else {}))
        for e in st.events:
            assert e.key in docs, e.key
            assert set(e.params) == docs[e.key], (e.key, set(e.params), docs[e.key])
            seen.add(e.key)
    assert {"tribunal.setup", "tribunal.tribunal_done", "tribunal.game_over"} <= seen


def test_private_events_go_to_their_seat_only():
    st, _ = random_game(4, 2)
    for e in st.events:
        if e.key in ("tribunal.dealt", "tribunal.drew_card", "tribunal.to_sanctum_card"):
            assert e.to == e.params["seat"]
        else:  # public: a destination named in the parameters is not the recipient
            assert e.to is None, e
    assert all(e.to in (None, 1) for e in st.events_for(1))


def test_undo_barriers_at_a_blind_draw_a_roll_and_a_reveal():
    st = at_main(3, 1)
    b = st.barriers
    st.apply(0, Take("items", "sanctum"))
    assert st.barriers > b
    b = st.barriers
    st.apply(0, Advance(st.lab[0][-1]))
    assert st.barriers == b  # vis on a card: nothing hidden revealed, nothing drawn
    st2 = at_main(3, 1)
    b = st2.barriers
    st2.apply(0, Gather("contested"))
    assert st2.barriers > b
    st3 = at_main(3, 1)
    give(st3, 0, "i_mist_orb", up=False)
    st3.vis_on["i_mist_orb"] = 2
    st3.regio -= 2
    b = st3.barriers
    st3.apply(0, Activate("i_mist_orb"))  # turned face up: the others see it
    assert st3.barriers > b
