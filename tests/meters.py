"""The combo-meter tables of issue 26 (test_issue26_metergrid.py at 1280x720 and up,
test_issue26_meter648.py at 1152x648): four seats with 1-4 cards in each meter, what every strip
draws, the meter's hotspots, and P1 blocking with a meter of four cards.

    sc, strips = meter_table(app, monkeypatch, window, k)     # k cards a meter: (scene, (card, deck, w, h) drawn)
    words = strip_words(card, deck, w, h)                     # (text, size) a strip draws, each inside it
    sc, t, board = blocking_meter(app, window)               # P1 blocks, P2's hand looked at, the cursor on P1's meter
"""
import pygame

from legends.devtools.testing import key, open_table, settle
from legends.engine.scenario import build
from legends.ui import drawn, paint
from legends.ui.paint import cards as D
from legends.ui.table.boards import seat as boards
from tables import cast, opened, scenario, seats

METERS = [["zoner_07", "zoner_08", "zoner_01", "zoner_13"],            # Chun-Li (the wide board)
          ["grappler_03", "grappler_05", "grappler_04", "grappler_12"],  # Suplex, Body Slam, Running Bear Hug, Wake-Up Pressure
          ["rushdown_02", "rushdown_04", "rushdown_12", "rushdown_13"],  # Cross-Up, Pressure String, Target Combo, Empty Jump
          ["zoner_02", "zoner_03", "zoner_11", "zoner_06"]]              # Full-Screen Fireball, Long Poke, Charge Partition, Slow Projectile
CAST = cast(("chun_li", "zoner"), ("blanka", "grappler"), ("birdie", "rushdown"), ("dhalsim", "zoner"))
BLOCKERS = seats(("blanka", "counter", "akuma"), ("birdie", "aerial", "abigail"), ("chun_li", "zoner", "alex"),
                 ("dhalsim", "grappler", "cammy"))
BLOCK_METER = ["counter_03", "counter_05", "counter_13", "counter_08"]     # P1's (blocking_meter)


def meter_table(app, monkeypatch, window, k, players=CAST, meters=METERS):
    """The four-seat table with k cards in each meter, in `window`: (scene, every strip drawn)."""
    seen = []
    real = paint.mini_card
    monkeypatch.setattr(boards.paint, "mini_card", lambda c, d, w, h: seen.append((c, d, w, h)) or real(c, d, w, h))
    doc = scenario(players, stage="ayutthaya_ruins", turn=1, fighters=[{"space": "D4", "meter": m[:k]} for m in meters])
    sc = opened(app, doc, window)
    sc.relayout(sc.L.size)
    app.render()
    return sc, list(dict.fromkeys(seen))


def strip_words(card, deck, w, h) -> list:
    """(text, size) of every text a meter strip draws, each inside the strip."""
    with drawn.recording() as marks:
        D.mini_card(card, deck, w, h)
    texts = [m for m in marks if m.kind == "text"]
    assert all(pygame.Rect(0, 0, w, h).contains(m.rect) for m in texts), [(m.what, m.rect) for m in texts]
    return [(m.what, m.size) for m in marks if m.kind == "font"]


def meter_hots(sc, seat) -> list:
    return [h.rect for h in sc.hotspots() if isinstance(h.ref, tuple) and h.ref[:2] == ("meter", seat)]


def blocking_meter(app, window):
    """P1 blocks with four cards in its meter (BLOCK_METER) while P2's hand is looked at, in `window`:
    (scene, the focus cursor's target: P1's first meter card, P1's board)."""
    doc = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 14,
                     "players": BLOCKERS},
           "objectives": [], "played": 2,
           "fighters": [{"space": "B2", "meter": BLOCK_METER, "hand": ["counter_06", "counter_07"]},
                        {"space": "E4"}, {"space": "F5"}, {"space": "A4"}],
           "enemies": [{"kind": "standard", "space": "B2"}, {"kind": "standard", "space": "B1"}]}
    app.set_window_size(window)
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    key(app, pygame.K_e, unicode="e")
    settle(app)
    key(app, pygame.K_PAGEDOWN)
    settle(app)
    assert sc.game.pending.kind == "block" and sc.looking.seat == 1
    t = sc.focus.shown()
    assert t is not None and t.what[:2] == ("meter", 0), t
    return sc, t, pygame.Rect(sc._seat_rects[0])
