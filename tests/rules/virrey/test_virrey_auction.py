"""Auction phase: bids, ties, two-card colours, attacks, passing, the third auction,
virtual opponents (rulebook "I. FASE DE SUBASTA", "SI UN JUGADOR PASA", "REGLAS EN SOLITARIO")."""

import pytest
from virrey_helpers import B, G, R, Y, check_invariants, scenario, set_gems, set_pyramid, take_out

from rules.core.errors import IllegalAction
from rules.virrey import virtual
from rules.virrey.actions import Bid, BidAttack, BidPass, NextAuction, Take, TakeGem


def auction(st, slots):
    """Set the auction: slots {(colour, top): card}; every other position empty."""
    for i, c in enumerate(st.auction):
        if c is not None:
            st.discard.append(c)
            st.auction[i] = None
    for (colour, top), card in slots.items():
        take_out(st, card)
        st.auction[colour * 2 + (1 if top else 0)] = card
    st.touch()


def fix_virtual(monkeypatch, colours):
    """Virtual bids drawn in this order (the reserve/box bookkeeping as the real draw)."""
    seq = list(colours)

    def draw(state, count):
        out = [seq.pop(0) for _ in range(count)]
        if state.vsource == "reserve":
            for c in out:
                if c is not None:
                    state.reserve[c] -= 1
                    state.box[c] += 1
        return out

    monkeypatch.setattr(virtual, "draw_bids", draw)


def drain_gems(st, seat, colour="blue"):
    while st.tasks and st.tasks[-1][0] == "gems" and st.tasks[-1][1] == seat:
        legal = st.legal(seat)
        pick = TakeGem(colour) if TakeGem(colour) in legal else legal[0]
        st.apply(seat, pick)


def test_lone_bidder_takes_the_card_and_the_gem_goes_to_the_reserve():
    st = scenario(3)
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32", (Y, False): "c33"})
    for s in range(3):
        set_gems(st, s, (1, 1, 1, 1))
    blue = st.reserve[B]
    st.apply(0, Bid("blue"))
    st.apply(1, Bid("red"))
    st.apply(2, Bid("red"))
    assert "c30" in st.hands[0] and st.status[0] == "won"
    assert st.reserve[B] == blue + 1
    assert st.auction_no == 2 and st.to_act() == (1, 2)  # the tied players bid again
    assert "c31" not in st.hands[1] + st.hands[2]
    check_invariants(st)


def test_bid_needs_a_gem_and_a_card_of_that_colour():
    st = scenario(2)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    set_gems(st, 0, (0, 2, 2, 2))
    legal = st.legal(0)
    assert Bid("red") in legal and Bid("blue") not in legal and Bid("green") not in legal
    with pytest.raises(IllegalAction, match="blue gem"):
        st.apply(0, Bid("blue"))
    with pytest.raises(IllegalAction, match="no card"):
        st.apply(0, Bid("green"))


def test_two_cards_one_bidder_chooses():
    st = scenario(2)
    auction(st, {(B, False): "c30", (B, True): "c31", (R, False): "c32"})
    set_gems(st, 0, (1, 1, 1, 1))
    set_gems(st, 1, (1, 1, 1, 1))
    st.apply(0, Bid("blue"))
    st.apply(1, Bid("red"))
    assert st.to_act() == (0,)
    assert set(st.legal(0)) == {Take("blue", True), Take("blue", False)}
    st.apply(0, Take("blue", True))
    assert "c31" in st.hands[0] and st.auction[B * 2 + 1] == "c30"  # c30 stayed, then moved up


