"""Settings, in two columns: the table (window size, fullscreen, animation speed, the pause after
your turn, the enemy move preview, inviting phones) and the game and sound (tie-breaks, hard mode default, the bot,
effects and music volume, mute). Saved as JSON in the user data dir; the record, its defaults and
what each setting allows: store/settings.py.

Only window sizes that fit the screen are offered (`window_sizes`). Keyboard: Tab / arrows move
and change (focus.py), Space ticks, Esc is done."""
from __future__ import annotations

import pygame

from ... import bots
from ...store.settings import TEXT_SIZES, UI_SCALES, WINDOW_SIZES, settings_path
from .. import assets
from .. import gfx
from .. import theme
from .. import vision
from ..paint.seatmarks import seat_shape, shape_points
from ..phones import tv as phones
from ..scene import Scene
from ..table import claims, tooltip_place
from ..widgets import Button, Selector, Toggle
from .common import draw_tip, felt_panel, focus_or_done, heading, leave, table
from .focus import Focus
from ..screen import FIXED, canvas_for

ROW = 72            # a row of the columns: 9 fit above the key hint and Done
VISIONS = [("normal", "Normal"), ("protanopia", "Protanopia (red-blind)"),
           ("deuteranopia", "Deuteranopia (green-blind)"), ("tritanopia", "Tritanopia (blue-blind)")]
VISION_TIP = ("Colour vision", "Swaps in seat colours (and the map's target ring) chosen to stay apart for "
              "this colour vision and for normal vision alike. Every seat also has its own shape: P1 circle, P2 "
              "square, P3 triangle, P4 diamond. Below: the seats as drawn, and as this vision sees them.", "")
CALM_TIP = ("Calm motion", "No screen shake, no flashes, and dice show their results at once instead of "
            "tumbling.", "")
STEP_TIP = ("Nemesis phase a step at a time", "The table waits for Enter (A on a controller, a click) after each "
            "step of the nemesis phase (each minion and rival activation, each card) instead of playing on by "
            "itself.", "Nemesis Phase")
TEXT_LOOKS = [((size, contrast), ("Text " + ("normal" if size == "100" else f"{size}%"))
               + (", high contrast" if contrast else "")) for contrast in (False, True) for size in TEXT_SIZES]
TEXT_TIP = ("The prompt and the options list", "The table's text size for the prompt bar and the Legal options "
            "list, on top of the UI scale (bigger rows: fewer of them at once, the wheel scrolls), and a high "
            "contrast look: black on white for the prompt, white on black rows for the options.", "")
CONTROLS_TIP = ("Controls", "Every table action's key, and its button for each controller layout: choose your "
                "own. A key or button another action holds is refused; Reset puts back the usual ones.", "")
SPEEDS = [(0.5, "Slow (0.5x)"), (1.0, "Normal (1x)"), (1.5, "Fast (1.5x)"), (2.0, "Faster (2x)"), (3.0, "Very fast (3x)")]
VOLUMES = [(i / 10, "Off" if i == 0 else f"{i * 10}%") for i in range(11)]
COLUMNS = ((160, "The table"), (1040, "The game and sound"))
PHONES_TIP = ("Invite phones", "Each player may play from their phone's browser: the setup screen and the table "
              "show a QR code per seat (Q at the table); the TV accepts each phone (Enter / A). While on, the app "
              "serves the phone page on the local network (port 8765 or the next free one); off, nothing listens.", "")


def desktop_size():
    """The screen's size (the first display), or None where it cannot be known."""
    try:
        sizes = pygame.display.get_desktop_sizes()
        if sizes:
            return tuple(sizes[0])
        info = pygame.display.Info()
        return (info.current_w, info.current_h) if info.current_w > 0 else None
    except pygame.error:
        return None


