"""Ausonia's actions, one small decision each (a composite turn is a sequence of them).

Cards are named by their physical number (``int``, an index into
``CardSet.cards``: two copies of one design are two numbers). Gems are counted in the
order of :data:`GEMS` (sapphire, emerald, sanguine, rainbow): a payment ``pay`` is the
number of gems of each kind taken from the turn's unspent gems (ruling A-8).

1. Fase de acción (the active seat, in any order):
   ``Play`` a card from hand into the play area; ``Buy`` the offer-row card or the power
   deck's top card (Adquisitivo, ruling A-6), paying its cost in full; ``Activate`` an
   ability of a card (paid with ``pay``, or a condition ability once unlocked, ``pay``
   all zeros); ``BreakSeal`` a card sealed in an earlier turn; ``BuildFountain`` from two
   raise-area cards (ruling A-2); ``EndTurn`` to pass to the end phase.
   An ability's keywords resolve in order; those that ask something go on with:
   ``Target`` (Corrupción, Descartar: an opponent), ``Discard`` (Descartar: asked of the
   opponent, one card of its hand at a time), ``Manipulate`` (a discard-pile card onto the
   draw pile), ``Foresee`` (a revealed card back on top, ``top`` true, or to the discard
   pile), ``Raise`` (a card of hand or discard pile to the raise area), ``Seal`` (another
   played favour card to the seal area) and ``Done`` (stop an "up to X" keyword early).
2. Fase de fin de turno: ``Discard`` any cards of one's hand, then ``Done`` (draw up to 6).
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action, action

GEMS = ("sapphire", "emerald", "sanguine", "rainbow")


@action("ausonia_play")
@dataclass(frozen=True, slots=True)
class Play(Action):
    card: int


@action("ausonia_buy")
@dataclass(frozen=True, slots=True)
class Buy(Action):
    card: int  # an offer-row card or the power deck's top card
    pay: tuple[int, ...]  # gems spent, per GEMS


@action("ausonia_activate")
@dataclass(frozen=True, slots=True)
class Activate(Action):
    card: int
    ability: int  # index into the card's abilities
    pay: tuple[int, ...]  # gems spent, per GEMS (all zeros for a condition ability)


@action("ausonia_target")
@dataclass(frozen=True, slots=True)
class Target(Action):
    seat: int  # the opponent of Corrupción or Descartar


@action("ausonia_discard")
@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: int  # from one's own hand (Descartar, or the end phase)


@action("ausonia_manipulate")
@dataclass(frozen=True, slots=True)
class Manipulate(Action):
    card: int  # from one's discard pile onto the draw pile (it becomes the top card)


@action("ausonia_foresee")
@dataclass(frozen=True, slots=True)
class Foresee(Action):
    card: int  # a card revealed by Previsión
    top: bool  # True: back on top of the draw pile (the last put back is the top card); False: discarded


@action("ausonia_raise")
@dataclass(frozen=True, slots=True)
class Raise(Action):
    card: int  # from one's hand or discard pile, face down to the raise area


@action("ausonia_seal")
@dataclass(frozen=True, slots=True)
class Seal(Action):
    card: int  # another favour card of one's play area, to the seal area


@action("ausonia_done")
@dataclass(frozen=True, slots=True)
class Done(Action):
    pass


@action("ausonia_break_seal")
@dataclass(frozen=True, slots=True)
class BreakSeal(Action):
    card: int  # a card of one's seal area, sealed in an earlier turn, back into the play area


@action("ausonia_build")
@dataclass(frozen=True, slots=True)
class BuildFountain(Action):
    star: int  # a star-marked gem card of the raise area, face up on ...
    foundation: int  # ... another raise-area card not yet part of a fountain


@action("ausonia_end_turn")
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


class Interned(dict):
    """``Interned(Play)[card]`` is ``Play(card)``, built once (actions compare by value)."""

    __slots__ = ("cls",)

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        made = self[key] = self.cls(key)
        return made


class InternedPair(dict):
    """``InternedPair(Buy)[card, pay]`` is ``Buy(card, pay)``, built once (the turn's legal
    actions are listed again at every decision, in play and in the search's simulations)."""

    __slots__ = ("cls",)

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        made = self[key] = self.cls(*key)
        return made


BUY, ACTIVATE = InternedPair(Buy), InternedPair(Activate)
PLAY, TARGET, DISCARD, MANIPULATE, RAISE, SEAL, BREAK_SEAL = (
    Interned(Play),
    Interned(Target),
    Interned(Discard),
    Interned(Manipulate),
    Interned(Raise),
    Interned(Seal),
    Interned(BreakSeal),
)
DONE, END_TURN = Done(), EndTurn()
