"""Every interface string exists in both languages, and every key the client uses exists.

* Each ``assets/i18n/<name>es.yaml`` has a matching ``<name>en.yaml`` with exactly the same
  keys (and the same ``{placeholders}``). A value may be a plain string or a plural mapping
  with ``one``/``other`` forms; either counts as present.
* Every key the code under ``client/`` passes to a translation call (``t("...")``,
  ``ui.t(...)``, ``self.t(...)``, ``t.ui.t(...)``: any call of a function or method named
  ``t``) is found by reading the source (ast) and must exist in both languages:
  - a literal string, both branches of ``a if c else b``, and a variable assigned (or looped
    over) in the same function are checked as they stand;
  - an f-string whose placeholders are pinned by an enclosing ``if x in ("a", "b")`` (or
    ``x == "a"``) is checked for each of those values;
  - any other f-string or ``"prefix." + x`` must be listed in ``DYNAMIC`` below, which says
    where the values come from and enumerates them from that source (the rules' constants,
    the card schema, the AI levels...), or in ``PROBES`` when the code falls back to another
    string when the key is missing. A new dynamic key that is in neither list fails.
"""

from __future__ import annotations

import ast
import random
import re
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest
import yaml

import rules
from client.scenes.results import category
from client.ui import ANIM_SPEEDS, UI, Settings
from rules.core.game import Config, get_game, registered_games

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"
CLIENT = ROOT / "client"
LANGS = ("es", "en")
PLURAL_KEYS = {"one", "other", "count"}

rules.load_all_games()


# -- the string files ------------------------------------------------------------
def pairs() -> list[tuple[Path, Path]]:
    """(es file, en file) for every Spanish file: ``es.yaml``, ``imperio.es.yaml``..."""
    out = []
    for es in sorted(I18N.glob("*es.yaml")):
        out.append((es, es.with_name(es.name[: -len("es.yaml")] + "en.yaml")))
    return out


def read(path: Path) -> dict:
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    assert isinstance(data, dict), f"{path.name}: not a mapping of keys to strings"
    return {str(k): v for k, v in data.items()}


def forms(value) -> list[str] | None:
    """The texts of a value: [string], or the ``one``/``other`` forms of a plural mapping (which
    may also name its counting parameter under ``count``, see ``client.ui.plural_form``);
    None if it is neither."""
    if isinstance(value, str):
        return [value]
    if (
        isinstance(value, dict)
        and {"one", "other"} <= set(value) <= PLURAL_KEYS
        and all(isinstance(v, str) for v in value.values())
    ):
        return [v for k, v in value.items() if k != "count"]
    return None


def counting(value) -> str | None:
    """The parameter a plural counts by (``n`` unless it names another); None for a string."""
    return value.get("count", "n") if isinstance(value, dict) else None


def placeholders(value) -> set[str]:
    return {m for text in forms(value) or [] for m in re.findall(r"\{(\w+)[^{}]*\}", text)}


STRINGS = {lang: {} for lang in LANGS}
for _es, _en in pairs():
    if _en.is_file():
        STRINGS["es"].update(read(_es))
        STRINGS["en"].update(read(_en))


def present(key: str) -> list[str]:
    """The languages that lack ``key``."""
    return [lang for lang in LANGS if key not in STRINGS[lang]]


def test_every_spanish_file_has_an_english_twin_and_back():
    spanish = {p.name[: -len("es.yaml")] for p in I18N.glob("*es.yaml")}
    english = {p.name[: -len("en.yaml")] for p in I18N.glob("*en.yaml")}
    assert spanish, "no string files found"
    assert spanish == english, f"files in one language only: {sorted(spanish ^ english)}"


@pytest.mark.parametrize("es,en", pairs(), ids=lambda p: p.name)
def test_both_languages_have_the_same_keys(es, en):
    a, b = read(es), read(en)
    assert not sorted(set(a) - set(b)), f"{en.name} lacks {sorted(set(a) - set(b))}"
    assert not sorted(set(b) - set(a)), f"{es.name} lacks {sorted(set(b) - set(a))}"


