"""OpenSpiel's ISMCTS bot as a tablero player: the arena's ``openspiel`` kind.

The bot is ``open_spiel.python.algorithms.ismcts.ISMCTSBot`` as published, with a
random-rollout evaluator (``open_spiel.python.algorithms.mcts.RandomRolloutEvaluator``),
changed in one point only: it searches for a wall time per decision (``seconds``)
rather than a number of simulations, so that it gets the same time as the tablero kind
it plays against (see ``rules.ai.arena.peer_seconds``).

Like every tablero AI it sees only ``view(seat)``: each decision starts from a
determinization of the view (the game's search hook ``determinize(view, rng)``), wrapped
as an OpenSpiel state; the bot's own samples come from ``resample_from_infostate`` (the
game's ``resample``), seeded from the player's rng, so a seeded arena is reproducible.

    >>> import random
    >>> from rules.core.game import Config, get_game
    >>> state = get_game("imperio").new_state(Config(players=3, seed=2))
    >>> player = OpenSpielPlayer("imperio", 3, {}, seconds=0.2, seed=1)
    >>> player.choose(state.view(0), state.legal(0), random.Random(5)) in state.legal(0)
    True
"""

from __future__ import annotations

import math
import random
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

from rules.ai.ismcts import hooks_for
from rules.openspiel.game import TableroState, short_name

UCT_C = math.sqrt(2)  # UCB1's constant, for returns in [0, 1]


class TimedISMCTSBot(ismcts.ISMCTSBot):
    """OpenSpiel's ISMCTS, run for ``seconds`` of wall time per decision instead of a fixed
    number of simulations (at least two: the first only expands the root)."""

    def __init__(self, game, evaluator, uct_c: float, seconds: float, random_state=None, **kwargs):
        super().__init__(game, evaluator, uct_c, max_simulations=1, random_state=random_state, **kwargs)
        self.seconds = seconds
        self.simulations = 0  # of the last search

    def run_search(self, state):
        # ISMCTSBot.run_search, with a deadline in place of range(max_simulations).
        deadline = time.perf_counter() + self.seconds
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            self.simulations = 0
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        root_key = self.get_state_key(state)
        done = 0
        while done < 2 or time.perf_counter() < deadline:
            sampled = self.sample_root_state(state)
            assert root_key == self.get_state_key(sampled)
            self.run_simulation(sampled)
            done += 1
        self.simulations = done
        if self._allow_inconsistent_action_sets:
            node = self.filter_illegals(self._root_node, state.legal_actions())
            return self.get_final_policy(state, node)
        return self.get_final_policy(state, self._root_node)


class OpenSpielPlayer:
    """A tablero AI seat played by OpenSpiel's ISMCTS (``seconds`` per decision)."""

    def __init__(self, game_id: str, players: int, options: dict, seconds: float, seed: int = 0, uct_c: float = UCT_C):
        self.game_id = game_id
        self.game = pyspiel.load_game(short_name(game_id), {"players": players, **(options or {})})
        self.codec = self.game.codec
        self.determinize = hooks_for(game_id).determinize
        self.rng = random.Random(seed)
        np_state = np.random.RandomState(seed % (1 << 32))
        self.bot = TimedISMCTSBot(
            self.game, mcts.RandomRolloutEvaluator(1, np_state), uct_c, seconds, random_state=np_state
        )
        # The bot's default sampler is not seeded by its random_state: sample from ours.
        self.bot.set_resampler(lambda s, p: s.resample_from_infostate(p, self.rng.random))

    def choose(self, view, legal: list, rng: random.Random):
        """The bot's action for ``view.seat`` (one of ``legal``)."""
        if len(legal) == 1:
            return legal[0]
        self.rng.seed(rng.getrandbits(64))
        state = self.determinize(view, self.rng)
        seat = view.seat
        # A sealed step where seats before this one still have to choose: they choose
        # first, at random (their choices are hidden from this seat either way).
        while state.to_act() and state.to_act()[0] != seat:
            other = state.to_act()[0]
            moves = state.legal(other)
            state.apply(other, moves[int(self.rng.random() * len(moves))])
        act = self.codec.action(int(self.bot.step(TableroState.wrap(self.game, state))))
        if act not in legal:
            raise RuntimeError(f"OpenSpiel's ISMCTS chose {act}, not legal for seat {seat}")
        return act
