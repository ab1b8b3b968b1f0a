"""The game screen shows where the enemies will move (game.view.preview_moves()) while a human decides in
the fighter phase, and the top bar follows the animated log (turn, active player, phase)."""
import json

import pygame

from legends.engine import Action
from legends.engine.scenario import build
from legends.ui.table.inputmode import describe
from legends.ui.table.figures import seat_color
from legends.devtools.testing import figure_pos, held, key, open_table, settle
from legends.ui.input.intents import KEYBOARD

DOC = {"setup": {"stage": "shadaloo_base", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                 "players": [{"fighter": "ryu", "style": "shoto", "rival": "cammy"},
                             {"fighter": "ken", "style": "rushdown", "rival": "juri"}]},
       "turn": 6, "played": 1,
       "fighters": [{"space": "A3", "hand": ["shoto_07", "shoto_01", "shoto_02"]}, {"space": "E5"}],
       "enemies": [{"kind": "standard", "space": "C1"}, {"kind": "standard", "space": "C1"},
                   {"kind": "elite", "space": "F2"}, {"kind": "standard", "space": "D4"},
                   {"kind": "standard", "space": "D6"}, {"kind": "elite", "space": "C5"},
                   {"kind": "rival", "rival": "cammy", "space": "E1", "seat": 0},
                   {"kind": "rival", "rival": "juri", "space": "C6", "seat": 1}],
       "nemesis": {"space": "D2"}}


def scene(app, seats=("human", "human")):
    sc = open_table(app, build(DOC, app.box), list(seats))
    return sc


def last_card(app, sc):
    """P1 plays Focus (gain 1 EX), the second card, and ends the fighter phase: the nemesis phase runs."""
    key(app, pygame.K_1, unicode="1")
    settle(app)
    assert sc.game.pending.kind == "act" and sc.mode.confirm_action().kind == "ex"
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert sc.game.pending.kind == "main" and sc.mode.key_action("E") and sc.move_preview()
    key(app, pygame.K_e, unicode="e")               # end the fighter phase (an ability could still be used)
    assert not held(app)                            # the player ended it: nothing waits


def route_points(route):
    """The points along a route's polyline, one per pixel of length."""
    out = []
    for (x0, y0), (x1, y1) in zip(route.points, route.points[1:]):
        n = int(max(abs(x1 - x0), abs(y1 - y0)))
        out += [(int(x0 + (x1 - x0) * i / n), int(y0 + (y1 - y0) * i / n)) for i in range(n)]
    return out


def route_pixels(app, route):
    """The screen's pixels along a route's polyline, one per pixel of length."""
    return [tuple(app.screen.get_at(pt))[:3] for pt in route_points(route)]


def differ(a, b):
    return sum(1 for p, q in zip(a, b) if sum(abs(x - y) for x, y in zip(p, q)) > 60)


def test_fighter_phase_shows_each_enemy_move_and_p_toggles_it(app, tmp_path):
    sc = scene(app)
    prev = sc.move_preview()
    engine = {p["who"]: p for p in sc.game.view.preview_moves()}
    assert prev == engine and prev["m1"]["path"] == ["C1", "C2"] and prev["r:cammy"]["to"] == "D3"
    assert "r:juri" not in prev                     # P2's rival does not activate on P1's turn
    routes = {rt.who: rt for rt in sc.preview.routes}
    assert {"m1", "m2", "r:cammy"} <= set(routes)
    # a route starts at its standee and ends in its destination space
    assert sc.view.space_at(routes["m1"].points[0]) == "C1" and sc.view.space_at(routes["m1"].ghost) == "C2"
    on = {w: route_pixels(app, rt) for w, rt in routes.items()}
    key(app, pygame.K_p, unicode="p")               # previews off, remembered in the settings
    app.render()
    assert app.settings.preview_moves is False
    assert json.loads((tmp_path / "settings.json").read_text())["preview_moves"] is False
    off = {w: route_pixels(app, rt) for w, rt in routes.items()}
    for w in routes:                                # the dashed arrow and the ghost were drawn along each route
        assert differ(on[w], off[w]) > 10, w
    # the route is coloured by the fighter it goes for: P1's red along Cammy's route
    red = pygame.Color(*seat_color("F1"))
    assert any(abs(p[0] - red.r) + abs(p[1] - red.g) + abs(p[2] - red.b) < 40 for p in on["r:cammy"])
    # hovering an enemy shows its own preview even with previews off, and says it in the tooltip
    pos = figure_pos(sc, "r:cammy")
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    app.render()
    hovered = route_pixels(app, routes["r:cammy"])
    assert differ(hovered, off["r:cammy"]) > 10
    # only the hovered one (the tooltip keeps off the hovered route now, claims.HOVERED: not counted where it lies)
    tip = [p.rect for p in sc.overlay_layer.placed if p.name == "tooltip"]
    m1 = [i for i, pt in enumerate(route_points(routes["m1"])) if not any(t.collidepoint(pt) for t in tip)]
    assert len(m1) > 20
    assert differ([route_pixels(app, routes["m1"])[i] for i in m1], [off["m1"][i] for i in m1]) == 0
    assert "Next nemesis phase: moves to D3 toward P1." in sc.tip_at(pos)[1]
    key(app, pygame.K_p, unicode="p")
    assert app.settings.preview_moves is True


