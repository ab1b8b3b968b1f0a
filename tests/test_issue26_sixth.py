"""Issue 26's sixth pass (docs/playtests/issue-26.md, pictures 34-46): the findings mended here.

1. The wide "deciding" board lagged behind the prompt: after P3 blocked, P1's block was named by
   the prompt while P3's board stayed the wide one (the focus key of the decision before was read,
   and the frame is not drawn again until something moves).
2. The excess successes' question started on "Done (lose the excess)" while three minions on the
   square could take the excess, its rows squeezed to about 11 px by "Excess successes: damage ...".
3. A hint reason read as if skipping did it ("Skip this action ... defeats the standard minion"):
   what the play after the option did reads "then: ...".
4. The hint ranked 44% over 45% without a word: the row says why (the search's order: the option
   tried in the most playouts first); a long label no longer draws the panel a size smaller.
5. The framed combo card showed no name on a block ("Double Jump": its icons alone, its name only
   on the key line): a card that blocks shows its name on its strip.
6. Small: the game-over portrait read "DHA" (its name cut on its band); the setup's subtitle "The
   Strongest Woman in t..." (cut at 720p, four seats).
"""
import pygame
import pytest

from legends.devtools.testing import key, open_table, release, settle
from legends.engine.scenario import build

from tables import fresh_app, opened, record, scenario, table
from test_issue26_rows import block, row_sizes

PLAYERS = [{"fighter": "birdie", "style": "aerial", "rival": "abigail"},
           {"fighter": "blanka", "style": "counter", "rival": "akuma"},
           {"fighter": "chun_li", "style": "zoner", "rival": "alex"},
           {"fighter": "dhalsim", "style": "grappler", "rival": "cammy"}]


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with fresh_app(tmp_path_factory.mktemp("issue26-sixth")) as a:
        yield a


def two_blocks(app, window=(1728, 972)):
    """Four seats; P1 (Birdie) and P3 (Chun-Li) each stand with a grunt and two combo-meter cards:
    P1 ends the fighter phase, and the nemesis phase asks P1's blocks, then P3's."""
    doc = {"setup": {"stage": "ayutthaya_ruins", "minions": "shadaloo", "nemesis": "bison", "seed": 14,
                     "players": PLAYERS},
           "objectives": [], "played": 2,
           "fighters": [{"space": "B2", "meter": ["aerial_09", "aerial_12"], "hand": ["aerial_01", "aerial_02"]},
                        {"space": "E4"}, {"space": "F4", "meter": ["zoner_07", "zoner_08"]}, {"space": "A4"}],
           "enemies": [{"kind": "standard", "space": "B2"}, {"kind": "standard", "space": "F4"},
                       {"kind": "standard", "space": "B1"}]}
    app.set_window_size(window)
    sc = open_table(app, build(doc, app.box), ["human"] * 4)
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    return sc


def wide(sc) -> int:
    """The seat whose board the last frame drew wide."""
    widths = [r.w for r in sc._seat_rects]
    assert len(widths) == 4 and len(set(widths)) == 2, widths
    return widths.index(max(widths))


def test_the_deciding_board_widens_in_the_frame_the_prompt_names_its_seat(app):
    from legends.ui.table import hud
    sc = two_blocks(app)
    frames = []         # (the seat asked, the prompt's pill, the wide board) of every frame drawn with nothing moving
    for i in range(400):
        d = sc.game.pending
        if d.kind != "block":
            break
        if app.step(0.05, []) and not sc.anim.active and sc.game.pending.kind == "block":
            frames.append((sc.game.pending.seat, hud.prompt_parts(sc)[0], wide(sc)))
        if not sc.anim.active and i % 10 == 9:
            key(app, pygame.K_RETURN, unicode="\r")      # Enter: block with the framed card
    firsts = [f for i, f in enumerate(frames) if i == 0 or frames[i - 1][0] != f[0]]
    assert [f[0] for f in firsts] == [0, 2], frames      # P1's blocks, then P3's
    assert len(frames) >= 2
    for seat, who, shown in frames:
        assert who.startswith(f"P{seat + 1} ·") and shown == seat, frames


