"""Virrey's entry in the game registry.

Not yet listed by ``rules.load_all_games()`` (the client table comes later): import
``rules.virrey`` to register it.
"""

from __future__ import annotations

from rules.core.game import Config, Game, Option, register
from rules.virrey.cards import GAME, card_set
from rules.virrey.state import VirreyState


@register
class Virrey(Game):
    id = GAME
    name = {"es": "Virrey", "en": "Virrey (Viceroy)"}
    min_players = 1
    max_players = 4
    rulebook = "virrey.md"
    state_class = VirreyState
    options = (
        Option(
            "virtual",
            0,
            {"es": "Oponentes virtuales", "en": "Virtual opponents"},
            {
                "es": "Oponentes que solo pujan en la subasta (una gema al azar). En solitario "
                "hay siempre al menos uno; en total no más de cuatro jugadores.",
                "en": "Opponents that only bid in the auction (a gem drawn blind). Solo games "
                "always have at least one; at most four players in all.",
            },
        ),
    )

    def _new_state(self, config: Config) -> VirreyState:
        return VirreyState(config, card_set())
