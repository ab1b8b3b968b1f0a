"""The zoom (table/zoom.py): Z, a middle click, a long press or a controller's right stick click open a
large view of what the focus cursor or the mouse is on; Z, Esc or a click close it; it never decides.
Where an upgrade is offered both sides of the ability show beside the options."""
import pygame

from legends.devtools.screenshots import attack_4p
from legends.devtools.testing import add_pad, click, key, open_table, pad_button, settle
from legends.ui.table.handlers import TableInput
from legends.ui.table.sheets import ZoomView
from legends.ui.table.zoom import subject_at, upgrade_offers


def table(app):
    sc = open_table(app, attack_4p(app.box), ["human"] * 4, render=False)
    settle(app)
    sc.d0 = sc.game.view.decisions
    return sc


def hover(app, pos):
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def hot(sc, kind):
    return next(h for h in sc.hots if h.ref and h.ref[0] == kind)


def kinds(sc):
    return [type(h) for h in sc.handlers.stack]


def test_z_opens_the_zoom_on_the_hovered_ability_and_closes_it(app):
    sc = table(app)
    hover(app, hot(sc, "ability").rect.center)
    key(app, pygame.K_z)
    assert kinds(sc) == [TableInput, ZoomView] and sc.handlers.top.subject == ("ability", 0, "ryu_hadoken")
    app.render()
    key(app, pygame.K_z)
    assert kinds(sc) == [TableInput] and sc.game.view.decisions == sc.d0
    app.step(0.01, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=hot(sc, "rival").rect.center, button=2)])
    assert sc.handlers.top.subject[0] == "enemy"
    key(app, pygame.K_ESCAPE)                          # Esc closes it and opens no menu
    assert kinds(sc) == [TableInput]


def test_every_part_of_the_table_has_its_zoom(app):
    sc = table(app)
    L = sc.L
    assert subject_at(sc, L.nemesis.center) == ("nemesis",)
    assert subject_at(sc, (L.minions.x + 20, L.minions.y + 10)) == ("minion", "standard")
    assert subject_at(sc, (L.map.x + 5, L.map.y + 5)) == ("stage",)
    for pos in (L.nemesis.center, (L.minions.x + 20, L.minions.y + 10), (L.map.x + 5, L.map.y + 5),
                hot(sc, "critical").rect.center if any(h.ref and h.ref[0] == "critical" for h in sc.hots)
                else L.nemesis.center):
        hover(app, pos)
        key(app, pygame.K_z)
        assert isinstance(sc.handlers.top, ZoomView)
        app.render()
        click(app, (5, 5))                              # a click closes it, deciding nothing
        assert kinds(sc) == [TableInput] and sc.game.view.decisions == sc.d0


def overflow(app, sc):
    for _ in range(6):                                  # keep the roll: the enforcer's EX overflows Ryu's gauge
        if any(a.kind == "flip" for a in sc.game.pending.options):
            break
        key(app, pygame.K_1)
        settle(app)


def test_a_controller_zooms_on_the_focused_thing(app):
    sc = table(app)
    overflow(app, sc)
    add_pad(app, 1)
    t = next(t for t in sc.focus.targets() if t.kind == "option" and sc.focus.actions(t)[0].kind == "flip")
    sc.focus.key = t.key
    pad_button(app, 1, "rs")
    assert isinstance(sc.handlers.top, ZoomView) and sc.handlers.top.subject[0] == "ability"
    app.render()
    pad_button(app, 1, "b")
    assert kinds(sc) == [TableInput]


def test_a_long_press_zooms(app):
    sc = table(app)
    pos = hot(sc, "rival").rect.center
    app.step(0.01, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    for _ in range(10):
        app.step(0.1, [])
    assert isinstance(sc.handlers.top, ZoomView) and sc.handlers.top.subject[0] == "enemy"


def test_both_sides_show_where_an_upgrade_is_offered(app):
    sc = table(app)
    overflow(app, sc)
    assert any(a.kind == "flip" for a in sc.game.pending.options)
    offers = upgrade_offers(sc, sc.focus, sc.table.hot_actions, sc.hover)
    assert offers and all(seat == 0 for seat, _ in offers)
    app.render()
