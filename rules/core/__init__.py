"""The rules protocol shared by every game: see shared DESIGN.md, "The rules protocol"."""

from rules.core.actions import Action, action, decode, encode
from rules.core.errors import ActionDecodeError, CardDataError, IllegalAction, SaveError, TableroError
from rules.core.game import COMING, Config, Game, Option, all_games, get_game, register
from rules.core.match import Match, Seat, Step
from rules.core.state import Event, Score, State

__all__ = [
    "Action",
    "action",
    "decode",
    "encode",
    "ActionDecodeError",
    "CardDataError",
    "IllegalAction",
    "SaveError",
    "TableroError",
    "COMING",
    "Config",
    "Game",
    "Option",
    "all_games",
    "get_game",
    "register",
    "Match",
    "Seat",
    "Step",
    "Event",
    "Score",
    "State",
]
