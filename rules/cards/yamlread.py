"""Reading one card YAML file into plain Python, every refusal at a line, never a hang.

Card files are read with PyYAML's safe loader, composed node by node so that every value
keeps its line. On top of what YAML itself refuses, card data is bounded:

- a file of at most :data:`MAX_BYTES`, nesting at most :data:`MAX_DEPTH` levels deep and
  expanding to at most :data:`MAX_VALUES` values: aliases (``*name``) are read, but a few
  nested ones expand to billions of values (an alias bomb, or an alias inside itself);
- text of at most :data:`MAX_TEXT` characters with no control, zero-width or unassigned
  character but the newline (a NUL crashed drawing, and a word the font draws as nothing
  is refused by pygame: :func:`text_problem`);
- only plain values: text, whole numbers, decimals, true/false and nothing (a ``!!binary``
  or unknown ``!tag`` is refused).

Every problem is a line ``file:line: [card 'id': field 'name': ]message``.

    >>> node = compose_text("a: 1\\nb: [x, y]\\n", "f.yaml", [])
    >>> to_plain(node, Where("f.yaml"), [])
    {'a': 1, 'b': ['x', 'y']}
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

MAX_BYTES = 1 << 20  # a card file; the largest shipped one is under 25 KB
MAX_DEPTH = 16  # nesting of mappings and lists; the shipped data goes 6 deep
MAX_VALUES = 50_000  # values after aliases are expanded; the largest shipped file has ~6,000
MAX_TEXT = 2000  # characters in one text; the longest shipped one has 257
_PLAIN_TYPES = (str, int, float, bool, type(None))


class _CardComposer(yaml.SafeLoader):
    """The safe loader's composer, refusing deep nesting as it goes."""

    def __init__(self, stream):
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent, index):
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise yaml.composer.ComposerError(
                    None, None, f"nested more than {MAX_DEPTH} levels deep", self.peek_event().start_mark
                )
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1


class Budget:
    """How many more values one file may expand to. An alias (``*name``) repeats a whole
    anchored value, so a few nested ones expand to billions (an alias bomb): the file is
    refused once it passes :data:`MAX_VALUES`, after a bounded amount of work."""

    def __init__(self, limit: int = MAX_VALUES):
        self.left = limit
        self.spent = False
        self.loader = yaml.SafeLoader("")  # builds each scalar once, however often it is repeated

    def take(self, node: yaml.Node, where: Where, problems: list) -> bool:
        self.left -= 1
        if self.left >= 0:
            return True
        if not self.spent:
            self.spent = True
            problems.append(
                f"{where.file}:{node.start_mark.line + 1}: the file expands to more than "
                f"{MAX_VALUES} values (aliases repeating aliases?); card data may not"
            )
        return False


@dataclass(frozen=True)
class Where:
    """Where a value sits: the file, and the card and field when known."""

    file: str
    card: str | None = None
    field: str | None = None

    def at(self, line: int) -> str:
        out = f"{self.file}:{line}: "
        if self.card is not None:
            out += f"card {self.card!r}: "
        if self.field is not None:
            out += f"field {self.field!r}: "
        return out


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, max(0, index)) + 1


def _yaml_problem(err: yaml.YAMLError, text: str, where: str) -> str:
    """``file:line: not valid YAML: ...``, at the line where the broken thing starts."""
    if isinstance(err, yaml.reader.ReaderError):
        return (
            f"{where}:{_line_of(text, err.position)}: not valid YAML: character "
            f"U+{err.character:04X} "
            "is not allowed in card data"
        )
    problem = getattr(err, "problem", None) or str(err)
    mark = getattr(err, "problem_mark", None)
    context, context_mark = getattr(err, "context", None), getattr(err, "context_mark", None)
    # an unclosed quote or bracket is noticed lines later: name the line where it opens
    opens = context_mark is not None and context and ("quoted" in context or "flow" in context)
    line_mark = context_mark if opens else (mark or context_mark)
    line = f":{line_mark.line + 1}" if line_mark is not None else ""
    detail = problem
    quoted = None if opens or mark is None else _runaway_quote(text, mark.index)
    if quoted is not None and mark is not None:
        line = f":{quoted + 1}"
        detail = (
            f"a quoted text opens here and runs on to line {mark.line + 1}, where {problem} (a closing quote missing?)"
        )
    elif opens:
        detail = f"{context} (opened here) {problem}" + (f" at line {mark.line + 1}" if mark else "")
    elif context and context_mark is not None and mark is not None and context_mark.line != mark.line:
        detail = f"{problem} ({context} at line {context_mark.line + 1})"
    return f"{where}{line}: not valid YAML: {detail}"


def missing_file(path: Path) -> str:
    return f"{path}:1: no such file; the game's card set needs it"


