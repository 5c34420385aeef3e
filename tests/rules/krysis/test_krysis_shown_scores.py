"""The score panel's figures (``shown_scores``) show only what the viewer may know: the
public score track of the others, its own whole score, every total once the game is over."""

from __future__ import annotations

import random

from krysis_helpers import new_state

from rules.krysis.actions import Bid


def test_a_sealed_bid_and_another_home_never_show_on_the_panel():
    st = new_state(players=3, seed=7)
    assert st.phase == "bid"
    before = st.shown_scores(0)
    colours = [a.colour for a in st.legal(1) if type(a) is Bid]
    st.apply(1, Bid(colours[0]))  # crystals leave seat 1's home for its fist
    assert st.shown_scores(0) == before == [st.scores()[0].total, st.track[1], st.track[2]]
    assert st.shown_scores(1)[1] == st.scores()[1].total != st.track[1]  # its own score, bid taken out
    assert st.shown_scores(None) == list(st.track)


def test_every_total_shows_when_the_screens_are_lifted():
    st = new_state(players=2, seed=3)
    rng = random.Random(3)
    while not st.is_over():
        seat = st.to_act()[0]
        st.apply(seat, rng.choice(st.legal(seat)))
    assert st.shown_scores(0) == st.shown_scores(None) == [s.total for s in st.scores()]
