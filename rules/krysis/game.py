"""Krysis's entry in the game registry.

Playable: the rules are complete and the client draws its table (client/krysis), so the
menu, selftest and benches list it with the other games.
"""

from __future__ import annotations

from rules.core.game import Config, Game, Option, register
from rules.krysis.cards import GAME, card_set
from rules.krysis.state import KrysisState


@register
class Krysis(Game):
    id = GAME
    name = {"es": "Krysis", "en": "Krysis"}
    min_players = 2
    max_players = 4
    rulebook = "krysis.md"
    state_class = KrysisState
    playable = True
    options = (
        Option(
            "advanced",
            False,
            {"es": "Juego avanzado con agentes especiales", "en": "Advanced game with special agents"},
            {
                "es": "Cada jugador aparta en secreto 6 de sus 24 agentes (2 de cada número de "
                "estrellas); los agentes especiales hacen una acción especial obligatoria.",
                "en": "Each player secretly sets aside 6 of their 24 agents (2 of each star "
                "rating); special agents perform a mandatory special action.",
            },
        ),
        Option(
            "tactical",
            False,
            {"es": "Juego más táctico", "en": "More tactical play"},
            {
                "es": "Cada jugador empieza con 9 agentes elegidos en la mano y roba hasta 9.",
                "en": "Each player starts with 9 chosen agents in hand and draws back to 9.",
            },
        ),
        Option(
            "speed",
            False,
            {"es": "Krysis rápido", "en": "Speed Krysis"},
            {"es": "La partida dura 3 rondas en lugar de 5.", "en": "The game lasts 3 rounds instead of 5."},
        ),
    )

    def _new_state(self, config: Config) -> KrysisState:
        return KrysisState(config, card_set())