def excess(app, window):
    """Four seats; P1 (Ryu) rolls 6 successes on a grunt in B1 with two grunts and an enforcer beside
    it: "5 excess successes: damage another enemy in the same space, or done"."""
    from legends.engine import Action
    from legends.ui.input.intents import KEYBOARD
    players = [{"fighter": "ryu", "style": "shoto", "rival": "fang"}] + [PLAYERS[i] for i in (0, 1, 3)]
    doc = scenario(players, "ayutthaya_ruins", turn=5,
                   fighters=[{"space": "B1", "hand": ["shoto_03", "shoto_04"]}, {"space": "E4"}, {"space": "F4"},
                             {"space": "A4"}],
                   enemies=[{"kind": "standard", "space": "B1"}, {"kind": "standard", "space": "B1"},
                            {"kind": "elite", "space": "B1"}, {"kind": "standard", "space": "B1"}], dice=[2, 2, 2])
    sc = opened(app, doc, window)
    for a in ("P1 play shoto_03", "P1 target m1"):
        sc.pipeline.submit(Action.parse(a), KEYBOARD)
        for _ in range(400):
            app.step(0.05, [])
            if not sc.anim.active:
                break
    app.render()
    assert sc.game.pending.kind == "excess" and sc.L.size == window
    return sc


@pytest.fixture(scope="module")
def excess_972(app):
    return excess(app, (1728, 972))


def test_the_excess_question_starts_on_the_first_damage_row_not_on_done(excess_972):
    sc = excess_972
    rows = [t for t, p, *_ in sc.options.items]
    assert rows == ["1. Done (lose the excess)", "2. Damage Shadaloo Grunt (M2) (B1)",
                    "3. Damage Shadaloo Enforcer (M3) (B1)", "4. Damage Shadaloo Grunt (M4) (B1)"], rows
    cur = sc.focus.current()
    assert cur.kind == "option" and cur.what == 1, cur
    assert [str(a) for a in sc.focus.actions(cur)] == ["P1 excess m2"]
    assert (sc.b_confirm.label, sc.b_confirm.key) == ("Done", "1")     # Done says its number, not Enter
    from legends.ui.table import hud
    assert "block" not in hud.prompt_parts(sc)[1]     # no block's key advice on this prompt


def test_the_excess_rows_are_drawn_at_the_lists_own_size(app, excess_972):
    sizes = row_sizes(excess_972.options)
    assert len(sizes) == 4 and all(s == {excess_972.options.size} for s in sizes.values()), sizes
    assert excess_972.options.size >= 16


def test_enter_on_the_excess_question_damages_the_grunt(app):
    sc = excess(app, (1280, 720))
    sizes = row_sizes(sc.options)
    assert len(sizes) == 4 and min(set().union(*sizes.values())) >= 12, sizes
    marks = record(app, sc)
    assert not [m for m in marks if m.kind == "cut" and "Damage" in str(m.what)]
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    hits = [e["text"] for e in sc.game.view.log if e.get("kind") == "hit"]
    assert hits[-1] == "1 excess success damages Shadaloo Grunt (M2).", hits


