"""Issue 26 ("nothing drawn over a figure's name; every word readable from the sofa"), the crowding
the sixth real-window playtest left (docs/playtests/issue-26.md, sixth pass, findings 7, 9 and 10;
pictures 38, 39, 43) and the map's last leftovers: a hand of 7 or 8 cards fanned to stubs ("Hayr /
Com / Body"), hint badges and the focus frame over a start square's names and its START tag, a
spawn badge over a roster's name, the table's START line not drawn again after a hovered route,
the phone page's lone "In", Blanka's seat mark on BIRDIE's chip. docs/ui.md, *Crowded squares and
hands (issue 26, sixth pass)*."""
import pygame
import pytest

from legends.ui.table import boards
from legends.ui.table.hand import card_width

from tables import couch_doc, module_app, opened, position, record, table
from tests.phonepage import module_browser as browser  # noqa: F401  (the browser fixture)

app = module_app("crowd")
FAST = "window.LEGENDS_TIMING = {ping: 300, dead: 1500, retry: 400};"
OWN = ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03", "zoner_06", "zoner_11", "zoner_13"]
ZANGIEF = [f"grappler_{i:02d}" for i in (1, 2, 3, 4, 5, 6, 7, 9)]      # picture 38's Haymaker, Command Grab ...


# --- finding 9: a hand of 7 or 8 cards is strips, every name whole -------------------------------------
@pytest.mark.parametrize("window", [(1728, 972), (1280, 720)])
@pytest.mark.parametrize("look", [False, True])
@pytest.mark.parametrize("cards", [7, 8])
def test_a_hand_of_seven_or_eight_shows_every_name_whole(app, window, look, cards):
    """Picture 38: Zangief's hand of 7 looked at (and the deciding hand of 7 or 8) at 1728x972 was a
    fan 40-52 px a card ("Hayr", "Com", "Body", "Supl"), whole only under the pointer. It is now a
    grid of strips, three columns where two leave a strip too short for its name over its actions:
    none over another, each inside the panel, each name drawn whole (not cut with "...")."""
    fighters = position(4)["fighters"]
    seat = 3 if look else 0
    fighters[seat]["hand"] = (ZANGIEF if look else OWN)[:cards]
    sc = table(app, 4, window, fighters=fighters)
    if look:
        sc.looking.look(seat)
    marks = record(app, sc)
    shown = list(sc.game.view.fighter(seat)["hand"])
    assert len(shown) == cards
    area = boards.cards_rect(sc.L.hand, look)
    rects, step = boards.hand_layout(area, cards, card_width(area), look)
    assert step == 0 and len(rects) == cards
    assert all(sc.L.hand.contains(r) for r in rects), (rects, sc.L.hand)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:]), rects
    assert min(r.h for r in rects) >= boards.hand.STRIP_MIN_H
    names = {sc.game.box.style_card(c).name for c in shown}
    drawn_names = {m.what for m in marks if m.kind == "text" and m.what in names}
    assert drawn_names == names
    assert not [m.what for m in marks if m.kind == "cut" and m.what in names]
    ref = "looked" if look else "hand"
    assert len([h for h in sc.hots if h.ref and h.ref[0] == ref]) == cards
    app.set_window_size((1920, 1080))


# --- the map's leftovers: the START line drawn again over a hovered route ------------------------------
def start_three(app, window=(1920, 1080)):
    """Two fighters and M1 on D4 (Ayutthaya Ruins' start square): START is the roster's first line."""
    doc = couch_doc([{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "B3"}], n=2)
    return opened(app, doc, window)


