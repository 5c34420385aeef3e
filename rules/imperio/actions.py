"""El Viejo Imperio's decisions: play a monarch, or declare one as Elector."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action, action


@action("imperio.play")
@dataclass(frozen=True, slots=True)
class Play(Action):
    """Play a monarch card onto the round (face down in round 1, face up after)."""

    card: str


@action("imperio.elector")
@dataclass(frozen=True, slots=True)
class DeclareElector(Action):
    """Declare "Elector": swap the event's first symbol, remove the card, play another."""

    card: str
