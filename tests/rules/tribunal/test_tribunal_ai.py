"""Grand Tribunal's AI: greedy reads only the view and picks a legal action, the search
levels play through the hooks, and the game plays in OpenSpiel through the adapter
(OpenSpiel's random-simulation test)."""

import random

import pytest
from tribunal_helpers import at_main, give, new_state, past_setup

from rules.ai import choose
from rules.ai.ismcts import hooks_for
from rules.tribunal import ai
from rules.tribunal.actions import Activate, Advance, Cast, EndTurn, Install, PlayResource


@pytest.mark.parametrize("players", (3, 4, 5))
def test_greedy_plays_whole_games_with_legal_actions(players):
    st = new_state(players, players)
    rng = random.Random(1)
    while not st.is_over():
        seat = st.to_act()[0]
        legal = st.legal(seat)
        act = choose("greedy", "tribunal", st.view(seat), legal, rng)
        assert act in legal
        st.apply(seat, act)
    assert max(s.total for s in st.scores()) > 0


def test_greedy_depends_only_on_the_view():
    st = at_main(3, 5)
    view = st.view(0)
    legal = st.legal(0)
    first = choose("greedy", "tribunal", view, legal, random.Random(0))
    other = st.resample(0, random.Random(9))
    assert other.view(0) == view
    assert choose("greedy", "tribunal", other.view(0), other.legal(0), random.Random(0)) == first


def test_greedy_activates_and_installs_first():
    st = at_main()
    give(st, 0, "i_mist_orb", active=True)
    give(st, 0, "s_transmute_lead", zone="library", active=True)
    act = choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(0))
    assert act == Install("s_transmute_lead", "i_mist_orb")
    give(st, 0, "i_star_orb", up=False)
    st.vis_on["i_star_orb"] = 4
    st.regio -= 4
    st.touch()
    act = choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(0))
    assert isinstance(act, (Activate, Install))


def test_greedy_does_not_end_its_turn_with_a_useful_action_left():
    st = at_main()
    give(st, 0, "i_star_orb")
    act = choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(0))
    assert act != EndTurn()
    assert isinstance(act, Advance) or act.__class__.__name__ in ("Take", "Vote", "Extract", "Gather", "DrawResource")


def test_the_search_hooks_rebuild_the_view_and_evaluate_in_bounds():
    hooks = hooks_for("tribunal")
    st = at_main(4, 2)
    view = st.view(1)
    det = hooks.determinize(view, random.Random(3))
    assert det.view(1) == view
    values = ai.evaluate(det)
    assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("kind", ("normal",))
def test_the_search_level_decides_a_legal_action(kind):
    st = past_setup(new_state(3, 8))
    seat = st.to_act()[0]
    legal = st.legal(seat)
    act = choose(kind, "tribunal", st.view(seat), legal, random.Random(0))
    assert act in legal


VARIANTS = ("double_advance", "hand_or_sanctum", "secret_cards", "cheap_resources", "fast_rotation")


@pytest.mark.slow  # 13 random games through OpenSpiel's checks, about 20 s
def test_it_plays_in_openspiel_through_the_adapter():
    """OpenSpiel's random-simulation test over many games: three at each player count, and
    one at each count with the five variants on together."""
    pyspiel = pytest.importorskip("pyspiel")
    from rules.openspiel.game import register_games

    assert "tablero_tribunal" in register_games()
    for players in (3, 4, 5):
        game = pyspiel.load_game("tablero_tribunal", {"players": players})
        pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)
        every = pyspiel.load_game("tablero_tribunal", {"players": players, **{v: True for v in VARIANTS}})
        pyspiel.random_sim_test(every, num_sims=1, serialize=True, verbose=False)


def _three_cards_one_vis_short(st, seat: int = 0) -> None:
    for item in ("i_star_orb", "i_orb_of_tides", "i_twilight_orb"):
        give(st, seat, item)
        st.vis_on[item] = st.cards.cost(item) - 1
        st.regio -= st.vis_on[item]
    st.touch()


