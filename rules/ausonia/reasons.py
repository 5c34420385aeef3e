"""Why an action is not legal now: a reason a person can read (``IllegalAction``)."""

from __future__ import annotations

from rules.ausonia.actions import (
    Activate,
    BreakSeal,
    BuildFountain,
    Buy,
    Discard,
    Done,
    EndTurn,
    Foresee,
    Manipulate,
    Play,
    Raise,
    Seal,
    Target,
)
from rules.ausonia.gems import pays
from rules.core.errors import IllegalAction

STEP_WORDS = {
    "end_discard": "discard cards from the hand or say done (end phase)",
    "discard": "choose the cards to discard (Descartar)",
    "target": "choose an opponent",
    "foresee": "place each card Previsión revealed",
    "manipulate": "choose the cards of the discard pile for Manipulación, or say done",
    "raise": "choose the cards for Levantar, or say done",
    "seal": "choose the card to seal, or say done",
}


def _name(st, card) -> str:
    cards = st.cards.cards
    if isinstance(card, int) and 0 <= card < len(cards):
        return f"{cards[card].name['en']} (#{card})"
    return f"card #{card}"


def _reason(st, seat: int, act) -> str:
    if st.phase == "over":
        return "the game is over"
    if seat not in st.to_act():
        return f"it is not seat {seat}'s turn to decide"
    cls = act.__class__
    step = st.step
    if step is not None:
        return f"first {STEP_WORDS[step]}"
    cards = st.cards.cards
    card = getattr(act, "card", None)
    if cls is Play:
        return f"{_name(st, card)} is not in your hand"
    if cls is Buy:
        if card not in st.offer and not (st.power and st.power[-1] == card):
            return f"{_name(st, card)} is neither in the offer row nor the power deck's top card"
        cost = cards[card].cost
        if len(act.pay) != 4 or not pays(act.pay, cost):
            return f"that payment does not pay the cost of {_name(st, card)} exactly"
        return "you do not have those unspent gems"
    if cls is Activate:
        mine = card in st.play[seat] or card in st.hand[seat]
        if not mine or not 0 <= act.ability < len(cards[card].abilities):
            return f"{_name(st, card)} has no such ability in your play area"
        if (card, act.ability) in st.used:
            return "each ability can be used only once per turn"
        ab = cards[card].abilities[act.ability]
        if ab.cost is None:
            if not st.unlocked(card, ab):
                return "the ability's condition is not met this turn (and a card cannot meet its own)"
            return "pay nothing for a condition ability"
        if card not in st.play[seat]:
            return "play the card before paying for its ability"
        if len(act.pay) != 4 or not pays(act.pay, ab.cost):
            return "that payment does not pay the ability's cost exactly"
        return "you do not have those unspent gems"
    if cls is BreakSeal:
        if card in st.sealed_now:
            return "a seal can be broken only in a later turn"
        return f"{_name(st, card)} is not in your seal area"
    if cls is BuildFountain:
        raised = st.raised[seat]
        if act.star not in raised or act.foundation not in raised or act.star == act.foundation:
            return "a fountain needs two cards of your raise area not yet part of a fountain"
        return f"{_name(st, act.star)} is not a star-marked gem card"
    if cls in (Target, Discard, Foresee, Manipulate, Raise, Seal, Done):
        return "nothing asks that now"
    if cls is EndTurn:
        return "the turn cannot end now"
    return f"{type(act).__name__} is not an action of Ausonia"


def why(st, seat: int, act) -> IllegalAction:
    return IllegalAction(_reason(st, seat, act))