@pytest.mark.parametrize("es,en", pairs(), ids=lambda p: p.name)
def test_every_value_is_a_string_or_plural_forms_with_the_same_placeholders(es, en):
    a, b = read(es), read(en)
    bad = [f"{p.name}: {k}" for p, d in ((es, a), (en, b)) for k, v in d.items() if forms(v) is None]
    assert not bad, f"values that are neither a string nor one/other forms: {bad}"
    differ = [k for k in a if k in b and placeholders(a[k]) != placeholders(b[k])]
    counts = [
        k for k in a if k in b and None not in (counting(a[k]), counting(b[k])) and counting(a[k]) != counting(b[k])
    ]
    assert not counts, f"plurals counted by different parameters in es and en: {counts}"
    assert not differ, "placeholders differ between languages: " + "; ".join(
        f"{k}: {sorted(placeholders(a[k]))} vs {sorted(placeholders(b[k]))}" for k in differ
    )


def test_a_plural_mapping_counts_as_present():
    assert forms({"one": "{n} gema", "other": "{n} gemas"}) == ["{n} gema", "{n} gemas"]
    assert placeholders({"one": "una gema", "other": "{n} gemas"}) == {"n"}
    setup = {"count": "players", "one": "con {players} jugador", "other": "con {players} jugadores"}
    assert forms(setup) == ["con {players} jugador", "con {players} jugadores"]
    assert counting(setup) == "players" and counting({"one": "a", "other": "b"}) == "n"
    assert forms({"one": "x"}) is None and forms({"uno": "x", "other": "y"}) is None and forms(3) is None
    plural = {"one": "{n} card", "other": "{n} cards"}
    STRINGS["en"]["test.only_plural"] = plural
    try:
        assert "en" not in present("test.only_plural")
    finally:
        del STRINGS["en"]["test.only_plural"]


# -- where dynamic keys come from ---------------------------------------------------
def _virrey():
    from rules.virrey import auction, development, laws, pyramid, rewards, scoring, state, tokens

    return auction, development, laws, pyramid, rewards, scoring, state, tokens


def _schema_choices(game: str, kind: str, field: str) -> tuple[str, ...]:
    from rules.cards.loader import _COLLECTIONS

    return tuple(_COLLECTIONS[(game, kind)].schema[field].choices)


def _colours():
    return _virrey()[7].COLOURS


def _token_kinds():
    # The kinds ``VirreyState.give_tokens`` receives and logs as "virrey.tokens"/"attack_tokens":
    # the token rewards of a character row (development.py) and of the token laws (laws.py).
    kinds = ("magic", "science", "defense", "attack")
    assert set(kinds) <= set(_virrey()[4].REWARDS), "token kinds are reward names"
    return kinds


def _bid_kinds():
    auction = _virrey()[0]
    # a sealed bid as the view shows it: ("bid", colour), PASS_BID, ATTACK_BID; "none" = no bid
    return tuple(sorted({b[0] for b in auction.BIDS + (auction.PASS_BID, auction.ATTACK_BID)})) + ("none",)


def _dev_choice_kinds():
    # development.py: a sealed choice is ("play", card), ("discard", card) or PASS_CHOICE
    return ("play", "discard", _virrey()[1].PASS_CHOICE[0])


def _ausonia_cards():
    return __import__("rules.ausonia.cards", fromlist=["KEYWORDS"])


def _reason_keys() -> set[str]:
    """Every reason the code gives (``Reason("key", ...)`` in rules/ and client/, and the
    system's refusals ``os.<NAME>``): ``UI.reason`` shows ``reason.<key>``."""
    from rules.core.files import OS_REASONS

    keys = {f"os.{name}" for name in OS_REASONS}
    for folder in ("rules", "client"):
        for path in (ROOT / folder).rglob("*.py"):
            keys |= set(re.findall(r'Reason\(\s*"([\w.]+)"', path.read_text(encoding="utf-8")))
    return keys


