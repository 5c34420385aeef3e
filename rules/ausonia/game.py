"""Ausonia's entry in the game registry.

Playable: its rules, AI (docs/balance.md, Ausonia's bars) and client table (client/ausonia).
The rulebook prints no variant, so there is no option.
"""

from __future__ import annotations

from rules.ausonia.cards import GAME, card_set
from rules.ausonia.state import AusoniaState
from rules.core.game import Config, Game, register


@register
class Ausonia(Game):
    id = GAME
    name = {"es": "Ausonia", "en": "Ausonia"}
    min_players = 2
    max_players = 4
    rulebook = "ausonia.md"
    state_class = AusoniaState
    playable = True
    options = ()

    def _new_state(self, config: Config) -> AusoniaState:
        return AusoniaState(config, card_set())