def _runaway_quote(text: str, upto: int) -> int | None:
    """The 0-based line where the last quoted text before ``upto`` opens, if it runs over
    several lines: an unclosed quote swallows the lines after it until the next quote."""
    found = None
    try:
        for token in yaml.scan(text, Loader=yaml.SafeLoader):
            if token.start_mark.index >= upto:
                break
            if isinstance(token, yaml.ScalarToken):
                multi = token.style in ('"', "'") and token.end_mark.line > token.start_mark.line
                found = token.start_mark.line if multi else None
    except yaml.YAMLError:
        pass
    return found


def read_text(path: Path, problems: list) -> str | None:
    """The file's text, or None with a problem (missing, too large, not UTF-8)."""
    where = str(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            problems.append(f"{where}:1: the file has {size} bytes, card data may have at most {MAX_BYTES}")
            return None
        data = path.read_bytes()
    except FileNotFoundError:
        problems.append(missing_file(path))
        return None
    except OSError as err:
        problems.append(f"{where}: cannot read: {err.strerror or err}")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        problems.append(f"{where}:{line}: not UTF-8 text (byte {data[err.start]:#04x})")
        return None


def compose_text(text: str, where: str, problems: list) -> yaml.Node | None:
    """The YAML node tree of ``text`` (None for an empty document), or None with a problem."""
    loader = None
    try:  # the reader checks the characters as the loader is made
        loader = _CardComposer(text)
        return loader.get_single_node()
    except yaml.YAMLError as err:
        problems.append(_yaml_problem(err, text, where))
        return None
    finally:
        if loader is not None:
            loader.dispose()


# control, format (zero-width, bidi), surrogate, private, unassigned, line/paragraph separator
_UNSHOWN = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))
_MARKS = frozenset(("Mn", "Mc", "Me"))


def text_problem(value: str) -> str | None:
    """Why ``value`` cannot be card text, or None. The font draws nothing for a control or
    zero-width character, and refuses to draw a word made of nothing (a lone combining mark)."""
    if len(value) > MAX_TEXT:
        return f"text of {len(value)} characters, card data allows at most {MAX_TEXT}"
    for i, ch in enumerate(value):
        category = unicodedata.category(ch)
        if ch != "\n" and (category in _UNSHOWN or ch == "\ufffc"):
            return f"text holds the character U+{ord(ch):04X}, which cannot be shown (control or invisible)"
        if category in _MARKS and (i == 0 or value[i - 1].isspace()):
            return f"text holds the combining mark U+{ord(ch):04X} with no letter before it"
    return None


def scalar(node: yaml.ScalarNode, where: Where, problems: list, loader: yaml.SafeLoader | None = None) -> Any:
    """The plain value of a scalar node; problems (and None) for what card data refuses."""
    loader = loader or yaml.SafeLoader("")
    try:
        value = loader.construct_object(node, deep=True)
    except (yaml.YAMLError, ValueError, TypeError, OverflowError) as err:
        problems.append(
            f"{where.at(node.start_mark.line + 1)}cannot read the value {node.value[:40]!r}: "
            f"{getattr(err, 'problem', None) or err}"
        )
        return None
    if not isinstance(value, _PLAIN_TYPES):
        problems.append(
            f"{where.at(node.start_mark.line + 1)}a {type(value).__name__} value "
            f"({node.tag}) is not allowed in card data"
        )
        return None
    if isinstance(value, str):
        msg = text_problem(value)
        if msg:
            problems.append(f"{where.at(node.start_mark.line + 1)}{msg}")
            return None
    return value


def to_plain(node: yaml.Node, where: Where, problems: list, budget: Budget | None = None, depth: int = 0) -> Any:
    """A composed node as plain Python; keys must be text or numbers and not repeat."""
    budget = budget or Budget()
    if not budget.take(node, where, problems):
        return None
    if depth > MAX_DEPTH:
        problems.append(
            f"{where.at(node.start_mark.line + 1)}nested more than {MAX_DEPTH} levels deep (an alias inside itself?)"
        )
        budget.left = min(budget.left, 0)  # once is enough
        budget.spent = True
        return None
    if isinstance(node, yaml.MappingNode):
        out: dict = {}
        for key_node, value_node in node.value:
            key = scalar(key_node, where, problems, budget.loader) if isinstance(key_node, yaml.ScalarNode) else None
            line = key_node.start_mark.line + 1
            if isinstance(key, bool) or not isinstance(key, (str, int)):
                problems.append(f"{where.at(line)}a key must be text, not {key_node.value!r}"[:300])
                continue
            if key in out:
                problems.append(f"{where.at(line)}duplicate key {key!r}")
            out[key] = to_plain(value_node, where, problems, budget, depth + 1)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [to_plain(n, where, problems, budget, depth + 1) for n in node.value]
    assert isinstance(node, yaml.ScalarNode)  # neither mapping nor sequence
    return scalar(node, where, problems, budget.loader)