DYNAMIC: dict[str, Callable[[], Iterable[str]]] = {
    # why a file cannot be used, a save refused (issue 39: every reason translated)
    "reason.": _reason_keys,
    # El Viejo Imperio
    "imperio.crit.": lambda: __import__("rules.imperio.cards", fromlist=["CRITERIA"]).CRITERIA,
    "imperio.zoom.hero_": lambda: _schema_choices("imperio", "events", "hero"),
    "imperio.help.crit.": lambda: __import__("rules.imperio.cards", fromlist=["CRITERIA"]).CRITERIA,
    "imperio.help.m_hero_": lambda: _schema_choices("imperio", "events", "hero"),
    "imperio.res.crit.": lambda: __import__("rules.imperio.cards", fromlist=["CRITERIA"]).CRITERIA,
    # app shell
    "settings.anim_": lambda: ANIM_SPEEDS,
    "level.": lambda: __import__("rules.ai", fromlist=["LEVELS"]).LEVELS,
    "setup.level.": lambda: __import__("rules.ai", fromlist=["LEVELS"]).LEVELS,
    # Virrey
    "virrey.score.": lambda: _virrey()[5].CATEGORIES,
    "virrey.timing.": lambda: _virrey()[2].TIMINGS,
    "virrey.colour.": _colours,
    "virrey.colour_title.": _colours,
    "virrey.gems1.": _colours,
    "virrey.gemsn.": _colours,
    "virrey.token.": _token_kinds,
    "virrey.bid.": _bid_kinds,
    "virrey.log.choice_": _dev_choice_kinds,
    "virrey.chosen_": lambda: _dev_choice_kinds()[:2],  # the choices that carry a card
    "virrey.deck.": lambda: tuple(_virrey()[6].A.draw),  # the Draw actions' decks
    "virrey.btn.deck_": lambda: tuple(_virrey()[6].A.draw),
    # the four piles panels.py labels: big, small, law deck, discard
    "virrey.deck_short.": lambda: ("big", "small", "laws", "discard"),
    "virrey.section.": lambda: _virrey()[3].SECTION_NAMES,
    "virrey.reward.": lambda: tuple(_virrey()[4].REWARDS),
    # Krysis (client/krysis/log.py): "2 cristales azules", one key per crystal colour
    "krysis.crystals.": lambda: __import__("rules.krysis.goods", fromlist=["COLOURS"]).COLOURS,
    # Ausonia (client/ausonia): the gems, guilds and keywords of the card schema
    "ausonia.gem.": lambda: __import__("rules.ausonia.actions", fromlist=["GEMS"]).GEMS,
    "ausonia.guild.": lambda: __import__("rules.ausonia.cards", fromlist=["GUILDS"]).GUILDS,
    "ausonia.kw.": lambda: (*_ausonia_cards().KEYWORDS, _ausonia_cards().ACQUISITIVE),
    "ausonia.kwhelp.": lambda: _ausonia_cards().KEYWORDS,  # the zoom explains a card's keywords
}

# Keys tried with a fallback when missing (checked by the category test below instead).
PROBES = {
    "f'{game_id}.score.{cat}'": "results.category: a game's own name for a score category",
    "f'score.{cat}'": "results.category: the shared name of a category",
    "f'score.{m.group(1)}'": "results.category: a numbered category such as deal_2",
    "f'{self.match.game.id}.table.scores'": "table scene: a game's own score panel title",
    "f'{self.game.id}.level.{kind}'": "setup scene: a game's own words for an AI level",
    "f'{self.game.id}.level.hard_record'": "setup scene: how hard fared against the references, where measured",
    "f'{gid}.results.tiebreak'": "results scene: a game's own tie-break rule, else the shared note",
    "self.NOT_NOW": "client.table_parts: each table's own key (test_every_tables_not_now_key_exists)",
}


def test_every_tables_not_now_key_exists():
    """``GameParts.NOT_NOW``, said for a drop while the viewer has nothing to decide: each
    table's own key, in both languages."""
    from client.table_parts import GameParts

    tables = [c for c in _subclasses(GameParts) if c.NOT_NOW]
    assert tables, "no table names its NOT_NOW"
    assert not [(c.__name__, c.NOT_NOW, present(c.NOT_NOW)) for c in tables if present(c.NOT_NOW)]


def _subclasses(cls) -> list:
    import importlib

    from client.games import TABLES

    for package in TABLES.values():
        importlib.import_module(package + ".table")
    out = []
    for sub in cls.__subclasses__():
        out += [sub, *_subclasses(sub)]
    return out


# -- reading the client's source ------------------------------------------------------
class Use:
    def __init__(self, where: str, kind: str, key: str, src: str = "", keys: tuple = ()):
        self.where, self.kind, self.key, self.src, self.keys = where, kind, key, src, keys

    def __repr__(self):
        return f"{self.where}: {self.kind} {self.src or self.key}"


