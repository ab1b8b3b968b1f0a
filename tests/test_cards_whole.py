"""Every card whole (issue 12, item 4): every style card of the box, every ability (both sides),
every minion, rival and nemesis card, drawn at every size the table uses, shows every icon and
keyword in full. The painters note what they drew and where (legends/ui/drawn.py); a text cut
with "...", a text or an action outside its box, an action icon under MIN_ICON or an icon of the
card's data not drawn fails.

The sizes are those the table really draws (recorded while tables of 1-4 players on a square and
a wide stage, a hand looked at and the zoom are drawn), plus a rival strip holding 2 or 3 rivals."""
from collections import Counter

import pygame
import pytest

from legends.devtools.testing import open_table
from legends.content import default_box
from legends.engine import Game
from legends.engine.setup import random_setup
from legends.ui import drawn
from legends.ui import paint as D
from legends.ui.paint.icons import MIN_ICON

BOX = default_box()


def table_sizes(app):
    """{painter kind: {(w, h)}} as drawn by the table for 1-4 players on a square and a wide stage."""
    sizes = {}
    for stage in ("shadaloo_base", "night_market"):
        for n in (1, 2, 3, 4):
            setup = random_setup(BOX, 3, n)
            setup["stage"] = stage
            sc = open_table(app, Game.new(setup, BOX), ["human"] * n, render=False)
            with drawn.recording() as marks:
                app.render()
                if n > 1:
                    sc.looking.look(1)              # a hand looked at: under its title line
                    sc.comp.invalidate()
                    app.render()
                for seat, rect in enumerate(sc.L.seats):       # 2 and 3 rivals on one seat's strip
                    for k in (2, 3):
                        rw = min(300, (rect.w - 6 * (k - 1)) // k)
                        drawn.note("card", ("enemy", "rival"), (0, 0, rw, 64))
                    for frame in (3, 5):                            # a combo meter's strips
                        drawn.note("card", ("mini", "meter"), (0, 0, (rect.w - 2 * frame - 91 + 2 * frame) // 4, 40))
                box = sc.L.rivals                               # the rivals' box (under 1080 px): its strips
                for k in ((1, 2, 3) if box is not None else ()):
                    drawn.note("card", ("enemy", "rival"), (0, 0, min(300, (box.w - 10 - 6 * (k - 1)) // k), 64))
                h = min(260, sc.L.card_spot.h)                  # a bot's card over the right column
                drawn.note("card", ("style", "bot"), (0, 0, h * 180 // 190, h))
            for m in marks:
                if m.kind == "card":
                    sizes.setdefault(kind_of(m.what), set()).add(m.rect.size)
    sizes.setdefault("nemesis", set()).add((250, 350))
    return sizes


RIVAL_NAMES = {rv.name for rv in BOX.rivals.values()} | {"rival"}


def kind_of(what) -> str:
    """The painter kind; enemy cards split into rivals (the seats' strips) and minions (the minion
    sheet): a minion card is never drawn at a rival strip's size (with the 12 px floor of issue 12 a
    long minion name would not fit a 140 px strip card beside its mark)."""
    if what[0] == "enemy":
        return "rival" if what[1] in RIVAL_NAMES else "minion"
    return what[0]


@pytest.fixture(scope="module")
def sizes(tmp_path_factory):
    from legends.devtools.testing import make_app
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LEGENDS_HOME", str(tmp_path_factory.mktemp("home")))
        return table_sizes(make_app())


def problems(marks, w, h, acts=(), icons=()) -> list:
    """What is not whole on one card: cut texts, marks outside their box, small or missing icons."""
    card = pygame.Rect(0, 0, w, h)
    out = [f"cut: {m.what!r}" for m in marks if m.kind == "cut"]
    for m in marks:
        if m.kind in ("text", "act", "icon") and not (m.box or card).contains(m.rect):
            out.append(f"{m.kind} {m.what!r} at {tuple(m.rect)} outside {tuple(m.box or card)}")
        if m.kind in ("text", "act", "icon") and m.box is not None and not card.contains(m.box):
            out.append(f"{m.kind} {m.what!r}: box {tuple(m.box)} outside the card")
        if m.kind == "act" and m.size < MIN_ICON:
            out.append(f"act {m.what.text()!r} icon {m.size} px < {MIN_ICON}")
    drawn_acts = Counter(m.what for m in marks if m.kind == "act")
    for a, n in Counter(acts).items():
        if drawn_acts[a] < n:
            out.append(f"act {a.text()!r} not drawn")
    drawn_icons = Counter(m.what for m in marks if m.kind == "icon")
    for ic, n in Counter(icons).items():
        if drawn_icons[ic] < n:
            out.append(f"icon {ic!r} not drawn")
    return out


def check(paint, w, h, acts=(), icons=()):
    with drawn.recording() as marks:
        paint()
    return [f"{w}x{h}: {p}" for p in problems(marks, w, h, acts, icons)]


def flat(rows):
    return [a for row in rows for a in row]


def test_the_table_sizes_are_found(sizes):
    assert {"style", "ability", "rival", "minion", "mini", "nemesis"} <= set(sizes)
    assert (100, 166) in sizes["style"] and len(sizes["ability"]) >= 3


def test_every_style_card_whole(sizes):
    bad = []
    for deck in BOX.styles.values():
        for c in deck.cards:
            for w, h in sorted(sizes["style"]):
                bad += [f"{c.name}: {p}" for p in check(lambda: D.style_card(c, deck.id, w, h), w, h,
                                                        flat(c.rows), list(c.icons) + ["move"])]
            for w, h in sorted(sizes["mini"]):
                bad += [f"{c.name} (meter): {p}" for p in check(lambda: D.mini_card(c, deck.id, w, h), w, h,
                                                                icons=c.icons)]
    assert not bad, "\n".join(bad)


def test_every_ability_whole_on_both_sides(sizes):
    bad = []
    for f in BOX.fighters.values():
        for i, ab in enumerate(f.abilities):
            for up in (False, True):
                side = ab.side(up)
                acts, icons = flat(side.rows), list(side.cost)
                if side.kicker:
                    acts += flat(side.kicker.rows)
                    icons += list(side.kicker.cost)
                for w, h in sorted(sizes["ability"]):
                    bad += [f"{f.name} {ab.name} ({'upgraded' if up else 'standard'}): {p}"
                            for p in check(lambda: D.ability_card(f, i, up, w, h), w, h, acts, icons)]
    assert not bad, "\n".join(bad)


def enemy_sides():
    for g in BOX.minions.values():
        for kind in ("standard", "elite"):
            yield g.side(kind), kind, (90, 96, 84), None, "map 4 · supply 1", "minion"
    for rv in BOX.rivals.values():
        for rnd in (1, 2):
            yield rv.side(rnd), "rival", (120, 40, 160), f"R{rnd}", "not on map", "rival"


def test_every_minion_and_rival_card_whole(sizes):
    bad = []
    for side, mark, frame, rnd, extra, where in enemy_sides():
        for w, h in sorted(sizes[where]):
            bad += [f"{side.name}: {p}" for p in check(
                lambda: D.enemy_card(side.name, side.health, side.activation, D.passive_label(side.passive), w, h,
                                     frame, mark=mark, round_label=rnd, extra=extra), w, h,
                side.activation, [mark, "health"])]
    assert not bad, "\n".join(bad)


def test_every_nemesis_card_whole(sizes):
    bad = []
    for nem in BOX.nemeses.values():
        for card in BOX.nemesis_cards:
            for w, h in sorted(sizes["nemesis"]):
                icons = [card.icon] + [s.type for s in card.spawns] + ["spawn"] * len(card.spawns)
                bad += [f"{nem.name} {card.name}: {p}" for p in check(lambda: D.nemesis_card(card, nem.r1, w, h),
                                                                      w, h, icons=icons)]
    assert not bad, "\n".join(bad)


def test_a_cut_is_noticed():
    """The check itself: a name too long for its card is a cut, an action too wide is outside its box."""
    c = BOX.styles["shoto"].cards[0]
    with drawn.recording() as marks:
        D.style_card(c, "shoto", 40, 60)
    assert problems(marks, 40, 60, flat(c.rows))
