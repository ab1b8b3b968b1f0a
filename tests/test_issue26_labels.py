"""Text on the table readable from a sofa (issue 26, Done means: OCR's median word height at 1280x720):
the small labels are bigger than the 12 px floor where there is room, and whole; and on a
1152x648 canvas (a 720p screen's window) the nemesis board's ability rows keep their actions' icons
apart (before, 14 px rows drew them at 12 px, stacked into each other and into the next row)."""
import copy

import pytest

from legends.engine.scenario import build
from legends.devtools.testing import open_table
from legends.ui.paint.icons import MIN_ICON

from tables import fresh_app, position, record

LABELS = {"EX ABILITY": 18, "CRITICAL": 18, "HEALTH TRACK": 18, "COMBO": 18, "METER": 18, "DECK": 15,
          "DISCARD": 15}


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("labels")) as a:
        yield a


def nemeses(app):
    box = app.box.nemeses
    return sorted(box) if isinstance(box, dict) else sorted(n.id for n in box)


def scene(app, window, nemesis, on_map=True):
    doc = copy.deepcopy(position(4))
    doc["setup"]["nemesis"] = nemesis
    if not on_map:
        doc["nemesis"] = {"ex": 2}
    app.set_window_size(window)
    return open_table(app, build(doc, app.box), ["human"] * 4)


_DRAWN = {}


@pytest.fixture(scope="module", autouse=True)
def drawn_once():
    """drawn_scene's tables let go at the module's end (a scene held on would stay for the process)."""
    yield
    _DRAWN.clear()


def drawn_scene(app, window, nemesis, on_map=True):
    """(scene, its record) of `scene(...)`, made once for the module: the tests below only read
    them (position(4) is the tables.table(app, 4, ...) position, the bison its nemesis)."""
    key = (id(app), window, nemesis, on_map)
    if key not in _DRAWN:
        sc = scene(app, window, nemesis, on_map)
        _DRAWN[key] = (sc, record(app, sc))
    return _DRAWN[key]


def test_the_boards_labels_are_bigger_than_the_floor_and_whole_at_720p(app):
    ids = nemeses(app)
    assert len(ids) >= 3, ids                   # the box's nemeses, every one checked
    for nid in ids:
        sc, marks = drawn_scene(app, (1280, 720), nid)
        sizes = {}
        for m in marks:
            if m.kind == "font" and m.what in LABELS:
                sizes.setdefault(m.what, set()).add(m.size)
        if sc.L.nemesis.w - 8 < 380:            # a narrow header: the counts without their labels
            sizes.pop("DECK", None), sizes.pop("DISCARD", None)
        missing = {k for k in LABELS if k not in sizes} - ({"DECK", "DISCARD"} if sc.L.nemesis.w - 8 < 380 else set())
        assert not missing, f"{nid}: labels not drawn: {missing}"
        small = {k: v for k, v in sizes.items() if min(v) < LABELS[k]}
        assert not small, f"{nid}: labels under their size: {small}"
        cut = [m.what for m in marks if m.kind == "cut" and any(k in str(m.what) for k in LABELS)]
        assert not cut, cut


def test_feature_names_are_whole_on_the_map_at_720p(app):
    sc, marks = drawn_scene(app, (1280, 720), "bison")
    names = [m.what for m in marks if m.kind == "font" and m.what in ("COMMAND CONSOLE", "COMMAND", "CONSOLE")]
    assert "COMMAND" in names and "CONSOLE" in names, names           # on two lines, not "COMMAND CO..."
    assert "COMMAND CONSOLE" not in [m.what for m in marks if m.kind == "cut"]


@pytest.mark.parametrize("on_map", [True, False])
def test_the_nemesis_ability_rows_at_1152x648_keep_their_icons_apart(app, on_map):
    ids = nemeses(app)
    assert len(ids) >= 3, ids
    for nid in ids:
        sc = scene(app, (1152, 648), nid, on_map)
        assert sc.L.size == (1152, 648)
        board = sc.L.nemesis
        marks = record(app, sc)
        acts = [m for m in marks if m.kind == "act" and board.contains(m.rect)]
        assert len(acts) >= 3, nid
        for m in acts:
            assert m.size >= MIN_ICON, (nid, m.what, m.size)
        for i, a in enumerate(acts):
            for b in acts[i + 1:]:
                assert not a.rect.colliderect(b.rect), f"{nid}: {a.what} {a.rect} over {b.what} {b.rect}"


