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

from tables import module_app, opened, position, record, seats, table
from tests.phonepage import module_browser as browser  # noqa: F401  (the browser fixture)

app = module_app("crowd")
FAST = "window.LEGENDS_TIMING = {ping: 300, dead: 1500, retry: 400};"
OWN = ["zoner_10", "zoner_05", "zoner_01", "zoner_02", "zoner_03", "zoner_06", "zoner_11", "zoner_13"]
COUCH = seats(("birdie", "grappler", "abigail"), ("blanka", "rushdown", "akuma"), ("chun_li", "zoner", "alex"),
              ("dhalsim", "shoto", "cammy"))
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
    doc = position(2, "ayutthaya_ruins")
    doc["setup"]["players"] = COUCH[:2]
    doc["fighters"] = [{"space": "D4"}, {"space": "D4"}]
    doc["enemies"] = [{"kind": "standard", "space": "D4"}, {"kind": "standard", "space": "B3"}]
    doc["nemesis"] = {"space": "C1", "ex": 0, "track": 1}
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
