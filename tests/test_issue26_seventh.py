"""Issue 26's seventh pass (docs/playtests/issue-26.md, pictures 47-59): the log and the options list.

1. The log's top line was often the tail of a wrapped entry ("player.", "F2 toward P4.",
   "location 1 (A1)." on top of a 4-line log at 1280x720, picture 57): the panel cut by wrapped
   line. Now it shows whole entries from its top and scrolls by entries (boards/log.py).
2. At 3840x2160 (a 1920x1080 canvas drawn at 2x) the options list showed 5 of 20 rows while the log
   above it took 10 lines (picture 51): a list with more rows than it shows takes the log's lines
   beyond 3 (Layout.fit_options), except in a nemesis phase (the log tells it) or under a hint.
"""
import pygame
import pytest

from legends.devtools.testing import settle
from legends.ui import assets
from legends.ui.input.intents import KEYBOARD
from legends.ui.table import boards
from legends.ui.table.boards.log import LOG_TEXT, entry_lines
from legends.ui.table.layout import Layout
from legends.ui.widgets import ListView

from tables import module_app, table

app = module_app("issue26-seventh")

WORDS = "Doll Commander (M6)'s melee attack has no target in range and the spawn location 1 (A1) stays".split()
# entries of 1 to 4 lines at a 280-300 px log: the old panel's top line was a tail in many frames
ENTRIES = [{"kind": "info" if i % 5 else "turn", "text": " ".join(WORDS[:3 + (i * 7) % len(WORDS)]) + f" ({i})."}
           for i in range(40)]


def first_line(text) -> bool:
    """An entry's first line (" Text"), not a wrapped entry's later line ("   text", boards/log.py)."""
    return text.startswith(" ") and not text.startswith("   ")


def old_tops(entries, width, nvis):
    """The top lines of the old panel (cut by wrapped line) at every scroll, a line at a time."""
    lines = [t for e in entries for t, *_ in entry_lines(e, width)]
    return [lines[max(0, len(lines) - k - nvis)] for k in range(0, max(1, len(lines) - nvis + 1))]


@pytest.mark.parametrize("window, n", [((1280, 720), 1), ((1280, 720), 4), ((1920, 1080), 4)])
def test_the_log_shows_whole_entries_from_its_top_at_every_scroll(window, n):
    L = Layout(n, (6, 6), window)
    surf = pygame.Surface(L.size, pygame.SRCALPHA)
    body_w = L.log.w - 12
    nvis = (L.log.h - 34) // assets.font(LOG_TEXT).get_linesize()
    assert nvis >= 2
    olds = old_tops(ENTRIES, body_w, nvis)
    assert sum(not first_line(t) for t in olds) >= 5           # the old panel: a tail on top, often
    most, lines = boards.draw_log(surf, L.log, ENTRIES, 0)
    assert most > 10 and first_line(lines[0]) and lines[-1].endswith("(39).")     # the newest entry, whole
    tops = []
    for k in list(range(most + 1)) + list(range(most, -1, -1)):    # up to the oldest entry and back
        got, lines = boards.draw_log(surf, L.log, ENTRIES, k)
        assert got == most and 1 <= len(lines) <= nvis
        tops.append(lines[0])
    assert len(tops) == 2 * (most + 1)
    assert all(first_line(t) for t in tops)
    assert tops[most] == entry_lines(ENTRIES[0], body_w)[0][0]       # scrolled back: the oldest entry on top


def test_an_entry_taller_than_the_log_shows_its_start_and_says_it_goes_on():
    L = Layout(4, (6, 6), (1152, 648))          # a 1-line log under its title: two beside it (ninth pass)
    long = [{"kind": "info", "text": " ".join(WORDS * 4) + "."}]
    most, lines = boards.draw_log(pygame.Surface(L.size), L.log, ENTRIES[:3] + long, 0)
    assert len(lines) == 2 and first_line(lines[0]) and lines[0].startswith(" Doll") and lines[1].endswith(" ...")