def test_the_start_line_is_kept_by_the_table_and_put_back_over_a_route(app):
    """The map part is drawn on a moved copy of the table's map view (a cached layer); the copy's
    START line (a crowded start square's first roster line) was not copied back, so the table's
    view had none and a hovered route drawn over it was not undone there. The table's view now keeps
    it (the line drawn, inside D4), and what covers it is put back pixel for pixel."""
    from legends.ui.table.map.previews import kept_names
    sc = start_three(app)
    start = dict(sc.standees.uncovered)["start"]
    assert sc.view.start_line is not None and pygame.Rect(sc.view.start_line) == start
    assert sc.view.space_bounds("D4").contains(start)
    surf = app.screen
    before = surf.subsurface(start).copy()
    put_back = kept_names(sc.view, surf)
    route = start.inflate(-4, -start.h + 4)         # a route's stroke across the line
    surf.fill((255, 0, 255), route)
    put_back([route])
    after = surf.subsurface(start)
    assert [(x, y) for x in range(start.w) for y in range(start.h)
            if before.get_at((x, y)) != after.get_at((x, y))] == []
    app.set_window_size((1920, 1080))


# --- finding 10: the phone's lone "In" -------------------------------------------------------------------
LAST_LINES = """() => Array.from(document.querySelectorAll('#options .opt-label, #prompt-text')).map(e => {
  const tops = [];
  const walk = document.createTreeWalker(e, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (const m of n.data.matchAll(/\\S+/g)) {
      const r = document.createRange(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      tops.push(Math.round(r.getBoundingClientRect().top));
    }
  }
  return [e.textContent, tops.filter(t => t === tops[tops.length - 1]).length, new Set(tops).size];
})"""


def test_the_phone_never_leaves_a_short_last_word_alone_on_a_line(browser):
    """Picture 42: P4's block at 390 px wide read "Block 1 damage: discard Dash / In" (and "Run /
    Stop", "discard / Meaty"). The last word now keeps to the word before it; the labels read as sent."""
    import tests.phonepage as P
    labels = ["Take the damage", "Block 1 damage: discard Dash In", "Block 1 damage: discard Run Stop",
              "Block 1 damage: discard Meaty"]
    prompt = ("P4 · Dhalsim decides: Doll Agent (M2)'s poison deals 1 damage; discard a combo-meter card to "
              "cancel 1, or take it")
    with P.FakeServer() as srv:
        page = browser.call(lambda b: b.open("p4", srv.url(), init=FAST))
        P.wait_for(browser, page, lambda s: s["version"] == 1 and s["veil"] is None)
        opts = [{"i": i, "label": t, "section": "Damaging a Fighter"} for i, t in enumerate(labels)]
        srv.run(srv.push, P.canned_state(seat=3, version=2, prompt=prompt, options=opts))
        P.wait_for(browser, page, lambda s: s["version"] == 2)
        lines = browser.call(lambda b: page.evaluate(LAST_LINES))
        browser.call(lambda b: page.close())
    assert len(lines) == 5
    assert [t for t, _, _ in lines] == [prompt] + labels
    assert [t for t, alone, _ in lines if alone < 2] == [], lines       # never one word on the last line
    assert max(n for _, _, n in lines) >= 2                             # (some did wrap)


# --- finding 7: hint badges and the focus frame on a crowded start square ----------------------------------
def crowded(app, window, n=4, minions=1):
    """Picture 43: the couch's fighters and `minions` standard minions on D4 (the start square,
    under the Reclining Buddha) of Ayutthaya Ruins."""
    doc = couch_doc([{"kind": "standard", "space": "D4"}] * minions + [{"kind": "elite", "space": "F3"}], n=n)
    return opened(app, doc, window)