def _guards(node: ast.AST, parents: dict) -> dict[str, list[str]]:
    """``{expression source: values}`` pinned by the ``if``s whose *body* holds ``node``."""
    out: dict[str, list[str]] = {}
    child, parent = node, parents.get(node)
    while parent is not None:
        test = None
        if isinstance(parent, ast.If) and child in parent.body:
            test = parent.test
        elif isinstance(parent, ast.IfExp) and child is parent.body:
            test = parent.test
        if test is not None:
            tests = test.values if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) else [test]
            for c in tests:
                if not (isinstance(c, ast.Compare) and len(c.ops) == 1):
                    continue
                right = c.comparators[0]
                if (
                    isinstance(c.ops[0], ast.In)
                    and isinstance(right, (ast.Tuple, ast.List, ast.Set))
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in right.elts)
                ):
                    out.setdefault(ast.unparse(c.left), [e.value for e in right.elts])
                elif isinstance(c.ops[0], ast.Eq) and isinstance(right, ast.Constant) and isinstance(right.value, str):
                    out.setdefault(ast.unparse(c.left), [right.value])
        child, parent = parent, parents.get(parent)
    return out


def _pinned(expr: ast.AST, guards: dict[str, list[str]]) -> list[str] | None:
    """The values of a placeholder fixed by the guards: ``x`` or a slice ``x[a:b]`` of it."""
    src = ast.unparse(expr)
    if src in guards:
        return guards[src]
    if isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Slice) and ast.unparse(expr.value) in guards:
        bounds = [None if b is None else ast.literal_eval(b) for b in (expr.slice.lower, expr.slice.upper)]
        return [v[bounds[0] : bounds[1]] for v in guards[ast.unparse(expr.value)]]
    return None


def _expand(js: ast.JoinedStr, guards) -> list[str] | None:
    out = [""]
    for part in js.values:
        if isinstance(part, ast.Constant):
            out = [o + part.value for o in out]
            continue
        values = _pinned(part.value, guards)
        if values is None:
            return None
        out = [o + v for o in out for v in values]
    return out


def _function_of(node, parents):
    while node is not None and not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Module)):
        node = parents.get(node)
    return node


def _uses_of(expr: ast.AST, where: str, parents: dict, seen: set) -> list[Use]:
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return [Use(where, "literal", expr.value)]
    if isinstance(expr, ast.IfExp):
        return _uses_of(expr.body, where, parents, seen) + _uses_of(expr.orelse, where, parents, seen)
    if isinstance(expr, ast.JoinedStr):
        src = ast.unparse(expr)
        keys = _expand(expr, _guards(expr, parents))
        if keys is not None:
            return [Use(where, "guarded", "", src, tuple(keys))]
        head = expr.values[0].value if isinstance(expr.values[0], ast.Constant) else ""
        simple = len(expr.values) == 2 and head
        return [Use(where, "dynamic" if simple else "complex", head, src)]
    if (
        isinstance(expr, ast.BinOp)
        and isinstance(expr.op, ast.Add)
        and isinstance(expr.left, ast.Constant)
        and isinstance(expr.left.value, str)
    ):
        return [Use(where, "dynamic", expr.left.value, ast.unparse(expr))]
    if isinstance(expr, ast.Name) and expr.id not in seen:
        func = _function_of(expr, parents)
        out: list[Use] = []
        for node in ast.walk(func):
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == expr.id for t in node.targets):
                out += _uses_of(node.value, where, parents, seen | {expr.id})
            elif isinstance(node, ast.For) and isinstance(node.target, ast.Name) and node.target.id == expr.id:
                items = node.iter.elts if isinstance(node.iter, (ast.Tuple, ast.List)) else [node.iter]
                for item in items:
                    out += _uses_of(item, where, parents, seen | {expr.id})
        args = func.args if isinstance(func, (ast.FunctionDef, ast.AsyncFunctionDef)) else None
        if not out and args and expr.id in [a.arg for a in args.args + args.kwonlyargs]:
            # a parameter passed straight on: the wrapper ``def t(self, key)`` itself
            return [Use(where, "wrapper", expr.id, func.name)]
        return out or [Use(where, "unresolved", expr.id, ast.unparse(expr))]
    return [Use(where, "unresolved", "", ast.unparse(expr))]


