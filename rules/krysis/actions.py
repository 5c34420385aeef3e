"""Krysis's actions, one small decision each (a composite turn is a sequence of them).

Setup (options): ``SetAside`` (advanced game), ``ChooseHand`` (tactical play).
1. Minería: ``Bid`` one crystal from home into the sealed bid (``Unbid`` takes one back
   before sealing), ``SealBid``; then, in bid
   order, ``Descend`` to a chamber, ``TakeGoods`` (a group where "?" splits them) and
   ``KeepRelic`` (one of the two drawn per relic symbol).
2. Equipos: ``Pick`` one agent, three sealed rounds.
3. Acción: ``Activate`` a relic, ``Special`` (an agent's special action, advanced game),
   then ``Load``, ``Raid`` or ``Overtime``; a load or raid goes on with ``Take`` (one
   good: a colour, or a relic id of one's own camp), ``StealRelics`` (announce how many
   face-down relics to take at random) and ends with ``Carry`` (home, bank or camp).
   Special actions go on with ``Target`` (a seat), ``Take`` (Espía: a relic) and
   ``Convert`` (Alquimista).
4. Fin de ronda: ``Draw`` an agent from the fighter or transporter deck.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action, action


@action("krysis_set_aside")
@dataclass(frozen=True, slots=True)
class SetAside(Action):
    agent: str


@action("krysis_choose_hand")
@dataclass(frozen=True, slots=True)
class ChooseHand(Action):
    agent: str


@action("krysis_bid")
@dataclass(frozen=True, slots=True)
class Bid(Action):
    colour: str


@action("krysis_unbid")
@dataclass(frozen=True, slots=True)
class Unbid(Action):
    colour: str  # a crystal of the bid, back home (before the bid is sealed)


@action("krysis_seal_bid")
@dataclass(frozen=True, slots=True)
class SealBid(Action):
    pass


@action("krysis_descend")
@dataclass(frozen=True, slots=True)
class Descend(Action):
    chamber: int  # 0-3, from the back (I) to the front of the level


@action("krysis_take_goods")
@dataclass(frozen=True, slots=True)
class TakeGoods(Action):
    group: int


@action("krysis_keep_relic")
@dataclass(frozen=True, slots=True)
class KeepRelic(Action):
    relic: str


@action("krysis_pick")
@dataclass(frozen=True, slots=True)
class Pick(Action):
    agent: str


@action("krysis_activate")
@dataclass(frozen=True, slots=True)
class Activate(Action):
    relic: str


@action("krysis_special")
@dataclass(frozen=True, slots=True)
class Special(Action):
    agent: str


@action("krysis_load")
@dataclass(frozen=True, slots=True)
class Load(Action):
    pass


@action("krysis_raid")
@dataclass(frozen=True, slots=True)
class Raid(Action):
    target: int


@action("krysis_overtime")
@dataclass(frozen=True, slots=True)
class Overtime(Action):
    red: int
    blue: int
    white: int


@action("krysis_take")
@dataclass(frozen=True, slots=True)
class Take(Action):
    good: str  # red, blue, white, or the id of a relic


@action("krysis_steal_relics")
@dataclass(frozen=True, slots=True)
class StealRelics(Action):
    count: int


@action("krysis_carry")
@dataclass(frozen=True, slots=True)
class Carry(Action):
    to: str  # home, bank, camp


@action("krysis_target")
@dataclass(frozen=True, slots=True)
class Target(Action):
    seat: int


@action("krysis_convert")
@dataclass(frozen=True, slots=True)
class Convert(Action):
    colour: str  # white (to blue) or blue (to red)
    count: int


@action("krysis_draw")
@dataclass(frozen=True, slots=True)
class Draw(Action):
    deck: str  # fighter or transporter


# -- shared instances for the legal lists of the hot path ---------------------------------
# Actions are immutable and compare by value, so ``legal()`` may hand out the same object
# each time instead of building a new dataclass per call (a speed-up only: equal either way).


class Interned(dict):
    """``Interned(Pick)[agent]`` is ``Pick(agent)``, built once; for one-field actions."""

    __slots__ = ("cls",)

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        made = self[key] = self.cls(key)
        return made


UNBID = Interned(Unbid)
SET_ASIDE, CHOOSE_HAND, BID, DESCEND, TAKE_GOODS, KEEP_RELIC, PICK = (
    Interned(SetAside),
    Interned(ChooseHand),
    Interned(Bid),
    Interned(Descend),
    Interned(TakeGoods),
    Interned(KeepRelic),
    Interned(Pick),
)
ACTIVATE, SPECIAL, RAID, TAKE, STEAL_RELICS, CARRY, TARGET, DRAW = (
    Interned(Activate),
    Interned(Special),
    Interned(Raid),
    Interned(Take),
    Interned(StealRelics),
    Interned(Carry),
    Interned(Target),
    Interned(Draw),
)
SEAL_BID, LOAD = SealBid(), Load()
