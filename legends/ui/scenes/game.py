"""The game screen: map, fighter boards with their rivals, nemesis board, minion sheet, the
active hand, the log, the prompt, the legal options; bots and enemy turns play out with
animations drawn from the log.

Every click goes through an InputMode built from `game.pending`; the scene never decides
what is legal. After every decision the game is autosaved (atomically, last 3 kept).
"""
from __future__ import annotations

import math
import random

import pygame

from ...bots import BOTS, make_bot
from ...engine import Game, IllegalAction
from .. import assets as A
from .. import boards as B
from .. import draw as D
from .. import rules_text
from .. import store
from .. import theme as T
from ..anim import Animator, positions_of
from ..app import Scene
from ..draw import Hot, blit_center
from ..gameview import figures_of
from ..inputmode import InputMode, describe
from ..mapview import MapView
from ..widgets import Button, ListView, Popup

KEY_HINTS = ("Enter confirm · Esc cancel · S skip · E end phase · B boost · 1-9 pick · Ctrl+Z undo · "
             "F1/H help · F5 save · F9 load · Space skip animation · F11 fullscreen")


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
        from .gameover import GameOverScene
        app.set_scene(GameOverScene(app, game, seats))
    else:
        app.set_scene(GameScene(app, game, seats))
    return True


class Layout:
    def __init__(self, n_seats):
        W, H = T.W, T.H
        self.top = pygame.Rect(0, 0, W, 44)
        self.prompt = pygame.Rect(12, 50, W - 24, 50)
        self.nemesis = pygame.Rect(12, 106, 432, 462)
        self.minions = pygame.Rect(12, 574, 432, 164)
        self.map = pygame.Rect(452, 106, 1008, 632)
        self.log = pygame.Rect(1468, 106, 440, 250)
        self.options = pygame.Rect(1468, 362, 440, 196)
        self.hand = pygame.Rect(1468, 564, 440, 174)
        widths = (240, 130, 170, 170)
        x = self.prompt.right - 8 - sum(widths) - 6 * 3
        self.prompt_buttons = []
        for bw in widths:
            self.prompt_buttons.append(pygame.Rect(x, self.prompt.y + 5, bw, self.prompt.h - 10))
            x += bw + 6
        self.top_buttons = [pygame.Rect(W - 250, 5, 116, 34), pygame.Rect(W - 128, 5, 116, 34)]
        y0 = 744
        h = H - y0 - 6
        n = max(1, n_seats)
        gap = 10
        w = min(640, (W - 24 - gap * (n - 1)) // n)
        x0 = (W - (w * n + gap * (n - 1))) // 2
        self.seats = [pygame.Rect(x0 + i * (w + gap), y0, w, h) for i in range(n)]
        self.dice = pygame.Rect(self.map.centerx - 300, self.map.bottom - 160, 600, 140)


class GameScene(Scene):
    demo = False

    def __init__(self, app, game: Game, seats=None, speed=1.0):
        super().__init__(app)
        self.game = game
        n = len(game.s["fighters"])
        self.seats = list(seats or ["human"] * n)
        self.speed_mult = speed
        self.humans = {i for i, s in enumerate(self.seats) if s == "human"}
        seed = game.s["setup"].get("seed", 0)
        self.bots = {i: make_bot(s, seed * 31 + i) for i, s in enumerate(self.seats) if s != "human"}
        self.L = Layout(n)
        self.view = MapView(game.stage, self.L.map)
        self.anim = Animator()
        self.mode = None
        self.popup = None
        self.show_help = False
        self.pause = None
        self.t = 0.0
        self.bot_timer = 0.0
        self.over_timer = 0.0
        self.hots = []
        self.layers = {}
        self.log_scroll = 0
        self.last_save = None
        self.rng = random.Random(3)
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
        try:
            g.apply(action)
        except IllegalAction as exc:
            self.app.toast(str(exc), 5)
            self.refresh_mode()
            return False
        except Exception as exc:  # keep the game: go back to the last autosave
            self.recover(exc)
            return False
        new = [dict(e, _i=i) for i, e in enumerate(g.s["log"][start:], start)]
        speed = self.app.settings.get("anim_speed", 1.0) * self.speed_mult
        self.anim.start(new, before, before_enemies, g, start, speed, self.humans)
        self.log_scroll = 0
        if not self.demo:
            self.autosave()
        self.refresh_mode()
        return True

    def recover(self, exc):
        import sys
        import traceback
        traceback.print_exc(file=sys.stderr)
        if self.last_save is not None:
            try:
                self.game = Game.from_save(self.last_save, self.app.box)
            except Exception:
                pass
        self.anim.finish()
        self.refresh_mode()
        self.app.show_message("Something went wrong",
                              f"{exc.__class__.__name__}: {exc}. The game was kept as it was before that "
                              "decision (autosaved); you can continue.")

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
        if e.type == pygame.MOUSEWHEEL and self.L.log.collidepoint(pygame.mouse.get_pos()):
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
                from .settings import SettingsScene
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
            if kind == "sprint":
                if self.choose(m.by_sprint.get((ref[1], ref[2]), []), pos, "Sprint"):
                    return True
            elif kind == "hand":
                acts = m.by_hand.get((ref[1], ref[2]), [])
                if button == 3:
                    acts = [a for a in acts if a.kind == "sprint"] or acts
                else:
                    acts = [a for a in acts if a.kind == "play"] or acts
                if self.choose(acts, pos, "Play this card"):
                    return True
            elif kind == "ability":
                if self.choose(m.by_ability.get((ref[1], ref[2]), []), pos, "Ability: choose how to pay"):
                    return True
            elif kind == "meter":
                if self.choose(m.by_meter.get((ref[1], ref[2]), []), pos, "Combo meter"):
                    return True
            elif kind == "critical":
                if self.choose(m.by_critical.get(ref[1], []), pos, "Critical art: discard which card?"):
                    return True
            elif kind == "stand":
                if self.choose(m.by_stand.get(ref[1], []), pos, "Stand up"):
                    return True
            elif kind == "die":
                if self.choose(m.by_die.get(ref[1], []), pos, "Reroll"):
                    return True
            elif kind == "objective":
                if self.choose(m.by_objective.get(ref[1], []), pos, "Interact with the objective token"):
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
        self.t += dt
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
                opts = [o for o in g.legal_actions() if o.seat == seat] or g.legal_actions()
                try:
                    action = self.bots[seat].choose(g, opts)
                except Exception as exc:
                    self.recover(exc)
                    return
                self.apply(action)

    def game_over(self):
        from .gameover import GameOverScene
        self.app.set_scene(GameOverScene(self.app, self.game, self.seats))

    # --- drawing --------------------------------------------------------------------------------
    def layer(self, name, rect, sig, fn):
        """A cached offscreen layer (with room for shadows) re-drawn only when sig changes."""
        entry = self.layers.get(name)
        if entry and entry[0] == sig:
            return entry[1], entry[2]
        pad = 16
        rect = pygame.Rect(rect)
        surf = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
        local = pygame.Rect(pad, pad, rect.w, rect.h)
        hots = fn(surf, local) or []
        dx, dy = rect.x - pad, rect.y - pad
        hots = [h.moved(dx, dy) for h in hots]
        self.layers[name] = (sig, (surf, (dx, dy)), hots)
        return (surf, (dx, dy)), hots

    def _blit_layer(self, surf, name, rect, sig, fn):
        (img, pos), hots = self.layer(name, rect, sig, fn)
        surf.blit(img, pos)
        self.hots += hots

    def draw(self, surf):
        g = self.game
        self.hots = []
        surf.blit(A.wood((T.W, T.H)), (0, 0))
        self.draw_top(surf)
        self.draw_prompt(surf)
        m = self.mode if not self.anim.active else None
        # nemesis board and minion sheet
        ns = g.s["nemesis"]
        hl_icon = self.current_ncard_icon()
        sig = (repr(ns), hl_icon)
        self._blit_layer(surf, "nemesis", self.L.nemesis, sig,
                         lambda s, r: B.draw_nemesis(s, r, g, hl_icon))
        counts = tuple(sorted((e["kind"], e["space"] is not None) for e in g.s["enemies"].values()))
        self._blit_layer(surf, "minions", self.L.minions, (repr(g.s["supply"]), counts),
                         lambda s, r: B.draw_minions(s, r, g))
        # seats
        active = g.s["active"]
        dec = g.pending.seat
        for seat, rect in enumerate(self.L.seats):
            f = g.s["fighters"][seat]
            rivals = [repr(g.s["enemies"].get(r)) for r in f["rivals"]]
            hl = self._seat_highlights(m, seat)
            ctrl = "Human" if seat in self.humans else f"Bot ({self.seats[seat]})"
            sig = (repr(f), tuple(rivals), hl, seat == active, seat == dec, ctrl)
            self._blit_layer(surf, f"seat{seat}", rect, sig,
                             lambda s, r, seat=seat, ctrl=ctrl: B.draw_seat(s, r, g, seat, m, ctrl, seat == active,
                                                                            seat == dec, rival_h=64))
        # map
        self.draw_map(surf, m)
        # log and options
        entries = g.s["log"][:self.anim.log_shown] if self.anim.active else g.s["log"]
        self.log_max = B.draw_log(surf, self.L.log, entries, self.log_scroll)
        self.options.draw(surf, self.hover)
        for b in self.buttons:
            b.draw(surf, self.hover)
        hint = A.fit_text(KEY_HINTS, self.L.map.w - 20, 14, (240, 226, 200))
        surf.blit(hint, (self.L.map.x + 10, self.L.map.bottom - hint.get_height() - 2))
        # hand of the active player
        hseat = active
        hover_in_hand = self.hover if self.hover and self.L.hand.collidepoint(self.hover) else None
        hand_sig = (tuple(g.s["fighters"][hseat]["hand"]), hseat, self._hand_highlights(m, hseat),
                    self._hand_hover_index(hover_in_hand))
        D.panel(surf, self.L.hand, (30, 54, 44), (110, 84, 56), 12, 2, True, alpha=170)
        self._blit_layer(surf, "hand", self.L.hand, hand_sig,
                         lambda s, r: B.draw_hand(s, r, g, hseat, m, card_w=100, hover_pos=
                                                  (hover_in_hand[0] - self.L.hand.x + r.x,
                                                   hover_in_hand[1] - self.L.hand.y + r.y) if hover_in_hand else None))
        # overlays
        self.draw_overlays(surf)
        if self.popup:
            self.popup[0].draw(surf, self.hover)
        if self.pause:
            dim = pygame.Surface((T.W, T.H), pygame.SRCALPHA)
            dim.fill((0, 0, 0, 120))
            surf.blit(dim, (0, 0))
            self.pause.draw(surf, self.hover)
        if self.show_help:
            self.draw_help(surf)
        elif not self.popup and not self.pause and self.hover:
            tip = self.tip_at(self.hover)
            if tip:
                D.tooltip(surf, tip, self.hover)

    def _hand_hover_index(self, pos):
        n = len(self.game.s["fighters"][self.game.s["active"]]["hand"])
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
        for e in reversed(log[:upto][-40:]):
            if e.get("kind") == "turn":
                return None
            if e.get("kind") == "ncard":
                try:
                    return self.game.box.nemesis_card(e["card"]).icon
                except KeyError:
                    return None
        return None

    def draw_top(self, surf):
        g = self.game
        r = self.L.top
        pygame.draw.rect(surf, (26, 20, 18), r)
        pygame.draw.line(surf, (150, 110, 60), r.bottomleft, r.bottomright, 2)
        x = 14
        t = A.text("LEGENDS", 26, (236, 60, 40), True, kind="title")
        surf.blit(t, (x, r.centery - t.get_height() // 2))
        x += t.get_width() + 18
        st = g.stage
        t = A.text(st.name, 20, T.CREAM, True)
        surf.blit(t, (x, r.centery - t.get_height() // 2))
        rules = " ".join(x.text for x in st.rules)
        self.hots.append(Hot((x, r.y, t.get_width(), r.h), (st.name, f"{rules} Loss: {st.loss.text}",
                                                            "Stage Rules / Objective")))
        self._loss_x = None
        x += t.get_width() + 22
        f = g.s["fighters"][g.s["active"]]
        name = g.box.fighters[f["id"]].name
        for label, val, col in (("TURN", str(g.s["turn"]), T.GOLD),
                                ("ACTIVE", f"P{g.s['active'] + 1} {name}", T.SEAT_COLORS[g.s["active"] % 4]),
                                ("LOSE IF", self.loss_status(), (255, 140, 120))):
            lt = A.text(label, 13, (190, 160, 120), True)
            vt = A.text(val, 20, col, True)
            surf.blit(lt, (x, r.y + 4))
            surf.blit(vt, (x + lt.get_width() + 8, r.centery - vt.get_height() // 2))
            if label == "LOSE IF":
                self.hots.append(Hot((x, r.y, lt.get_width() + vt.get_width() + 8, r.h),
                                     ("Special loss condition", st.loss.text, "Objective / Stage Rules")))
            x += lt.get_width() + vt.get_width() + 30
        ns = g.s["nemesis"]
        t = A.text(f"Nemesis deck {len(ns['deck'])} · discard {len(ns['discard'])} · EX {ns['ex']}", 18,
                   (220, 190, 255), True)
        surf.blit(t, (self.L.top_buttons[0].x - t.get_width() - 16, r.centery - t.get_height() // 2))

    def loss_status(self):
        """A short live counter for the stage's special loss condition (display only)."""
        g = self.game
        loss = g.stage.loss
        a = loss.args
        objs = g.s["objectives"]
        try:
            if loss.effect == "objectives_destroyed":
                return f"{a['count']} bombs detonate ({sum(o['state'] == 'destroyed' for o in objs)}/{a['count']})"
            if loss.effect == "relics_lost":
                return f"{a['count']} relics lost ({sum(o['state'] == 'lost' for o in objs)}/{a['count']})"
            if loss.effect == "time_limit":
                limit = a.get("turns") or a.get("rounds")
                unit = "turns" if "turns" in a else "rounds"
                n = len(g.s["fighters"])
                now = g.s["turn"] if unit == "turns" else (g.s["turn"] - 1) // n + 1
                return f"time runs out: {unit[:-1]} {now} of {limit}"
            if loss.effect == "space_overrun":
                sp = self.view.resolve_space(a["space"])
                n = sum(1 for e in g.s["enemies"].values() if e["kind"] in ("standard", "elite") and e["space"] == sp)
                return f"{a['count']} minions in {sp} ({n}/{a['count']})"
        except (KeyError, TypeError, ValueError):
            pass
        text = loss.text or loss.effect
        return text if len(text) < 60 else text[:57] + "..."

    def draw_prompt(self, surf):
        g = self.game
        r = self.L.prompt
        d = g.pending
        seat = d.seat
        col = T.SEAT_COLORS[seat % 4] if seat is not None else (120, 120, 120)
        D.panel(surf, r, (250, 242, 226), col, 10, 4, True)
        x = r.x + 10
        if seat is not None:
            who = f"P{seat + 1} · {'HUMAN' if seat in self.humans else 'BOT'}"
            pr = B.pill(surf, who, (x, r.centery), col, T.WHITE, 17, "midleft")
            x = pr.right + 12
        text = self.mode.title() if self.mode else d.prompt
        if seat is not None and seat not in self.humans and not g.is_over():
            text += "   (bot thinking...)"
        if self.anim.active and self.anim.cur is not None:
            text = self.anim.cur.entry.get("text", text)
            x0 = x
            B.pill(surf, "NOW", (x0, r.centery), (60, 40, 30), T.GOLD, 15, "midleft")
            x += 60
        t = A.fit_text(text, self.L.prompt_buttons[0].x - x - 12, 24, T.INK, True)
        surf.blit(t, (x, r.centery - t.get_height() // 2))

    def draw_map(self, surf, m):
        g = self.game
        view = self.view
        hl = m.spaces() if m else ()
        targets = m.figures() if m else ()
        hover_space = view.space_at(self.hover) if self.hover and hl else None
        hover_fig = view.figure_at(self.hover) if self.hover and targets else None
        figs = self.figures()
        surf.blit(view.static_layer(), view.area.topleft)
        if hl:
            view.draw_highlights(surf, hl, hover_space, self.t)
        self.hots += view.hots
        self.hots += view.draw_objectives(surf, g.s["objectives"])
        if m and m.by_poi:
            b = view.space_bounds(view.resolve_space(g.stage.poi_space))
            B.glow(surf, pygame.Rect(b.x + 4, b.y + 4, int(view.cs * 0.38), int(view.cs * 0.38)), radius=6)
        if m and m.by_objective:
            for h in self.hots:
                if h.ref and h.ref[0] == "objective" and h.ref[1] in m.by_objective:
                    B.glow(surf, h.rect, radius=14)
        view.draw_figures(surf, figs, targets, hover_fig, self.t)

    def figures(self):
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
        cur = an.cur
        if cur and cur.kind in ("spawn", "place", "nemesis_spawn") and cur.who:
            for f in figs:
                if f["id"] == cur.who:
                    f["alpha"] = int(255 * min(1, 0.2 + cur.progress * 1.2))
        if cur and cur.kind == "defeat" and cur.who:
            for f in figs:
                if f["id"] == cur.who:
                    f["alpha"] = int(255 * (1 - cur.progress))
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
        g = self.game
        cur = self.anim.cur if self.anim.active else None
        # dice tray: a roll being animated, or a reroll decision
        if cur and cur.kind in ("roll", "reroll") and cur.faces:
            rolling = (cur.progress, self.rng) if cur.kind == "roll" else None
            self.hots += B.draw_dice(surf, self.L.dice, cur.faces, None, rolling, _roll_label(g, cur.entry))
        elif not self.anim.active and g.pending.kind == "reroll":
            faces, entry = self.last_roll()
            if faces:
                self.hots += B.draw_dice(surf, self.L.dice, faces, self.mode, None,
                                         "Click a die to reroll it (1 EX), or keep [Enter]")
        if not cur:
            return
        p = cur.progress
        e = cur.entry
        k = cur.kind
        if k in ("hit", "miss", "damage", "stun", "poison", "ex", "heal", "block", "defeat", "hazard", "skip",
                 "nex", "upgrade", "objective", "rival"):
            target = e.get("who") or e.get("target")
            if k in ("stun", "poison"):
                target = e.get("target") or target
            if k == "nex":
                target = "nemesis"
            c = self.fig_center(target) if target else None
            label, col = {"hit": ("HIT!", (255, 214, 64)), "miss": ("MISS", (220, 220, 220)),
                          "damage": (f"-{e.get('amount', 1)}", (255, 80, 60)), "stun": ("STUN!", (255, 220, 0)),
                          "poison": ("POISON", (140, 230, 90)), "ex": ("+EX", (255, 200, 60)),
                          "heal": ("+HEALTH", (100, 230, 120)), "block": ("BLOCK", (120, 180, 255)),
                          "defeat": ("K.O.", (255, 120, 80)), "hazard": ("HAZARD!", (255, 200, 40)),
                          "skip": ("DAZED", (200, 200, 255)), "nex": ("+EX", (220, 150, 255)),
                          "upgrade": ("UPGRADE!", (255, 214, 64)), "objective": ("!", (255, 214, 64)),
                          "rival": ("RIVAL!", (220, 150, 255))}[k]
            if c:
                _float_text(surf, label, c, p, col, 34 if k in ("damage", "defeat") else 28)
        elif k == "enemy_attack":
            a, b = self.fig_center(e.get("who")), self.fig_center(e.get("target"))
            if a and b:
                q = min(1, p * 1.6)
                mid = (a[0] + (b[0] - a[0]) * q, a[1] + (b[1] - a[1]) * q)
                pygame.draw.line(surf, (255, 60, 40), a, mid, 6)
                pygame.draw.circle(surf, (255, 200, 60), (int(mid[0]), int(mid[1])), 10)
                if q >= 1:
                    blit_center(surf, A.sprite("hit", 64), b)
                    _float_text(surf, str(e.get("amount", "")), b, p, (255, 255, 255), 30)
        elif k in ("ncard",):
            try:
                card = g.box.nemesis_card(e["card"])
                side = g.nem.side(g.s["nemesis"]["round"])
                img = D.nemesis_card(card, side, 250, 350)
                sc = min(1, 0.3 + p * 3)
                img = pygame.transform.smoothscale(img, (int(250 * sc), int(350 * sc)))
                D.shadowed(surf, img.get_rect(center=self.L.map.center), 12, 12, 140)
                blit_center(surf, img, self.L.map.center)
            except KeyError:
                pass
        elif k in ("turn", "phase", "nemesis_spawn", "critical", "ko", "advance", "reshuffle", "ability", "play"):
            if k == "play":
                seat = _seat(e.get("who"))
                if seat is not None and seat not in self.bots:
                    return
                try:
                    card = g.box.style_card(e["card"])
                    f = g.s["fighters"][seat]
                    img, _ = D.style_card(card, f["style"], 180, 190)
                    r = img.get_rect(center=(self.L.map.x + 140, self.L.map.centery))
                    D.shadowed(surf, r, 10, 10, 140)
                    surf.blit(img, r)
                except (KeyError, TypeError, IndexError):
                    pass
                return
            text = e.get("text", "")
            if k == "turn":
                text = f"TURN {g.s['turn'] if not self.anim.queue else ''}".strip()
                text = e.get("text", "").split(":")[0].upper()
            elif k == "phase":
                text = "NEMESIS PHASE"
            elif k == "ko":
                text = "K.O.!  " + e.get("text", "")
            _banner(surf, self.L.map, text, p, big=k in ("turn", "nemesis_spawn", "ko", "critical"))

    def last_roll(self):
        for e in reversed(self.game.s["log"]):
            if e.get("kind") in ("roll", "reroll") and e.get("dice") is not None:
                return list(e["dice"]), e
        return None, None

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
            if e["kind"] == "nemesis":
                ns = g.s["nemesis"]
                need = g.nem.health_track[ns["track"]] if ns["track"] is not None else "?"
                return (f"{g.nem.name} (nemesis) at {e['space']}", f"An attack needs {need} successes to move the "
                        "health tracker. Always targets the active player.", "Defeating the Nemesis")
            side = g.enemy_side(e)
            acts = ", ".join(a.text() for a in side.activation)
            extra = ""
            if e["kind"] == "rival":
                extra = f" Rival of P{e['seat'] + 1}, Round {e['round']}."
            if side.passive:
                extra += " Passive: " + rules_text.effect_text(side.passive.effect, side.passive.args)
            if e.get("skip"):
                extra += " Dazed: skips its next activation."
            return (f"{g.enemy_name(e)} at {e['space']}", f"Health {side.health}. Activation: {acts}.{extra}",
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
            "      F1 or H this help · F11 fullscreen. Hover anything for its rule text and rulebook section.",
            "",
            "Turn: the active player plays 2 style cards, then draws 2 (Fighter Phase). Then the Nemesis Phase:",
            "  minions activate, the active player's rivals activate, and 1 nemesis card is resolved.",
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


def _seat(who):
    if who and who.startswith("F") and who[1:].isdigit():
        return int(who[1:]) - 1
    return None


def _roll_label(g, e):
    if e.get("kind") == "reroll":
        return "Reroll"
    return e.get("text", "")[:60]


def _float_text(surf, label, center, p, color, size=28):
    img = A.text(label, size, color, True, shadow=(0, 0, 0))
    a = int(255 * (1 - max(0, p - 0.6) / 0.4)) if p > 0.6 else 255
    img = img.copy()
    img.set_alpha(a)
    blit_center(surf, img, (center[0], center[1] - 20 - 40 * p))


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


class DemoScene(GameScene):
    """Bots play whole games one after another; any key returns to the title."""
    demo = True

    def __init__(self, app, stage=None, nemesis=None, players=2, seed=1, speed=1.0):
        from ...cli import random_setup
        self.demo_args = dict(stage=stage, nemesis=nemesis, players=players, seed=seed, speed=speed)
        setup = random_setup(app.box, seed, players, stage, nemesis)
        setup["tie_break"] = "auto"
        game = Game.new(setup, app.box)
        bot = app.settings.get("bot", "random")
        bot = bot if bot in BOTS else "random"
        super().__init__(app, game, [bot] * players, speed=speed)

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

    def draw_prompt(self, surf):
        super().draw_prompt(surf)
        t = A.text("DEMO  ·  bots play  ·  any key returns to the title", 20, (150, 40, 30), True)
        surf.blit(t, (self.L.prompt.right - t.get_width() - 16, self.L.prompt.centery - t.get_height() // 2))

    def game_over(self):
        from .gameover import GameOverScene
        args = dict(self.demo_args)
        args["seed"] = args["seed"] + 1
        self.app.set_scene(GameOverScene(self.app, self.game, self.seats, demo_next=args))
