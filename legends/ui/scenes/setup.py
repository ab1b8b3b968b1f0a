"""Setup: stage, minion group, nemesis, players (1-4), per seat a fighter, a style deck, a rival
and human/bot; hard mode; tie-breaks; seed; random arcade; a preview of the stage as it will be
played. The engine checks the setup (SetupError) and the scene shows its message.

Every choice explains itself when hovered or focused (setup_tips.py, from the content catalog),
and so do the preview's figures; the screen opens on the last choices (setup_memory.py, kept in
settings.last_setup). Keyboard: Tab / arrows choose and change (focus.py), Enter starts."""
from __future__ import annotations

import random

import pygame

from ...bots import BOTS
from ...engine import Game, SetupError
from .. import assets
from .. import theme
from ..input import glyphs
from ..input.pads import PAD_REMOVED
from ..input.seats import SeatDevices, phone
from ..phones import tv as phones
from ..phones.codes import draw_codes
from ..scene import Scene
from ..paint import panel, text_block, tooltip as paint_tooltip
from ..table import claims, tooltip_place
from ..table.map import MapView
from ..render import draw_map
from ..widgets import Button, NumberField, Selector, Toggle
from . import difficulty
from . import setup_heads as heads
from . import setup_seattip as seattip
from . import setup_tips as tips
from .common import felt_panel, heading, table
from .focus import Focus
from .gallery import shown_name, stage_text
from .setup_memory import recall, remember
from ..screen import FIXED

STAGE_TEXT_END = 656        # the stage's text ends above the preview panel's bottom (felt_panel: 124 + 540)

CODES = pygame.Rect(576, 124, 1304, 540)       # the phones' codes, in place of the preview


def tooltip(surf, tip, pos, max_w=440, layer=None, target=None, over=None):
    """A tooltip placed by the overlay layer (tooltip_place.tooltip: off the claims; the focused selector's
    anywhere on the screen where nothing by it is free, else over `over`), else by the mouse."""
    if layer is None:
        return paint_tooltip(surf, tip, pos, max_w)
    return tooltip_place.tooltip(surf, layer, tip, pos, max_w, target, far=target is not None, over=over)


STAGE_TEXT = pygame.Rect(1424, 180, 440, 480)     # the side panel's text under the stage's name
SIDE_PANEL = [(STAGE_TEXT.inflate(40, 0), ("stage text",)),      # where a tooltip finds no free place:
              ((1404, 72, 480, 590), ("stage text", "stage name"))]   # the stage's text, then its name too


def default_bot(settings) -> str:
    """The bot a new bot seat gets: the one chosen in the settings, else greedy."""
    b = settings.bot
    return b if b in BOTS else ("greedy" if "greedy" in BOTS else sorted(BOTS)[0])


SEED_TIP = ("Seed", "The shuffle: the same setup and seed deal the same cards and roll the same dice. Click the "
            "field and type a number, or take a new one.", "")


class TipSelector(Selector):
    """A selector whose tooltip explains the value it shows (explain(value) -> tip)."""

    def __init__(self, rect, label, options, value, on_change, explain, swatch=None):
        self.explain = explain
        super().__init__(rect, label, options, value, on_change, swatch=swatch)

    @property
    def tip(self):
        try:
            return self.explain(self.value)
        except (KeyError, AttributeError, TypeError, ValueError):
            return None

    @tip.setter
    def tip(self, _value):
        pass


PHONES_TIP = ("Invite phones", "Each player may play from their phone's browser: scan the seat's code (shown in "
              "place of the preview), then accept the phone here with Enter / A. Off: nothing listens on the "
              "network.", "")


