"""What the painters drew and where: a record for tests (tests/test_cards_whole.py, every card whole;
tests/test_readable_text.py, the 12 px floor). Off in play: a painter's note costs one look at a global.

    with drawn.recording() as marks:
        D.style_card(card, deck_id, 100, 166)
    for m in marks: m.kind, m.what, m.rect, m.box, m.size

A cached piece (paint/cache.py) keeps the marks its build noted (kept): a hit while recording notes
them again (replay), as a build afresh would have, in the same order and at the same rects (each in
the coordinates of the surface it was drawn on, as noted: nothing translates them).

Kinds: "font" (every text rendered, by assets.text: what the text, size its font size; the table's
12 px floor is checked on them: tests/test_readable_text.py), "text" (what: the text; rect: where it
stands, box: where it must stay), "cut" (a text
fit_text had to cut with "...": never whole), "act" (an action badge: what is the Act, size its
icon's size, rect the badge with its keywords), "icon" (a plain icon: what is its name), "brief" (an
ability card too short for its actions whole: they are left to its tooltip and the zoom).
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass

import pygame

marks = None        # the list being recorded, or None (in play)


@dataclass
class Mark:
    kind: str
    what: object
    rect: pygame.Rect
    box: pygame.Rect | None = None
    size: int = 0


@contextmanager
def recording():
    global marks
    was, marks = marks, []
    try:
        yield marks
    finally:
        marks = was


def on() -> bool:
    return marks is not None


def kept(build):
    """(build(), the marks it noted): while recording a tuple of them as plain tuples (kind, what,
    rect, box, size), else None (not recorded). Plain tuples of numbers and texts: the collector
    stops tracking them, where a cache's worth of Marks made each full collection slower (the table
    collects as a scene is left: caches.release_scene)."""
    into = marks
    if into is None:
        return build(), None
    start = len(into)
    value = build()
    if marks is not into:           # a recording began or ended inside build: its marks are not all here
        return value, None
    return value, tuple((m.kind, m.what, tuple(m.rect), None if m.box is None else tuple(m.box), m.size)
                        for m in into[start:])


def replay(kept_marks) -> None:
    """Note the marks `kept` returned again, as their build noted them (new Marks and Rects)."""
    if marks is not None:
        rect = pygame.Rect
        marks.extend([Mark(kind, what, rect(r), None if box is None else rect(box), size)
                      for kind, what, r, box, size in kept_marks])


def note(kind, what, rect=(0, 0, 0, 0), box=None, size=0):
    if marks is not None:
        marks.append(Mark(kind, what, pygame.Rect(rect), pygame.Rect(box) if box is not None else None, size))


def put(surf, img, pos, what, box=None) -> pygame.Rect:
    """Blit a text image and note it (box: where it must stay; the surface by default)."""
    r = surf.blit(img, pos)
    if marks is not None:
        note("text", what, (pos[0], pos[1], img.get_width(), img.get_height()), box or surf.get_rect())
    return r
