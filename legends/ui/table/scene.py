"""The game screen: map, fighter boards with their rivals, nemesis board, minion sheet, the
active hand, the log, the prompt, the legal options; bots and enemy turns play out with
animations drawn from the log.

Every click goes through an InputMode built from `game.pending`; the scene never decides
what is legal. Bots answer for their own seat with `game.legal_actions(seat=...)`. After every
decision the game is autosaved (atomically, last 3 kept); an unexpected error reloads it.

The table is drawn as cached parts composed by a Compositor (legends/ui/compose.py): a part is
rendered again only when its signature changes; tooltips, hover marks and moving standees are
overlays redrawn per frame. docs/ui.md explains it.
"""
from __future__ import annotations

import math
import random
import re
import sys
import traceback

import pygame

from ...bots import BOTS, make_bot
from ...engine import Game, IllegalAction
from ...engine.board import board_for
from ...engine.effects import loss_progress
from .. import assets as A
from .. import boards as B
from .. import draw as D
from .. import rules_text
from ...engine import store
from .. import theme as T
from ..anim import Animator, positions_of
from ..scene import Scene
from ..compose import Compositor
from ..draw import Hot, blit_center
from ..gameview import figures_of
from .inputmode import InputMode, describe
from ..mapview import MapView
from ..widgets import Button, ListView, Popup, dimmer

LOSS_LABELS = {"objectives_destroyed": "bombs detonated {now}/{limit}", "relics_lost": "relics lost {now}/{limit}",
               "space_overrun": "minions in {space} {now}/{limit}", "time_limit": "round {now} of {limit}"}
DEMO_BOT = "greedy"          # demo mode: the best bot we have plays every seat
KEY_HINTS = ("Enter confirm · Esc cancel · S skip · E end phase · B boost · 1-9 pick · Ctrl+Z undo · "
             "P enemy moves · F1/H help · F5 save · F9 load · Space skip animation · F11 fullscreen")
TURN_RE = re.compile(r"Turn (\d+): P(\d+)\b")
PHASE_LABELS = {"fighter": ("Fighter phase", T.CREAM), "nemesis": ("Nemesis phase", (220, 150, 255)),
                "setup": ("Setup", T.CREAM)}


def load_game_file(app, path) -> bool:
    """Open a save in the game screen; any problem is a message, never a traceback."""
    try:
        data = store.read_save(path)
        game = Game.from_save(data, app.box)
        n = len(game.s["fighters"])
        seats = (data.get("ui") or {}).get("seats") if isinstance(data.get("ui"), dict) else None
        if not isinstance(seats, list) or len(seats) != n or any(s != "human" and s not in BOTS for s in seats):
            seats = ["human"] * n
    except Exception as exc:  # a broken or foreign file: say so and stay where we are
        msg = str(exc) or exc.__class__.__name__
        app.show_message("Cannot load the game", f"{msg}")
        return False
    if game.is_over():
        from ..scenes.gameover import GameOverScene
        app.set_scene(GameOverScene(app, game, seats))
    else:
        app.set_scene(GameScene(app, game, seats))
    return True


# hotspot kind -> (input-mode table, keyed by (ref[1], ref[2]) or ref[1], popup title)
HOT_CHOICES = {
    "sprint": ("by_sprint", True, "Sprint"),
    "ability": ("by_ability", True, "Ability: choose how to pay"),
    "meter": ("by_meter", True, "Combo meter"),
    "critical": ("by_critical", False, "Critical art: discard which card?"),
    "stand": ("by_stand", False, "Stand up"),
    "die": ("by_die", False, "Reroll"),
    "objective": ("by_objective", False, "Interact with the objective token"),
}