def window_sizes(desktop=None) -> list:
    """The window sizes to offer: "fit" and each size that fits the screen with room for the
    window's frame (the same margin the app keeps when it opens a window)."""
    if desktop is None:
        return list(WINDOW_SIZES)
    dw, dh = desktop
    out = []
    for v in WINDOW_SIZES:
        if v == "fit":
            out.append(v)
            continue
        w, h = (int(x) for x in v.split("x"))
        if w <= dw * 0.95 and h <= dh * 0.9:
            out.append(v)
    return out


SCALES = [(v, "Auto" if v == "auto" else f"{v}%") for v in UI_SCALES]
SCALE_TIP = ("UI scale", "How large the game table is drawn. The table is laid out for the window's pixels "
             "divided by the scale (never less than 1280 x 720). Auto: 100% up to a 1440 px high window (text "
             "drawn pixel for pixel, a bigger window gives the map more room), above that the 1080p table drawn "
             "larger at the screen's own resolution (a 4K TV: 200%, crisp).", "")


def scale_options(window) -> list:
    """The UI scale choices as they come out in this window: Auto with the scale it picks here, each
    with the table it gives (a 1366x768 screen at 150% still gets the smallest table, 1280 x 720)."""
    out = []
    for v, label in SCALES:
        (cw, ch), k = canvas_for(window, v)
        label = f"Auto ({round(k * 100)}%)" if v == "auto" else label
        out.append((v, f"{label}  ·  table {cw} x {ch}"))
    return out


def size_label(v) -> str:
    return "Fit the screen" if v == "fit" else v.replace("x", " x ")


def nearest(options, value):
    return min(options, key=lambda p: abs(p[0] - value))[0]