def test_what_later_play_did_reads_then(app):
    from legends.bots.expert import ExpertBot, later
    from legends.ui.table import hints
    assert later(["defeats the standard minion", "P1 +1 EX"], []) == \
        ["then: defeats the standard minion", "then: P1 +1 EX"]
    assert hints.short_reason("then: defeats the standard minion; then: P1 +1 EX (45%); 66% est. win", 1) == \
        "then: defeats the standard minion; P1 +1 EX in 45% of tries"
    assert hints.short_reason("then: P1 +1 EX; defeats the standard minion (74%); 44% est. win, -1 pts vs the pick",
                              1) == "defeats the standard minion in 74% of tries; then: P1 +1 EX; -1 pts vs the pick"
    # the search itself (Step Kick: move 1, then melee 2 on the grunt beside Ryu): a skipped move
    # defeats nothing, the attack after it does ("then:"); the attack itself does it (no "then:")
    from legends.engine import Action
    from legends.engine.scenario import build
    from tables import seats
    game = build(scenario(seats(("ryu", "shoto", "cammy")), turn=3,
                          fighters=[{"space": "D4", "hand": ["shoto_04", "shoto_03"]}],
                          enemies=[{"kind": "standard", "space": "D4"}], dice=[1] * 6), app.box)
    game.apply(Action.parse("P1 play shoto_04"))
    skip = next(o for o in ExpertBot(3, playouts=24).analyse(game, game.legal_actions()) if o.action.kind == "skip")
    assert "then: defeats the standard minion" in skip.effects, skip.effects
    assert len(skip.effects) == 2 and all(w.startswith("then: ") for w in skip.effects), skip.effects
    assert hints.short_reason(skip.reason, 1) == "then: P1 +1 EX; defeats the standard minion"
    game.apply(Action.parse("P1 skip"))
    hit = next(o for o in ExpertBot(3, playouts=24).analyse(game, game.legal_actions()) if o.action.kind == "target")
    assert "defeats the standard minion" in hit.effects, hit.effects


def opt(action, chance, visits, prior=0.0, reason=""):
    from types import SimpleNamespace
    return SimpleNamespace(action=action, win_chance=chance, visits=visits, prior=prior,
                           reason=reason or f"{chance:.0%} est. win")


@pytest.fixture(scope="module")
def target_720(app):
    from legends.engine import Action
    from legends.ui.input.intents import KEYBOARD
    sc = table(app, 4, (1280, 720))
    sc.pipeline.submit(Action.parse("P1 play zoner_10"), KEYBOARD)
    for _ in range(200):
        app.step(0.05, [])
        if not sc.anim.active:
            break
    assert sc.game.pending.kind == "act"
    return sc


def shown_hint(app, sc, st) -> list:
    """The hint panel drawn with the search's answer `st`: (size, text) of what it wrote."""
    sc.hints.core.state = lambda key: st
    sc.hints.seat = sc.game.pending.seat
    sc.hints.changed()
    marks = record(app, sc)
    labels = {sc.hints.rows(st)[i][0] for i in range(len(st))}
    return [(m.size, str(m.what)) for m in marks if m.kind == "font"
            and (str(m.what) in labels or str(m.what).endswith("% win") or str(m.what).startswith("above"))]


def test_a_lower_chance_ranked_higher_says_why(app, target_720):
    from legends.ui.table import hints
    sc = target_720
    acts = {str(a): a for a in sc.game.legal_actions()}
    st = [opt(acts["P1 target m1"], 0.444, 48, 0.03, "defeats the standard minion (74%); 44% est. win"),
          opt(acts["P1 skip"], 0.452, 12, 0.0, "45% est. win, +1 pts vs the pick, but from 12 playouts to its 48"),
          opt(acts["P1 target m2"], 0.441, 12)]
    assert hints.above_notes(st) == ["above 2: more playouts (48 to 12), a surer estimate", None, None]
    texts = [t for _, t in shown_hint(app, sc, st)]
    assert "above 2: more playouts (48 to 12), a surer estimate" in texts, texts      # drawn whole at 720p
    assert hints.above_notes([opt(None, 0.44, 20, 0.03), opt(None, 0.45, 20)])[0] == \
        "above 2: the expert's first guess, given a head start"
    assert hints.above_notes([opt(None, 0.46, 20), opt(None, 0.45, 20)]) == [None, None]