@pytest.mark.parametrize("wishes,got", [((True, False), ("c31", "c30")), ((True, True), (None, None))])
def test_two_cards_two_bidders_agree_or_dispute(wishes, got):
    st = scenario(2)
    auction(st, {(B, False): "c30", (B, True): "c31"})
    set_gems(st, 0, (2, 1, 1, 1))
    set_gems(st, 1, (2, 1, 1, 1))
    st.apply(0, Bid("blue"))
    st.apply(1, Bid("blue"))
    assert set(st.to_act()) == {0, 1}
    st.apply(0, Take("blue", wishes[0]))
    assert st.view(1).players_view[0].chosen and st.view(1).my_choice == ()
    st.apply(1, Take("blue", wishes[1]))
    if got[0]:
        assert got[0] in st.hands[0] and got[1] in st.hands[1]
        assert st.phase == "dev"
    else:
        assert st.auction_no == 2 and st.to_act() == (0, 1)


def test_three_bidders_on_two_cards_get_nothing():
    st = scenario(3)
    auction(st, {(B, False): "c30", (B, True): "c31"})
    for s in range(3):
        set_gems(st, s, (2, 0, 0, 0))
    for s in range(3):
        st.apply(s, Bid("blue"))
    assert st.auction_no == 2 and st.auction[0] == "c30" and st.auction[1] == "c31"


def test_attack_takes_first_and_the_last_card_of_a_colour_costs_the_bidders():
    st = scenario(3)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    set_pyramid(st, 1, {(1, 0): "c02"})
    set_pyramid(st, 2, {(1, 0): "c05"})
    st.attack[1] = st.attack[2] = 1
    st.supply.pools[1] -= 2
    set_gems(st, 0, (1, 1, 0, 0))
    blue = st.reserve[B]
    st.apply(0, Bid("blue"))
    st.apply(1, BidAttack())
    st.apply(2, BidAttack())
    assert st.to_act() == (1,)  # c02 < c05: seat 1 takes first
    st.apply(1, Take("blue", False))
    # seat 2's only option was the red card: taken automatically
    assert "c31" in st.hands[2] and st.status[2] == "attacked" and st.attack[2] == 0
    assert st.gems[0][B] == 0 and st.reserve[B] == blue + 1  # the bid is lost
    assert st.status[0] == "in"  # ... and seat 0 goes on (no card left: must pass)
    assert st.legal(0) == [BidPass()]
    check_invariants(st)


def test_after_the_third_auction_the_players_without_card_have_passed():
    st = scenario(2)
    auction(st, {(B, False): "c30"})
    set_gems(st, 0, (3, 0, 0, 0))
    set_gems(st, 1, (3, 0, 0, 0))
    for a in range(3):
        assert st.auction_no == a + 1
        st.apply(0, Bid("blue"))
        st.apply(1, Bid("blue"))
    assert st.status == ["passed", "passed"]
    assert st.tasks[-1][0] == "gems" and st.tasks[-1][2] == 3
    check_invariants(st)


def test_passing_with_four_science_tokens_gives_seven_gems():
    st = scenario(2)
    card = st.pyr[0].cards()[0]
    for _ in range(4):
        st.give_tokens(0, card, "science", 1)
    auction(st, {(B, False): "c30"})
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    assert st.tasks[-1] == ("gems", 0, 7)


def test_passing_takes_what_the_reserve_has():
    st = scenario(2)
    auction(st, {(B, False): "c30"})
    for c in range(4):
        st.box[c] += st.reserve[c]
        st.reserve[c] = 0
    st.reserve[R] = 2
    st.box[R] -= 2
    before = list(st.gems[0])
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    assert st.gems[0][R] == before[R] + 2 and st.reserve == [0, 0, 0, 0]
    check_invariants(st)


def test_a_player_may_not_pass_twice():
    st = scenario(3)
    auction(st, {(B, False): "c30"})
    for s in range(3):
        set_gems(st, s, (2, 0, 0, 0))
    st.apply(0, BidPass())
    with pytest.raises(IllegalAction, match="already made"):
        st.apply(0, BidPass())
    st.apply(1, Bid("blue"))
    st.apply(2, Bid("blue"))
    drain_gems(st, 0)
    assert st.auction_no == 2 and st.to_act() == (1, 2)
    with pytest.raises(IllegalAction, match="pass twice"):
        st.apply(0, BidPass())


