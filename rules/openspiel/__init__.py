"""Every tablero game as an OpenSpiel game (the optional ``research`` extra).

Importing this package registers each game of the tablero registry with OpenSpiel
as ``tablero_<id>`` (``tablero_imperio``, ``tablero_virrey``, ...), so that
OpenSpiel's tools and algorithms run on them::

    >>> import pyspiel, rules.openspiel
    >>> game = pyspiel.load_game("tablero_imperio", {"players": 3})
    >>> state = game.new_initial_state()
    >>> state.is_chance_node()      # the root draws the game's seed
    True

The adapter is generic (:mod:`rules.openspiel.game`): it reads only the rules protocol
(``to_act``, ``legal``, ``apply``, ``view``, ``clone``, ``resample``, ``scores``,
``winners``) and the actions' stable JSON, so a game registered later plugs in with no
code of its own. :mod:`rules.openspiel.bot` holds OpenSpiel's ISMCTS bot as an arena
player (the ``openspiel`` kind of ``python -m rules.arena``).

Nothing in the app or the packaged build imports this package; it needs ``open-spiel``
(``pip install -e '.[research]'``).
"""

from rules.openspiel.game import (
    ACTION_IDS,
    ActionCodec,
    TableroGame,
    TableroState,
    codec_for,
    register_games,
    short_name,
)

register_games()

__all__ = ["ACTION_IDS", "ActionCodec", "TableroGame", "TableroState", "codec_for", "register_games", "short_name"]
