"""The table's input handler stack: the help sheet, the pause menu and a choice popup open and
close through handlers (each handle() returns the next handler), and the keyboard alone can take
a decision."""
import pygame

from legends.content import default_box
from legends.engine import Game
from legends.engine.actions import Action
from legends.engine.scenario import build
from legends.engine.setup import random_setup
from legends.devtools.testing import click, key, open_table, settle
from legends.ui.table.handlers import TableInput
from legends.ui.table.menus import ChoicePopup, PauseMenu
from legends.ui.table.sheets import HelpOverlay

POSITION = {"fighters": [{"space": "B4", "hand": ["shoto_03", "shoto_07", "shoto_13"], "meter": ["shoto_14"],
                          "ex": 1}],
            "enemies": [{"kind": "elite", "space": "B4"}, {"kind": "standard", "space": "B4"}],
            "dice": [0, 0, 1, 2]}


def scene(app, game=None, seats=("human",)):
    sc = open_table(app, game or build(POSITION, app.box), list(seats))
    return sc


def kinds(sc):
    return [type(h) for h in sc.handlers.stack]


def test_help_opens_and_closes_by_key_button_and_click(app):
    sc = scene(app)
    assert kinds(sc) == [TableInput]
    for k in (pygame.K_F1, pygame.K_h):
        key(app, k)
        assert kinds(sc) == [TableInput, HelpOverlay] and sc.handlers.modal
        app.render()
        key(app, k)                                   # the same key closes it
        assert kinds(sc) == [TableInput]
    key(app, pygame.K_F1)
    key(app, pygame.K_ESCAPE)                         # Esc closes the help, opens no menu
    assert kinds(sc) == [TableInput]
    click(app, sc.b_help.rect.center)                 # the Help button ...
    assert kinds(sc) == [TableInput, HelpOverlay]
    click(app, (900, 500))                            # ... and a click anywhere closes it, deciding nothing
    assert kinds(sc) == [TableInput] and sc.game.view.decisions == 0


def test_keys_under_the_help_still_play(app):
    sc = scene(app)
    key(app, pygame.K_F1)
    key(app, pygame.K_1)                              # passed down to the table: the first legal option
    assert sc.game.view.decisions == 1 and kinds(sc) == [TableInput, HelpOverlay]


def test_the_pause_menu_holds_the_game_and_resumes(app):
    box = default_box()
    sc = scene(app, Game.new(random_setup(box, 3, 2), box), seats=("human", "random"))
    key(app, pygame.K_1)                              # P1 places its rival; the bot is next
    settle(app)
    assert sc.session.bot_seat() == 1
    n = sc.game.view.decisions
    key(app, pygame.K_ESCAPE)
    assert kinds(sc) == [TableInput, PauseMenu] and sc.handlers.paused and not sc.busy()
    for _ in range(40):                               # the bot waits under the menu
        app.step(0.05, [])
    assert sc.game.view.decisions == n
    key(app, pygame.K_e)                              # keys do not reach the table under the menu
    assert sc.game.view.decisions == n and kinds(sc) == [TableInput, PauseMenu]
    key(app, pygame.K_ESCAPE)                         # Esc resumes
    assert kinds(sc) == [TableInput] and sc.busy()
    for _ in range(40):
        app.step(0.05, [])
    assert sc.game.view.decisions > n                 # the bot played
    click(app, sc.b_menu.rect.center)                 # the Menu button opens it too; Resume closes it
    menu = sc.handlers.top
    assert isinstance(menu, PauseMenu)
    click(app, (menu.popup.rect.centerx, menu.popup.rect.y + 38 + 18))
    assert kinds(sc) == [TableInput]


def test_a_choice_popup_picks_by_key_or_closes(app):
    sc = scene(app)
    acts = [Action.parse("P1 play shoto_03"), Action.parse("P1 sprint shoto_03")]
    sc.table.open(sc.table.choose(acts, (700, 400), "Play this card"))
    popup = sc.handlers.top
    assert isinstance(popup, ChoicePopup) and sc.handlers.paused
    app.render()
    key(app, pygame.K_ESCAPE)                         # closes, nothing decided
    assert kinds(sc) == [TableInput] and sc.game.view.decisions == 0
    sc.table.open(sc.table.choose(acts, (700, 400), "Play this card"))
    key(app, pygame.K_F1)                             # other keys pass down: the help opens over the popup
    assert kinds(sc) == [TableInput, ChoicePopup, HelpOverlay]
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_2)                              # the second choice: sprint
    assert kinds(sc) == [TableInput] and sc.game.view.history[-1] == "P1 sprint shoto_03"


def test_a_click_on_a_popup_row_decides(app):
    sc = scene(app)
    acts = [Action.parse("P1 play shoto_03"), Action.parse("P1 play shoto_13")]
    sc.table.open(sc.table.choose(acts, (700, 400), "Which card?"))
    r = sc.handlers.top.popup.rect
    click(app, (r.centerx, r.y + 38 + 40 + 18))       # the second row
    assert kinds(sc) == [TableInput] and sc.game.view.history[-1] == "P1 play shoto_13"


def test_the_keyboard_alone_completes_an_attack(app):
    sc = scene(app)
    key(app, pygame.K_1)                              # option 1: play shoto_03
    settle(app)
    assert sc.game.pending.kind == "act"
    labels = [label for label, _ in sc.mode.fallback()]
    key(app, pygame.K_1 + labels.index(next(l for l in labels if l.startswith("Target"))))
    settle(app)
    assert sc.game.pending.kind == "reroll"
    key(app, pygame.K_RETURN)                         # Enter: keep the roll
    settle(app)
    assert sc.game.pending.kind != "reroll" and sc.game.view.decisions == 3
    assert [str(a).split()[1] for a in map(Action.parse, sc.game.view.history)] == ["play", "target", "keep"]