def test_passers_take_gems_in_order_of_lowest_card():
    st = scenario(2)
    set_pyramid(st, 0, {(1, 0): "c40"})
    set_pyramid(st, 1, {(1, 0): "c04"})
    auction(st, {(B, False): "c30"})
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    assert st.tasks[-1][:2] == ("gems", 1)


def test_end_of_auction_phase_discards_tops_moves_bases_and_refills():
    st = scenario(2)
    auction(st, {(B, False): "c30", (B, True): "c31", (R, False): "c32", (G, True): "c33"})
    big = len(st.big)
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    drain_gems(st, st.tasks[-1][1])
    drain_gems(st, st.tasks[-1][1])
    assert st.phase == "dev"
    assert "c31" in st.discard and "c33" in st.discard
    assert st.auction[B * 2 + 1] == "c30" and st.auction[R * 2 + 1] == "c32"
    assert st.auction[G * 2 + 1] is None
    assert all(st.auction[c * 2] is not None for c in range(4)) and len(st.big) == big - 4


# -- virtual opponents ---------------------------------------------------------------
def test_solo_virtual_bid_comes_from_the_reserve_and_goes_to_the_box():
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32", (Y, False): "c33"})
    reserve, box = sum(st.reserve), sum(st.box)
    set_gems(st, 0, (1, 1, 1, 1))
    reserve = sum(st.reserve)
    st.apply(0, Bid("blue"))
    drawn = st.vbids[0]
    assert sum(st.box) == box + 1
    if drawn == B:
        assert st.auction_no == 2 and "c30" not in st.hands[0]
    else:
        assert "c30" in st.hands[0] and st.auction[drawn * 2] is None
    assert sum(st.reserve) == reserve + 1 - 1
    check_invariants(st)


def test_solo_virtual_on_a_two_card_colour_discards_the_base_card(monkeypatch):
    fix_virtual(monkeypatch, [R])
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31", (R, True): "c32"})
    set_gems(st, 0, (1, 1, 1, 1))
    st.apply(0, Bid("blue"))
    discarded = [e.params["card"] for e in st.events if e.key == "virrey.virtual_discard"]
    assert "c30" in st.hands[0] and discarded == ["c31"]


def test_solo_virtual_on_an_empty_colour_removes_any_card(monkeypatch):
    fix_virtual(monkeypatch, [Y])
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32"})
    set_gems(st, 0, (1, 1, 1, 1))
    st.apply(0, Bid("blue"))
    assert "c30" in st.hands[0]
    assert ("c31" in st.discard) != ("c32" in st.discard)


def test_solo_same_colour_is_a_tie(monkeypatch):
    fix_virtual(monkeypatch, [B, R])
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    set_gems(st, 0, (2, 1, 1, 1))
    st.apply(0, Bid("blue"))
    assert st.auction_no == 2 and st.auction[0] == "c30"
    st.apply(0, Bid("blue"))
    assert "c30" in st.hands[0] and "c31" in st.discard


def test_real_and_virtual_on_a_two_card_colour(monkeypatch):
    fix_virtual(monkeypatch, [B, B])
    st = scenario(1)
    auction(st, {(B, False): "c30", (B, True): "c31"})
    set_gems(st, 0, (2, 1, 1, 1))
    st.apply(0, Bid("blue"))
    assert set(st.legal(0)) == {Take("blue", True), NextAuction()}
    clone = st.clone()
    st.apply(0, Take("blue", True))
    assert "c31" in st.hands[0] and "c30" in st.discard
    clone.apply(0, NextAuction())
    assert clone.auction_no == 2 and clone.auction[0] == "c30" and clone.auction[1] == "c31"


