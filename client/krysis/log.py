"""Krysis's log lines (``format_event``, see client/tableview.py). Scaffold: the words
helper replaces this with the full localized lines."""

from __future__ import annotations

GROUPED_EVENTS = ("krysis.chosen",)


def format_event(ui, event, names: list[str]):
    return None
