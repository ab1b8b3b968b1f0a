"""Ability-card keywords at the 12 px floor, and sides that draw no actions (issue 26, second pass).

For every side of every ability card of the box, at the card sizes a 1280x720 table draws, the
painter's own plan (legends/ui/paint/ability_cards.card_plan) says the least font size of the
keywords it draws ("TARGET 2", "WITHDRAW", ...), whether it draws no actions at all (only "Z:
actions": the tooltip and the zoom have them) and its BOOST label's size. Printed per size: the
sides with a keyword at 12 px, the sides drawing no actions, the sides with a BOOST label at 12 px
or under. tests/test_issue26_cards.py pins these counts as upper bounds.

    python bench/card_keywords.py
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import pygame  # noqa: E402

from legends.content import default_box  # noqa: E402
from legends.ui import assets  # noqa: E402
from legends.ui.paint.ability_cards import card_plan  # noqa: E402
from legends.ui.paint.icons import act_tags  # noqa: E402

SIZES = ((95, 95), (95, 97), (95, 121), (95, 123), (140, 121), (145, 95))   # a 1280x720 table's ability cards


def sides(box):
    """(fighter, ability index, upgraded) of every side of every ability card of the box."""
    return [(f, i, up) for f in box.fighters.values() for i in range(len(f.abilities)) for up in (False, True)]


def has_keyword(side) -> bool:
    rows = list(side.rows) + (list(side.kicker.rows) if side.kicker else [])
    return any(act_tags(a) for row in rows for a in row)


def measure(box=None, sizes=SIZES) -> dict:
    """{(w, h): (sides with a keyword at the floor, sides drawing no actions, BOOST labels at the
    floor or under, sides with pills over icons)}, and the number of sides with a keyword under key "keyword sides"."""
    box = box or default_box()
    all_sides = sides(box)
    out = {"sides": len(all_sides),
           "keyword sides": sum(has_keyword(f.abilities[i].side(up)) for f, i, up in all_sides)}
    for w, h in sizes:
        floor = brief = boost = pills = 0
        for f, i, up in all_sides:
            p = card_plan(f, i, up, w, h)
            brief += p.brief
            floor += p.keyword is not None and p.keyword <= assets.MIN_TEXT
            boost += p.boost is not None and p.boost <= assets.MIN_TEXT
            pills += not p.brief and (p.pills is True or bool(p.kick and p.kick.h and p.kick.pills is True and p.kick.sub))
        out[(w, h)] = (floor, brief, boost, pills)
    return out


def main() -> int:
    pygame.font.init()
    m = measure()
    print(f"{m['keyword sides']} of {m['sides']} sides have a keyword")
    print("size     keyword at 12 px / draws no actions (Z: actions) / BOOST at 12 px or under / pills over icons")
    for w, h in SIZES:
        floor, brief, boost, pills = m[(w, h)]
        print(f"{w}x{h}: {floor:3d} / {brief:3d} / {boost:3d} / {pills:3d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
