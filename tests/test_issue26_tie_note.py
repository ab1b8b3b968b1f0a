"""Issue 26, eighth pass: the hint panel's tie note ("same odds as 2 and 3: tried most (28 to 15)")
was left out when the row's own effects filled a 720p row, so three "66% win" rows said nothing of
their order. At 1280x720 with long own effects: two seats (the full panel over the nemesis board)
keep the effects shortened on the row's line and the note on a second line under it; four seats
(the best row in the 116 px log, no room for a second line) keep the note on the row's one line;
a tie on rows 2 and 3 keeps its note too; and the words never cut mid-word."""
from types import SimpleNamespace

import pytest

from legends.engine import Action
from legends.ui import assets
from legends.ui.table import hints
from legends.ui.table.hint_rows import reason_lines
from tables import cast, module_app, opened, record, scenario

app = module_app("tie_note")
HAND = ["aerial_07", "aerial_02", "aerial_04", "aerial_14"]     # Air Fireball, Dive Kick, Wall Jump, Divebomb
PLAYS = ("aerial_07", "aerial_02", "aerial_14")
LONG = ("defeats the standard minion; P1 +2 EX (58%); pushes Doll Agent (M2) to C3; "
        "then: P1 moves to Reclining Buddha; 66% est. win")
NOTE = "same odds as 2 and 3: tried most"


def table(app, n, window=(1280, 720), stage="ayutthaya_ruins"):
    players = cast(("chun_li", "aerial"), ("blanka", "grappler"), ("birdie", "zoner"), ("dhalsim", "zoner"))[:n]
    doc = scenario(players, stage=stage, turn=1,
                   fighters=[{"space": "D4", "hand": HAND}] + [{"space": "D4"}] * (n - 1))
    return opened(app, doc, window)


def show(app, sc, chances, visits, reasons):
    plays = [Action.parse(f"P1 play {c}") for c in PLAYS]
    assert all(a in sc.game.legal_actions() for a in plays)
    st = [SimpleNamespace(action=a, win_chance=w, visits=v, prior=0.0, reason=r)
          for a, w, v, r in zip(plays, chances, visits, reasons)]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = 0
    sc.hints.changed()
    marks = record(app, sc)
    texts = [m for m in marks if m.kind == "text"]
    cuts = [str(m.what) for m in marks if m.kind == "cut"]
    box = next(t.box for t in texts if t.what == "Play Air Fireball")     # the panel, in its part's surface
    return box, sc.comp.parts["hint"].sig[2], texts, cuts


def test_two_seats_long_effects_keep_the_tie_note_on_a_second_line(app):
    sc = table(app, 2)
    panel, mode, texts, cuts = show(app, sc, (0.662, 0.661, 0.659), (28, 15, 15),
                                    [LONG, "defeats the standard minion; P1 +1 EX (40%); 66% est. win", "66% est. win"])
    assert mode == "full"
    said = [t for t in texts if str(t.what).startswith(NOTE)]
    assert len(said) == 1, [str(t.what) for t in texts]
    note = said[0]
    assert panel.contains(note.rect), (note.rect, panel)
    label = next(t for t in texts if t.what == "Play Air Fireball")
    effects = [t for t in texts if t.rect.top > label.rect.top and t.rect.bottom <= note.rect.top + 2
               and str(t.what).startswith("defeats the standard minion")]
    assert len(effects) == 1                                   # row 1's own effects, then the note under them
    assert note.rect.left == effects[0].rect.left and note.rect.top > effects[0].rect.top
    second = next(t for t in texts if t.what == "Play Dive Kick")
    assert note.rect.bottom <= second.rect.top                # the next row moved down for it, not over it
    assert not [c for c in cuts if "same odds" in c or "defeats" in c], cuts


def test_four_seats_the_best_row_keeps_the_note_on_its_one_line(app):
    sc = table(app, 4)
    panel, mode, texts, cuts = show(app, sc, (0.662, 0.661, 0.659), (28, 15, 15), [LONG, "66% est. win", "66% est. win"])
    assert mode == "best" and sc.L.log.contains(sc.comp.parts["hint"].rect)
    said = [t for t in texts if str(t.what).startswith(NOTE)]
    assert len(said) == 1, [str(t.what) for t in texts]
    assert str(said[0].what) == "same odds as 2 and 3: tried most (28 to 15)"      # whole: it fits in 250 px
    assert panel.contains(said[0].rect)
    assert not [c for c in cuts if "same odds" in c], cuts


def test_a_tie_on_rows_2_and_3_keeps_its_note_beside_long_effects(app):
    sc = table(app, 2)
    panel, mode, texts, cuts = show(app, sc, (0.70, 0.662, 0.661), (40, 20, 12),
                                    ["71% est. win", LONG, "66% est. win"])
    said = [t for t in texts if str(t.what).startswith("same odds as 3: tried most")]
    assert len(said) == 1, [str(t.what) for t in texts]
    row2 = next(t for t in texts if t.what == "Play Dive Kick")
    row3 = next(t for t in texts if t.what == "Play Divebomb")
    assert row2.rect.bottom < said[0].rect.top and said[0].rect.bottom <= row3.rect.top
    assert panel.contains(said[0].rect) and not [c for c in cuts if "same odds" in c]


