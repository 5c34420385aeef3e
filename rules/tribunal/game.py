"""Grand Tribunal's entry in the game registry: playable, with its rules, AI and client
table (client/tribunal); the main menu lists it among the games to play.
"""

from __future__ import annotations

from rules.core.game import Config, Game, Option, register
from rules.tribunal.cards import GAME, card_set
from rules.tribunal.state import TribunalState


def _opt(oid, es, en, help_es, help_en):
    return Option(oid, False, {"es": es, "en": en}, {"es": help_es, "en": help_en})


@register
class GrandTribunal(Game):
    id = GAME
    name = {"es": "Grand Tribunal", "en": "Grand Tribunal"}
    min_players = 3
    max_players = 5
    rulebook = "tribunal.md"
    state_class = TribunalState
    playable = True
    options = (
        _opt(
            "double_advance",
            "Doble de acciones de avance",
            "Double advance actions",
            "La acción de avanzar Ítems y Hechizos puede usarse dos veces por turno en vez de una.",
            "The advance action may be taken twice a turn instead of once.",
        ),
        _opt(
            "hand_or_sanctum",
            "Elección de mano/Sanctum",
            "Hand or Sanctum",
            "Al robar Ítems, Hechizos o Recursos, cada jugador elige si van a su mano o directamente a su Sanctum.",
            "Items, Spells and Resources taken go to the hand or straight to the Sanctum, as the player chooses.",
        ),
        _opt(
            "secret_cards",
            "Cartas secretas",
            "Secret cards",
            "Una carta que va directamente al Sanctum se coloca boca abajo, aunque venga de las boca arriba.",
            "A card that goes straight to the Sanctum goes face down, even one taken from the face-up row.",
        ),
        _opt(
            "cheap_resources",
            "Recursos baratos",
            "Cheap resources",
            "Jugar una carta de Recurso es una acción libre.",
            "Playing a Resource card is a free action.",
        ),
        _opt(
            "fast_rotation",
            "Rotación rápida",
            "Fast rotation",
            "Una carta cuyo avance se completa se activa al instante y su vis vuelve al Regio.",
            "A card whose advance is paid turns active at once and its vis goes back to the Regio.",
        ),
    )

    def _new_state(self, config: Config) -> TribunalState:
        return TribunalState(config, card_set())