def test_two_virtual_opponents_draw_from_the_box(monkeypatch):
    st = scenario(2, virtual=2)
    assert st.vsource == "box"
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32", (Y, False): "c33"})
    set_gems(st, 0, (1, 1, 1, 1))
    set_gems(st, 1, (1, 1, 1, 1))
    box = list(st.box)
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    assert st.box == box
    check_invariants(st)


def test_two_virtual_on_a_one_card_colour_keep_it_and_go_on(monkeypatch):
    fix_virtual(monkeypatch, [R, R, Y, Y])
    st = scenario(2, virtual=2)
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32"})
    set_gems(st, 0, (2, 2, 2, 2))
    set_gems(st, 1, (2, 2, 2, 2))
    st.apply(0, Bid("green"))
    st.apply(1, Bid("green"))
    assert st.auction[R * 2] == "c31" and st.vactive == [True, True]


def test_two_virtual_on_a_two_card_colour_discard_both(monkeypatch):
    fix_virtual(monkeypatch, [R, R])
    st = scenario(2, virtual=2)
    auction(st, {(B, False): "c30", (R, False): "c31", (R, True): "c32"})
    set_gems(st, 0, (2, 2, 2, 2))
    set_gems(st, 1, (2, 2, 2, 2))
    st.apply(0, Bid("blue"))
    st.apply(1, BidPass())
    assert "c31" in st.discard and "c32" in st.discard and st.vactive == [False, False]


def test_virtual_option_limits():
    from rules.core.errors import TableroError

    with pytest.raises(TableroError):
        scenario(3, virtual=2)
    assert scenario(1).v == 1 and scenario(1, virtual=3).v == 3


# -- the virtual opponent draws before the real bids go back (REGLAS EN SOLITARIO) ----------
# "Después de efectuar su propia puja, el jugador tendrá que coger una de las gemas de la
# reserva general y, sin mirarla, la usará como la puja del oponente virtual." The player's
# bid is still in the closed hand when the virtual gem is drawn: the virtual opponent draws
# from the reserve as it stands, and can never draw the gem a player bid.
def _reserve_only(st, counts):
    """Leave exactly ``counts`` gems in the reserve (the rest to the box)."""
    for c in range(4):
        st.box[c] += st.reserve[c] - counts[c]
        st.reserve[c] = counts[c]
    st.touch()


def test_solo_empty_reserve_the_virtual_has_no_gem_and_the_player_takes_the_card():
    """Empty reserve, the player bids blue on a one-card colour: no virtual gem to draw
    (ruling V-17: "When the source is empty the virtual opponent does not bid"), so the
    player takes the card; before, the virtual drew the player's own blue and tied."""
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    set_gems(st, 0, (1, 1, 1, 1))
    _reserve_only(st, (0, 0, 0, 0))
    st.apply(0, Bid("blue"))
    assert st.vbids == [None] and st.last_bids[1] == (None,)
    assert "c30" in st.hands[0] and st.status[0] == "won" and st.auction_no == 1
    assert st.reserve == [1, 0, 0, 0] and "c31" not in st.discard  # the bid back; c31 stays
    check_invariants(st)


def test_solo_reserve_of_red_only_never_ties_on_blue():
    """A reserve holding only red gems: the virtual bid is always red, never the
    player's blue (before, 16 of 40 seeds tied on blue)."""
    base = scenario(1)
    auction(base, {(B, False): "c30", (R, False): "c31"})
    set_gems(base, 0, (1, 1, 1, 1))
    _reserve_only(base, (0, 3, 0, 0))
    for seed in range(40):
        st = base.clone()
        st.rng.seed(seed)
        st.apply(0, Bid("blue"))
        assert st.vbids == [R], seed
        assert "c30" in st.hands[0] and "c31" in st.discard, seed


