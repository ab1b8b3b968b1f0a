"""Issue 26's small items left (the fifth pass, docs/playtests/issue-26.md, new findings 8 and the
run Q notes): the hint's playout share in words, the title's Continue tip naming its game, a narrow
bot board saying Bot."""
from types import SimpleNamespace

from legends.ui.table import hints

from tables import module_app, record

app = module_app("issue26-smalls")


# --- item 4: "P1 +1 EX (69%)" did not say what 69% was --------------------------------------------------
def test_item4_a_playout_share_reads_in_words_in_the_hint_panel(app):
    from test_issue26_mends import four_seats
    sc = four_seats(app, window=(1280, 720))
    plays = [a for a in sc.game.pending.options if a.kind == "play"]
    assert len(plays) >= 2
    st = [SimpleNamespace(action=plays[0], win_chance=0.66, reason="P1 moves to C3; P1 +1 EX (69%); 66% est. win"),
          SimpleNamespace(action=plays[1], win_chance=0.6, reason="60% est. win, -6 pts vs the pick")]
    sc.hints.core.state = lambda key: st
    sc.hints.seat = sc.game.pending.seat
    sc.hints.changed()
    app.render()
    fonts = [str(m.what) for m in record(app, sc) if m.kind == "font"]
    assert "P1 moves to C3; P1 +1 EX in 69% of tries" in fonts
    assert not any("(69%)" in t for t in fonts)
    assert hints.short_reason("defeats the standard minion (40%); 50% est. win", 1) == \
        "defeats the standard minion in 40% of tries"


# --- item 3: the title's Continue tip says which game it continues ----------------------------------------
def test_item3_the_continue_tip_names_the_stage_the_fighters_and_the_turn(app):
    from legends.engine.scenario import build
    from legends.store import autosaves
    from legends.ui.scenes.title import TitleScene
    from tables import scenario, seats
    doc = scenario(seats(("ryu", "shoto", "fang"), ("chun_li", "zoner", "cammy")), "ayutthaya_ruins", turn=4)
    game = build(doc, app.box)
    assert game.view.turn == 4
    autosaves.write(game.save_dict(), autosaves.new_game_id())
    title = TitleScene(app)
    cont = next(b for b in title.buttons if b.label == "Continue")
    assert cont.enabled
    assert cont.tip[1] == "Resume Ayutthaya Ruins, Ryu & Chun-Li, turn 4 (the last autosave)."


def test_item3_a_damaged_or_strange_autosave_gets_the_plain_tip_and_never_stops_the_title(app):
    import json
    from legends.store import autosaves, folder
    from legends.ui.scenes.title import TitleScene, continue_tip
    folder.ensure()
    path = autosaves.autosave_path()
    bad = [{"format": "legends-save", "setup": {"players": [{"fighter": [1]}], "stage": {"a": 1}},
            "snapshot": {"turn": "x"}},
           {"format": "legends-save", "setup": {"players": [{"fighter": "ryu"}], "stage": "no_such_stage"}},
           {"format": "legends-save", "setup": [1]}]
    tips = []
    try:
        for doc in bad:
            path.write_text(json.dumps(doc))
            tips.append(continue_tip(app.box))
        path.write_text("{not json")
        tips.append(next(b for b in TitleScene(app).buttons if b.label == "Continue").tip[1])
    finally:
        path.unlink()
    assert len(tips) == 4
    assert tips[:3] == ["Resume the last autosaved game."] * 3
    assert tips[3].startswith("Resume ")     # the next candidate (another game's slot) or the plain tip


# --- item 5: a bot's 142 px board at 1152x648 says Bot --------------------------------------------------
def test_item5_a_bot_seats_narrowest_board_says_bot_in_a_pill_after_its_ex_gauge(app):
    """Four seats at 1152x648: P2-P4's boards are 142 px wide; the stripe has no room for "P2 · Bot",
    the health track none beside it, the note line none under the counts. The pill stands at the EX
    gauge's end (the card counts are on the line under it), whole, at 13 px."""
    from legends.devtools.testing import open_table
    from legends.engine.scenario import build
    from tables import position
    app.set_window_size((1152, 648))
    sc = open_table(app, build(position(4), app.box), ["human", "greedy", "greedy", "greedy"])
    assert [r.w for r in sc._seat_rects][1:] == [142, 142, 142]
    marks = record(app, sc)
    pills = [m for m in marks if m.kind == "text" and str(m.what) == "Bot"]
    assert len(pills) == 3
    assert all(m.box.contains(m.rect) and m.rect.h >= 14 for m in pills), [(m.rect, m.box) for m in pills]
    assert not [m for m in marks if m.kind == "cut" and "Bot" in str(m.what)]
    app.set_window_size((1920, 1080))