@pytest.mark.parametrize("window, n", [((1280, 720), 1), ((1280, 720), 4), ((1920, 1080), 4)])
def test_on_the_table_the_top_line_is_an_entrys_first_after_the_wheel_up_and_back(app, window, n):
    sc = table(app, n, window)
    for t in ("P1 play zoner_01", "P1 target nemesis", "P1 keep"):       # a fireball: long wrapped lines
        act = next(a for a in sc.game.legal_actions(seat=sc.game.pending.seat) if str(a) == t)
        sc.pipeline.submit(act, KEYBOARD)
        settle(app)
    app.render()
    seen = [list(sc.log_scroll.lines)]
    at = sc.L.log.center
    for y in (1, 1, 1, -1, -1, -1):              # three notches up, three down: an entry a notch
        sc.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, pos=at, flipped=False))
        app.render()
        seen.append(list(sc.log_scroll.lines))
    assert len(seen) == 7 and sc.log_scroll.most >= 3
    assert all(s and first_line(s[0]) for s in seen)
    assert seen[0] == seen[-1] and seen[1] != seen[0] and sc.log_scroll.scroll == 0


# --- 2. the options list gets the room the log does not need --------------------------------------
def rows_shown(sc):
    return sc.options.rows()[1]


def test_at_3840x2160_a_long_options_list_takes_the_logs_room(app):
    sc = table(app, 4, (3840, 2160))
    app.render()
    assert sc.L.size == (1920, 1080) and len(sc.options.items) >= 12     # P1's fighter phase: 13 options and more
    base_log, base_opts = sc.L.base[0], sc.L.base[1]
    old = ListView(base_opts, None, row_h=sc.options.row_h, size=sc.options.size, title="Legal options")
    old.set_items(sc.options.items)
    assert old.rows()[1] == 5                                           # the list as laid out: 5 rows
    assert rows_shown(sc) >= 9 and sc.options.rect == sc.L.options      # 9 of 13+ (the log keeps 3 lines)
    assert (sc.L.log.h - 34) // 20 == 3 and sc.L.log.bottom < sc.L.options.y <= sc.L.log.bottom + 8
    assert sc.L.options.bottom == base_opts.bottom and sc.L.log.y == base_log.y
    assert not sc.L.options.colliderect(sc.L.hand) and not sc.L.options.colliderect(sc.L.log)
    assert all(sc.options.row_rect(i) is not None for i in range(rows_shown(sc)))


def test_a_short_list_a_nemesis_phase_and_a_hint_keep_the_log_as_before(app):
    sc = table(app, 4, (1920, 1080))
    app.render()
    L = sc.L
    lines = lambda: (L.log.h - 34) // 20      # noqa: E731
    assert lines() == 3
    L.fit_options(4, sc.options.row_h, 20, 3)                   # 4 rows: they fit, the log keeps its 10 lines
    assert lines() == 10 and L.options == L.base[1]
    from legends.ui.table import log
    log.fit_options(L, sc.options, "nemesis", False)            # a nemesis phase: the log tells it
    assert lines() == 10 and sc.options.rect == L.base[1]
    log.fit_options(L, sc.options, "fighter", False, hint=True)       # a hint's panel over the log
    assert lines() == 10
    log.fit_options(L, sc.options, "fighter", False)
    assert lines() == 3
    log.fit_options(L, sc.options, "fighter", True)                   # an animation keeps the split found
    assert lines() == 3


@pytest.mark.parametrize("window, n, board, rows", [
    ((1280, 720), 4, (6, 6), 5), ((1280, 720), 3, (8, 4), 5), ((1728, 972), 4, (6, 6), 10),
    ((1920, 1080), 2, (6, 6), 9), ((1920, 1080), 4, (6, 6), 9), ((1152, 648), 4, (6, 6), 4)])
def test_every_size_gives_a_long_list_more_rows_and_never_fewer_than_before(window, n, board, rows):
    L = Layout(n, board, window)
    lv = ListView(L.options, None, row_h=L.option_row, size=L.option_text, title="Legal options")
    lv.set_items([(f"Move to X{i}", i, (0, 0, 0)) for i in range(20)])
    before = lv.rows()[1]
    L.fit_options(20, L.option_row, 20, 3)
    lv.rect = L.options.copy()
    assert lv.rows()[1] == rows >= before and (L.log.h - 34) // 20 >= min(3, (L.base[0].h - 34) // 20)