def test_two_players_and_a_virtual_with_empty_reserve_keep_their_cards():
    """The 2-3 player variant follows the same procedure ("de acuerdo con las reglas
    mencionadas anteriormente"): with an empty reserve the virtual opponent has no gem,
    and cannot draw seat 1's red once it is returned."""
    st = scenario(2, virtual=1)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    set_gems(st, 0, (1, 1, 1, 1))
    set_gems(st, 1, (1, 1, 1, 1))
    _reserve_only(st, (0, 0, 0, 0))
    st.apply(0, Bid("blue"))
    st.apply(1, Bid("red"))
    assert st.vbids == [None]
    assert "c30" in st.hands[0] and "c31" in st.hands[1]
    assert st.reserve == [1, 1, 0, 0]
    check_invariants(st)


class _Pick:
    """A stand-in rng whose ``randrange(total)`` returns ``pick`` and records ``total``."""

    def __init__(self, pick):
        self.pick, self.totals = pick, []

    def randrange(self, total):
        self.totals.append(total)
        return self.pick


def test_a_tie_on_the_players_colour_is_as_likely_as_the_reserve_says():
    """A reserve of 8 with 2 blue, the player bids blue: the virtual draws among those 8
    (a tie in 2 of 8), not among 9 with the player's blue back in (3 in 9)."""
    base = scenario(1)
    auction(base, {(B, False): "c30", (R, False): "c31", (G, False): "c32", (Y, False): "c33"})
    set_gems(base, 0, (1, 1, 1, 1))
    _reserve_only(base, (2, 2, 2, 2))
    ties = 0
    for pick in range(8):
        st = base.clone()
        st.rng = _Pick(pick)
        st.apply(0, Bid("blue"))
        assert st.rng.totals == [8]
        ties += st.vbids[0] == B
        assert (st.auction_no == 2) == (st.vbids[0] == B)
    assert ties == 2


# -- V-18: no virtual bid without a real one ------------------------------------------------
def test_solo_pass_draws_no_virtual_gem():
    """ "Después de efectuar su propia puja" the virtual gem is drawn; a player who passes
    "no pujará con ninguna de sus gemas": no bid, so no virtual bid. The reserve keeps
    every gem for the player's pass gems and no card is discarded (ruling V-18)."""
    st = scenario(1)
    auction(st, {(B, False): "c30", (R, False): "c31", (G, False): "c32", (Y, False): "c33"})
    set_gems(st, 0, (1, 1, 1, 1))
    reserve, box = list(st.reserve), list(st.box)
    st.apply(0, BidPass())
    assert st.box == box and st.reserve == reserve
    assert st.vbids == [None]
    assert not [e for e in st.events if e.key == "virrey.virtual_discard"]
    assert st.tasks[-1] == ("gems", 0, 3)
    check_invariants(st)


def test_virtual_opponents_do_not_bid_when_every_real_player_passes():
    st = scenario(2, virtual=1)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    reserve, box = list(st.reserve), list(st.box)
    st.apply(0, BidPass())
    st.apply(1, BidPass())
    assert st.box == box and st.reserve == reserve and st.vbids == [None]
    assert st.auction[B * 2] == "c30" and st.auction[R * 2] == "c31"


# -- V-9: an attack only at the start of the auction phase ------------------------------------
def test_attack_only_in_the_first_auction():
    """ "el jugador robará una carta al principio de la fase de subasta, antes que ningún
    otro jugador": after a tie in the first auction, the second one takes no attack."""
    st = scenario(2)
    auction(st, {(B, False): "c30", (R, False): "c31"})
    st.attack[0] = 1
    st.supply.pools[1] -= 1
    set_gems(st, 0, (2, 0, 0, 0))
    set_gems(st, 1, (2, 0, 0, 0))
    assert BidAttack() in st.legal(0)
    st.apply(0, Bid("blue"))
    st.apply(1, Bid("blue"))
    assert st.auction_no == 2
    assert BidAttack() not in st.legal(0)
    with pytest.raises(IllegalAction, match="first auction"):
        st.apply(0, BidAttack())
