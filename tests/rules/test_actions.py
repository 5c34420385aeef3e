"""The actions codec: a stable JSON form for every action, clear errors for bad input."""

from __future__ import annotations

import dataclasses
import json
import types
import typing

import pytest

import rules
from rules.core import actions as codec
from rules.core.actions import Action, action, decode, encode
from rules.core.errors import ActionDecodeError
from rules.imperio.actions import DeclareElector, Play

rules.load_all_games()


@action("test.sample")
@dataclasses.dataclass(frozen=True, slots=True)
class Sample(Action):
    """Every field type the codec supports."""

    name: str
    count: int
    flag: bool
    ids: tuple[str, ...]
    maybe: str | None = None


SAMPLE_VALUES = {str: "otto_i", int: 3, bool: True}


def example(cls):
    """An instance of an action class with a plausible value in every field."""
    hints = typing.get_type_hints(cls)
    kwargs = {}
    for f in dataclasses.fields(cls):
        hint = hints[f.name]
        if typing.get_origin(hint) is tuple:
            item = typing.get_args(hint)[0]
            kwargs[f.name] = (SAMPLE_VALUES[item], SAMPLE_VALUES[item]) if item is not str else ("a", "b")
        elif typing.get_origin(hint) in (typing.Union, types.UnionType):  # Optional[X] and X | None
            kwargs[f.name] = "x"
        else:
            kwargs[f.name] = SAMPLE_VALUES[hint]
    return cls(**kwargs)


def roundtrip(act):
    return decode(json.loads(json.dumps(encode(act))))


@pytest.mark.parametrize("type_name", sorted(codec._REGISTRY))
def test_every_registered_action_round_trips_through_json(type_name):
    act = example(codec._REGISTRY[type_name])
    data = encode(act)
    assert data["type"] == type_name
    assert json.loads(json.dumps(data)) == data
    assert roundtrip(act) == act
    assert act.to_json() == data


def test_imperio_actions_have_a_stable_json_form():
    assert encode(Play("otto_i")) == {"type": "imperio.play", "card": "otto_i"}
    assert encode(DeclareElector("otto_i")) == {"type": "imperio.elector", "card": "otto_i"}
    assert decode({"type": "imperio.play", "card": "m01"}) == Play("m01")
    assert decode({"card": "m01", "type": "imperio.elector"}) == DeclareElector("m01")
    assert {"imperio.play", "imperio.elector"} <= set(codec._REGISTRY)


def test_actions_are_frozen_slotted_and_hashable():
    act = Play("m01")
    with pytest.raises(dataclasses.FrozenInstanceError):
        act.card = "m02"
    assert not hasattr(act, "__dict__")
    assert hash(Play("m01")) == hash(Play("m01")) and Play("m01") != DeclareElector("m01")


@pytest.mark.parametrize(
    "act",
    [
        Sample("a", 0, False, ()),
        Sample("ñandú", -5, True, ("x", "y", "z"), "maybe"),
        Sample("a", 2**40, False, ("",), None),
    ],
)
def test_sample_action_round_trips(act):
    assert roundtrip(act) == act
    data = encode(act)
    assert isinstance(data["ids"], list)


def test_registering_the_same_type_twice_is_an_error():
    with pytest.raises(ValueError, match="registered twice"):

        @action("imperio.play")
        @dataclasses.dataclass(frozen=True, slots=True)
        class Other(Action):
            card: str


GOOD = {"type": "test.sample", "name": "a", "count": 1, "flag": False, "ids": ["x"], "maybe": None}


@pytest.mark.parametrize(
    "data,words",
    [
        ({"type": "imperio.nope", "card": "m01"}, ["unknown action type", "imperio.nope"]),
        ({"card": "m01"}, ["unknown action type"]),
        ({"type": 5, "card": "m01"}, ["unknown action type"]),
        ({"type": None}, ["unknown action type"]),
        ({"type": "imperio.play"}, ["missing field", "card"]),
        ({"type": "imperio.play", "card": "m01", "seat": 1}, ["unknown field", "seat"]),
        ({"type": "imperio.play", "card": 5}, ["card", "string"]),
        ({"type": "imperio.play", "card": None}, ["card", "string"]),
        ({"type": "imperio.play", "card": ["m01"]}, ["card", "string"]),
        ({"type": "imperio.elector", "card": {"id": "m01"}}, ["card", "string"]),
        ({**GOOD, "count": "1"}, ["count", "whole number"]),
        ({**GOOD, "count": True}, ["count", "whole number"]),
        ({**GOOD, "count": 1.5}, ["count", "whole number"]),
        ({**GOOD, "flag": 0}, ["flag", "true or false"]),
        ({**GOOD, "flag": "true"}, ["flag", "true or false"]),
        ({**GOOD, "ids": "x"}, ["ids", "list"]),
        ({**GOOD, "ids": [1]}, ["ids", "string"]),
        ({**GOOD, "maybe": 3}, ["maybe", "string"]),
        ({k: v for k, v in GOOD.items() if k != "flag"}, ["missing field", "flag"]),
    ],
)
def test_malformed_actions_raise_a_clear_decode_error(data, words):
    with pytest.raises(ActionDecodeError) as err:
        decode(data)
    assert isinstance(err.value, ValueError)
    message = str(err.value)
    for word in words:
        assert word in message, message


@pytest.mark.parametrize(
    "data", [None, [], ["imperio.play", "m01"], "imperio.play", 3, 2.5, True, b'{"type": "imperio.play"}']
)
def test_non_object_actions_raise_a_clear_decode_error(data):
    with pytest.raises(ActionDecodeError) as err:
        decode(data)
    assert "JSON object" in str(err.value)
    assert isinstance(err.value, ValueError)


def test_decode_from_json_text_of_every_imperio_action():
    for cls in (Play, DeclareElector):
        text = json.dumps(encode(cls("m42")), sort_keys=True)
        assert text == json.dumps({"card": "m42", "type": cls.type_name}, sort_keys=True)
        assert decode(json.loads(text)) == cls("m42")