def hint_pulls(app, sc, fids):
    """The hint panel as if the expert had ranked pulling `fids` and a move to D4 (no search run)."""
    from types import SimpleNamespace
    from legends.engine.actions import Action
    seat = sc.game.pending.seat
    acts = [Action(seat, "pull", (f,)) for f in fids] + [Action(seat, "move", ("D4",))]
    st = [SimpleNamespace(action=a, win_chance=0.54 - 0.01 * i, reason="") for i, a in enumerate(acts[:3])]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = seat
    sc.hints.changed()
    app.render()
    app.render()


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648), (1920, 1080)])
@pytest.mark.parametrize("n, minions", [(4, 1), (3, 0), (2, 2)])
def test_hint_badges_on_a_crowded_start_square_leave_the_names_and_start_whole(app, window, n, minions):
    """Badge 2 covered START ("S...") and badge 3 a name on D4: each corner of the square held a
    roster line or START, and the least harmful was taken. A badge now goes where it covers none:
    in the square, else smaller, else on its edge or just beyond it (by its figure)."""
    sc = crowded(app, window, n, minions)
    d4 = sc.view.space_bounds("D4")
    fids = [fid for r, fid in sc.view.fig_rects if d4.colliderect(r)]
    assert len(fids) == n + minions
    hint_pulls(app, sc, fids[1:3])
    layer = sc.overlay_layer
    names = [c for c in layer.claims if c.name in ("name chip", "start") and d4.inflate(8, 8).colliderect(c.rect)]
    assert len([c for c in names if c.name == "start"]) >= 1 and len(names) >= n + minions
    badges = [p.rect for p in layer.placed if p.name == "hint badge"]
    assert len(badges) == 3
    assert [(b, c.name) for b in badges for c in names if b.inflate(-2, -2).colliderect(c.rect)] == []
    assert all(b.colliderect(d4.inflate(2 * b.w, 2 * b.h)) for b in badges)        # by the square still
    app.set_window_size((1920, 1080))


@pytest.mark.parametrize("window", [(1280, 720), (1152, 648)])
def test_the_focus_frame_on_a_crowded_start_square_leaves_start_and_the_names_whole(app, window):
    """The frame round a figure of D4 (or D4 itself) cut START to "TART": the names were drawn again
    over the frame, START was not. Every name and START read the same, pixel for pixel, with the
    cursor on each figure of the square and on the square."""
    from legends.ui.table.focus import Target
    sc = crowded(app, window)
    d4 = sc.view.space_bounds("D4")
    start = dict(sc.standees.uncovered)["start"]
    reads = [pygame.Rect(c) for c in sc.view.name_chips if d4.inflate(8, 8).colliderect(c)] + [start]
    targets = [Target("figure", fid, r) for r, fid in sc.view.fig_rects if d4.colliderect(r)] + [Target("space", "D4", d4)]
    assert len(targets) == 6 and len(reads) >= 5
    pixels = lambda: [pygame.image.tobytes(app.screen.subsurface(r), "RGB") for r in reads]     # noqa: E731
    sc.focus.shown = lambda: None
    try:
        sc.comp.invalidate()
        app.render()
        clean = pixels()
        for t in targets:
            sc.focus.shown = lambda t=t: t
            sc.comp.invalidate()
            app.render()
            assert pixels() == clean, t
    finally:
        del sc.focus.shown
    app.set_window_size((1920, 1080))


# --- the map's leftovers: a spawn number over a roster's name ------------------------------------------------
@pytest.mark.parametrize("n, minions", [(4, 1), (3, 2), (4, 2)])
def test_a_spawn_number_on_a_full_square_keeps_off_the_names(app, n, minions):
    """At 1152x648 a spawn square (A1, spawn 1, of Ayutthaya Ruins) taken by a roster had its number
    on a name: no corner and no place half over its edges was free. It now goes just past the
    square's wall where that is free (the map's margin, an empty square beside), by the square."""
    doc = couch_doc([{"kind": "standard", "space": "A1"}] * minions + [{"kind": "elite", "space": "F3"}], n=n, space="A1", nemesis="D1")
    sc = opened(app, doc, (1152, 648))
    a1 = sc.view.space_bounds("A1")
    chips = [pygame.Rect(c) for c in sc.view.name_chips if a1.inflate(8, 8).colliderect(c)]
    assert len(chips) >= 3
    spawn = dict(sc.standees.uncovered)["spawn 1"]
    assert spawn.collidelist([pygame.Rect(c) for c in sc.view.name_chips]) == -1, (spawn, chips)
    assert spawn.colliderect(a1.inflate(2 * spawn.w + 8, 2 * spawn.h + 8))      # by its square
    assert sc.view.map_rect.inflate(4, 4).contains(spawn)
    app.set_window_size((1920, 1080))
