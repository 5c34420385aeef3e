"""Errors of the rules package. All subclass ValueError (python-chess style)."""


class TableroError(ValueError):
    """Base class for every error that a person should read."""


class IllegalAction(TableroError):
    """An action that is not legal now. ``str(err)`` is a readable reason."""


class SeatError(IllegalAction):
    """Something that is not a seat of the game where a seat is expected (``view(7)`` in a
    three-seat game, ``apply(True, ...)``). An IllegalAction, so that whoever refuses an
    action refuses this too; raised by :meth:`rules.core.state.State.check_seat`."""


class ActionDecodeError(TableroError):
    """A JSON action that is unknown or malformed."""


class SaveError(TableroError):
    """A save file that cannot be loaded: corrupt, truncated, tampered or foreign."""


class CardDataError(TableroError):
    """Invalid card data. ``problems`` holds one readable line per error."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


class PositionError(TableroError):
    """A position that cannot be read or cannot be: ``str(err)`` names the field (a path
    such as ``sanctum[1].laboratory[0].vis``) and what is wrong with it."""

    def __init__(self, path: str, problem: str):
        self.path, self.problem = path, problem
        super().__init__(f"{path}: {problem}" if path else problem)
