"""Ausonia's entry in the game registry.

Not yet playable in the client (``playable = False``): rules and table (client/ausonia) are
built, but the normal AI does not yet beat greedy (docs/balance.md, Ausonia's bars); the
menu lists the game as coming until every bar of DESIGN.md's definition of done holds.
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
