"""What Spells and Resources do: each effect name of the card data is a handler here.

``start(st, seat, amount, deck)`` does what needs no decision and returns True when the
effect goes on with decisions of ``seat`` (step ``effect``: ``legal_effect`` and
``do_effect``); ``Done`` ends an effect early (every amount is "up to", T-12). "Draw"
always means the top card of the named deck, into the hand (T-11).
"""

from __future__ import annotations

from rules.cards import effect
from rules.tribunal.actions import (
    ADVANCE,
    DONE,
    DRAW,
    TAKE,
    TARGET,
    UNVOTE,
    VOTE,
    Advance,
    Draw,
    Take,
    Target,
    Unvote,
    Vote,
)

GAME = "tribunal"
DECK_EFFECTS = ("draw",)  # the effects that name a deck
NO_AMOUNT: tuple[str, ...] = ()  # every effect has its amount (take_face_up: how many cards)


def check_params(name, card) -> str | None:
    """The problem with a card's effect parameters, or None (an unknown name is the loader's)."""
    if name in DECK_EFFECTS and "deck" not in card:
        return f"{name} needs the deck it draws from (deck: items, spells or resources)"
    if name not in DECK_EFFECTS and "deck" in card:
        return f"{name} draws from no deck: remove 'deck'"
    if name not in NO_AMOUNT and "amount" not in card:
        return f"{name} needs an amount"
    return None


def _decide(name):
    """Effects resolved by decisions: they only set the effect under way."""

    def start(st, seat, amount, deck):
        return True

    effect(GAME, name)(start)
    return start


@effect(GAME, "gain_vis")
def gain_vis(st, seat, amount, deck):
    st.gain(seat, amount, "effect")
    return False


@effect(GAME, "tithe")
def tithe(st, seat, amount, deck):
    st.gain(seat, amount, "effect")
    for s in st.others(seat):
        st.gain(s, 1, "effect_others")
    return False


@effect(GAME, "draw")
def draw(st, seat, amount, deck):
    for _ in range(amount):
        st.draw_to_hand(seat, deck)
    return False


for _name in ("draw_any", "advance", "vote", "unvote", "drain", "take_face_up"):
    _decide(_name)


def legal_effect(st, seat) -> list:
    name = st.effect
    out: list = []
    if name == "draw_any":
        out = [DRAW[d] for d in st.cards.decks if st.deck[d]]
    elif name == "advance":
        if st.regio > 0:
            out = [ADVANCE[c] for c in st.unfinished(seat)]
    elif name == "vote":
        if st.concilium > 0:
            out = [VOTE[s] for s in st.cards.spaces]
    elif name == "unvote":
        out = [UNVOTE[s] for s, v in zip(st.cards.spaces, st.votes) if v]
    elif name == "drain":
        out = [TARGET[s] for s in st.others(seat) if st.store[s] > 0]
    elif name == "take_face_up":
        out = [TAKE[(c, to)] for d in ("items", "spells") for c in st.row[d] for to in st.destinations()]
    out.append(DONE)
    return out


def do_effect(st, seat, act) -> None:
    if act is DONE or act == DONE:
        st.finish_effect(seat)
        return
    cls = act.__class__
    if cls is Draw:
        st.draw_to_hand(seat, act.deck)
    elif cls is Advance:
        st.regio -= 1
        st.put_vis(seat, act.card, free=True)
    elif cls is Vote:
        st.place_vote(seat, act.space, "tribunal.vote")
    elif cls is Unvote:
        i = st.cards.spaces.index(act.space)
        st.votes[i] -= 1
        st.concilium += 1
        st.log("tribunal.unvote", seat=seat, space=act.space)
    elif cls is Target:
        paid = min(st.effect_left, st.store[act.seat])
        st.store[act.seat] -= paid
        st.store[seat] += paid
        st.log("tribunal.drain", seat=seat, target=act.seat, vis=paid)
        st.effect_left = 1  # one target: the effect ends
    elif cls is Take:
        st.take_card(seat, act.card, act.to)
    st.effect_left -= 1
    if st.effect_left <= 0 or legal_effect(st, seat) == [DONE]:
        st.finish_effect(seat)