class SettingsScene(Scene):
    def __init__(self, app, back=None, desktop=None):
        super().__init__(app)
        self.back = back
        self.focus = Focus(first=True, enter=True)  # its hint says "Tab / arrows: choose": the first row is chosen
        s = app.settings
        sizes = window_sizes(desktop if desktop is not None else desktop_size())
        self.sizes = sizes
        w, h, g = 720, 60, ROW
        (x1, _), (x2, _) = COLUMNS
        y0 = 250
        left = [
            Selector((0, 0, w, h), "Window size (when not fullscreen)", [(v, size_label(v)) for v in sizes],
                     s.window if s.window in sizes else "fit", self.set_window,
                     tip=("Window size", "The game table is laid out for the window's own pixels (see UI scale); the "
                          "menus keep their 1920 x 1080 layout, drawn larger on a bigger screen (at its own "
                          "resolution) and smaller on a smaller one. Only the sizes that fit this screen are "
                          "offered; Fit on a screen smaller than about 1350 x 800 means fullscreen.", "")),
            Selector((0, 0, w, h), "UI scale (the game table)", scale_options(app.display.window_size()),
                     s.ui_scale, self.set_scale, tip=SCALE_TIP),
            Toggle((0, 0, w, h), "Fullscreen (F11 toggles at any time)", s.fullscreen, self.set_full),
            Selector((0, 0, w, h), "Animation speed", SPEEDS, nearest(SPEEDS, s.anim_speed), self.set_speed,
                     tip=("Animation speed", "How fast enemy turns and bot moves play out. Space skips an animation.", "")),
            Toggle((0, 0, w, h), "Pause after my turn", s.pause_after_turn,
                   lambda v: self.set(pause_after_turn=bool(v)),
                   tip=("Pause after my turn", "When nothing is left to do in your fighter phase, the game waits "
                        "with your turn on the board until you end it (Enter, E or a click); then you draw 2 and the "
                        "nemesis phase plays out. Without it the phase ends by itself. For new games; bots' turns "
                        "never wait.", "Fighter Phase")),
            Toggle((0, 0, w, h), "Show where the enemies will move (P)", s.preview_moves,
                   lambda v: self.set(preview_moves=bool(v)),
                   tip=("Enemy move preview", "In the fighter phase, dashed arrows show where each minion and rival "
                        "will move in the coming nemesis phase, in the colour of the player it goes for. Hovering an "
                        "enemy always shows its own. P toggles it during a game.", "Minion and Rival Activations")),
            Toggle((0, 0, w, h), "Invite phones (play from a phone's browser)", s.invite_phones,
                   self.set_phones, tip=PHONES_TIP),
            Selector((0, 0, w, h), "Colour vision", VISIONS, s.colour_vision, self.set_vision, tip=VISION_TIP),
        ]
        right = [
            Selector((0, 0, w, h), "Enemy tie-breaks (new games)", [("auto", "Automatic (documented rule)"),
                                                                    ("ask", "Ask the active player")],
                     s.tie_break, lambda v: self.set(tie_break=v),
                     tip=("Tie-breaks", "When a minion is equally near two fighters, or could end its move on several "
                          "equally good spaces: follow the documented rule (nearest in turn order after the "
                          "active player; the first space in reading order) or let the active player choose.",
                          "Minion and Rival Activations")),
            Toggle((0, 0, w, h), "Hard mode by default", s.hard, lambda v: self.set(hard=bool(v))),
            Selector((0, 0, w, h), "Bot for bot seats", [(b, b.title()) for b in sorted(bots.BOTS)],
                     s.bot if s.bot in bots.BOTS else sorted(bots.BOTS)[0],
                     lambda v: self.set(bot=v)),
            Selector((0, 0, w, h), "Effects volume", VOLUMES, nearest(VOLUMES, s.effects_volume),
                     lambda v: self.set_sound(effects_volume=float(v)),
                     tip=("Effects volume", "Dice, hits, blocks, EX, K.O., spawns and clicks.", "")),
            Selector((0, 0, w, h), "Music volume", VOLUMES, nearest(VOLUMES, s.music_volume),
                     lambda v: self.set_sound(music_volume=float(v)),
                     tip=("Music volume", "The background music.", "")),
            Toggle((0, 0, w, h), "Mute all sound (M)", s.muted,
                   lambda v: self.set_sound(muted=bool(v))),
            Toggle((0, 0, w, h), "Calm motion (no shake, flashes, tumbling dice)", s.calm_motion,
                   lambda v: self.set(calm_motion=bool(v)), tip=CALM_TIP),
            Toggle((0, 0, w, h), "Nemesis phase a step at a time (Enter / A)", s.step_nemesis,
                   lambda v: self.set(step_nemesis=bool(v)), tip=STEP_TIP),
            Selector((0, 0, w, h), "The prompt and the options list", TEXT_LOOKS, (s.table_text, s.high_contrast),
                     lambda v: self.set(table_text=v[0], high_contrast=v[1]), tip=TEXT_TIP),
        ]
        for x, column in ((x1, left), (x2, right)):
            for i, wd in enumerate(column):
                wd.rect.topleft = (x, y0 + i * g)
        self.full_toggle, self.mute_toggle, self.phones_toggle = left[2], right[5], left[6]
        self.done_btn = Button((FIXED[0] // 2 - 160, FIXED[1] - 112, 320, 68), "Done", self.done, "primary", key="Esc")
        self.controls_btn = Button((FIXED[0] // 2 - 500, FIXED[1] - 112, 320, 68), "Controls…", self.open_controls,
                                   "gold", tip=CONTROLS_TIP)
        self.vision_sel = left[7]
        self.widgets = left + right + [self.controls_btn, self.done_btn]

    def set(self, **values):
        s = self.app.settings
        if {"hard", "tie_break"} & values.keys():      # a new default wins over the choice setup remembered
            values["last_setup"] = {k: v for k, v in s.last_setup.items() if k not in values}
        err = s.change(**values)
        if err:
            self.app.toast(err)

    @property
    def keeps_phones(self) -> bool:
        """Opened from the table or the setup screen: the phones stay connected meanwhile."""
        return bool(getattr(self.back, "keeps_phones", False))

    def set_phones(self, v):
        err = phones.invite(self.app, bool(v))
        self.phones_toggle.value = self.app.settings.invite_phones
        if err:
            self.app.toast(err, 6.0)

    def set_sound(self, **values):
        self.set(**values)
        sound = getattr(self.app, "sound", None)
        if sound:
            sound.apply_settings(self.app.settings)

    def set_window(self, v):
        self.set(window=v)
        self.app.apply_window_size()

    def set_scale(self, v):
        self.set(ui_scale=v)
        self.app.apply_ui_scale()

    def set_full(self, v):
        if bool(v) != self.app.settings.fullscreen:
            self.app.toggle_fullscreen()

    def set_vision(self, v):
        self.set(colour_vision=v)
        theme.set_vision(self.app.settings.colour_vision)
        self.dirty = True

    def set_speed(self, v):
        self.set(anim_speed=float(v))

    def open_controls(self):
        from .controls import ControlsScene
        self.app.set_scene(ControlsScene(self.app, back=self))

    def done(self):
        leave(self)

    def handle_event(self, e):
        return focus_or_done(self, e) or super().handle_event(e)

    def draw(self, surf):
        s = self.app.settings
        self.full_toggle.value = s.fullscreen     # F11 and M work here too
        self.mute_toggle.value = s.muted
        self.phones_toggle.value = s.invite_phones
        table(surf)
        heading(surf, "Settings", f"Saved to {settings_path()}")
        for x, title in COLUMNS:
            felt_panel(surf, (x - 40, 180, 800, 9 * ROW + 86))
            surf.blit(assets.text(title.upper(), 20, theme.GOLD, True), (x, 200))
        hint = "Tab / arrows: choose · Left / Right: change · Enter / Space: tick · Esc: done"
        surf.blit(assets.text(hint, 18, (236, 214, 180), italic=True, shadow=(20, 10, 0)), (COLUMNS[0][0] - 40, 922))
        tip = self.draw_widgets(surf)
        draw_vision_preview(surf, self.vision_sel.rect.move(0, self.vision_sel.rect.h + 10).topleft)
        focused = self.focus.draw(surf, self.widgets)
        if focused is not None and focused.tip:     # placed off every row (it hid the two under it)
            self.tip_layer = self.claims_layer(surf)
            tooltip_place.tooltip(surf, self.tip_layer, focused.tip, focused.rect.midright, target=focused.rect, far=True)
        else:
            self.tip_layer = draw_tip(surf, tip, self.hover, self.widgets, layer=self.claims_layer(surf))

    def claims_layer(self, surf):
        """What the focused row's tooltip keeps off (table/claims.py): every row, the colour-vision
        preview under its selector, the heading, the columns' titles and the keys' hint."""
        v = self.vision_sel.rect
        return claims.menu_layer(surf.get_rect(), self.widgets, [
            ("vision preview", (v.x, v.bottom + 10, 690, 62), claims.MEDIUM), ("heading", (40, 20, 1000, 130), claims.LIGHT),
            ("hint", (COLUMNS[0][0] - 40, 918, 900, 30), claims.LIGHT)]
            + [(f"title {title}", (x, 196, 420, 30), claims.LIGHT) for x, title in COLUMNS], self.overlay_kept)


def draw_vision_preview(surf, at):
    """The four seats in the palette in use, as drawn and as the chosen vision sees them."""
    x, y = at
    for row, (label, seen) in enumerate((("Drawn", "normal"), ("Seen", theme.vision))):
        yy = y + row * 34
        surf.blit(assets.text(label, 16, (236, 214, 180), True), (x, yy + 4))
        for seat in range(4):
            cx = x + 90 + seat * 150
            col = vision.simulate(theme.SEAT_COLORS[seat], seen)
            gfx.rect(surf, col, (cx, yy, 120, 28), border_radius=14)
            gfx.rect(surf, theme.darker(col, 0.5), (cx, yy, 120, 28), 2, border_radius=14)
            shape = seat_shape(seat)
            gfx.polygon(surf, theme.text_on(col), shape_points(shape, (cx + 20, yy + 14), 8))
            surf.blit(assets.text(f"P{seat + 1}", 16, theme.text_on(col), True), (cx + 40, yy + 4))