@pytest.mark.parametrize("width", [226, 250, 376])     # 720p's full and best rows, 1080's
def test_the_effects_are_shortened_before_the_note_goes(app, width):
    why = hints.with_note(hints.short_reason(LONG, 1), "same odds as 2 and 3: tried most (28 to 15)")
    assert why.split("; ")[3] == "same odds as 2 and 3: tried most (28 to 15)"
    kept = ("same odds as 2 and 3: tried most (28 to 15)",)
    fits = lambda t: assets.font(12).size(t)[0] <= width      # noqa: E731
    for lines in (1, 2):
        got = reason_lines(why, kept, width, lines)
        assert 1 <= len(got) <= lines and all(fits(t) for t in got), got
        assert any(t.startswith(NOTE) for t in got), got                     # the note always there
        assert all(p in why.split("; ") or p.startswith(NOTE) for t in got for p in t.split("; "))   # parts whole
    two = reason_lines(why, kept, width, 2)
    assert two[0].startswith("defeats the standard minion")                 # the effects shortened, not dropped


def test_four_seats_a_tie_on_rows_2_and_3_is_told_on_the_best_rows_line(app):
    """The best panel shows no reason under rows 2 and 3 (one line each): their tie note goes on the
    best row's reason line, saying which rows it is about, the row's long effects shortened first."""
    sc = table(app, 4)
    panel, mode, texts, cuts = show(app, sc, (0.70, 0.662, 0.661), (40, 20, 12), [LONG, "66% est. win", "66% est. win"])
    assert mode == "best"
    said = [t for t in texts if "same odds, 2 before 3: tried most" in str(t.what)]
    assert len(said) == 1, [str(t.what) for t in texts]
    row1 = next(t for t in texts if t.what == "Play Air Fireball")
    row2 = next(t for t in texts if t.what == "Play Dive Kick")
    assert row1.rect.bottom <= said[0].rect.top and said[0].rect.bottom <= row2.rect.top + 2
    assert panel.contains(said[0].rect) and not [c for c in cuts if "same odds" in c], cuts
    assert hints.with_note("defeats Doll Agent", None) == "defeats Doll Agent"      # no tie: nothing added


# The short panel (every row on one line, no reason: a log of 98-115 px): one or two seats at 1366x768
# on a wide stage (Shadaloo Base, the Power Plant: a 103 px log), 1280x800, 1440x810 and 1536x864 on a
# tall one; the table's text size (100-150%) does not move the log. Four seats never get it (116+ px).
def short_panel(app, window, stage, chances, visits, n=1):
    sc = table(app, n, window, stage)
    panel, mode, texts, cuts = show(app, sc, chances, visits, [LONG, "66% est. win", "66% est. win"])
    assert mode == "short" and 98 <= sc.L.base[0].h < 116 and sc.L.log.contains(sc.comp.parts["hint"].rect)
    rows = [next(t for t in texts if t.what == w) for w in ("Play Air Fireball", "Play Dive Kick", "Play Divebomb")]
    wins = [t for t in texts if t.what == "win"]
    assert len(wins) == 3 and not [c for c in cuts if "same odds" in c or "tied" in c or "before" in c], cuts
    return panel, texts, rows, wins


def on_line(t, row, wins):
    """`t` on `row`'s line, between its option and its win chance, inside the panel's rows."""
    win = next(w for w in wins if abs(w.rect.centery - row.rect.centery) <= 2)
    return abs(t.rect.centery - row.rect.centery) <= 2 and row.rect.right < t.rect.left and t.rect.right < win.rect.left


@pytest.mark.parametrize("n, stage", [(1, "shadaloo_base"), (2, "power_plant")])
def test_the_short_panel_tells_the_tie_on_the_best_rows_line(app, n, stage):
    panel, texts, rows, wins = short_panel(app, (1366, 768), stage, (0.662, 0.661, 0.659), (28, 15, 15), n)
    said = [t for t in texts if str(t.what) == "tied: tried most"]       # "same odds as 2 and 3: ..." shortened
    assert len(said) == 1, [str(t.what) for t in texts]
    assert on_line(said[0], rows[0], wins) and panel.contains(said[0].rect)
    assert said[0].rect.height >= 12


def test_the_short_panel_tells_a_tie_on_rows_2_and_3_on_row_2s_line(app):
    panel, texts, rows, wins = short_panel(app, (1366, 768), "shadaloo_base", (0.70, 0.662, 0.661), (40, 20, 12))
    said = [t for t in texts if str(t.what) == "tied: tried most"]
    assert len(said) == 1, [str(t.what) for t in texts]
    assert on_line(said[0], rows[1], wins) and panel.contains(said[0].rect)


def test_a_short_panel_row_too_full_for_the_note_tells_it_on_the_title(app):
    """1280x800, two seats (a 98 px log, a 314 px panel): "Play Air Fireball" leaves 70 px before
    its "66% win", too little for "tied: tried most" (84): the title says it, naming the rows."""
    panel, texts, rows, wins = short_panel(app, (1280, 800), "ayutthaya_ruins", (0.662, 0.661, 0.659), (28, 15, 15), 2)
    said = [t for t in texts if "before 2" in str(t.what) and "tried most" in str(t.what)]
    assert len(said) == 1, [str(t.what) for t in texts]
    assert said[0].rect.bottom <= rows[0].rect.top and panel.contains(said[0].rect)
    assert str(said[0].what) in ("same odds, 1 before 2 and 3: tried most", "1 before 2 and 3: tried most",
                                 "1 before 2, 3: tried most")
    assert not [t for t in texts if str(t.what).startswith("top 3")]       # in place of "top 3; you choose"


def test_the_short_panel_tells_why_a_lower_chance_ranks_first(app):
    """1 "44% win" over 2 "45% win" (the "above" note, 130 px in its shortest words): no room beside
    the option at 1366x768, so the title says it, naming its rows."""
    panel, texts, rows, wins = short_panel(app, (1366, 768), "shadaloo_base", (0.44, 0.45, 0.40), (40, 20, 12))
    said = [t for t in texts if str(t.what).startswith("1 above 2: more playouts")]
    assert len(said) == 1, [str(t.what) for t in texts]
    assert said[0].rect.bottom <= rows[0].rect.top and panel.contains(said[0].rect)