def test_a_short_ability_cards_name_is_whole_on_two_lines_with_its_cost_beside(app):
    """At 720p an ability card is about 95 px square: a name too wide for one line at 12 px goes on
    two, the cost at the end of the second line where it fits ("Murderer / Chain [cost]") or on a line of
    its own where the actions fit even so, rather than "Murderer ..." on one line over a cost line."""
    from legends.ui import drawn
    from legends.ui import paint as D
    assert position(4)["setup"]["nemesis"] == "bison"
    sc, marks = drawn_scene(app, (1280, 720), "bison")        # tables.table(app, 4, (1280, 720)), drawn
    sizes = {m.rect.size for m in marks if m.kind == "card" and m.what[0] == "ability"}
    assert sizes and all(h < 110 for _, h in sizes), sizes
    w, h = max(sizes)
    fighters = app.box.fighters
    whole = 0
    for fid, name in (("birdie", "Murderer Chain"), ("rashid", "Spinning Mixer"), ("blanka", "Surprise Forward")):
        f = fighters[fid]
        i = next(k for k, ab in enumerate(f.abilities) if ab.name == name)
        with drawn.recording() as card:
            D.ability_card(f, i, False, w, h)
        title = next(m for m in card if m.kind == "text" and m.what == name)
        lines = [m.what for m in card if m.kind == "font" and m.what in name.split(" ")]
        assert title.rect.h >= 24 and set(name.split(" ")) <= set(lines), (name, title.rect, lines)
        cost = [m for m in card if m.kind == "icon" and m.what in f.abilities[i].side(False).cost]
        beside = all(m.rect.bottom <= title.box.bottom for m in cost)   # or on a line of its own, the actions
        assert cost and (beside or not [m for m in card if m.kind == "brief"]), (name, [m.rect for m in cost])
        # drawn all the same (their keywords hung under their row: issue 26, cards2)
        whole += 1
    assert whole == 3


def test_every_ability_cards_name_is_whole_at_every_table_size(app):
    """Issue 26 item 6 ("cut where there is room to wrap"): every side of every ability card, at every
    size a 720p and a 1080p table draws, shows its whole name (or its fan's short form,
    ability_cards.SHORT), never cut with "..."; nothing outside the card; its actions whole or left
    to the tooltip ("brief"), and at 95x95 no more of those than the cut names once bought (18)."""
    import test_cards_whole as cw
    from legends.ui import drawn
    from legends.ui import paint as D
    from legends.ui.paint.ability_cards import SHORT
    sizes = set()
    for window in ((1280, 720), (1920, 1080)):
        app.set_window_size(window)
        sizes |= cw.table_sizes(app)["ability"]
    assert (95, 95) in sizes, sorted(sizes)
    bad, brief = [], {}
    for f in app.box.fighters.values():
        for i, ab in enumerate(f.abilities):
            for up in (False, True):
                side = ab.side(up)
                for w, h in sorted(sizes):
                    with drawn.recording() as marks:
                        D.ability_card(f, i, up, w, h)
                    where = f"{ab.name} ({'upgraded' if up else 'standard'}) {w}x{h}"
                    names = [m for m in marks if m.kind == "text" and m.what in (ab.name, SHORT.get(ab.name))]
                    if not names:
                        bad.append(f"{where}: no whole name drawn")
                    short = any(m.kind == "brief" for m in marks)
                    brief[(w, h)] = brief.get((w, h), 0) + short
                    acts = () if short else cw.flat(side.rows) + (cw.flat(side.kicker.rows) if side.kicker else [])
                    bad += [f"{where}: {p}" for p in cw.problems(marks, w, h, acts)]
    assert not bad, "\n".join(bad)
    assert brief[(95, 95)] <= 20, brief
