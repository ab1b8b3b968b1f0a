"""Issue 26, "median word height at least 12 px" with a margin in a real 1280x720 window: what OCR
read 9-12 px high there is a size up, and whole: the top bar's labels (TURN / ACTIVE / PHASE /
LOSE IF: 18 px, were 13), the key hints under the map (up to 17 px, were 13-14), the Legal options
rows (18 px, were 16)."""
import pygame
import pytest

from legends.devtools.screenshots import attack_4p
from legends.devtools.testing import open_table
from legends.ui import assets as A
from legends.ui import drawn
from legends.ui.input.glyphs import hint_line
from legends.ui.table import hud

from tables import fresh_app, record, table

READABLE = 16           # a word this size reads 12 px high or more to OCR (bench/ocr_table.py)
PAD_LINE = hint_line("xbox", "Xbox Series X Controller")     # "A confirm  ·  B cancel  ·  X boost ..."
SEP = "  ·  "
LABELS = ("TURN", "ACTIVE", "PHASE", "LOSE IF")


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("sizes-720")) as a:
        yield a


def scenes(app):
    yield table(app, 4, (1280, 720))
    app.set_window_size((1280, 720))
    yield open_table(app, attack_4p(app.box), ["human", "human", "human", "random"])


def test_the_top_bars_labels_are_a_size_up_and_leave_the_buttons_their_room(app):
    seen = 0
    for sc in scenes(app):
        seen += 1
        marks = record(app, sc)
        sizes = {}
        for m in marks:         # (the largest: a board's ACTIVE chip is 15 px)
            if m.kind == "font" and str(m.what) in LABELS:
                sizes[str(m.what)] = max(m.size, sizes.get(str(m.what), 0))
        assert set(sizes) == set(LABELS) and min(sizes.values()) >= hud.TOP_LABEL, sizes
        assert sc.game.stage.name in {str(m.what) for m in marks if m.kind == "font"}     # the stage kept
        g, L = sc.game, sc.L
        turn, active, phase = sc.turn_view()
        values = [("TURN", str(turn), (0, 0, 0)), ("ACTIVE", f"P{active + 1} {g.view.fighter_name(active)}", (0, 0, 0)),
                  ("PHASE", "Fighter phase", (0, 0, 0)), ("LOSE IF", hud.loss_status(g), (0, 0, 0))]
        stage_w = A.font(20, True).size(g.stage.name)[0]
        room = L.top_buttons[0].x - 16 - 14 - stage_w - 22
        fields, need = hud.top_fields(values, room, L.top.h)
        assert fields[0][1].get_height() <= L.top.h and need <= room       # before the Help button, whole
    assert seen == 2                                                        # both tables were looked at


def test_the_top_bar_gives_way_to_a_long_loss_line():
    pygame.font.init()
    values = [("TURN", "12", (0, 0, 0)), ("ACTIVE", "P4 E. Honda", (0, 0, 0)), ("PHASE", "Nemesis phase", (0, 0, 0)),
              ("LOSE IF", "minions in Reclining Buddha 2/3", (0, 0, 0))]
    wide, need = hud.top_fields(values, 2000, 34)
    narrow, tight = hud.top_fields(values, need - 30, 34)
    assert wide[0][1].get_height() > narrow[0][1].get_height() and tight <= need - 30
    least, _ = hud.top_fields(values, 10, 34)                # no room at all: 13 px, as before
    assert least[0][1].get_height() == A.font(13, True).get_linesize()