def test_the_hint_rows_keep_their_size_from_one_hint_to_the_next(app, target_720):
    from legends.ui import assets as A
    from legends.ui.table import hint_panel
    sc = target_720
    acts = {str(a): a for a in sc.game.legal_actions()}
    short = shown_hint(app, sc, [opt(acts["P1 skip"], 0.54, 30), opt(acts["P1 boost"], 0.54, 20),
                                 opt(acts["P1 target nemesis"], 0.5, 20)])
    long = shown_hint(app, sc, [opt(acts["P1 target m2"], 0.45, 30), opt(acts["P1 target m1"], 0.44, 20),
                                opt(acts["P1 target m3"], 0.44, 20)])
    sizes = lambda got: {z for z, t in got if not t.endswith("% win")}       # noqa: E731
    assert len(short) == 6 and len(long) == 6 and sizes(short) == sizes(long) == {15}, (short, long)
    # a label too long at the rows' size loses its squares before the rows shrink
    label = "Target Doll Agent (M2) (E4)"
    room = A.font(15, True).size(label)[0] - 4
    assert hint_panel.row_label(label, room, 12, 15) == "Target Doll Agent (M2)"
    assert hint_panel.row_label(label, room, 12) == label          # (the old way: whole at 12, the panel shrunk)


@pytest.mark.parametrize("window", [(1280, 720), (1728, 972)])
def test_the_framed_combo_card_shows_its_name_on_a_block(app, window):
    sc = block(app, 4, window)
    framed = sc.focus.current()
    assert framed.kind == "hot" and framed.what == ("meter", 0, "aerial_09"), framed     # Double Jump
    marks = record(app, sc)
    names = [(str(m.what), m.size) for m in marks if m.kind == "font" and str(m.what) in ("Double", "Jump")]
    assert sorted(n for n, _ in names) == ["Double", "Jump"] and min(z for _, z in names) >= 12, names
    put = [m for m in marks if m.kind == "text" and str(m.what) in ("Double", "Jump")]     # on its strip, whole
    assert len(put) == 2 and all(m.box.contains(m.rect) and m.rect.h <= framed.rect.h for m in put), put
    assert not [m for m in marks if m.kind == "cut" and "Double" in str(m.what) and "discard" not in str(m.what)]
    # the other blocks keep their names (and icons) as before
    texts = {str(m.what) for m in marks if m.kind == "font"}
    assert {"Air Combo", "Air Throw"} <= texts or {"Air", "Combo", "Throw"} <= texts, texts


def test_no_game_over_portrait_shows_a_cut_name(app):
    from legends.ui import drawn
    from legends.ui.scenes.gameover import GameOverScene
    app.set_window_size((1280, 720))
    g = build(scenario(PLAYERS, "ayutthaya_ruins", turn=10), app.box)
    g.rules.end("nemesis", "Chun-Li is defeated in Round 2. The fighters lose.")
    app.set_scene(GameOverScene(app, g, ["human", "greedy", "human", "human"]))
    with drawn.recording() as marks:
        app.render()
    texts = {str(m.what) for m in marks if m.kind in ("font", "text")}
    names = ["Birdie", "Blanka", "Chun-Li", "Dhalsim"]
    assert len([n for n in names if n in texts]) == 4, texts        # each written whole under its portrait
    cut = [t for t in texts for n in names if t != n.upper() and len(t) >= 2 and n.upper().startswith(t)]
    assert not cut, cut                                             # "DHA" (or any part of a name) nowhere


# One form a row (tests/test_issue26_setup_heads_form.py): where one seat needs "P3", all read "P1".."P4".
@pytest.mark.parametrize("window, heads", [((1280, 720), ["P1", "P2", "P3", "P4"]),
                                           ((1920, 1080), ["PLAYER 1", "PLAYER 2", "PLAYER 3", "PLAYER 4"])])
def test_the_setups_fighter_titles_are_whole(app, window, heads):
    from legends.ui import drawn
    from tables import setup_4p
    sc = setup_4p(app, window)
    for i, f in enumerate(["birdie", "blanka", "chun_li", "dhalsim"]):
        sc.set_seat(i, "fighter", f)
    with drawn.recording() as marks:
        app.render()
    texts = [str(m.what) for m in marks if m.kind == "font"]
    assert "The Strongest Woman in the World" in texts and "The Yoga Master" in texts, texts
    assert not [m for m in marks if m.kind == "cut" and "Strongest" in str(m.what)]
    assert [str(m.what) for m in marks if m.kind == "font" and m.size == 22 and str(m.what).startswith("P")] == heads
