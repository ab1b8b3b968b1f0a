"""Issue 26's re-check after the ninth pass (docs/playtests/issue-26.md, "Re-check after the ninth
pass", findings 1-3, pictures 96-104): text cut or small at 1152x648 and 1280x720.

1. At 1152x648 the log cut an attack's roll without saying so: the third line of "P4 attacks
   Abigail (melee 2): rolls 2 dice: miss, double = 2 successes." was left out and the " ..." mark
   added to a full second line was clipped away (257 px in a 235 px body). The cut entry's last
   line now leaves out its last words so that its mark fits.
2. At 1280x720 "P4 · Dhalsim (Bot, expert) is thinking..." kept its whole pill beside "play style
   card 2 of / 2" (18 px): the pill now shortens first where that lets the words fit one line at
   the bar's full size.
3. At 1152x648 the nemesis phase's narration went to about 12 px and was cut beside "P3 · NEMESIS
   PHASE" and NOW: that pill shortens too ("NEMESIS PHASE", "NEMESIS"), the NOW chip last.
"""
import pygame
import pytest

from legends.ui import assets, drawn
from legends.ui.table.boards import log as logboard
from legends.ui.table.layout import Layout

from tables import module_app, record, table

app = module_app("issue26-recheck10")

ROLL = {"kind": "roll", "text": "P4 attacks Abigail (melee 2): rolls [0, 2] = 2 successes."}


def log_body_width(rect) -> int:
    """The width of a 1152x648 log's body (two lines beside its title: draw_log)."""
    return rect.w - 24 - assets.text("LOG", 17, (0, 0, 0), True).get_width()


@pytest.mark.parametrize("board", [(8, 4), (6, 6)])
def test_finding1_a_cut_roll_in_the_1152x648_log_shows_its_mark(board):
    L = Layout(4, board, (1152, 648))
    assert L.log.h == 57                                    # two lines beside the title
    width = log_body_width(L.log)
    older = [{"kind": "info", "text": "P3 moves E4 -> F4."}]
    entry = dict(ROLL, text=ROLL["text"].replace("Abigail", "Doll Commander (M6)"))   # three lines in either
    with drawn.recording() as marks:
        _, lines = logboard.draw_log(pygame.Surface(L.size), L.log, older + [entry], 0)
    assert len(lines) == 2
    assert lines[0].strip().startswith("P4 attacks Doll Commander")
    assert lines[-1].endswith(" ...")                       # the mark was clipped away before
    drawn_lines = [m for m in marks if m.kind == "font" and str(m.what) in lines]
    assert len(drawn_lines) == 2
    for m in drawn_lines:
        assert assets.font(logboard.LOG_TEXT).size(str(m.what))[0] <= width     # 257 px in 235 before


def test_finding1_the_ninth_passes_log_at_300_px():
    """The log of the re-check's picture 97 (Ayutthaya Ruins, 1152x648: 300 px): the roll's second
    line "rolls 2 dice: miss, double = 2 ..." was 257 px for its 236 px body."""
    rect = Layout(4, (8, 4), (1152, 648)).log
    _, lines = logboard.draw_log(pygame.Surface((1152, 648)), rect, [ROLL], 0)
    assert [t.strip() for t in lines] == ["P4 attacks Abigail (melee 2):", "rolls 2 dice: miss, double ..."]
    assert assets.font(logboard.LOG_TEXT).size(lines[-1])[0] <= log_body_width(rect)


def test_finding1_cut_line_leaves_words_out_before_the_mark():
    assert logboard.cut_line("   rolls 2 dice: miss, double = 2", 10_000) == "   rolls 2 dice: miss, double = 2 ..."
    short = logboard.cut_line("   rolls 2 dice: miss, double = 2", 200)
    assert short.startswith("   rolls") and short.endswith(" ...")
    assert assets.font(logboard.LOG_TEXT).size(short)[0] <= 200


def bar_room(L, size=24, z=19):
    """(room, height) that draw_prompt gives the pill and the words in the layout's prompt bar."""
    r = L.prompt
    right = r.x + (L.hint_button.x - L.prompt.x)
    x = r.x + 10 + 13 + 11 + 6                  # the seat's shape first
    return right - x - 12, r.h - 4


