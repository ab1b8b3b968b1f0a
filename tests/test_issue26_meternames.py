"""Issue 26, a narrow fighter board's combo meter: at 1280x720 with four seats the three narrow
boards' meters (Blanka's, Birdie's, Dhalsim's) and the wide board's (Chun-Li's "Backdash",
"Pushback" on 75x32 strips) showed their cards' icons only, at 1920x1080 and 3840x2160 some strips
too ("Cross-Up", "Pressure String", Blanka's second card beside a named first). Every meter card now
shows its name (wrapped, a long word hyphenated, else its words shortened; the tooltip and the
zoom say it whole) and its icons; a narrow board's meter gives its COMBO METER label's room to the
cards (its rule on the row's hover)."""
import pytest

pytest.importorskip("pygame")

from legends.ui import drawn, paint  # noqa: E402
from legends.ui.paint import cards as D  # noqa: E402
from legends.ui.table.boards import seat as boards  # noqa: E402
from tables import cast, module_app, opened, scenario  # noqa: E402

app = module_app("meternames")
METERS = [["zoner_07", "zoner_08"], ["grappler_03", "grappler_05"], ["rushdown_02", "rushdown_04"],
          ["zoner_02", "zoner_03"]]
DOC = scenario(cast(("chun_li", "zoner"), ("blanka", "grappler"), ("birdie", "rushdown"), ("dhalsim", "zoner")),
               stage="ayutthaya_ruins", turn=1, fighters=[{"space": "D4", "meter": m} for m in METERS])


def drawn_strips(app, monkeypatch, window):
    """(card, deck, w, h) of every meter strip the four-seat table draws in `window`."""
    seen = []
    real = paint.mini_card
    monkeypatch.setattr(boards.paint, "mini_card", lambda c, d, w, h: seen.append((c, d, w, h)) or real(c, d, w, h))
    sc = opened(app, DOC, window)
    sc.relayout(sc.L.size)
    app.render()
    return sc, list(dict.fromkeys(seen))


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_every_meter_card_of_a_four_seat_table_shows_its_name(app, monkeypatch, window):
    sc, strips = drawn_strips(app, monkeypatch, window)
    assert len(strips) == 8, [(c.name, w, h) for c, _d, w, h in strips]     # two cards in each of four meters
    for card, deck, w, h in strips:
        n = max(1, len(card.icons))
        plan = D.mini_plan(card.name, n, w, h)
        named = D.named_plan(card.name, n, w, h)
        assert plan is not None or named is not None, (window, card.name, w, h)
        lines = plan[0] if plan is not None else named[0]
        assert all(len(t.rstrip(".")) >= 3 or not t.endswith(".") for t in lines), lines     # never an initial
        if named is not None:
            assert named[1] >= 12 and named[2] >= 10, named                # readable text, icons seen
    if window == (1280, 720):       # the narrow boards' strips share the row: 64 px, were 19 (icons only); a
        assert sorted({w for _c, _d, w, _h in strips}) == [64, 75, 81]     # meter that would shorten: two rows


def test_a_narrow_boards_meter_has_its_rule_on_the_row(app, monkeypatch):
    sc, _ = drawn_strips(app, monkeypatch, (1280, 720))
    rows = [h for h in sc.hotspots() if h.ref.__class__ is tuple and h.ref[0] == "meter_label"]
    assert len(rows) == 4
    assert all(h.tip and "meter" in str(h.tip).lower() for h in rows)


def test_a_shortened_name_keeps_its_start_and_a_full_stop():
    import pygame
    pygame.font.init()
    lines, z, isz, _place = D.named_plan("Full-Screen Fireball", 2, 64, 40)
    assert z >= 12 and isz >= 10 and len(lines) == 2
    assert "Full-Screen Fireball".startswith(lines[0].rstrip("."))
    assert D.named_plan("Backdash", 1, 64, 40)[0] == ["Back-", "dash"]     # a long word hyphenated, whole
    assert D.named_plan("Body Slam", 2, 64, 40)[0] == ["Body", "Slam"]


def test_a_strip_notes_its_name_as_drawn_shortened_where_it_is(app):
    """A one-line named strip whose words are shortened notes the shortened text it drew, not the
    card's whole name (the record would call "Pre. Str." whole: tests/test_cards_whole.py reads it)."""
    card = app.box.style_card("rushdown_04")
    assert card.name == "Pressure String" and len(card.icons) == 2
    assert D.mini_plan(card.name, 2, 86, 28) is None
    assert D.named_plan(card.name, 2, 86, 28) == (["Pre. Str."], 12, 10, "tail")
    with drawn.recording() as marks:
        paint.mini_card(card, "rushdown", 86, 28)
    assert [m.what for m in marks if m.kind == "text"] == ["Pre. Str."]
