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


class Reason(str):
    """Words for a person, as a message key with parameters that a client translates
    (``reason.<key>`` in its strings) and, being a ``str``, as the English words (what
    the command line prints and the log keeps). A parameter may be a Reason itself, or a
    list of them (written joined by "; ").

    Raise an error with one, ``SaveError(Reason(...))``: ``str(err)`` is the English words
    and ``err.args[0]`` the Reason (:func:`reason_of`).

        >>> r = Reason("in_file", "{name}: {reason}", name="a.json", reason=Reason("not_utf8", "not UTF-8 text"))
        >>> str(r), r.key, r.params["reason"].key
        ('a.json: not UTF-8 text', 'in_file', 'not_utf8')
    """

    key: str
    params: dict

    def __new__(cls, key: str, english: str, /, **params):
        shown = {k: "; ".join(v) if isinstance(v, (list, tuple)) else v for k, v in params.items()}
        self = super().__new__(cls, english.format(**shown))
        self.key, self.params = key, params
        return self

    def __reduce__(self):
        return _reason, (self.key, str(self), self.params)


def _reason(key: str, english: str, params: dict) -> Reason:
    r = str.__new__(Reason, english)
    r.key, r.params = key, params
    return r


def reason_of(err: BaseException | str) -> Reason | str:
    """The Reason an error was raised with (or the string given), else its words."""
    if isinstance(err, str):
        return err
    first = err.args[0] if len(err.args) == 1 else None
    return first if isinstance(first, Reason) else str(err)