def test_no_preview_while_the_log_animates_or_outside_a_human_fighter_phase(app):
    sc = scene(app)
    assert sc.move_preview()
    last_card(app, sc)                              # the nemesis phase animates
    assert sc.anim.active and sc.move_preview() == {}
    for _ in range(400):                            # to the first enemy walking
        app.step(0.03, [])
        cur = sc.anim.cur
        if cur is not None and cur.kind == "move" and cur.entry.get("auto"):
            break
    assert sc.anim.active and sc.anim.cur.kind == "move"
    shot = app.screen.copy()
    app.settings.preview_moves = not app.settings.preview_moves
    sc.comp.invalidate(canvas=True)
    sc.dirty = True
    app.render()                                    # same frame, other setting: not a pixel differs
    assert pygame.image.tobytes(shot, "RGB") == pygame.image.tobytes(app.screen, "RGB")
    assert "Next nemesis phase" not in (sc.tip_at(figure_pos(sc, "m2")) or ("", ""))[1]
    # a human's decision inside the nemesis phase (a block) or a bot's turn: no preview either
    for _ in range(40):
        settle(app)
        g = sc.game
        if g.s["turn"] > 6:
            break
        assert sc.move_preview() == {} and g.view.phase == "nemesis"
        opts = g.legal_actions()
        sc.pipeline.submit(next((a for a in opts if a.kind == "take"), opts[0]), KEYBOARD)
    settle(app)
    assert sc.game.view.active == 1 and sc.game.view.phase == "fighter" and sc.move_preview()


def test_bot_seats_get_no_preview(app):
    sc = scene(app, ("greedy", "human"))
    assert sc.game.pending.seat == 0 and sc.move_preview() == {}


def test_top_bar_and_boards_follow_the_animated_turn(app):
    sc = scene(app)
    seen = [sc.turn_view()]
    assert seen == [(6, 0, "fighter")]
    last_card(app, sc)
    for _ in range(2000):
        app.step(0.03, [])
        tv = sc.turn_view()
        if sc.anim.active:
            app.render()
            parts = sc.comp.parts
            assert parts["top"].sig[0] == tv                   # the top bar shows the animated turn ...
            for seat in (0, 1):                                # ... and so does the active board
                assert parts[f"seat{seat}"].sig[3] == (seat == tv[1])
            cur = sc.anim.cur
            if cur is not None and cur.entry.get("auto") and cur.kind in ("move", "enemy_attack", "ncard"):
                assert tv[2] == "nemesis" and tv[:2] == (6, 0)   # the engine already says P2, the table P1
        if seen[-1] != tv:
            seen.append(tv)
        g = sc.game
        if not sc.anim.active:
            if g.s["turn"] > 6:
                break
            opts = g.legal_actions()                           # a block during the nemesis phase
            sc.pipeline.submit(next((a for a in opts if a.kind == "take"), opts[0]), KEYBOARD)
    assert seen == [(6, 0, "fighter"), (6, 0, "nemesis"), (7, 1, "fighter")]
    assert sc.game.s["turn"] == 7 and sc.turn_view() == (7, 1, "fighter")


def test_hovered_previews_leave_no_trace(app):
    """The hovered enemy's route is an overlay: after the mouse moves on (or P is pressed) the
    screen equals a redraw from scratch."""
    sc = scene(app)
    spots = [figure_pos(sc, f) for f in ("r:cammy", "m1", "m6", "m3")] + [(900, 500), (10, 10)]
    for i, pos in enumerate(spots * 2):
        app.step(0.02, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        if i == len(spots) - 1:
            key(app, pygame.K_p, unicode="p")
        app.toasts.clear()
        app.render()
        partial = app.screen.copy()
        sc.epoch += 1
        sc.comp.invalidate(canvas=True)
        sc.dirty = True
        app.render()
        assert pygame.image.tobytes(partial, "RGB") == pygame.image.tobytes(app.screen, "RGB"), (i, pos)


# --- a fighter's move: its route and what the hazards on it deal (issue 27) --------------------------------

RAILS = {"setup": {"stage": "power_plant", "minions": "shadaloo", "nemesis": "bison", "seed": 5,
                   "players": [{"fighter": "ken", "style": "rushdown", "rival": "cammy"}]},
         "objectives": [], "enemies": [],
         "fighters": [{"space": "C4", "hand": ["rushdown_01", "rushdown_08"], "meter": []}]}


def test_moving_the_route_preview_shows_the_route_and_its_hazard_cost(app):
    """docs/rules.md: Moving -- hovering a space a move can end on draws the route the engine will take
    (Power Plant, Dash In from C4: F4 only over the live rails D4 and E4) and says what its hazards deal;
    the option's label says it too. A route without hazards draws no warning."""
    game = build(RAILS, app.box)
    game.apply(Action.parse("P1 play rushdown_01"))
    sc = open_table(app, game, ["human"])
    f4, c5 = Action(0, "move", ("F4",)), Action(0, "move", ("C5",))
    assert describe(game, f4) == "Move to F4 (hazards on the way: 2 damage)"
    assert describe(game, c5) == "Move to C5"
    app.render()
    before = app.screen.copy()
    centre = tuple(int(v) for v in sc.view.space_center("F4"))
    app.step(0.02, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(1, 1), buttons=(0, 0, 0))])
    app.render()
    d4, e4 = (tuple(int(v) for v in sc.view.space_center(sp)) for sp in ("D4", "E4"))
    assert any(before.get_at(p)[:3] != app.screen.get_at(p)[:3] for p in (d4, e4))     # the route crosses them
    b = sc.view.space_bounds("F4")
    above = [(x, b.y - 8) for x in range(b.x, b.right, 2)]
    assert differ([tuple(before.get_at(p))[:3] for p in above], [tuple(app.screen.get_at(p))[:3] for p in above]) > 3