def test_the_key_hints_are_a_size_up_and_whole_at_720p(app):
    for sc in scenes(app):
        marks = record(app, sc)
        line = [m for m in marks if m.kind == "font" and "help" in str(m.what) and " · " in str(m.what)]
        # the line, and (the focus label on it: focus.draw_on_strip) the hints beside the label, of the line's
        assert 1 <= len(line) <= 2 and all(m.size >= READABLE for m in line), [(m.what, m.size) for m in line]
        assert set(str(line[-1].what).split(" · ")) <= set(str(line[0].what).split(" · "))
        assert not [m for m in marks if m.kind == "cut" and "help" in str(m.what)]
    z, shown = hud.hint_plan(PAD_LINE, 620 - 20, 22)          # a controller's line on the 720p map
    assert z >= READABLE and "View help" in shown and A.font(z).size(shown)[0] <= 600
    parts = PAD_LINE.split(SEP)
    least = hud.hint_plan(PAD_LINE, 600, 16)[1].split(SEP)     # a strip too low for more: 13 px
    assert len(shown.split(SEP)) >= len(least) - 2 and set(shown.split(SEP)) <= set(parts)
    z, shown = hud.hint_plan(hud.KEY_HINTS, 1008 - 20, 22)    # every hint fits at some size: every one stays
    assert shown.split(" · ") == hud.KEY_HINTS.split(" · ")


def test_the_option_rows_are_a_size_up_at_720p(app):
    seen = 0
    for sc in scenes(app):
        seen += 1
        lv = sc.options
        size, pitch, wrap = lv.plan()
        assert size >= READABLE - 2 and lv.size == sc.L.option_text >= 18
        texts = [t for t, p, *_ in lv.items if p is not None]
        if all(A.font(lv.size, True).size(t)[0] <= lv.body().w - 20 for t in texts):
            assert size == lv.size            # what fits on a line is drawn at the list's size
        for i in range(lv.rows()[1]):
            r = lv.row_rect(i)
            assert r is None or lv.body().contains(r)
    assert seen == 2


def test_the_figures_names_are_a_size_up_alone_and_sharing_a_square(app):
    """A lone figure's name on its band is 14 px at 720p (was 12: 9 px high to OCR), and two figures
    sharing a square show theirs on chips that size where the name fits the figure (else 13), each
    whole, none over another."""
    from legends.engine.scenario import build
    from legends.ui.paint.standees import band_label
    from tables import position
    doc = position(4)
    doc["fighters"][1]["space"] = "D4"               # Ken beside Chun-Li
    app.set_window_size((1280, 720))
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    marks = record(app, sc)
    lone = int(sc.view.cs * 0.74 * 0.94)
    for name in ("M1", "RYU", "ZANG", "KEN"):       # a 6x6 map at 720p: 42 px standees, 13 px names
        assert band_label(name, lone)[1] >= 13, name
    for name in ("M1", "BIRD", "ABIG", "ALEX"):      # the couch game's 8x4 map at 720p: 52 px, 14 px (were 12)
        assert band_label(name, 52)[1] >= 14 if name != "ALEX" else band_label(name, 52)[1] >= 13, name
    chips = [pygame.Rect(r) for r in sc.view.name_chips]
    assert len(chips) >= 2
    assert not [(a, b) for i, a in enumerate(chips) for b in chips[i + 1:] if a.colliderect(b)]
    shared = [m for m in marks if m.kind == "font" and str(m.what) in ("CHU", "CHUN", "KEN")]
    assert shared and min(m.size for m in shared) >= 13, [(m.what, m.size) for m in shared]


def keyworded(box):
    """The box's style cards with a keyword on an action (TARGET 2, BOOST, WITHDRAW, HEAL 1, ...)."""
    from legends.ui.paint.badges import act_tags
    return [c for c in box._cards.values() if any(act_tags(a) for row in c.rows for a in row)]


def test_the_hand_strips_keywords_are_a_size_up_where_the_strip_has_room(app):
    """A crowded hand at 720p is a grid of strips (203 x 40-44 px in a 4-player game, about 290 x 40 on
    the couch game's wide stage): the keywords beside their icons at 13 px (were 12, read 8-9 px high)
    where the line has the room and the actions are no taller, each strip drawn whole."""
    from legends.ui.paint import icons
    from legends.ui.paint.icons import MIN_ICON
    from legends.ui.paint.strips import hand_strip, strip_plan
    cards = keyworded(app.box)
    assert len(cards) >= 40
    for w, h, least in ((203, 40, 36), (203, 44, 32), (290, 40, 28)):
        plans = [strip_plan(c, w, h) for c in cards]
        up = [c.name for c, p in zip(cards, plans) if p[5] == icons.KEYWORD]
        assert len(up) >= least, (w, h, len(up))
        for c in cards:
            with drawn.recording() as marks:        # (recording: drawn afresh, not from the cache)
                hand_strip(c, "x", w, h)
            acts = [m for m in marks if m.kind == "act"]
            assert acts and not [m for m in marks if m.kind == "cut"], c.name
            assert all(pygame.Rect(0, 0, w, h).contains(m.rect) for m in acts), c.name
    big = [strip_plan(c, 290, 40) for c in app.box._cards.values()]
    ones = [p for p in big if p[0] == "one"]
    assert len(ones) >= 20 and min(p[2] for p in ones) >= MIN_ICON
    assert sum(p[1] >= 15 for p in ones) >= len(ones) // 2, [p[1] for p in ones]   # names a size up beside them