class SetupScene(Scene):
    keeps_phones = True         # the phones' server runs here while phones are invited (phones/tv.py)
    phones_kind = "setup"

    def __init__(self, app, base=None, seats=None):
        super().__init__(app)
        box = app.box
        self.box = box
        s = app.settings
        fighters = sorted(box.fighters)
        rivals = sorted(box.rivals)
        styles = sorted(box.styles)
        if base:
            self.cfg = {"stage": base["stage"], "minions": base["minions"], "nemesis": base["nemesis"],
                        "hard": bool(base.get("hard")), "seed": int(base.get("seed", 1)) + 1,
                        "tie_break": base.get("tie_break", s.tie_break),
                        "players": [dict(p) for p in base["players"]]}
            self.ctrl = list(seats or ["human"] * len(base["players"]))
        else:
            self.cfg = {"stage": sorted(box.stages)[0], "minions": sorted(box.minions)[0],
                        "nemesis": sorted(box.nemeses)[0], "hard": s.hard, "seed": random.randrange(1, 100000),
                        "tie_break": s.tie_break,
                        "players": [{"fighter": fighters[i], "style": styles[i % len(styles)], "rival": rivals[i]}
                                    for i in range(2)]}
            self.ctrl = ["human", default_bot(s)]
            self.recall_last(s.last_setup)
        pads = getattr(app, "seat_pads", None)      # the controllers of the last game's seats
        self.devices = SeatDevices(self.ctrl, pads if isinstance(pads, list) and len(pads) == len(self.ctrl) else None)
        self.focus = Focus(first=True)      # on Stage: the arrows change it at once; Enter starts the fight
        self.labels = difficulty.labels_of(app)      # the stages' measured labels (presentation only)
        self.error = None
        self.preview = None
        self.view = None
        self.build()

    def recall_last(self, last):
        """The last choices over the defaults; a setup the engine refuses keeps the defaults."""
        cfg, ctrl = recall(last, self.box, BOTS, self.cfg, self.ctrl)
        try:
            Game.new(dict(cfg, first=0), self.box)
        except (SetupError, KeyError, ValueError, TypeError):
            return
        self.cfg, self.ctrl = cfg, ctrl

    # --- widgets ------------------------------------------------------------------------------
    def build(self):
        box = self.box
        c = self.cfg
        x, w, h, g = 60, 480, 58, 68
        y = 140
        st = lambda d: [(k, d[k].name) for k in sorted(d, key=lambda k: d[k].name)]
        seed = NumberField((x, y + 6 * g - 8, 300, h), "Seed", c["seed"], lambda v: self.set("seed", v))
        seed.tip = SEED_TIP
        stages = [(k, shown_name(box, k)) for k, _ in st(box.stages)]       # the player's own marked as theirs
        stage = TipSelector((x, y, w, h), "Stage", stages, c["stage"], lambda v: self.set("stage", v),
                            self.stage_tip)
        self.chip = difficulty.StageChip(stage, self.labels, lambda: box.stages[self.cfg["stage"]],
                                         lambda: len(self.cfg["players"]))
        self.widgets = [
            stage, self.chip,
            TipSelector((x, y + g, w, h), "Minion group", st(box.minions), c["minions"],
                        lambda v: self.set("minions", v), lambda v: tips.minions_tip(box.minions[v])),
            TipSelector((x, y + 2 * g, w, h), "Nemesis", st(box.nemeses), c["nemesis"],
                        lambda v: self.set("nemesis", v), lambda v: tips.nemesis_tip(box.nemeses[v], len(c["players"])),
                        swatch=lambda v: theme.hex_color(box.nemeses[v].color)),
            Selector((x, y + 3 * g, w, h), "Players", [(n, f"{n} player{'s' if n > 1 else ''}") for n in (1, 2, 3, 4)],
                     len(c["players"]), self.set_players,
                     tip=("Players", "1 to 4 fighters, each with a style deck and a rival; every seat is played by "
                          "you or a bot. The nemesis' health track starts further right with more players.",
                          "Setup")),
            Selector((x, y + 4 * g, w, h), "Enemy tie-breaks", [("auto", "Automatic"), ("ask", "Ask the active player")],
                     c["tie_break"], lambda v: self.set("tie_break", v),
                     tip=("Tie-breaks", "When a minion is equally near two fighters, or could end its move on "
                          "several equally good spaces: the documented rule, or the active player chooses.", "Minion and Rival Activations")),
            Toggle((x, y + 5 * g, w, 44), "Hard mode (3 harder nemesis cards)", c["hard"], lambda v: self.set("hard", v),
                   tip=("Hard mode", "Three harder nemesis cards are shuffled into the nemesis deck.", "Game Setup: Hard Mode")),
            seed,
            Button((x + 310, y + 6 * g - 8, 170, h), "New seed", self.new_seed, size=18, tip=SEED_TIP),
            Button((x, y + 7 * g, w, 56), "Random arcade", self.arcade, "gold", size=22,
                   tip=("Random arcade", "A random stage, minions, nemesis, fighters, decks and rivals for this seed "
                        "and player count.", "")),
        ]
        fighters = st(box.fighters)
        styles = st(box.styles)
        rivals = st(box.rivals)
        ctrls = [("human", "Human")] + [(b, f"Bot ({b})") for b in sorted(BOTS)] + [("remote", "Remote")]
        n = len(c["players"])
        pw, ph = 430, 300
        gap = 20
        x0 = (FIXED[0] - (n * pw + (n - 1) * gap)) // 2
        self.seat_rects = []
        for i in range(n):
            p = c["players"][i]
            px = x0 + i * (pw + gap)
            py = 672
            self.seat_rects.append(pygame.Rect(px, py, pw, ph))
            sx, sw = px + 16, pw - 32
            self.widgets += [
                TipSelector((sx, py + 50, sw, 54), "Fighter", fighters, p["fighter"],
                            lambda v, i=i: self.set_seat(i, "fighter", v), lambda v: tips.fighter_tip(box.fighters[v]),
                            swatch=lambda v: theme.hex_color(box.fighters[v].color)),
                TipSelector((sx, py + 110, sw, 54), "Style deck", styles, p["style"],
                            lambda v, i=i: self.set_seat(i, "style", v), lambda v: tips.deck_tip(box.styles[v]),
                            swatch=lambda v: theme.STYLE_FRAMES.get(v)),
                TipSelector((sx, py + 170, sw, 54), "Rival", rivals, p["rival"],
                            lambda v, i=i: self.set_seat(i, "rival", v), lambda v: tips.rival_tip(box.rivals[v]),
                            swatch=lambda v: theme.hex_color(box.rivals[v].color)),
                TipSelector((sx, py + 230, sw, 54), "Played by", ctrls,
                            self.ctrl[i] if self.ctrl[i] in dict(ctrls) else "human",
                            lambda v, i=i: self.set_ctrl(i, v), tips.control_tip),
            ]
        self.start_btn = Button((FIXED[0] - 420, FIXED[1] - 92, 360, 72), "Start the fight!", self.start, "primary", size=28,
                                key="Enter")
        self.back_btn = Button((60, FIXED[1] - 92, 240, 72), "Back", self.app.title, "dark", size=24, key="Esc")
        self.table_btn = Button((FIXED[0] - 670, FIXED[1] - 86, 230, 60), "Set the table", self.set_table, size=20,
                                tip=("Set the table", "This setup as a position of your own: place the fighters, "
                                     "enemies and the nemesis, then play or demo from there.", ""))
        self.start_btn.pad_button, self.back_btn.pad_button = "a", "b"    # their glyphs after a controller
        self.phones_toggle = Toggle((1000, FIXED[1] - 80, 240, 48), "Invite phones", self.app.settings.invite_phones,
                                   self.set_phones, tip=PHONES_TIP)
        self.widgets += [self.phones_toggle, self.table_btn, self.back_btn, self.start_btn]
        self.update_preview()
        self.dirty = True

    def stage_tip(self, sid):
        """The Stage selector's tip: how the stage plays for the chosen player count (the chip's
        figures, so the keyboard and controllers hear them too), then its rules."""
        stage = self.box.stages[sid]
        title, text, section = tips.stage_tip(stage, stage_text(stage))
        n = len(self.cfg["players"])
        measured = difficulty.figures_text(self.labels, sid, n)
        if measured:
            word = difficulty.WORDS[self.labels.get(sid, n).label]
            text = f"{word} with {difficulty.players_words(n)}. {measured}\n{text}"
        return title, text, section

    def set(self, key, value):
        self.cfg[key] = value
        if key in ("stage",):
            self.build()
        else:
            self.update_preview()

    def set_players(self, n):
        box = self.box
        ps = self.cfg["players"]
        used_f = {p["fighter"] for p in ps}
        used_r = {p["rival"] for p in ps}
        styles = sorted(box.styles)
        while len(ps) < n:
            f = next(x for x in sorted(box.fighters) if x not in used_f)
            r = next(x for x in sorted(box.rivals) if x not in used_r)
            used_f.add(f)
            used_r.add(r)
            ps.append({"fighter": f, "style": styles[len(ps) % len(styles)], "rival": r})
            self.ctrl.append("human")
        del ps[n:]
        del self.ctrl[n:]
        self.devices.resize(self.ctrl)
        self.build()

    def set_seat(self, i, key, v):
        self.cfg["players"][i][key] = v
        self.update_preview()

    def set_ctrl(self, i, v):
        self.ctrl[i] = v
        self.devices.set_kind(i, v)

    def set_phones(self, v):
        err = phones.invite(self.app, bool(v))
        self.phones_toggle.value = self.app.settings.invite_phones
        if not self.app.settings.invite_phones:     # off: the phones' seats back to the keyboard + mouse
            for seat in range(len(self.ctrl)):      # (their codes are new next time: they must ask again)
                self.devices.release(phone(seat))
        if err:
            self.app.toast(err, 6.0)
        self.dirty = True

    def phone_joined(self, seat):
        """The TV accepted a phone for this seat (or it came back): it drives the seat, a human's."""
        if seat >= len(self.ctrl):
            if seat >= 4:
                return
            self.set_players(seat + 1)
        if self.ctrl[seat] != "human":
            self.set_ctrl(seat, "human")
        self.devices.take(seat, phone(seat))
        self.build()
        self.app.toast(f"Phone takes P{seat + 1}")

    def join(self, pad):
        """A controller with no seat pressed A: it takes the next seat without a controller (that
        seat becomes a human's), or a new seat while there are fewer than 4."""
        plugged = set(self.app.pads.pads) | self.app.phones.devices()
        free = [i for i in range(len(self.ctrl)) if self.devices.pads[i] not in plugged]
        if free:
            seat = free[0]
        elif len(self.ctrl) < 4:
            seat = len(self.ctrl)
            self.set_players(seat + 1)
        else:
            self.app.toast(f"Controller {pad}: all four seats have a controller")
            return
        if self.ctrl[seat] != "human":
            self.set_ctrl(seat, "human")
        self.devices.take(seat, pad)
        self.build()
        self.app.toast(f"Controller {pad} takes P{seat + 1}")

    def new_seed(self):
        self.cfg["seed"] = random.randrange(1, 1000000)
        self.build()

    def arcade(self):
        from ...engine.setup import random_setup
        s = random_setup(self.box, int(self.cfg["seed"]), len(self.cfg["players"]), hard=self.cfg["hard"])
        for k in ("stage", "minions", "nemesis"):
            self.cfg[k] = s[k]
        self.cfg["players"] = s["players"]
        self.build()

    def setup_dict(self):
        c = self.cfg
        return {"stage": c["stage"], "minions": c["minions"], "nemesis": c["nemesis"], "hard": bool(c["hard"]),
                "seed": int(c["seed"]), "tie_break": c["tie_break"], "first": 0,
                "end_phase": "ask" if self.app.settings.pause_after_turn else "auto",
                "players": [dict(p) for p in c["players"]]}

    def update_preview(self):
        try:
            self.preview = Game.new(self.setup_dict(), self.box)
            self.error = None
        except SetupError as exc:
            self.preview = None
            self.error = str(exc).split("\n")
        stage = self.box.stages[self.cfg["stage"]]
        if self.view is None or self.view.stage is not stage:
            self.view = MapView(stage, pygame.Rect(590, 150, 820, 500))
        self.start_btn.enabled = self.preview is not None if hasattr(self, "start_btn") else True
        self.dirty = True

    def set_table(self):
        """This setup on the position editor (workshop/table.py); Back comes here again."""
        if self.preview is None:
            return
        from ..workshop.table import TableScene
        app, cfg, ctrl = self.app, self.setup_dict(), list(self.ctrl)
        app.set_scene(TableScene(app, back=lambda: app.set_scene(SetupScene(app, base=cfg, seats=ctrl)), setup=cfg))

    def start(self):
        if self.preview is None:
            return
        if self.app.phones.joining():       # a phone waits for its join question: the fight waits for it
            return self.app.toast(f"P{self.app.phones.joining()[0] + 1}'s phone is asking to join: answer it first")
        from ..table import GameScene
        game = Game.new(self.setup_dict(), self.box)
        self.app.seat_pads = self.devices.as_list()         # the table's seats keep their controllers
        err = self.app.settings.change(last_setup=remember(self.cfg, self.ctrl))
        if err:
            self.app.toast(err)
        if "remote" in self.ctrl:           # seats on other machines: this one hosts (issue 28)
            from .remote_start import host_game
            host_game(self.app, game, list(self.ctrl))
            return
        self.app.set_scene(GameScene(self.app, game, list(self.ctrl)))

    def handle_event(self, e):
        pad = getattr(e, "pad", None)
        if e.type == pygame.WINDOWLEAVE:    # the mouse left the window: no tooltip stays up
            self.hover, self.dirty = None, True
        if e.type == PAD_REMOVED:
            self.devices.release(e.pad)     # its seat goes back to the keyboard + mouse
            self.dirty = True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_RETURN and pad is not None \
                and self.devices.seat_of(pad) is None and pad in self.app.pads.pads:
            self.join(pad)                  # A from a controller with no seat: it joins, the game waits
            return True
        typing = any(isinstance(w, NumberField) and w.focus for w in self.widgets)
        if not typing and self.focus.handle(e, self.widgets):
            self.dirty = True
            return True
        if e.type == pygame.KEYDOWN:
            if not typing:
                if e.key == pygame.K_ESCAPE:
                    self.app.title()
                    return True
                if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                    self.start()
                    return True
        return super().handle_event(e)

    def draw(self, surf):
        if seattip.dialog_up(self.app):
            self.hover = None       # the dialog takes the pointer: nothing under it stays hovered after it
        table(surf)
        heading(surf, "New game", "Choose the stage, the enemies and the fighters; hover anything for its rules")
        felt_panel(surf, (40, 124, 520, 560))
        box = self.box
        stage = box.stages[self.cfg["stage"]]
        # preview of the stage's setup
        felt_panel(surf, (576, 124, 1304, 540))
        inviting = self.app.phones.running
        if inviting:            # the phones' codes in place of the preview while phones are invited
            hots = []
            draw_codes(surf, CODES, self.app, self.ctrl,
                       [box.fighters[p["fighter"]].name for p in self.cfg["players"]])
        elif self.preview is not None:
            hots = draw_map(surf, self.view, self.preview)
        else:
            surf.blit(self.view.static_layer(), self.view.area.topleft)
            hots = []
        if not inviting:
            surf.blit(assets.text("SETUP PREVIEW (as it will be played)", 15, (214, 176, 100), True), (596, 132))
        if not inviting:
            self.draw_stage_text(surf, box, stage)
        # seats (the heads: setup_heads.py; the selectors moved down where a title needs the room)
        heads.make_room(self.seat_rects, self.widgets, [f.title for f in box.fighters.values()])
        titles = [box.fighters[self.cfg["players"][i]["fighter"]].title for i in range(len(self.seat_rects))]
        short = heads.short_row(self.seat_rects, titles)         # one form for the row's heads
        for i, r in enumerate(self.seat_rects):
            panel(surf, r, (40, 32, 28), theme.SEAT_COLORS[i], 14, 3, True, alpha=235)
            dev = assets.fit_text(self.devices.label(i, self.app.pads.kind, self.app.phones.devices()), r.w - 170, 15, theme.GOLD, True)
            surf.blit(dev, (r.right - 16 - dev.get_width(), r.y + 8))       # who drives the seat
            heads.draw(surf, r, i, titles[i], short)
        if self.error:
            y = theme.H - 100
            for ln in self.error[:2]:
                t = assets.fit_text(ln, 680, 18, (255, 150, 130), True)
                surf.blit(t, (330, y))
                y += 26
        tip = self.draw_widgets(surf) or (None if inviting else self.hot_tip(self.view.hots + hots) or self.figure_tip())
        glyphs.refresh([self.back_btn, self.start_btn], self.app.pads.last_pad())
        for b in (self.back_btn, self.start_btn):
            if b.glyph is not None:         # the controller used last: its own glyph on the button
                glyphs.draw_button(surf, b.rect, b, self.hover is not None and b.rect.collidepoint(self.hover))
        self.draw_tip(surf, tip, self.focus.draw(surf, self.widgets))

    def draw_tip(self, surf, tip, focused):
        """The focused widget's tooltip (once a key steered), else the hovered thing's (a seat's control's in
        its own seat's panel above it: setup_seattip.py); none while a dialog holds the pointer."""
        control, at, target = None, self.hover, None
        if focused is not None and focused.tip and self.focus.steered:   # not over the preview on opening
            tip, at, target = focused.tip, focused.rect.midright, focused.rect
        elif tip and (w := seattip.owner(self.widgets, at)) is not None and w.tip == tip:
            control = w.rect
        if not (tip and at) or seattip.dialog_up(self.app):
            return
        layer, seat = self.claims_layer(), seattip.seat_of(self.seat_rects, control)
        if seat is not None:        # (a focused one's goes where it covers nothing: the ring shows which)
            return seattip.draw(surf, layer, tip, control, seat)
        # the long ones (a fighter's four abilities) get a wider box; off the start square; no room:
        over = SIDE_PANEL if not self.app.phones.running and self.view is not None else None   # the stage's text
        tooltip(surf, tip, at, max_w=440 if len(tip[1]) < 300 else 640, layer=layer, target=target, over=over)

    def claims_layer(self):
        """What the toasts and the tooltips keep off (table/claims.py): the widgets, the seats' names,
        the phones' panel's title ("Join from your phone") and codes, or the preview's start square
        (the fighters stand there) and the stage's text; toasts go to the top right first, beside the
        heading."""
        more = [("heading", (40, 20, 940, 100), claims.LIGHT)]
        more += [(f"seat {i + 1}", (r.x, r.y, r.w, 46), claims.MEDIUM) for i, r in enumerate(self.seat_rects)]
        if self.app.phones.running:
            more += [("join from your phone", (CODES.x + 16, CODES.y + 8, CODES.w - 32, 66), claims.HEAVY),
                     ("codes", (CODES.x + 16, CODES.y + 80, CODES.w - 32, CODES.h - 90), claims.MEDIUM)]
        elif self.view is not None:
            more += [("start square", self.view.space_bounds(self.box.stages[self.cfg["stage"]].start), claims.HEAVY),
                     ("preview", self.view.map_rect, claims.LIGHT), ("stage name", (1424, 136, 440, 44), claims.MEDIUM),
                     ("stage text", STAGE_TEXT, claims.LIGHT)]
            more += [(name, r, claims.MEDIUM) for name, r in getattr(self.view, "printed", ())]   # letters, spawns...
        self.overlay_layer = layer = claims.menu_layer((0, 0, *FIXED), self.widgets, more, self.overlay_kept)
        layer.toast_areas = [("top", pygame.Rect(980, 14, 920, 0)), ("top", pygame.Rect(0, 110, FIXED[0], 0)),
                             ("centre", layer.bounds)]
        return layer

    def overlay_claims(self):
        return self.claims_layer()

    def draw_stage_text(self, surf, box, stage):
        """The stage's rules and the enemies, right of the preview: whole where the panel holds
        them all, at 15 px or 14 (1280x720: the stage rule's 7 lines, "... carries it..." at 5
        before; 1152x648: at 14), else 5 lines a rule and 3 for the enemies."""
        tx = 1424
        y = 140
        surf.blit(assets.fit_text(stage.name, 440, 26, theme.GOLD, True, kind="title"), (tx, y))
        y += 40
        nem = box.nemeses[self.cfg["nemesis"]]
        grp = box.minions[self.cfg["minions"]]
        enemies = f"{nem.name} (EX: {nem.ex_name}) with {grp.name}: {grp.standard.name} and {grp.elite.name}."
        blocks = [(head.upper(), body) for head, body in stage_text(stage)[1:5]] + [("ENEMIES", enemies)]
        z = next((z for z in (15, 14) if y + sum(24 + len(assets.wrap(b, 440, z)) * assets.font(z).get_linesize()
                                                 for _, b in blocks) <= STAGE_TEXT_END), None)
        for i, (head, body) in enumerate(blocks):
            surf.blit(assets.text(head, 14, (255, 190, 110), True), (tx, y))
            y = text_block(surf, body, (tx, y + 18, 440, 200), z or 15, theme.CREAM,
                           max_lines=None if z else 3 if i == len(blocks) - 1 else 5) + 6

    def figure_tip(self):
        """The tip of the preview figure under the mouse (the game as it will start)."""
        fid = self.view.figure_at(self.hover) if self.hover and self.preview is not None else None
        return tips.preview_figure_tip(self.preview, fid) if fid else None
