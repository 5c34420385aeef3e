"""The view of a sealed choice: its owner sees it (the table draws it as chosen until the
reveal), no other seat and no spectator does."""

import random

from virrey_helpers import new_state

from rules.virrey.actions import Play, ReturnGems, StartCard


def _other_views(state, owner):
    return [state.view(s) for s in range(state.n) if s != owner] + [state.view(None)]


def test_own_setup_choices_are_in_the_owners_view_only():
    state = new_state(3)
    card = state.dealt[0][2]
    state.apply(0, ReturnGems(("red", "green")))
    state.apply(0, StartCard(card))
    mine = state.view(0).my_choice
    assert mine[0] == ("red", "green") and mine[1] == card
    for v in _other_views(state, 0):
        assert v.my_choice in ((), (None, None, None))
        assert card not in repr(v) and "red', 'green" not in repr(v.my_choice)
        assert v.players_view[0].gems is None  # the screen stays closed: 2/2/2/2 not even shown
        assert not v.players_view[0].chosen  # "chosen" is public only once all three are made


def test_own_development_pick_is_in_the_owners_view_only():
    for seed in range(40):
        state = new_state(2, seed)
        rng = random.Random(seed)
        while not state.is_over() and not (
            state.phase == "dev" and not state.tasks and 0 in state.to_act() and 1 in state.to_act()
        ):
            seat = rng.choice(state.to_act())
            state.apply(seat, rng.choice(state.legal(seat)))
        plays = [a for a in state.legal(0) if isinstance(a, Play) and a.card not in state.known[0]]
        if not plays:
            continue
        state.apply(0, plays[0])
        assert state.view(0).my_choice == ("play", plays[0].card)
        for v in _other_views(state, 0):
            assert v.my_choice == () and plays[0].card not in repr(v)
            assert v.players_view[0].chosen  # public: that seat has chosen, not what
        return
    raise AssertionError("no seed reached a hidden development play")
