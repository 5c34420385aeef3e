"""Actions: frozen, slotted dataclasses with a stable JSON form.

Every game declares its actions with :func:`action`::

    >>> from dataclasses import dataclass
    >>> @action("demo_play")
    ... @dataclass(frozen=True, slots=True)
    ... class DemoPlay(Action):
    ...     card: str
    >>> encode(DemoPlay("otto_i"))
    {'type': 'demo_play', 'card': 'otto_i'}
    >>> decode({'type': 'demo_play', 'card': 'otto_i'})
    DemoPlay(card='otto_i')

Field types allowed: ``str``, ``int``, ``bool`` and ``None`` defaults, tuples of those.
"""

from __future__ import annotations

import dataclasses
import typing
from typing import Any

from rules.core.errors import ActionDecodeError

_REGISTRY: dict[str, type[Action]] = {}


class Action:
    """Base class of every action. Subclasses are frozen slotted dataclasses."""

    __slots__ = ()
    type_name: typing.ClassVar[str] = ""
    _json_fields: typing.ClassVar[tuple[tuple[str, Any], ...]] = ()  # (name, type hint), set by @action

    def to_json(self) -> dict:
        return encode(self)


def action(type_name: str):
    """Class decorator registering an action class under its JSON ``type``."""

    def register(cls):
        if type_name in _REGISTRY and _REGISTRY[type_name] is not cls:
            raise ValueError(f"action type {type_name!r} registered twice")
        cls.type_name = type_name
        hints = typing.get_type_hints(cls)
        cls._json_fields = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
        _REGISTRY[type_name] = cls
        return cls

    return register


def encode(act: Action) -> dict:
    """The JSON form of an action: ``{"type": ..., field: value, ...}``."""
    out: dict[str, Any] = {"type": act.type_name}
    for name, _ in act._json_fields:
        value = getattr(act, name)
        out[name] = list(value) if isinstance(value, tuple) else value
    return out


def _check(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin is typing.Union or str(origin) == "<class 'types.UnionType'>":
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        hint = next(o for o in options if o is not type(None))
        origin = typing.get_origin(hint)
    if origin is tuple:
        if not isinstance(value, list):
            raise ActionDecodeError(f"{where} must be a list")
        (item,) = typing.get_args(hint)[:1]
        return tuple(_check(v, item, where) for v in value)
    if hint is bool:
        if not isinstance(value, bool):
            raise ActionDecodeError(f"{where} must be true or false")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ActionDecodeError(f"{where} must be a whole number")
        return value
    if hint is str:
        if not isinstance(value, str):
            raise ActionDecodeError(f"{where} must be a string")
        return value
    raise ActionDecodeError(f"{where} has an unsupported type")


def decode(data: Any) -> Action:
    """Rebuild an action from its JSON form; raise ActionDecodeError if unknown or malformed."""
    if not isinstance(data, dict):
        raise ActionDecodeError(f"an action must be a JSON object, not {type(data).__name__}")
    type_name = data.get("type")
    cls = _REGISTRY.get(type_name) if isinstance(type_name, str) else None
    if cls is None:
        raise ActionDecodeError(f"unknown action type {type_name!r}")
    names = {name for name, _ in cls._json_fields}
    extra = set(data) - names - {"type"}
    if extra:
        raise ActionDecodeError(f"action {type_name!r} has unknown field(s): {', '.join(sorted(extra))}")
    kwargs = {}
    for name, hint in cls._json_fields:
        if name not in data:
            raise ActionDecodeError(f"action {type_name!r} is missing field {name!r}")
        kwargs[name] = _check(data[name], hint, f"field {name!r} of action {type_name!r}")
    return cls(**kwargs)
