"""Card schemas: the fields a kind of card has, their types, and how they are checked.

A schema is a dict ``field name -> Field``. ``check_card`` returns the problems
of one card as (field, message) pairs; the loader adds file, line and card id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

LANGUAGES = ("es", "en")
INT_MAX = 9999  # a whole number without its own ``max``: no rule counts or loops further


@dataclass(frozen=True)
class Field:
    """One field of a card.

    ``kind`` is one of: ``str``, ``int``, ``bool``, ``text`` (a dict with a string
    per language), ``enum`` (one of ``choices``), ``ref`` (the id of a card of the
    collection ``ref``), ``effect`` (a handler name registered for the game),
    ``list`` (of ``item`` fields, with ``length`` or ``min_len``/``max_len``),
    ``colour`` ("#rrggbb"), ``mapping`` (a mapping whose keys are the names in
    ``fields``, each checked by its own Field; keys whose Field is not required may be
    left out) and ``any`` (any value; ``check`` does the validation).
    """

    kind: str
    required: bool = True
    choices: tuple = ()
    min: int | None = None
    max: int | None = None
    ref: str = ""
    item: Field | None = None
    length: int | None = None
    unique: bool = False
    check: Callable[[Any, dict], str | None] | None = None  # extra rule: message or None
    fields: tuple = ()  # for ``mapping``: (name, Field) pairs


def _type_name(value: Any) -> str:
    if value is None:
        return "nothing"
    return {
        bool: "true/false",
        int: "a whole number",
        float: "a decimal number",
        str: "text",
        list: "a list",
        dict: "a mapping",
    }.get(type(value), type(value).__name__)


def check_value(field: Field, value: Any, ctx: CheckContext) -> str | None:
    """Return a problem message for ``value`` or None if it fits ``field``."""
    k = field.kind
    if k == "str":
        return None if isinstance(value, str) and value.strip() else f"must be non-empty text, not {_type_name(value)}"
    if k == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            return f"must be a whole number, not {_type_name(value)}"
        if field.min is not None and value < field.min:
            return f"must be at least {field.min}, not {value}"
        top = INT_MAX if field.max is None else field.max
        if value > top:
            return f"must be at most {top}, not {value}"
        return None
    if k == "bool":
        return None if isinstance(value, bool) else f"must be true or false, not {_type_name(value)}"
    if k == "colour":
        ok = isinstance(value, str) and len(value) == 7 and value[0] == "#"
        try:
            ok = ok and int(value[1:], 16) >= 0
        except ValueError:
            ok = False
        return None if ok else f'must be a colour like "#a0b1c2", not {value!r}'
    if k == "text":
        if not isinstance(value, dict):
            return f"must be a mapping with {' and '.join(LANGUAGES)} text, not {_type_name(value)}"
        missing = [lang for lang in LANGUAGES if lang not in value]
        if missing:
            return f"is missing the {', '.join(missing)} text"
        extra = [str(lang) for lang in value if lang not in LANGUAGES]
        if extra:
            return f"has unknown language(s) {', '.join(extra)}"
        bad = [lang for lang in LANGUAGES if not (isinstance(value[lang], str) and value[lang].strip())]
        return f"has empty or non-text {', '.join(bad)} text" if bad else None
    if k == "enum":
        return None if value in field.choices else f"must be one of {', '.join(map(str, field.choices))}, not {value!r}"
    if k == "ref":
        if not isinstance(value, str):
            return f"must be the id of a {field.ref} card, not {_type_name(value)}"
        return None if ctx.has(field.ref, value) else f"names unknown {field.ref} id {value!r}"
    if k == "effect":
        if not isinstance(value, str):
            return f"must be an effect name, not {_type_name(value)}"
        return None if ctx.has_effect(value) else f"unknown effect name {value!r}"
    if k == "list":
        if not isinstance(value, list):
            return f"must be a list, not {_type_name(value)}"
        if field.length is not None and len(value) != field.length:
            return f"must have exactly {field.length} items, not {len(value)}"
        if field.min is not None and len(value) < field.min:
            return f"must have at least {field.min} items"
        if field.max is not None and len(value) > field.max:
            return f"must have at most {field.max} items"
        for i, item in enumerate(value):
            msg = check_value(field.item, item, ctx)  # type: ignore[arg-type]  # a list field has its item
            if msg:
                return f"item {i + 1} {msg}"
        if field.unique and len(set(map(repr, value))) != len(value):
            return "must not repeat an item"
        return None
    if k == "mapping":
        if not isinstance(value, dict):
            return f"must be a mapping, not {_type_name(value)}"
        known = dict(field.fields)
        extra = [str(key) for key in value if key not in known]
        if extra:
            return f"has unknown key(s) {', '.join(extra)}"
        present = []
        for name, sub in field.fields:
            if name not in value or value[name] is None:
                if sub.required:
                    return f"is missing {name!r}"
                continue
            msg = check_value(sub, value[name], ctx)
            if msg:
                return f"{name} {msg}"
            present.append((name, sub))
        # the extra rules look at the other keys too: only once every key has its type
        for name, sub in present:
            msg = ctx.guard(sub.check, value[name], value) if sub.check is not None else None
            if msg:
                return f"{name} {msg}"
        return None
    if k == "any":
        return None
    raise ValueError(f"unknown field kind {k!r}")


class CheckContext:
    """What cross-references are checked against: known ids and effect names."""

    def __init__(self, ids: dict[str, set[str]], effects: set[str], guard=None):
        self.ids, self.effects = ids, effects
        self.guard = guard or (lambda call, *args: call(*args))

    def has(self, collection: str, card_id: str) -> bool:
        return card_id in self.ids.get(collection, set())

    def has_effect(self, name: str) -> bool:
        return name in self.effects


def check_card(schema: dict[str, Field], card: dict, ctx: CheckContext) -> list[tuple[str, str]]:
    """Every field's type and bounds, then (only for a card whose fields all have their
    types, since they look across fields) each field's extra ``check``."""
    problems = []
    for key in card:
        if key not in schema:
            problems.append((str(key), "unknown key"))
    typed = []
    for name, field in schema.items():
        if name not in card or card[name] is None:
            if field.required:
                problems.append((name, "missing field"))
            continue
        msg = check_value(field, card[name], ctx)
        if msg:
            problems.append((name, msg))
        elif field.check is not None:
            typed.append((name, field))
    if problems:
        return problems
    for name, field in typed:
        msg = ctx.guard(field.check, card[name], card)
        if msg:
            problems.append((name, msg))
    return problems