def test_the_ability_cards_keywords_are_a_size_up_where_the_card_has_room(app):
    """A seat board's ability cards at 720p (95 x 95 px): the keywords at 13 px (were 12) on the
    cards whose actions stay whole with every icon its size so (else at 12, as before), each drawn whole."""
    from legends.ui.paint import ability_cards as AC
    from legends.ui.paint import icons
    from legends.ui.paint.badges import act_tags
    sides, up = 0, []
    for f in app.box.fighters.values():
        for idx, ab in enumerate(f.abilities):
            for upgraded in (False, True):
                side = ab.side(upgraded)
                if not any(act_tags(a) for row in side.rows for a in row):
                    continue
                sides += 1
                p = AC._plan(ab.name, side, upgraded, 95, 95, (255, 255, 255))
                size = max(icons.MIN_ICON, int(95 * 0.22))
                img, spots, kw = icons.rows_plan(side.rows, size, p.area, compact=p.pills)
                floor = icons._rows_in(side.rows, size, p.area, True, p.pills)[1]
                assert sorted(sz for *_, sz in spots) >= sorted(sz for *_, sz in floor)     # icons keep their size
                up += [ab.name] if kw == icons.KEYWORD else []
                with drawn.recording() as marks:
                    AC.ability_card(f, idx, upgraded, 95, 95)
                assert not [m for m in marks if m.kind == "cut"], ab.name
    assert sides >= 60 and len(up) >= 30, (sides, len(up))


def test_the_options_n_below_and_the_focus_label_are_a_size_up_at_720p(app):
    """The options list's "10 below" at 16 px (was "10 below (wheel)" at 14: 10 px high to OCR), the
    title at no smaller a size for it; the focus label ("Enter: ...") at 18 px (was 16) where that
    leaves it in its place; all whole."""
    from legends.ui.table.focus import LABEL_TEXT, STRIP_TEXT, key_line
    from test_issue26_focus_strip import keys_of
    from legends.ui.widgets import MORE_TEXT
    seen = 0
    for sc in scenes(app):
        marks = record(app, sc)
        cuts = {str(m.what) for m in marks if m.kind == "cut"}
        lv = sc.options
        title, more, z = lv.heading_plan(lv.rect.w - 24)
        if lv.hidden()[1]:
            seen += 1
            assert z == MORE_TEXT and more.endswith("below") and more not in cuts, (more, z)
            fitted = lambda m, mz: next(s for s in range(18, A.MIN_TEXT - 1, -1)      # noqa: E731
                                        if A.font(s, True).size(title)[0] <= lv.rect.w - 24 - A.font(mz, True).size(m)[0] - 10)
            assert fitted(more, z) >= fitted(lv.more_text(), 14)
        label = [p.rect for p in sc.overlay_layer.placed if p.name == "focus label"]
        line = key_line(sc.overlay_layer, keys_of(sc))     # its last place: fitted to the keys' line, 16 px
        if len(label) == 1 and line.contains(label[0]):
            assert label[0].h == line.h and any(m.kind == "font" and str(m.what).startswith("Enter:")
                                                and m.size >= min(STRIP_TEXT, line.h - 4) for m in marks)
        else:
            assert len(label) == 1 and label[0].h >= A.font(LABEL_TEXT, True).get_height() + 8, label
        assert not [t for t in cuts if t.startswith("Enter:")]
    assert seen == 1                    # the 14 options of the fighter phase: some below
