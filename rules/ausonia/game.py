"""Ausonia's entry in the game registry.

Not yet playable in the client (``playable = False``): the rules are complete and the
table (client/ausonia) is built beside them; the lead flips it when the table lands.
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
    playable = False
    options = ()

    def _new_state(self, config: Config) -> AusoniaState:
        return AusoniaState(config, card_set())