def test_greedy_plays_a_resource_whose_effect_needs_decisions_when_it_gains():
    # Mentor puts up to 3 vis from the Regio on unfinished cards: here it finishes three
    # Items. Its worth shows only once its decisions are made (greedy used to see the
    # Resource given up and nothing gained, and never played it).
    st = at_main()
    _three_cards_one_vis_short(st)
    give(st, 0, "r_mentor", zone="vault")
    act = choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(0))
    assert act == PlayResource("r_mentor")


def test_greedy_casts_a_spell_when_its_effect_is_worth_more_than_keeping_it_installed():
    st = at_main()
    _three_cards_one_vis_short(st)
    give(st, 0, "i_mist_orb", active=True)
    give(st, 0, "s_hands_of_light", zone="library", active=True)  # advance 3: installed by hand
    st.library[0].remove("s_hands_of_light")
    st.installed["i_mist_orb"] = ["s_hands_of_light"]
    st.touch()
    act = choose("greedy", "tribunal", st.view(0), st.legal(0), random.Random(0))
    assert act == Cast("i_mist_orb", "s_hands_of_light")


def test_the_rollout_plays_a_resource_of_the_vault():
    st = at_main()
    give(st, 0, "r_vis_chest", zone="vault", up=False)
    legal = st.legal(0)
    picks = {ai.rollout_policy(st, 0, legal, random.Random(k)) for k in range(40)}
    assert PlayResource("r_vis_chest") in picks


def test_hard_simulates_further_than_normal():
    """At five seats more iterations of normal's model chose as normal did; hard's strength
    is its longer look (docs/balance.md, Grand Tribunal)."""
    normal, hard = hooks_for("tribunal", "normal"), hooks_for("tribunal", "hard")
    assert hard.cutoff > 2 * normal.cutoff
    assert hard.rollout is normal.rollout and hard.evaluate is normal.evaluate


@pytest.mark.parametrize(
    "options", [{}, *({o: True} for o in ("double_advance", "hand_or_sanctum", "cheap_resources"))]
)
def test_the_rollout_step_chooses_as_the_rollout_policy_on_the_legal_list(options):
    """The search's fast rollout step (no legal list in the main step) makes the same move
    and draws the same random numbers as the rollout policy given ``legal()``, at every
    decision of seeded games at 3, 4 and 5 seats, with the variants that change the main
    step's actions."""
    kinds: set[str] = set()
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        st = new_state(players, seed, **options)
        st.__class__ = ai.QuietTribunal
        play = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            k = play.random()
            fast, slow = random.Random(k), random.Random(k)
            act = ai.rollout_step(st, seat, fast)
            assert act == ai.rollout_policy(st, seat, st.legal(seat), slow)
            assert fast.getstate() == slow.getstate()
            kinds.add(type(act).__name__)
            st.apply(seat, act if play.random() < 0.7 else play.choice(st.legal(seat)))
    assert {"Activate", "Advance", "Take", "Vote", "Extract", "EndTurn"} <= kinds


def test_a_view_determinized_again_deals_alike_though_the_first_state_was_played_on():
    """determinize keeps what a view gives every determinization (the search determinizes
    one view at each iteration): a state it returned shares nothing mutable with the next,
    and the same seed deals the same state whether or not the view was just determinized."""
    from rules.tribunal.determinize import _LAST, determinize

    st = new_state(4, 8, secret_cards=True)
    play = random.Random(8)
    checked = 0
    while not st.is_over():
        seat = st.to_act()[0]
        if play.random() < 0.1:
            view = st.view((seat + 1) % 4)
            _LAST[0] = None
            first = determinize(view, random.Random(checked), cls=ai.QuietTribunal)
            before = first.fingerprint()
            rng = random.Random(5)
            while not first.is_over() and rng.random() < 0.98:  # play the copy on
                s = first.to_act()[0]
                first.apply(s, rng.choice(first.legal(s)))
            again = determinize(view, random.Random(checked), cls=ai.QuietTribunal)
            assert again.fingerprint() == before
            assert again.view(view.seat) == view
            checked += 1
        st.apply(seat, play.choice(st.legal(seat)))
    assert checked > 20