def row_color(app, popup, i):
    r = popup.popup.row(i)
    return tuple(app.screen.get_at((r.x + 12, r.centery)))[:3]


def test_the_pause_menu_works_by_keyboard_alone(app):
    from legends.ui.scenes.settings import SettingsScene
    sc = scene(app)
    key(app, pygame.K_ESCAPE)
    menu = sc.handlers.top
    assert isinstance(menu, PauseMenu) and menu.popup.sel == 0
    app.render()
    before = [row_color(app, menu, i) for i in range(2)]
    key(app, pygame.K_DOWN)                           # the highlight moves, and shows it
    assert menu.popup.sel == 1 and kinds(sc) == [TableInput, PauseMenu]
    app.render()
    assert [row_color(app, menu, i) for i in range(2)] == before[::-1]
    key(app, pygame.K_UP)
    key(app, pygame.K_UP)                             # wraps to the last row: Quit to title
    assert menu.popup.sel == 4 and menu.popup.choices[4][1] == "title"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)                         # Enter on Resume: closes, nothing decided
    assert kinds(sc) == [TableInput] and sc.game.view.decisions == 0
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_KP_ENTER)                       # Settings
    assert isinstance(app.scene, SettingsScene)
    app.set_scene(sc)
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_5)                              # 5: Quit to title
    assert app.scene is not sc and not isinstance(app.scene, SettingsScene)


def test_the_confirm_popup_works_by_keyboard_alone(app):
    from legends.ui.table.menus import ConfirmPopup
    sc = scene(app)
    said = []
    for keys, yes in (([pygame.K_DOWN, pygame.K_RETURN], False), ([pygame.K_RETURN], True),
                      ([pygame.K_UP, pygame.K_RETURN], False), ([pygame.K_1], True), ([pygame.K_2], False),
                      ([pygame.K_y], True), ([pygame.K_n], False), ([pygame.K_ESCAPE], False)):
        sc.table.open(ConfirmPopup(sc, "Replace?", "Yes", lambda: said.append(True)))
        app.render()
        n = len(said)
        for k in keys:
            key(app, k)
        assert kinds(sc) == [TableInput] and len(said) == n + yes, keys


def test_a_choice_popup_works_by_keyboard_alone(app):
    sc = scene(app)
    acts = [Action.parse("P1 play shoto_03"), Action.parse("P1 sprint shoto_03")]
    sc.table.open(sc.table.choose(acts, (700, 400), "Play this card"))
    popup = sc.handlers.top
    app.render()
    key(app, pygame.K_5)                              # no fifth row: nothing, and not the table's option 5
    assert kinds(sc) == [TableInput, ChoicePopup] and sc.game.view.decisions == 0
    key(app, pygame.K_DOWN)
    assert popup.popup.sel == 1
    key(app, pygame.K_RETURN)                         # Enter takes the highlighted row
    assert kinds(sc) == [TableInput] and sc.game.view.history[-1] == "P1 sprint shoto_03"


def test_the_mouse_moves_the_highlight_too(app):
    sc = scene(app)
    key(app, pygame.K_ESCAPE)
    menu = sc.handlers.top
    r = menu.popup.row(2)
    app.step(0.01, [pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0))])
    assert menu.popup.sel == 2
    key(app, pygame.K_UP)
    assert menu.popup.sel == 1


def test_set_the_table_from_the_pause_menu_comes_back_to_the_game_as_it_was(app):
    from legends.ui.table import GameScene
    from legends.ui.workshop.table import TableScene
    box = default_box()
    sc = GameScene(app, Game.new(random_setup(box, 3, 2), box), ["human", "greedy"])    # autosaving
    app.set_scene(sc)
    key(app, pygame.K_1)                              # a decision: the game's autosave is written
    settle(app)
    before, slot = sc.game.to_dict(), sc.session.game_id
    from legends.store import autosaves
    saved = autosaves.slot(slot).read_bytes()
    key(app, pygame.K_ESCAPE)
    assert sc.handlers.top.popup.choices[3] == ("Set the table", "table")
    key(app, pygame.K_4)                              # 4: Set the table, on this game's table
    ts = app.scene
    assert isinstance(ts, TableScene) and ts.pos.problems == []
    assert [f["space"] for f in ts.state["fighters"]] == [f["space"] for f in before["fighters"]]
    health = ts.state["fighters"][0]["health"]
    assert ts.pos.change(("fighter", 0), "health", -1) and ts.state["fighters"][0]["health"] == health - 1
    key(app, pygame.K_ESCAPE)                         # Back: the same game, unchanged, its menu closed
    assert app.scene is sc and sc.game.to_dict() == before and kinds(sc) == [TableInput]
    assert autosaves.slot(slot).read_bytes() == saved
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_4)
    ts = app.scene
    assert ts.pos.change(("fighter", 0), "health", -1)
    ts.play()                                         # Play from here: a new game with its own autosaves
    new = app.scene
    assert isinstance(new, GameScene) and new is not sc and new.session.game_id != slot
    assert new.seats == ["human", "greedy"]           # the paused game's humans and bots play on
    assert new.game.to_dict()["fighters"][0]["health"] == health - 1
    assert autosaves.slot(slot).read_bytes() == saved       # the first game's autosave stays


def test_a_remote_game_s_menu_has_no_set_the_table(app):
    sc = scene(app)
    app.remote = object()                             # a remote game's link (its table keeps it)
    menu = PauseMenu(sc)
    assert "table" not in [c for _, c in menu.popup.choices] and menu.popup.choices[-1][1] == "title"
    app.remote = None