class Layout:
    """Where everything goes on the 1920x1080 table.

    3-4 players: the seats fill the bottom row ("classic"). 1-2 players leave room, so the map
    takes it: a wide map (e.g. 10x4) gets the whole width right of the nemesis board ("wide"),
    with the log, the seats, the options and the hand in the bottom row; a square map gets the
    whole height of the centre ("tall"), with a seat in each bottom corner. The layout that
    gives the map the biggest squares wins. The dice tray and transient cards sit over the
    hand and the right column, never over the map.
    """

    MARGIN = 0.55     # MapView's margin around the squares, in squares

    def __init__(self, n_seats, board_size=(6, 6)):
        W = T.W
        self.top = pygame.Rect(0, 0, W, 44)
        self.prompt = pygame.Rect(12, 50, W - 24, 50)
        widths = (240, 130, 170, 170)
        x = self.prompt.right - 8 - sum(widths) - 6 * 3
        self.prompt_buttons = []
        for bw in widths:
            self.prompt_buttons.append(pygame.Rect(x, self.prompt.y + 5, bw, self.prompt.h - 10))
            x += bw + 6
        self.top_buttons = [pygame.Rect(W - 250, 5, 116, 34), pygame.Rect(W - 128, 5, 116, 34)]
        self.nemesis = pygame.Rect(12, 106, 432, 462)
        self.minions = pygame.Rect(12, 574, 432, 164)
        n = max(1, n_seats)
        kinds = ["classic"] if n >= 3 else ["wide", "tall"]
        best = max(kinds, key=lambda k: (self.cell(getattr(self, "_" + k)(n, probe=True), board_size), -kinds.index(k)))
        self.kind = best
        getattr(self, "_" + best)(n)
        self.dice = pygame.Rect(self.hand)                   # the tray covers the hand, never the map
        r = self.card_spot
        ch = min(350, r.h - 8)
        self.card = pygame.Rect(0, 0, ch * 250 // 350, ch)
        self.card.center = r.center

    @classmethod
    def cell(cls, area, board_size):
        cols, rows = board_size
        return min(area.w / (cols + 2 * cls.MARGIN), area.h / (rows + 2 * cls.MARGIN))

    def _classic(self, n, probe=False):
        W, H = T.W, T.H
        self.map = pygame.Rect(452, 106, 1008, 632)
        if probe:
            return self.map
        self.log = pygame.Rect(1468, 106, 440, 250)
        self.options = pygame.Rect(1468, 362, 440, 196)
        self.hand = pygame.Rect(1468, 564, 440, 174)
        y0, gap = 744, 10
        w = min(640, (W - 24 - gap * (n - 1)) // n)
        x0 = (W - (w * n + gap * (n - 1))) // 2
        self.seats = [pygame.Rect(x0 + i * (w + gap), y0, w, H - y0 - 6) for i in range(n)]
        self.card_spot = pygame.Rect(1468, 362, 440, 376)
        return self.map

    def _wide(self, n, probe=False):
        self.map = pygame.Rect(452, 106, 1456, 632)
        if probe:
            return self.map
        y0, h = 744, T.H - 744 - 6
        self.log = pygame.Rect(12, y0, 432, h)
        self.options = pygame.Rect(1468, y0, 440, 158)
        self.hand = pygame.Rect(1468, y0 + 164, 440, h - 164)
        span = pygame.Rect(452, y0, 1008, h)
        w = min(640, (span.w - 10 * (n - 1)) // n)
        x0 = span.centerx - (w * n + 10 * (n - 1)) // 2
        self.seats = [pygame.Rect(x0 + i * (w + 10), y0, w, h) for i in range(n)]
        self.card_spot = pygame.Rect(1468, y0 - 10, 440, h + 10)
        return self.map

    def _tall(self, n, probe=False):
        self.map = pygame.Rect(452, 106, 1008, T.H - 106 - 6)
        if probe:
            return self.map
        y0, h = 744, T.H - 744 - 6
        self.seats = [pygame.Rect(12, y0, 432, h), pygame.Rect(1468, y0, 440, h)][:n]
        if n == 1:      # no second seat: the log takes the bottom-right corner
            self.options = pygame.Rect(1468, 106, 440, 282)
            self.hand = pygame.Rect(1468, 394, 440, 174)
            self.log = pygame.Rect(1468, 574, 440, T.H - 574 - 6)
            self.card_spot = pygame.Rect(1468, 106, 440, 462)
        else:
            self.log = pygame.Rect(1468, 106, 440, 250)
            self.options = pygame.Rect(1468, 362, 440, 196)
            self.hand = pygame.Rect(1468, 564, 440, 174)
            self.card_spot = pygame.Rect(1468, 362, 440, 376)
        return self.map


class GameScene(Scene):
    demo = False

    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, g: Game):
        """Replacing the game (undo, recovery) changes the epoch, so every cached part is redrawn."""
        self._game = g
        self.epoch = getattr(self, "epoch", 0) + 1
        self.gen = getattr(self, "gen", 0) + 1        # the game object (the epoch also moves for redraws)

    def __init__(self, app, game: Game, seats=None, speed=1.0):
        super().__init__(app)
        self.game = game
        n = len(game.s["fighters"])
        self.seats = list(seats or ["human"] * n)
        self.speed_mult = speed
        self.humans = {i for i, s in enumerate(self.seats) if s == "human"}
        seed = game.s["setup"].get("seed", 0)
        self.bots = {i: make_bot(s, seed * 31 + i) for i, s in enumerate(self.seats) if s != "human"}
        self.L = Layout(n, board_for(game.stage).size)
        self.view = MapView(game.stage, self.L.map)
        self.anim = Animator()
        self.mode = None
        self.popup = None
        self.show_help = False
        self.pause = None
        self.bot_timer = 0.0
        self.over_timer = 0.0
        self.hots = []
        self.comp = Compositor(A.wood((T.W, T.H)))
        self._still_fig_rects = []
        self.log_max = 0
        self.log_scroll = 0
        self.last_save = None
        self.rng = random.Random(3)
        self._preview_key = None      # (game, decision) the enemy move preview was computed for
        self._preview = {}
        self._turn_base = None        # (turn, active, phase, log index) when the animated log began
        self._still_figs = []         # the standees drawn in the map part (for the hovered preview)
        self._geo_key, self._geo = None, None     # the preview's routes in pixels, for those standees
        self.options = ListView(self.L.options, self.pick_option, row_h=32, size=16, title="Your options")
        self.buttons = []
        self._build_buttons()
        self.widgets = [self.options] + self.buttons
        if not self.demo:
            self.autosave()
        self.refresh_mode()

    # --- controls ------------------------------------------------------------------------
    def _build_buttons(self):
        pb = self.L.prompt_buttons
        self.b_confirm = Button(pb[0], "Confirm", lambda: self.key_confirm(), "primary", "Enter", size=16)
        self.b_skip = Button(pb[1], "Skip", lambda: self.key_action("S"), "wood", "S", size=16)
        self.b_end = Button(pb[2], "End phase", lambda: self.key_action("E"), "gold", "E", size=16)
        self.b_undo = Button(pb[3], "Undo", self.undo, "wood", "Ctrl+Z", size=16)
        tb = self.L.top_buttons
        self.b_help = Button(tb[0], "Help", self.toggle_help, "dark", "F1", size=15)
        self.b_menu = Button(tb[1], "Menu", self.open_pause, "dark", "Esc", size=15)
        self.buttons = [self.b_confirm, self.b_skip, self.b_end, self.b_undo, self.b_help, self.b_menu]

    def refresh_mode(self):
        g = self.game
        self.popup = None
        if g.is_over():
            self.mode = None
        else:
            self.mode = InputMode(g, self.humans)
            if not self.mode.options:
                self.mode = None
        items = []
        if self.mode:
            for i, (label, a) in enumerate(self.mode.fallback()):
                items.append((f"{i + 1}. {label}" if i < 9 else label, a, None))
            who = "you" if g.pending.seat in self.humans else f"P{g.pending.seat + 1} (bot)"
            self.options.title = f"Legal options ({len(items)}) - decides: {who}"
        else:
            if g.is_over():
                items = [("The game is over.", None, (220, 200, 170))]
            elif g.pending.seat is not None:
                items = [(f"P{g.pending.seat + 1} ({self.seats[g.pending.seat]} bot) is deciding...", None,
                          (220, 200, 170))]
            self.options.title = "Legal options"
        self.options.set_items(items)
        m = self.mode
        self.b_confirm.enabled = bool(m and m.confirm_action())
        if m and m.confirm_action():
            self.b_confirm.label = next(l for l, k, a in m.buttons if k == "Enter")
        else:
            self.b_confirm.label = "Confirm"
        self.b_skip.enabled = bool(m and m.key_action("S"))
        self.b_end.enabled = bool(m and m.key_action("E"))
        self.b_undo.enabled = self.game.can_undo() and not self.demo
        self.dirty = True

    # --- applying decisions ----------------------------------------------------------------
    def apply(self, action):
        g = self.game
        before = positions_of(g)
        before_enemies = {k: dict(v) for k, v in g.s["enemies"].items()}
        start = len(g.s["log"])
        if not self.anim.active:
            self._turn_base = (g.s["turn"], g.s["active"], self.phase_of(g), start)
        try:
            g.apply(action)
        except IllegalAction as exc:
            self.app.toast(str(exc), 5)
            self.refresh_mode()
            return False
        except Exception as exc:  # a bug: crash report, then back to the last autosave
            self.app.report(exc, f"applying {action}")
            return False
        new = [dict(e, _i=i) for i, e in enumerate(g.s["log"][start:], start)]
        speed = self.app.settings.get("anim_speed", 1.0) * self.speed_mult
        self.anim.start(new, before, before_enemies, g, start, speed, self.humans, path_fn=self.route)
        self.log_scroll = 0
        if not self.demo:
            self.autosave()
        self.refresh_mode()
        return True

    def route(self, frm, to):
        """A shortest route frm -> to through the stage's adjacency (for drawing a move)."""
        board = self.view.board
        if frm not in board.index or to not in board.index:
            return None
        path, cur = [frm], frm
        for _ in range(len(board.spaces)):
            if cur == to:
                return path
            d = board.dist[cur].get(to)
            if d is None:
                return None
            cur = next((nb for nb in board.adjacent[cur] if board.dist[nb].get(to, 99) == d - 1), None)
            if cur is None:
                return None
            path.append(cur)
        return None

    # --- what the table shows: the turn as animated, the coming enemy moves -------------------
    @staticmethod
    def phase_of(g) -> str:
        """"setup" (rivals being placed), "nemesis" or "fighter", from the engine's task stack."""
        kinds = {t.get("t") for t in g.s["stack"]}
        if "place_rivals" in kinds:
            return "setup"
        return "nemesis" if "nemesis_phase" in kinds else "fighter"

    def turn_view(self):
        """(turn, active seat, phase) as the player has seen it. The engine runs ahead of the
        animations: while a decision's log is played back, the turn and phase are those of the
        entries animated so far ("phase" starts the nemesis phase, "turn" the next turn)."""
        g = self.game
        an = self.anim
        if not an.active or self._turn_base is None:
            return g.s["turn"], g.s["active"], self.phase_of(g)
        turn, active, phase, start = self._turn_base
        upto = an.log_shown
        if an.cur is not None:
            upto = max(upto, an.cur.entry.get("_i", upto - 1) + 1)
        n = len(g.s["fighters"])
        for e in g.s["log"][start:upto]:
            k = e.get("kind")
            if k == "phase":
                phase = "nemesis"
            elif k == "turn":
                m = TURN_RE.match(e.get("text", ""))
                if m and 1 <= int(m[2]) <= n:
                    turn, active, phase = int(m[1]), int(m[2]) - 1, "fighter"
        return turn, active, phase

    def previews_on(self) -> bool:
        return bool(self.app.settings.get("preview_moves", True))

    def toggle_previews(self):
        self.app.settings["preview_moves"] = not self.previews_on()
        err = store.save_settings(self.app.settings)
        self.app.toast(err or ("Enemy move previews on (P hides them)" if self.previews_on()
                               else "Enemy move previews off (P shows them; hover an enemy for its own)"))
        self.dirty = True

    def preview_applies(self) -> bool:
        """The enemy move preview is shown while a human decides in the fighter phase (never
        while the log animates: the state is ahead of what the table shows)."""
        g = self.game
        return (not self.anim.active and not g.is_over() and g.pending.seat in self.humans
                and self.phase_of(g) == "fighter")

    def move_preview(self) -> dict:
        """{enemy id: {"who", "target", "frm", "to", "path"}}: where each enemy activating in the
        coming nemesis phase will move (game.preview_moves()), while a human decides in the
        fighter phase; else {}. Computed once per decision."""
        g = self.game
        if not self.preview_applies():
            return {}
        key = (self.gen, len(g.s["history"]), len(g.s["log"]))
        if self._preview_key != key:
            self._preview_key = key
            try:
                self._preview = {p["who"]: p for p in g.preview_moves()}
            except Exception as exc:     # a hint, not the game: report it, keep playing without it
                self._preview = {}
                if getattr(self.app, "strict", False):
                    raise
                traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
                folder = store.write_crash_report(exc, "previewing enemy moves", self.crash_payload())
                self.app.toast(f"Could not preview the enemy moves (report in {folder})", 6)
        return self._preview

    def preview_line(self, fid):
        """The tooltip line of an enemy: what it will do in the coming nemesis phase."""
        if not self.preview_applies():
            return None
        g = self.game
        p = self.move_preview().get(fid)
        if p is not None:
            if len(p.get("path") or ()) >= 2 and p["to"] != p["frm"]:
                return f"Next nemesis phase: moves to {p['to']} toward {p['target'].replace('F', 'P')}."
            return f"Next nemesis phase: stays at {p['frm']} ({p['target'].replace('F', 'P')} is its target)."
        e = g.s["enemies"].get(fid)
        if e is None:
            return None
        if e["kind"] == "nemesis":
            return "Next nemesis phase: moves only as its nemesis card says."
        if e["kind"] == "rival":
            return f"Next nemesis phase: does not activate (P{e['seat'] + 1}'s rival acts on P{e['seat'] + 1}'s turn)."
        return None

    def crash_payload(self):
        g = self.game
        out = {"save": self.last_save, "log": []}
        try:
            out["state"] = g.to_dict()
            out["log"] = [f"{e.get('n', i)}. {e.get('text', '')}" for i, e in enumerate(g.s["log"])]
            out["log"].append(f"-- pending: {g.pending.kind} for P{(g.pending.seat or 0) + 1}; "
                              f"decisions so far: {len(g.s['history'])}")
        except Exception:
            pass
        if out["save"] is None:      # no autosave in memory (a demo): the state as a save, if it can be
            try:
                out["save"] = dict(g.save_dict(), ui={"seats": list(self.seats)})
            except Exception:
                pass
        return out

    def recover(self, exc):
        """Back to the last autosave (kept in memory, else read from disk): the game is never lost."""
        data = self.last_save
        if data is None and not self.demo and store.autosave_path(0).exists():
            data = store.read_save(store.autosave_path(0))
        if data is None:
            raise RuntimeError("no autosave to go back to")
        self.game = Game.from_save(data, self.app.box)     # raises if even that fails: the app goes to the title
        self.anim.finish()
        self.popup = None
        self.pause = None
        self.bot_timer = 0.0
        self.refresh_mode()
        self.comp.invalidate()
        return (f"The game was reloaded from the last autosave (turn {self.game.s['turn']}, "
                f"{len(self.game.s['history'])} decisions); you can continue.")

    def autosave(self):
        data = self.game.save_dict()
        data["ui"] = {"seats": list(self.seats)}
        self.last_save = data
        try:
            store.write_autosave(data)
        except OSError as exc:
            self.app.toast(f"Autosave failed: {exc.strerror or exc}")

    def quicksave(self):
        if self.demo:
            return
        data = self.game.save_dict()
        data["ui"] = {"seats": list(self.seats)}
        try:
            store.write_save(store.quicksave_path(), data)
            self.app.toast(f"Saved to {store.quicksave_path()}")
        except OSError as exc:
            self.app.show_message("Cannot save", f"{exc.strerror or exc}")

    def quickload(self):
        if self.demo:
            return
        if not store.quicksave_path().exists():
            self.app.toast("No quick save yet (F5 saves)")
            return
        load_game_file(self.app, store.quicksave_path())

    def undo(self):
        if self.demo:
            return
        self.anim.skip()
        g = self.game
        if not g.can_undo():
            self.app.toast("Cannot undo: nothing to take back, or the last decision rolled dice or drew cards")
            return
        try:
            g2 = g.undo()
            while g2.pending.seat not in self.humans and g2.can_undo():
                g2 = g2.undo()
        except IllegalAction as exc:
            self.app.toast(str(exc))
            return
        if g2.pending.seat not in self.humans:
            self.app.toast("Cannot undo past dice, draws or a bot's decision")
            return
        self.game = g2
        self.anim.finish()
        self.autosave()
        self.refresh_mode()
        self.app.toast("Undone")

    # --- input ------------------------------------------------------------------------------
    def pick_option(self, action):
        if self.anim.active:
            self.anim.skip()
        self.apply(action)

    def key_confirm(self):
        if self.mode and self.mode.confirm_action():
            self.apply(self.mode.confirm_action())

    def key_action(self, key):
        if self.mode and self.mode.key_action(key):
            self.apply(self.mode.key_action(key))

    def toggle_help(self):
        self.show_help = not self.show_help
        self.dirty = True

    def open_pause(self):
        self.pause = Popup((T.W // 2, T.H // 2 - 160), "Menu", [("Resume", "resume"), ("Save (F5)", "save"),
                                                                ("Settings", "settings"), ("Quit to title", "title")])
        self.dirty = True

    def choose(self, actions, pos, title):
        actions = list(dict.fromkeys(actions))
        if not actions:
            return False
        if len(actions) == 1:
            self.apply(actions[0])
            return True
        seat = self.game.pending.seat
        self.popup = (Popup(pos, title, [(describe(self.game, a, seat), a) for a in actions]), actions)
        self.dirty = True
        return True

    def handle_event(self, e):
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            self.dirty = True
        if self.pause:
            return self._pause_event(e)
        if self.popup:
            if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
                i = self.popup[0].choice_at(e.pos)
                p = self.popup
                self.popup = None
                self.dirty = True
                if i is not None:
                    self.apply(p[1][i])
                return True
            if e.type == pygame.KEYDOWN:
                if e.key == pygame.K_ESCAPE:
                    self.popup = None
                    self.dirty = True
                    return True
                if pygame.K_1 <= e.key <= pygame.K_9:
                    i = e.key - pygame.K_1
                    if i < len(self.popup[1]):
                        a = self.popup[1][i]
                        self.popup = None
                        self.apply(a)
                    return True
            if e.type == pygame.MOUSEBUTTONDOWN:
                return True
        if e.type == pygame.KEYDOWN:
            return self._key(e)
        if e.type == pygame.MOUSEWHEEL and self.L.log.collidepoint(getattr(e, "pos", None) or pygame.mouse.get_pos()):
            self.log_scroll = max(0, min(getattr(self, "log_max", 0), self.log_scroll + e.y * 2))
            self.dirty = True
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button in (1, 3):
            if self.show_help:
                self.show_help = False
                self.dirty = True
                return True
            for w in self.buttons:
                if w.handle_event(e):
                    self.dirty = True
                    return True
            if self.options.handle_event(e):
                self.dirty = True
                return True
            return self.click(e.pos, e.button)
        if e.type == pygame.MOUSEWHEEL:
            return self.options.handle_event(e)
        return False

    def _pause_event(self, e):
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.pause = None
            self.dirty = True
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            i = self.pause.choice_at(e.pos)
            choice = self.pause.choices[i][1] if i is not None else "resume"
            self.pause = None
            self.dirty = True
            if choice == "save":
                self.quicksave()
            elif choice == "settings":
                from ..scenes.settings import SettingsScene
                self.app.set_scene(SettingsScene(self.app, back=self))
            elif choice == "title":
                self.app.title()
            return True
        return True

    def _key(self, e):
        k = e.key
        mods = getattr(e, "mod", 0) | pygame.key.get_mods()
        if k == pygame.K_SPACE:
            if self.anim.active:
                self.anim.skip()
                self.dirty = True
            return True
        if k in (pygame.K_F1, pygame.K_h):
            self.toggle_help()
            return True
        if k == pygame.K_ESCAPE:
            if self.show_help:
                self.show_help = False
            elif self.mode and self.mode.cancel():
                pass
            else:
                self.open_pause()
            self.dirty = True
            return True
        if k == pygame.K_F5:
            self.quicksave()
            return True
        if k == pygame.K_F9:
            self.quickload()
            return True
        if k == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
            return True
        if k == pygame.K_p:
            self.toggle_previews()
            return True
        if self.anim.active:
            self.anim.skip()
        if not self.mode:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.key_confirm()
            return True
        if k == pygame.K_s:
            self.key_action("S")
            return True
        if k == pygame.K_e:
            self.key_action("E")
            return True
        if k == pygame.K_b:
            self.key_action("B")
            return True
        if pygame.K_1 <= k <= pygame.K_9:
            i = k - pygame.K_1
            fb = self.mode.fallback()
            if i < len(fb):
                self.apply(fb[i][1])
            return True
        return False

    def click(self, pos, button):
        if self.anim.active:
            self.anim.skip()
            self.dirty = True
        m = self.mode
        if not m:
            return False
        # a hotspot with a meaning (cards, abilities, dice, tokens)
        for h in reversed(self.hots):
            if h.ref is None or not h.rect.collidepoint(pos):
                continue
            ref = h.ref
            kind = ref[0]
            if kind == "hand":
                acts = m.by_hand.get((ref[1], ref[2]), [])
                if button == 3:
                    acts = [a for a in acts if a.kind == "sprint"] or acts
                else:
                    acts = [a for a in acts if a.kind == "play"] or acts
                if self.choose(acts, pos, "Play this card"):
                    return True
            elif kind in HOT_CHOICES:
                table, pair, title = HOT_CHOICES[kind]
                key = (ref[1], ref[2]) if pair else ref[1]
                if self.choose(getattr(m, table).get(key, []), pos, title):
                    return True
        fid = self.view.figure_at(pos)
        if fid is not None and fid in m.figures():
            acts = m.for_figure(fid)
            if m.sub:
                self.dirty = True
                return True
            if self.choose(acts, pos, f"{self.game.name_of(fid)}"):
                return True
        space = self.view.space_at(pos)
        if space is not None:
            acts = m.for_space(space)
            if self.choose(acts, pos, f"Space {space}"):
                return True
        return False

    # --- update -----------------------------------------------------------------------------
    def busy(self):
        g = self.game
        if self.anim.active:
            return True
        if self.pause or self.popup:
            return False
        if g.is_over():
            return True
        return g.pending.seat in self.bots

    def bot_delay(self):
        return 0.45 / max(0.1, self.app.settings.get("anim_speed", 1.0) * self.speed_mult)

    def update(self, dt):
        if self.anim.active:
            self.anim.update(dt)
            self.dirty = True
            if not self.anim.active:
                self.refresh_mode()
            return
        g = self.game
        if self.pause or self.popup:
            return
        if g.is_over():
            self.over_timer += dt
            if self.over_timer > 1.2:
                self.game_over()
            return
        seat = g.pending.seat
        if seat in self.bots:
            self.bot_timer += dt
            if self.bot_timer >= self.bot_delay():
                self.bot_timer = 0.0
                try:
                    opts = g.legal_actions(seat=seat)
                    if not opts:
                        raise RuntimeError(f"the engine offers P{seat + 1} no action for {g.pending.kind!r}")
                    action = self.bots[seat].choose(g, opts)
                except Exception as exc:
                    self.app.report(exc, f"bot {self.seats[seat]} deciding for P{seat + 1} ({g.pending.kind})")
                    return
                self.apply(action)

    def game_over(self):
        from ..scenes.gameover import GameOverScene
        self.app.set_scene(GameOverScene(self.app, self.game, self.seats))

    # --- drawing --------------------------------------------------------------------------------
    # The table is a Compositor of cached parts (panels, boards, the map with its standees, the
    # log...), each re-rendered only when its signature changes. Per frame only the overlays are
    # drawn on the screen: the tooltip, hover marks, and whatever an animation moves.
    def on_enter(self):
        self.comp.invalidate()
        self.dirty = True

    def on_resize(self):
        super().on_resize()
        self.comp.invalidate()

    def invalidate(self, rects=None):
        """Something else drew on the screen (a toast, a message): copy these regions again."""
        self.comp.invalidate(rects)
        self.dirty = True

    def draw(self, surf):
        g = self.game
        L = self.L
        comp = self.comp
        m = self.mode if not self.anim.active else None
        hover = self.hover if not (self.popup or self.pause or self.show_help) else None
        comp.begin()
        comp.part("top", L.top, self._top_sig(), self.draw_top, pad=4)
        comp.part("prompt", L.prompt, self._prompt_sig(), self.draw_prompt)
        for i, b in enumerate(self.buttons):
            if b.visible:
                hov = hover is not None and b.rect.collidepoint(hover)
                comp.part(f"button{i}", b.rect, (b.text(), b.style, b.enabled, hov, b.size),
                          lambda s, r, b=b, hov=hov: s.blit(D.button_surface(b.text(), r.w, r.h, b.style, hov,
                                                                             not b.enabled, b.size), r), pad=2)
        ns = g.s["nemesis"]
        hl_icon = self.current_ncard_icon()
        nspace = (g.s["enemies"].get("nemesis") or {}).get("space")
        comp.part("nemesis", L.nemesis, (repr(ns), nspace, hl_icon, self.epoch),
                  lambda s, r: B.draw_nemesis(s, r, g, hl_icon))
        counts = tuple(sorted((e["kind"], e["space"] is not None) for e in g.s["enemies"].values()))
        comp.part("minions", L.minions, (repr(g.s["supply"]), counts, self.epoch), lambda s, r: B.draw_minions(s, r, g))
        active = self.turn_view()[1]       # the board of the turn being shown (animations lag the engine)
        dec = g.pending.seat if not self.anim.active else None
        for seat, rect in enumerate(L.seats):
            f = g.s["fighters"][seat]
            rivals = tuple(repr(g.s["enemies"].get(r)) for r in f["rivals"])
            hl = self._seat_highlights(m, seat)
            ctrl = "Human" if seat in self.humans else f"Bot ({self.seats[seat]})"
            comp.part(f"seat{seat}", rect, (repr(f), rivals, hl, seat == active, seat == dec, ctrl, self.epoch),
                      lambda s, r, seat=seat, ctrl=ctrl: B.draw_seat(s, r, g, seat, m, ctrl, seat == active,
                                                                     seat == dec, rival_h=64))
        live, geo = self.map_part(m)
        comp.part("hints", (L.map.x, L.map.bottom - 18, L.map.w, 18), L.map.w, self.draw_hints, pad=2)
        shown = self.anim.log_shown if self.anim.active else len(g.s["log"])
        comp.part("log", L.log, (self.epoch, min(shown, len(g.s["log"])), self.log_scroll), self.draw_log_part)
        lv = self.options
        hov_i = lv.item_at(hover) if hover and lv.rect.collidepoint(hover) else None
        comp.part("options", L.options, (lv.version, lv.scroll, lv.title, hov_i),
                  lambda s, r: lv.draw(s, (hover[0] - lv.rect.x + r.x, hover[1] - lv.rect.y + r.y)
                                       if hov_i is not None else None, origin=r.topleft))
        rolling = self._rolling()
        faces = None if rolling else self._reroll_faces()
        if rolling is None and faces is None:
            hseat = active          # the hand of the player whose turn the table shows
            in_hand = hover if hover and L.hand.collidepoint(hover) else None
            hov = self._hand_hover_index(in_hand, hseat)
            hand = tuple(g.s["fighters"][hseat]["hand"])
            comp.part("hand", L.hand, (hand, hseat, self._hand_highlights(m, hseat), hov, self.epoch),
                      lambda s, r: self.draw_hand_part(s, r, hseat, m, hov))
        elif faces is not None:
            dice = tuple(sorted(self.mode.by_die)) if self.mode else ()
            label = self._attack_label()
            hint = "Click a die: reroll it (1 EX) · Enter: keep" if dice else "Waiting for the attacker"
            comp.part("dice", L.dice, (tuple(faces), dice, label, hint),
                      lambda s, r: B.draw_dice(s, r, faces, self.mode, None, label, hint))
        comp.end()
        self.hots = comp.hots()
        comp.present(surf)
        # --- overlays: drawn on the screen, restored from the canvas next frame ----------
        ov = comp.overlay
        if rolling is not None:
            cur, faces = rolling
            r = pygame.Rect(L.dice)
            prog = (cur.progress, self.rng) if cur.kind == "roll" else None
            self.hots += B.draw_dice(surf, r, faces, None, prog, _roll_label(g, cur.entry))
            ov(r.inflate(40, 40))
        self.draw_live_figures(surf, live, m, hover)
        if hover and geo is not None:
            self.draw_hover_preview(surf, hover, geo)
        self.draw_overlays(surf)
        if self.popup:
            ov(self.popup[0].rect.inflate(40, 40))
            self.popup[0].draw(surf, self.hover)
        if self.pause:
            surf.blit(dimmer((T.W, T.H), 120), (0, 0))
            ov(surf.get_rect())
            self.pause.draw(surf, self.hover)
        if self.show_help:
            ov(self.draw_help(surf))
        elif hover:
            tip = self.tip_at(hover)
            if tip:
                ov(D.tooltip(surf, tip, hover))

    def _top_sig(self):
        g = self.game
        ns = g.s["nemesis"]
        return (self.turn_view(), self.loss_status(), len(ns["deck"]), len(ns["discard"]), ns["ex"], self.epoch)

    def _prompt_sig(self):
        g = self.game
        cur = self.anim.cur.entry.get("text") if self.anim.active and self.anim.cur is not None else None
        return (g.pending.seat, g.pending.prompt, self.mode.title() if self.mode else None, g.is_over(), cur,
                self.anim.active, self.turn_view() if self.anim.active else None, self.epoch)

    def _rolling(self):
        """(step, faces) while a roll is being animated, else None."""
        cur = self.anim.cur if self.anim.active else None
        if cur and cur.kind in ("roll", "reroll") and cur.faces:
            return cur, cur.faces
        return None

    def _reroll_faces(self):
        """The dice of the attack being resolved, while its reroll decision waits (current_attack)."""
        g = self.game
        if self.anim.active or g.is_over() or g.pending.kind != "reroll":
            return None
        att = g.current_attack()
        faces = list(att.get("roll") or []) if att else []
        return faces or None

    def _attack_label(self):
        g = self.game
        att = g.current_attack() or {}
        names = ", ".join(g.name_of(t) for t in att.get("targets") or [] if t in g.s["enemies"])
        what = f"{att.get('icon', 'attack')} {att.get('dice', '')}".strip()
        head = f"P{att['seat'] + 1} {what} vs {names}" if "seat" in att and names else "Your roll"
        return head

    def draw_hints(self, s, r):
        hint = A.fit_text(KEY_HINTS, r.w - 20, 16, (240, 226, 200), min_size=13)
        s.blit(hint, (r.x + 10, r.bottom - hint.get_height() - 2))

    def draw_log_part(self, s, r):
        g = self.game
        entries = g.s["log"][:self.anim.log_shown] if self.anim.active else g.s["log"]
        self.log_max = B.draw_log(s, r, entries, self.log_scroll)

    def draw_hand_part(self, s, r, seat, m, hov):
        D.panel(s, r, (30, 54, 44), (110, 84, 56), 12, 2, True, alpha=170)
        return B.draw_hand(s, r, self.game, seat, m, card_w=100, hover_index=hov)

    def map_part(self, m):
        """The map with its standees as one cached part; returns the figures drawn live (animated)."""
        g = self.game
        view = self.view
        figs = self.figures()
        placed = view.layout_figures(figs)
        still, live = [], []
        for f in figs:
            if f.get("live"):
                live.append(f)
            elif f["id"] in placed:
                c, size = placed[f["id"]]
                still.append(dict(f, pos=(int(c[0]), int(c[1])), size=int(size)))
        hl = frozenset(m.spaces()) if m else frozenset()
        targets = frozenset(m.figures()) if m else frozenset()
        poi = bool(m and m.by_poi)
        objs = tuple(sorted(m.by_objective)) if m and m.by_objective else ()
        preview = self.move_preview()
        figkey = tuple(_fig_key(f) for f in still)
        geo = None
        if preview:
            gkey = (self._preview_key, figkey)
            if self._geo_key != gkey:
                self._geo_key, self._geo = gkey, view.preview_geometry(list(preview.values()), still)
            geo = self._geo
        shown = geo if geo and self.previews_on() else None
        sig = (figkey, hl, targets, poi, objs, repr(g.s["objectives"]),
               tuple(shown) if shown else None, self.epoch)
        pad = 16
        area = view.area

        def render(s, r):
            local = view.moved(r.x - area.x, r.y - area.y)
            s.blit(local.static_layer(), local.area.topleft)
            if hl:
                local.draw_highlights(s, hl)
            hots = list(local.hots)
            obj_hots = local.draw_objectives(s, g.s["objectives"])
            hots += obj_hots
            if poi:
                b = local.space_bounds(local.resolve_space(g.stage.poi_space))
                B.glow(s, pygame.Rect(b.x + 4, b.y + 4, int(view.cs * 0.38), int(view.cs * 0.38)), radius=6)
            for h in obj_hots:
                if h.ref and h.ref[0] == "objective" and h.ref[1] in objs:
                    B.glow(s, h.rect, radius=14)
            dx, dy = area.x - r.x, area.y - r.y
            figs = [dict(f, pos=(f["pos"][0] - dx, f["pos"][1] - dy)) for f in still]
            lgeo = [rt.moved(-dx, -dy) for rt in shown] if shown else None
            if lgeo:     # routes under the standees, ghosts (at the edge of a taken space) over them
                local.draw_preview_routes(s, lgeo, self.seat_color)
            rects = local.draw_figures(s, figs, targets)
            if lgeo:
                local.draw_preview_ghosts(s, lgeo, figs, self.seat_color)
            self._still_fig_rects = [(rr.move(dx, dy), fid) for rr, fid in rects]
            return hots
        self.comp.part("map", area, sig, render, pad=pad)
        view.fig_rects = list(self._still_fig_rects)
        self._still_figs = still
        return live, geo

    def seat_color(self, fid):
        """The colour of a fighter's seat (its ring, its tag, its board): F1 -> P1's red."""
        seat = _seat(fid)
        return T.SEAT_COLORS[seat % 4] if seat is not None else (200, 200, 200)

    def draw_hover_preview(self, surf, hover, geo):
        """The hovered enemy's own coming move, drawn strong over everything (previews on or off)."""
        fid = self.view.figure_at(hover)
        one = [rt for rt in geo if rt.who == fid]
        if not one:
            return
        ov = self.comp.overlay
        view = self.view
        ov(view.draw_preview_routes(surf, one, self.seat_color, strong=True))
        ov(view.draw_preview_ghosts(surf, one, self._still_figs, self.seat_color, strong=True))

    def draw_live_figures(self, surf, live, m, hover):
        """Animated standees, and the hover marks on the map (brighter space, thicker ring)."""
        view = self.view
        ov = self.comp.overlay
        if m and hover:
            hl = m.spaces()
            if hl:
                sp = view.space_at(hover)
                if sp in hl:
                    view.draw_highlights(surf, [sp], sp)
                    ov(view.space_bounds(sp).inflate(8, 8))
            targets = m.figures()
            fid = view.figure_at(hover) if targets else None
            if fid in targets:
                for r, f in view.fig_rects:
                    if f == fid:
                        rad = r.w // 2 + 9
                        pygame.draw.circle(surf, T.HILITE_TARGET, r.center, rad, 6)
                        ov(pygame.Rect(0, 0, 2 * rad + 8, 2 * rad + 8).move(r.centerx - rad - 4, r.centery - rad - 4))
        if live:
            still = list(view.fig_rects)
            rects = view.draw_figures(surf, live)
            for r, _ in rects:
                ov(r.inflate(r.w // 2 + 8, r.h // 2 + 8))
            view.fig_rects = still + list(rects)

    def _hand_hover_index(self, pos, seat):
        n = len(self.game.s["fighters"][seat]["hand"])
        return B.hand_hover_index(self.L.hand, n, pos, 100)

    def _seat_highlights(self, m, seat):
        if not m:
            return ()
        ab = tuple(sorted(i for (s, i) in m.by_ability if s == seat))
        me = tuple(sorted(c for (s, c) in m.by_meter if s == seat))
        return (ab, me, seat in m.by_critical, seat in m.by_stand, m.kind)

    def _hand_highlights(self, m, seat):
        if not m:
            return ()
        return tuple(sorted(c for (s, c) in m.by_hand if s == seat))

    def current_ncard_icon(self):
        """The nemesis ability being resolved (last nemesis card of the current nemesis phase)."""
        log = self.game.s["log"]
        upto = self.anim.log_shown if self.anim.active else len(log)
        for e in reversed(log[max(0, min(upto, len(log)) - 40):upto]):
            if e.get("kind") == "turn":
                return None
            if e.get("kind") == "ncard":
                try:
                    return self.game.box.nemesis_card(e["card"]).icon
                except KeyError:
                    return None
        return None

    def draw_top(self, surf, r):
        g = self.game
        hots = []
        pygame.draw.rect(surf, (26, 20, 18), r)
        pygame.draw.line(surf, (150, 110, 60), r.bottomleft, r.bottomright, 2)
        x = r.x + 14
        t = A.text("LEGENDS", 26, (236, 60, 40), True, kind="title")
        surf.blit(t, (x, r.centery - t.get_height() // 2))
        x += t.get_width() + 18
        st = g.stage
        t = A.text(st.name, 20, T.CREAM, True)
        surf.blit(t, (x, r.centery - t.get_height() // 2))
        rules = " ".join(x.text for x in st.rules)
        loss = loss_progress(g)
        hots.append(Hot((x, r.y, t.get_width(), r.h), (st.name, f"{rules} Loss: {loss['text']}",
                                                       "Stage Rules / Objective")))
        x += t.get_width() + 22
        turn, active, phase = self.turn_view()
        f = g.s["fighters"][active]
        name = g.box.fighters[f["id"]].name
        plabel, pcol = PHASE_LABELS.get(phase, PHASE_LABELS["fighter"])
        for label, val, col in (("TURN", str(turn), T.GOLD),
                                ("ACTIVE", f"P{active + 1} {name}", T.SEAT_COLORS[active % 4]),
                                ("PHASE", plabel, pcol),
                                ("LOSE IF", self.loss_status(), (255, 140, 120))):
            lt = A.text(label, 13, (190, 160, 120), True)
            vt = A.text(val, 20, col, True)
            surf.blit(lt, (x, r.y + 4))
            surf.blit(vt, (x + lt.get_width() + 8, r.centery - vt.get_height() // 2))
            if label == "LOSE IF":
                hots.append(Hot((x, r.y, lt.get_width() + vt.get_width() + 8, r.h),
                                ("Special loss condition", loss["text"], "Objective / Stage Rules")))
            x += lt.get_width() + vt.get_width() + 30
        ns = g.s["nemesis"]
        t = A.text(f"Nemesis deck {len(ns['deck'])} · discard {len(ns['discard'])} · EX {ns['ex']}", 18,
                   (220, 190, 255), True)
        right = r.x + self.L.top_buttons[0].x - self.L.top.x
        surf.blit(t, (right - t.get_width() - 16, r.centery - t.get_height() // 2))
        return hots

    def loss_status(self):
        """A short live counter for the stage's special loss condition (from loss_progress)."""
        p = loss_progress(self.game)
        now, limit = p.get("now"), p.get("limit")
        label = LOSS_LABELS.get(p.get("effect"))
        if label and now is not None and limit is not None:
            space = self.game.stage.loss.args.get("space", "")
            return label.format(now=now, limit=limit, space=self.view.resolve_space(space) if space else "")
        text = p.get("text") or ""
        return text if len(text) < 60 else text[:57] + "..."

    def draw_prompt(self, surf, r):
        g = self.game
        d = g.pending
        seat = d.seat
        animating = self.anim.active and self.anim.cur is not None
        if animating:       # whose turn the table is showing, not who decides next
            _, shown_seat, phase = self.turn_view()
            col = T.SEAT_COLORS[shown_seat % 4]
            who = f"P{shown_seat + 1} · " + ("NEMESIS PHASE" if phase == "nemesis" else
                                             "HUMAN" if shown_seat in self.humans else "BOT")
        else:
            col = T.SEAT_COLORS[seat % 4] if seat is not None else (120, 120, 120)
            who = f"P{seat + 1} · {'HUMAN' if seat in self.humans else 'BOT'}" if seat is not None else None
        D.panel(surf, r, (250, 242, 226), col, 10, 4, True)
        x = r.x + 10
        if who:
            pr = B.pill(surf, who, (x, r.centery), col, T.WHITE, 17, "midleft")
            x = pr.right + 12
        text = self.mode.title() if self.mode else d.prompt
        if seat is not None and seat not in self.humans and not g.is_over():
            text += "   (bot thinking...)"
        if animating:
            text = self.anim.cur.entry.get("text", text)
            B.pill(surf, "NOW", (x, r.centery), (60, 40, 30), T.GOLD, 15, "midleft")
            x += 60
        right = r.x + (self.L.prompt_buttons[0].x - self.L.prompt.x)
        t = A.fit_text(text, right - x - 12, 24, T.INK, True)
        surf.blit(t, (x, r.centery - t.get_height() // 2))

    def figures(self):
        """Figures to draw; animated ones (moving, fading in or out) are marked `live`."""
        g = self.game
        an = self.anim
        if not an.active:
            return figures_of(g)
        ghosts = [e for eid, e in an.ghosts.items() if eid not in g.s["enemies"]]
        figs = figures_of(g, overrides=an.shown, hidden=an.hidden, ghosts=ghosts)
        mv = an.moving()
        if mv:
            fid, path, p = mv
            pts = [self.view.space_center(sp) for sp in path if sp in self.view.board.index]
            if len(pts) >= 2:
                seg = p * (len(pts) - 1)
                i = min(len(pts) - 2, int(seg))
                u = seg - i
                u = u * u * (3 - 2 * u)
                x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * u
                y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * u - math.sin(u * math.pi) * self.view.cs * 0.12
                for f in figs:
                    if f["id"] == fid:
                        f["pos"] = (x, y)
                        f["size"] = self.view.cs * 0.62
                        f["live"] = True
        cur = an.cur
        if cur and cur.kind in ("spawn", "place", "nemesis_spawn") and cur.who:
            for f in figs:
                if f["id"] == cur.who:
                    f["alpha"] = int(255 * min(1, 0.2 + cur.progress * 1.2))
                    f["live"] = True
        if cur and cur.kind == "defeat" and cur.who:
            for f in figs:
                if f["id"] == cur.who:
                    f["alpha"] = int(255 * (1 - cur.progress))
                    f["live"] = True
        return figs

    def fig_center(self, fid):
        for r, f in self.view.fig_rects:
            if f == fid:
                return r.center
        sp = None
        if fid in self.anim.shown:
            sp = self.anim.shown[fid]
        else:
            try:
                sp = self.game.space_of(fid)
            except (KeyError, ValueError, IndexError):
                sp = None
        if sp and sp in self.view.board.index:
            return self.view.space_center(sp)
        return None

    def draw_overlays(self, surf):
        """What the current animation step shows over the table (each rectangle noted for restoring)."""
        g = self.game
        ov = self.comp.overlay
        cur = self.anim.cur if self.anim.active else None
        if not cur:
            return
        p = cur.progress
        e = cur.entry
        k = cur.kind
        if k in FLOATS:
            target = e.get("who") or e.get("target")
            if k in ("stun", "poison"):
                target = e.get("target") or target
            if k == "nex":
                target = "nemesis"
            c = self.fig_center(target) if target else None
            label, col = FLOATS[k]
            if k == "damage":
                label = f"-{e.get('amount', 1)}"
            if c:
                ov(_float_text(surf, label, c, p, col, 34 if k in ("damage", "defeat") else 28))
        elif k == "enemy_attack":
            a, b = self.fig_center(e.get("who")), self.fig_center(e.get("target"))
            if a and b:
                q = min(1, p * 1.6)
                mid = (a[0] + (b[0] - a[0]) * q, a[1] + (b[1] - a[1]) * q)
                ov(pygame.draw.line(surf, (255, 60, 40), a, mid, 6).inflate(8, 8))
                ov(pygame.draw.circle(surf, (255, 200, 60), (int(mid[0]), int(mid[1])), 10))
                if q >= 1:
                    ov(blit_center(surf, A.sprite("hit", 64), b))
                    ov(_float_text(surf, str(e.get("amount", "")), b, p, (255, 255, 255), 30))
        elif k == "ncard":
            try:
                card = g.box.nemesis_card(e["card"])
                side = g.nem.side(g.s["nemesis"]["round"])
                spot = self.L.card
                img = D.nemesis_card(card, side, 250, 350)
                sc = min(1.0, 0.3 + p * 3) * spot.h / 350
                img = pygame.transform.smoothscale(img, (int(250 * sc), int(350 * sc)))
                r = img.get_rect(center=spot.center)
                D.shadowed(surf, r, 12, 12, 140)
                surf.blit(img, r)
                ov(r.inflate(40, 40))
            except KeyError:
                pass
        elif k == "play":
            seat = _seat(e.get("who"))
            if seat is None or seat not in self.bots:
                return
            try:
                card = g.box.style_card(e["card"])
                f = g.s["fighters"][seat]
                spot = self.L.card
                h = min(260, spot.h)
                img, _ = D.style_card(card, f["style"], h * 180 // 190, h)
                r = img.get_rect(center=spot.center)
                D.shadowed(surf, r, 10, 10, 140)
                surf.blit(img, r)
                ov(r.inflate(40, 40))
            except (KeyError, TypeError, IndexError):
                pass
        elif k in ("turn", "phase", "nemesis_spawn", "critical", "ko", "advance", "reshuffle", "ability"):
            text = e.get("text", "")
            if k == "turn":
                text = e.get("text", "").split(":")[0].upper()
            elif k == "phase":
                text = "NEMESIS PHASE"
            elif k == "ko":
                text = "K.O.!  " + e.get("text", "")
            ov(_banner(surf, self.view.map_rect.inflate(40, 0).clip(self.L.map), text, p,
                       big=k in ("turn", "nemesis_spawn", "ko", "critical")))

    def tip_at(self, pos):
        fid = self.view.figure_at(pos)
        if fid:
            return self.figure_tip(fid)
        best = None
        for h in reversed(self.hots):      # the most specific (smallest) region under the mouse
            if h.tip and h.rect.collidepoint(pos):
                area = h.rect.w * h.rect.h
                if best is None or area < best[0]:
                    best = (area, h.tip)
        if best:
            return best[1]
        for w in self.buttons:
            if w.rect.collidepoint(pos) and w.tip:
                return w.tip
        sp = self.view.space_at(pos)
        if sp:
            return self.space_tip(sp)
        return None

    def space_tip(self, sp):
        """Who stands in a space, and what clicking it would do."""
        g = self.game
        names = []
        for f in self.figures():
            if f.get("space") == sp:
                try:
                    n = g.name_of(f["id"])
                except (KeyError, ValueError, IndexError):
                    n = f["id"]
                names.append(f"{n} (P{f['id'][1:]})" if f["id"].startswith("F") else n)
        lines = []
        if names:
            lines.append("Here: " + ", ".join(names) + ".")
        if self.mode and not self.anim.active:
            acts = self.mode.sub[1].get(sp) if self.mode.sub else None
            acts = [acts] if acts else ([] if self.mode.sub else self.mode.for_space(sp))
            if acts:
                lines.append("Click: " + "; ".join(describe(g, a, g.pending.seat) for a in acts[:4]) + ".")
        if not lines:
            return None
        feature = next((f.name for f in g.stage.features if f.id == sp), None)
        return (f"Space {sp}" + (f" - {feature}" if feature else ""), " ".join(lines), "")

    def figure_tip(self, fid):
        g = self.game
        try:
            if fid.startswith("F"):
                f = g.s["fighters"][int(fid[1:]) - 1]
                fi = g.box.fighters[f["id"]]
                return (f"{fi.name} (P{f['seat'] + 1}) at {f['space']}",
                        f"Health {f['health']}/4, Round {f['round']}, EX {f['ex']}/3"
                        f"{', stunned' if f['stunned'] else ''}. Hand {len(f['hand'])}, combo meter {len(f['meter'])}.",
                        "Fighter Setup")
            e = g.s["enemies"].get(fid)
            if e is None:
                return None
            nxt = self.preview_line(fid)
            nxt = "\n" + nxt if nxt else ""
            if e["kind"] == "nemesis":
                ns = g.s["nemesis"]
                need = g.nem.health_track[ns["track"]] if ns["track"] is not None else "?"
                return (f"{g.nem.name} (nemesis) at {e['space']}", f"An attack needs {need} successes to move the "
                        f"health tracker. Always targets the active player.{nxt}", "Defeating the Nemesis")
            side = g.enemy_side(e)
            acts = ", ".join(a.text() for a in side.activation)
            extra = ""
            if e["kind"] == "rival":
                extra = f" Rival of P{e['seat'] + 1}, Round {e['round']}."
            if side.passive:
                extra += " Passive: " + rules_text.effect_text(side.passive.effect, side.passive.args)
            if e.get("skip"):
                extra += " Dazed: skips its next activation."
            return (f"{g.enemy_name(e)} at {e['space']}", f"Health {side.health}. Activation: {acts}.{extra}{nxt}",
                    "Minion Card" if e["kind"] != "rival" else "Rival Card")
        except (KeyError, ValueError, IndexError, AttributeError):
            return None

    def draw_help(self, surf):
        r = pygame.Rect(160, 90, T.W - 320, T.H - 180)
        D.panel(surf, r, (30, 24, 22), T.GOLD, 16, 3, True, alpha=245)
        surf.blit(A.text("How to play", 36, T.GOLD, True, kind="title"), (r.x + 30, r.y + 20))
        lines = [
            "The yellow banner always says what is being decided and by whom. Legal choices glow:",
            "  cards in the hand (click to play, click the Sprint badge or right-click to sprint), ability cards",
            "  on the fighter boards (any player may perform abilities in the fighter phase), spaces on the map,",
            "  enemies ringed in red (targets), dice (reroll), combo-meter cards (block / discard).",
            "Every legal choice is also listed under 'Legal options': click one or press its number.",
            "",
            "Keys: Enter confirm · Esc cancel / menu · S skip · E end the fighter phase · B boost (1 EX)",
            "      Ctrl+Z undo (never across dice or draws) · F5 quick save · F9 quick load · Space skip animation",
            "      P show / hide where the enemies will move · F1 or H this help · F11 fullscreen.",
            "Hover anything for its rule text and rulebook section; hover an enemy to see where it will move.",
            "",
            "Turn: the active player plays 2 style cards, then draws 2 (Fighter Phase). Then the Nemesis Phase:",
            "  minions activate, the active player's rivals activate, and 1 nemesis card is resolved.",
            "  In the fighter phase dashed arrows show where each of them will move, in the colour of the player",
            "  it goes for (a faint standee marks where it will stand); the nemesis moves as its card says.",
        ]
        y = r.y + 80
        for ln in lines:
            surf.blit(A.text(ln, 20, T.CREAM), (r.x + 30, y))
            y += 28
        y += 10
        icons = ["move", "melee", "short", "long", "push", "pull", "stun", "poison", "ex", "boost", "punch", "kick",
                 "joystick", "circle", "triangle", "square", "standard", "elite", "spawn", "poi", "objective_hidden",
                 "objective_front", "health", "critical"]
        cols = 4
        cw = (r.w - 60) // cols
        for i, ic in enumerate(icons):
            x = r.x + 30 + (i % cols) * cw
            yy = y + (i // cols) * 46
            surf.blit(A.sprite(ic, 40), (x, yy))
            title = rules_text.for_icon(ic)[0]
            surf.blit(A.fit_text(title, cw - 60, 18, T.CREAM, True), (x + 48, yy + 10))
        surf.blit(A.text("Click or press Esc to close", 18, (200, 180, 150), italic=True), (r.x + 30, r.bottom - 36))
        return r.inflate(40, 40)


def _seat(who):
    if who and who.startswith("F") and who[1:].isdigit():
        return int(who[1:]) - 1
    return None


def _roll_label(g, e):
    if e.get("kind") == "reroll":
        return "Reroll"
    return e.get("text", "")[:60]


FLOATS = {"hit": ("HIT!", (255, 214, 64)), "miss": ("MISS", (220, 220, 220)), "damage": ("-1", (255, 80, 60)),
          "stun": ("STUN!", (255, 220, 0)), "poison": ("POISON", (140, 230, 90)), "ex": ("+EX", (255, 200, 60)),
          "heal": ("+HEALTH", (100, 230, 120)), "block": ("BLOCK", (120, 180, 255)), "defeat": ("K.O.", (255, 120, 80)),
          "hazard": ("HAZARD!", (255, 200, 40)), "skip": ("DAZED", (200, 200, 255)), "nex": ("+EX", (220, 150, 255)),
          "upgrade": ("UPGRADE!", (255, 214, 64)), "objective": ("!", (255, 214, 64)), "rival": ("RIVAL!", (220, 150, 255))}


def _fig_key(f):
    return (f["id"], f.get("pos"), f.get("size"), f.get("label"), f.get("short"), tuple(f.get("color") or ()),
            tuple(f.get("ring") or ()), f.get("stunned"), f.get("round"), f.get("tag"), f.get("kind"))


def _float_text(surf, label, center, p, color, size=28):
    img = A.text(label, size, color, True, shadow=(0, 0, 0))
    a = int(255 * (1 - max(0, p - 0.6) / 0.4)) if p > 0.6 else 255
    img = img.copy()
    img.set_alpha(a)
    return blit_center(surf, img, (center[0], center[1] - 20 - 40 * p))


def _banner(surf, area, text, p, big=False):
    h = 110 if big else 70
    r = pygame.Rect(area.x, area.centery - h // 2, area.w, h)
    a = int(230 * min(1, p * 5, (1 - p) * 5 + 0.2))
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    s.fill((20, 10, 10, max(0, a)))
    pygame.draw.line(s, (255, 214, 64, max(0, a)), (0, 3), (r.w, 3), 4)
    pygame.draw.line(s, (255, 214, 64, max(0, a)), (0, r.h - 4), (r.w, r.h - 4), 4)
    surf.blit(s, r.topleft)
    t = A.fit_text(text, r.w - 40, 56 if big else 34, (255, 230, 140), True, kind="title" if big else "sans")
    t = t.copy()
    t.set_alpha(max(0, a + 25))
    x = r.centerx - t.get_width() // 2 + int((1 - min(1, p * 4)) * 200)
    surf.blit(t, (x, r.centery - t.get_height() // 2))
    return r


class DemoScene(GameScene):
    """Bots play whole games one after another; any key returns to the title."""
    demo = True

    def __init__(self, app, stage=None, nemesis=None, players=2, seed=1, speed=1.0):
        from ...engine.setup import random_setup
        self.demo_args = dict(stage=stage, nemesis=nemesis, players=players, seed=seed, speed=speed)
        setup = random_setup(app.box, seed, players, stage, nemesis)
        setup["tie_break"] = "auto"
        game = Game.new(setup, app.box)
        super().__init__(app, game, [DEMO_BOT] * players, speed=speed)

    def handle_event(self, e):
        if e.type == pygame.KEYDOWN or (e.type == pygame.MOUSEBUTTONDOWN and e.button == 1):
            if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
                return False
            self.app.title()
            return True
        if e.type == pygame.MOUSEMOTION:
            self.hover = e.pos
            self.dirty = True
        return False

    def _build_buttons(self):
        super()._build_buttons()
        for b in self.buttons:
            b.visible = False
        self.buttons = []

    def draw_prompt(self, surf, r):
        super().draw_prompt(surf, r)
        t = A.text("DEMO  ·  bots play  ·  any key returns to the title", 20, (150, 40, 30), True)
        surf.blit(t, (r.right - t.get_width() - 16, r.centery - t.get_height() // 2))

    def game_over(self):
        from ..scenes.gameover import GameOverScene
        args = dict(self.demo_args)
        args["seed"] = args["seed"] + 1
        self.app.set_scene(GameOverScene(self.app, self.game, self.seats, demo_next=args))
