"""El Viejo Imperio's entry in the game registry."""

from __future__ import annotations

from rules.core.game import Config, Game, Option, register
from rules.imperio.cards import GAME, card_set
from rules.imperio.state import ImperioState


@register
class Imperio(Game):
    id = GAME
    name = {"es": "El Viejo Imperio", "en": "El Viejo Imperio (The Old Empire)"}
    min_players = 3
    max_players = 5
    rulebook = "imperio.md"
    state_class = ImperioState
    options = (
        Option(
            "grand",
            False,
            {"es": "La gran partida", "en": "La gran partida (the long game)"},
            {
                "es": "Se juegan nuevas manos de once sucesos hasta que queden menos de once.",
                "en": "Further deals of eleven events until fewer than eleven remain.",
            },
        ),
    )

    def _new_state(self, config: Config) -> ImperioState:
        return ImperioState(config, card_set())