def test_finding2_a_bots_pill_shortens_so_the_words_fit_one_line_at_full_size():
    """1280x720, four seats: "P4 · Dhalsim (Bot, expert) is thinking..." beside "play style card 2
    of / 2" on two lines at 18 px; "P4 · Dhalsim is thinking..." leaves them one line at 24."""
    from legends.ui.table import hud
    room, height = bar_room(Layout(4, (6, 6), (1280, 720)))
    who, said = "P4 · Dhalsim (Bot, expert) is thinking...", "play style card 2 of 2"
    label = hud.who_label(who, "thinking", said, room, height, 24, 19)
    assert label == "P4 · Dhalsim is thinking..."           # the whole pill before
    left = room - assets.font(19, True).size(label)[0] - 18
    assert assets.font(24, True).size(said)[0] <= left      # one line at the bar's full size
    assert hud.who_label(who, "thinking", "choose", room, height, 24, 19) == who     # a short prompt: the whole pill
    assert hud.who_label("P1 · Birdie decides", "decides", said, room, height, 24, 19) == "P1 · Birdie decides:"


NARRATION = "Nemesis card Hold the Line (circle): Hired Muscle."


@pytest.mark.parametrize("window", [(1152, 648), (1280, 720)])
def test_finding3_the_nemesis_narration_is_whole(app, monkeypatch, window):
    """1152x648: "P3 · NEMESIS PHASE" and the NOW chip left the card's words some 170 px, drawn at
    about 12 px and cut ("Nemesis card Hold the / Line (circle): Hired Mus..."). The pill shortens
    ("NEMESIS PHASE", "NEMESIS"), the chip goes last: the words whole at the bar's two-line size."""
    from legends.ui.table import hud
    from legends.ui.table.seatview import seat_color
    sc = table(app, 4, window)
    monkeypatch.setattr(hud, "prompt_parts", lambda sc, keys=True: ("P3 · NEMESIS PHASE", NARRATION, seat_color(2), "showing"))
    marks = record(app, sc)
    assert [m for m in marks if m.kind == "cut" and str(m.what) in NARRATION] == []
    words = [m for m in marks if m.kind == "font" and str(m.what) in NARRATION and len(str(m.what)) > 6]
    assert " ".join(str(m.what) for m in words) == NARRATION        # "... Hired Mus..." before
    two = hud.two_size(min(24, sc.L.prompt.h - 8), sc.L.prompt.h - 4)
    assert len({m.size for m in words}) == 1 and words[0].size >= two     # about 12 px before at 1152x648
    pills = [str(m.what) for m in marks if m.kind == "font" and "NEMESIS" in str(m.what)]
    assert len([p for p in pills if p in ("P3 · NEMESIS PHASE", "NEMESIS PHASE", "NEMESIS")]) == 1
    monkeypatch.undo()


@pytest.mark.parametrize("window", [(1280, 720), (1920, 1080), (1152, 648)])
def test_finding4_a_lone_fighters_seat_tag_keeps_off_start(window):
    """One fighter on the start square: at 1280x720 its "P1" tag lay over the bottom of START's
    "RT" (picture 104). The tag goes just under the word, still on its standee, where that is free;
    at 1152x648 its name chip leaves no room under it and START is drawn again as before."""
    import tempfile
    from pathlib import Path
    from tables import fresh_app
    from test_issue26_mends2 import start_table
    with fresh_app(Path(tempfile.mkdtemp())) as a:
        sc = start_table(a, 1, window)
        word = dict(sc.view.printed)["start"]
        tags = [r for r, fid in sc.view.seat_tags if fid == "F1"]
        assert len(tags) == 1
        again = dict(sc.standees.uncovered).get("start")
        if window == (1152, 648):
            assert again is not None                        # (the printed word read again on its tag)
        else:
            assert not tags[0].colliderect(word), (tags[0], word)      # 4 px on "RT" at 1280x720 before
            assert again is None                            # START read once
            fig = next(r for r, fid in sc.view.fig_rects if fid == "F1")
            assert fig.inflate(4, 4).contains(tags[0])      # still on its standee (its ring)