def uses_in(source: str, name: str = "<source>") -> list[Use]:
    """Every key passed to a call of something named ``t`` in ``source``."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and node.args:
            f = node.func
            if (isinstance(f, ast.Name) and f.id == "t") or (isinstance(f, ast.Attribute) and f.attr == "t"):
                out += _uses_of(node.args[0], f"{name}:{node.lineno}", parents, set())
    return out


def client_uses() -> list[Use]:
    out = []
    for path in sorted(CLIENT.rglob("*.py")):
        out += uses_in(path.read_text(encoding="utf-8"), str(path.relative_to(ROOT)))
    return out


USES = client_uses()


def test_the_scan_finds_the_client_keys():
    literal = {u.key for u in USES if u.kind == "literal"}
    assert len(literal) > 200 and {"menu.new_game", "rules.title", "imperio.why.over"} <= literal
    assert any(u.kind == "dynamic" for u in USES) and any(u.kind == "guarded" for u in USES)


def test_every_literal_key_the_client_uses_exists_in_both_languages():
    missing = [
        f"{u.where}: {u.key} (not in {', '.join(present(u.key))})"
        for u in USES
        if u.kind == "literal" and present(u.key)
    ]
    assert not missing, "\n".join(missing)


def test_every_key_pinned_by_an_if_exists_in_both_languages():
    missing = [
        f"{u.where}: {k} from {u.src} (not in {', '.join(present(k))})"
        for u in USES
        if u.kind == "guarded"
        for k in u.keys
        if present(k)
    ]
    assert not missing, "\n".join(missing)


def test_every_dynamic_key_is_documented():
    undocumented = [
        u
        for u in USES
        if u.kind in ("dynamic", "complex", "unresolved")
        and u.src not in PROBES
        and not (u.kind == "dynamic" and u.key in DYNAMIC)
    ]
    assert not undocumented, f"keys built at run time with no entry in DYNAMIC or PROBES: {undocumented}"
    wrappers = {u.src for u in USES if u.kind == "wrapper"}
    assert wrappers <= {"t"}, f"only the t() wrappers may pass a key parameter on: {wrappers}"


def test_the_allowlists_hold_no_stale_entries():
    used = {u.key for u in USES if u.kind == "dynamic"}
    assert not sorted(set(DYNAMIC) - used), f"DYNAMIC entries no code uses: {sorted(set(DYNAMIC) - used)}"
    probes = {u.src for u in USES}
    assert not sorted(set(PROBES) - probes), f"PROBES no code uses: {sorted(set(PROBES) - probes)}"


@pytest.mark.parametrize("prefix", sorted(DYNAMIC))
def test_every_expansion_of_a_dynamic_key_exists_in_both_languages(prefix):
    values = list(DYNAMIC[prefix]())
    assert values, f"{prefix}: its source is empty"
    missing = [
        f"{prefix}{v} (not in {', '.join(present(prefix + str(v)))})" for v in values if present(prefix + str(v))
    ]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", registered_games(), ids=lambda g: g.id)
def test_every_score_category_of_every_game_has_a_name(game, lang):
    ui = UI(Settings(lang=lang))
    cats = set()
    options = [{}] + [
        {o.id: v} for o in game.options for v in ((not o.default,) if isinstance(o.default, bool) else ())
    ]
    for players in range(game.min_players, game.max_players + 1):
        for opts in options:
            state = game.new_state(Config(players=players, seed=1, options=opts))
            cats |= {c for s in state.scores() for c, _ in s.breakdown}
    assert cats
    unnamed = [c for c in sorted(cats) if category(ui, game.id, c) == c.replace("_", " ")]
    assert not unnamed, f"{game.id}/{lang}: score categories with no string: {unnamed}"


# -- Krysis's log: every event the rules emit, for every seat that sees it -------------
KRYSIS_NAMES = ["Ana", "Bruno", "Carla", "Dario"]
KRYSIS_OPTIONS = [{}, {"speed": True}, {"tactical": True}, {"advanced": True}, {"advanced": True, "tactical": True}]


def krysis_event_keys() -> set[str]:
    """Every event key the rules of Krysis log (``self.log("krysis.x", ...)``, ``state.log(...)``)."""
    keys = set()
    for path in (ROOT / "rules" / "krysis").glob("*.py"):
        keys |= set(re.findall(r"\blog\(\s*\"(krysis\.\w+)\"", path.read_text(encoding="utf-8")))
    return keys


def krysis_game(players: int, seed: int, options: dict, kind: str = "random", empty_relic_deck: bool = False):
    from rules.ai import choose

    state = get_game("krysis").new_state(Config(players=players, seed=seed, options=options))
    if empty_relic_deck:  # every relic in the discard pile: the next draw reshuffles it
        state.relic_discard.extend(state.relic_deck)
        state.relic_deck.clear()
        state.touch()
    rng = random.Random(seed)
    while not state.is_over():
        seat = rng.choice(state.to_act())
        legal = state.legal(seat)
        act = rng.choice(legal) if kind == "random" else choose(kind, "krysis", state.view(seat), legal, rng)
        state.apply(seat, act)
    return state


@pytest.fixture(scope="module")
def krysis_games():
    """Seeded games with the random and greedy players, every seat count and option."""
    out = [krysis_game(2 + i % 3, i, KRYSIS_OPTIONS[i % len(KRYSIS_OPTIONS)]) for i in range(10)]
    out.append(krysis_game(3, 5, {"advanced": True}, kind="greedy"))
    out.append(krysis_game(4, 7, {}, kind="greedy"))
    out.append(krysis_game(2, 4, {"advanced": True}, empty_relic_deck=True))  # a game that draws relics
    return out


def test_the_krysis_games_emit_every_event_key_of_the_rules(krysis_games):
    keys = krysis_event_keys()
    assert len(keys) >= 30 and {"krysis.carry", "krysis.relics_reshuffled"} <= keys
    seen = {e.key for st in krysis_games for e in st.events}
    assert keys <= seen, f"never emitted in the test games: {sorted(keys - seen)}"


@pytest.mark.parametrize("lang", LANGS)
def test_every_krysis_event_gets_a_whole_line_for_every_seat_that_sees_it(krysis_games, lang):
    from client.krysis import log as klog
    from client.tableview import format_log

    ui = UI(Settings(lang=lang))
    done = set()
    for st in krysis_games:
        names = KRYSIS_NAMES[: st.n]
        for viewer in [None, *range(st.n)]:  # the spectator, and each seat with its private events
            events = st.events_for(viewer)
            for event in events:
                line = klog.format_event(ui, event, names)
                assert isinstance(line, str) and line.strip(), (lang, event)
                assert "{" not in line and "}" not in line, (lang, event, line)  # a placeholder left
                assert "krysis." not in line and "None" not in line, (lang, event, line)  # a bare key
                # ids shown as they are in the data, not by their names
                assert not re.search(r"\b(falcon|wolf|bear|snake)_\w+|_(weapon|transport)_\d|_hoard\b", line), (
                    lang,
                    event,
                    line,
                )
                done.add(event.key)
            lines = format_log(klog, ui, events, names)
            assert lines and not [ln for ln in lines if ln.startswith("krysis.")]
    assert done >= krysis_event_keys()


# -- the scanner itself --------------------------------------------------------------
def test_scanner_reads_each_form_of_key():
    src = """
def f(ui, k, b, many):
    ui.t("a.lit")
    t("b." + k)
    ui.t("c.one" if many else "c.two")
    if k in ("x.y", "x.z"):
        ui.t(f"log.{k[2:]}")
    ui.t(f"bid.{b}") if b in ("pass", "attack") else ui.t(f"colour.{b}")
    key = "d.first" if many else "d.second"
    ui.t(key)
    ui.t(f"{k}.probe")
    ui.t(k)
"""
    got = {(u.kind, u.key or u.src, u.keys) for u in uses_in(src)}
    assert ("literal", "a.lit", ()) in got
    assert ("dynamic", "b.", ()) in got
    assert {("literal", "c.one", ()), ("literal", "c.two", ())} <= got
    assert ("guarded", "f'log.{k[2:]}'", ("log.y", "log.z")) in got
    assert ("guarded", "f'bid.{b}'", ("bid.pass", "bid.attack")) in got
    assert ("dynamic", "colour.", ()) in got  # the else branch is not pinned
    assert {("literal", "d.first", ()), ("literal", "d.second", ())} <= got
    assert ("complex", "f'{k}.probe'", ()) in got
    assert ("wrapper", "k", ()) in got
