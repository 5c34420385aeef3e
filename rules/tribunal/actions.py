"""Grand Tribunal's actions, one small decision each (a composite turn is a sequence of them).

Setup ("Preparación"): ``Draw`` one card from a deck (``items``, ``spells`` or
``resources``), three per player, from the dealer's right (T-3).
Praeco: ``PraecoVote`` three times, on three different spaces (not an action).
A turn ("Orden del Turno"), any order:
- free: ``ToSanctum`` (a card from the hand, face down), ``Activate`` (a card whose advance
  is paid), ``Install`` (an active Spell on an active Item with a free slot);
- the actions ("Acciones"), two different ones: ``Vote`` (a space of the vote register),
  ``Take`` (a face-up Item or Spell by its id, or ``items``/``spells`` for the top of a
  deck, blind), ``Advance`` (one vis on one card; the advance goes on with more ``Advance``
  and ends with ``Done`` or when no more vis may go on), ``Cast`` (a Spell from an Item;
  its effect's decisions follow, then ``KeepSpell``), ``DrawResource`` (double),
  ``PlayResource`` (its effect's decisions follow), ``Extract``, ``Gather`` (double;
  ``uncontested`` or ``contested``: then each other seat in turn order decides ``Join``);
- ``EndTurn``, then ``Discard`` down to the hand limit.
Effects' decisions: ``Advance`` (a free vis), ``Vote`` / ``Unvote`` (a space), ``Take``,
``Draw`` (a deck), ``Target`` (a seat) and ``Done`` (stop where an effect allows).
``to`` is ``"sanctum"`` or, with the hand-or-Sanctum variant, ``"hand"``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action, action

#: The ten spaces of the vote register: the six item types, then the four spell categories.
ITEM_TYPES = ("orbs", "potions", "scrolls", "staffs", "talismans", "wands")
SPELL_CATEGORIES = ("alchemical", "elemental", "runic", "healing")
SPACES = ITEM_TYPES + SPELL_CATEGORIES
DECKS = ("items", "spells", "resources")
SOURCES = ("uncontested", "contested")


@action("tribunal_draw")
@dataclass(frozen=True, slots=True)
class Draw(Action):
    deck: str  # items, spells, resources


@action("tribunal_praeco_vote")
@dataclass(frozen=True, slots=True)
class PraecoVote(Action):
    space: str


@action("tribunal_to_sanctum")
@dataclass(frozen=True, slots=True)
class ToSanctum(Action):
    card: str


@action("tribunal_activate")
@dataclass(frozen=True, slots=True)
class Activate(Action):
    card: str


@action("tribunal_install")
@dataclass(frozen=True, slots=True)
class Install(Action):
    spell: str
    item: str


@action("tribunal_vote")
@dataclass(frozen=True, slots=True)
class Vote(Action):
    space: str


@action("tribunal_unvote")
@dataclass(frozen=True, slots=True)
class Unvote(Action):
    space: str


@action("tribunal_take")
@dataclass(frozen=True, slots=True)
class Take(Action):
    card: str  # a face-up card's id, or "items" / "spells": the top of that deck, blind
    to: str  # sanctum, or hand (hand-or-Sanctum variant)


@action("tribunal_advance")
@dataclass(frozen=True, slots=True)
class Advance(Action):
    card: str


@action("tribunal_done")
@dataclass(frozen=True, slots=True)
class Done(Action):
    pass


@action("tribunal_cast")
@dataclass(frozen=True, slots=True)
class Cast(Action):
    item: str
    spell: str


@action("tribunal_keep_spell")
@dataclass(frozen=True, slots=True)
class KeepSpell(Action):
    keep: bool  # pay 2 vis to keep the cast Spell, inactive, in the Library


@action("tribunal_draw_resource")
@dataclass(frozen=True, slots=True)
class DrawResource(Action):
    to: str


@action("tribunal_play_resource")
@dataclass(frozen=True, slots=True)
class PlayResource(Action):
    card: str


@action("tribunal_extract")
@dataclass(frozen=True, slots=True)
class Extract(Action):
    pass


@action("tribunal_gather")
@dataclass(frozen=True, slots=True)
class Gather(Action):
    source: str  # uncontested, contested


@action("tribunal_join")
@dataclass(frozen=True, slots=True)
class Join(Action):
    join: bool  # roll for the contested source too, paying 2 vis to the gatherer


@action("tribunal_target")
@dataclass(frozen=True, slots=True)
class Target(Action):
    seat: int


@action("tribunal_end_turn")
@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    pass


@action("tribunal_discard")
@dataclass(frozen=True, slots=True)
class Discard(Action):
    card: str


class Interned(dict):
    """``Interned(Vote)[space]`` is ``Vote(space)``, built once (legal lists hand out the same
    immutable objects each time; equal either way)."""

    __slots__ = ("cls",)

    def __init__(self, cls):
        super().__init__()
        self.cls = cls

    def __missing__(self, key):
        made = self[key] = self.cls(*key) if isinstance(key, tuple) else self.cls(key)
        return made


DRAW, PRAECO_VOTE, TO_SANCTUM, ACTIVATE, VOTE, UNVOTE, ADVANCE = (
    Interned(Draw),
    Interned(PraecoVote),
    Interned(ToSanctum),
    Interned(Activate),
    Interned(Vote),
    Interned(Unvote),
    Interned(Advance),
)
INSTALL, TAKE, CAST, PLAY_RESOURCE, DISCARD, TARGET = (
    Interned(Install),
    Interned(Take),
    Interned(Cast),
    Interned(PlayResource),
    Interned(Discard),
    Interned(Target),
)
DONE, EXTRACT, END_TURN = Done(), Extract(), EndTurn()
KEEP, DROP = KeepSpell(True), KeepSpell(False)
JOIN, PASS = Join(True), Join(False)
GATHER = {s: Gather(s) for s in SOURCES}
DRAW_RESOURCE = {t: DrawResource(t) for t in ("sanctum", "hand")}
