"""The nemesis phase's recap over the map, and the log that follows the newest line (issue 26 item 3).

When the table has shown a nemesis phase to its end, a panel over the map tells it at a glance
(story.recap: one row per enemy, the card, the spawns, what was lost, the damage each fighter
took) in text sized for the sofa. When a player at the table plays the next turn it stays until
that player's first decision; when a bot plays it (a bot teammate), it closes as that turn's first
move starts to animate, so the players watch their teammate (issue 26's playtest: it hid the bot's
whole turn); at a table of bots only it stays RECAP_BOTS seconds. The next nemesis phase starting
to animate, Esc or a click on it close it too; the log's "Recap" chip opens the latest one again
(opened so, it stays through a bot's moves). The log goes back to its newest line when a new entry is shown, or after
LOG_IDLE seconds scrolled up with nothing turned, measured on the table's clock (`now`: the time
the frames see, not the sum of their steps: an idle window steps every 250 ms and counts at most
0.1 s a step, so the log came back after 13 to 21 s, issue 26's playtest; tests give a fake clock).

`LogRecap` decides when it opens and closes (scene.update calls it every frame); while open a
`RecapSheet` sits on the table's input (stack.py), owning only Esc and clicks on the recap.
"""
from __future__ import annotations

import time

import pygame

from .. import assets
from .. import gfx
from .. import paint
from .. import theme
from . import log
from ..widgets import Button
from ..input.intents import Do
from ..input.keymap import Keymap
from .stack import Handler
from .story import last_phase, recap

RECAP_BOTS = 8.0        # seconds the recap stays at a table where only bots decide
LOG_IDLE = 10.0         # seconds the log stays scrolled up with no wheel turned, then back to the newest line
RECAP_LEAST_W = 600     # the recap's least width: over the map's sides where the map is narrower
SIZES = (24, 22, 20, 18)        # the recap's text sizes, the largest whose rows fit over the map
HEADS = {"actor": (255, 214, 150), "card": (220, 170, 255), "spawn": (255, 150, 255), "lost": (255, 110, 90),
         "fighter": (255, 130, 110), "info": (220, 210, 190)}


CHIP_W = 104             # "Recap  [Tab]" at 13 px (boards/log.py keeps the header's hint off it)


def chip_rect(sc) -> pygame.Rect:
    """The log header's "Recap" chip (where the wheel hint was): it opens the latest recap again."""
    r = sc.L.log
    return pygame.Rect(r.right - CHIP_W - 8, r.y + 5, CHIP_W, 20)


class LogRecap:
    """The recap's life (when it opens and closes) and the log's return to its newest line; the
    log's "Recap" chip is a button of the table (the scene adds `chip` to its buttons), the open
    recap a handler (RecapSheet); `scrolled` is the log panel's scroll (log.LogScroll)."""

    def __init__(self, scene, scrolled, now=time.monotonic):
        self.scene = scene
        self.scrolled = scrolled
        self.now = now              # () -> seconds: the table's clock (LOG_IDLE is measured on it)
        self.rows = None            # the recap shown (story.Row list), None when closed
        self.title = ""
        last = last_phase(scene.game.view.log)
        self.seen = last[0] if last else None   # the first log index of the latest phase told (told once;
                                                # a game opened tells no phase from before it)
        self.latest = None          # (title, rows) of the latest phase told: the chip opens it again
        self.sheet = None           # the RecapSheet on the table's input while open
        self.bot_time = 0.0         # seconds open while bots decide (RECAP_BOTS)
        self.linger = RECAP_BOTS    # how long it stays where only bots decide (None: until closed; the theatre's)
        self.decisions = None       # the decision count last looked: a decision by a player closes it
        self.pending = None         # the seat deciding when last looked
        self.bot_next = False       # opened by itself with a bot to play next: it closes as an animation starts
        self.log_seen = None        # log entries shown when last looked: a new one brings the log down
        self.turned = None          # when (self.now) the wheel last turned or a new entry showed
        self.scroll = 0
        self.looked = None          # log entries shown when last looked for a finished phase
        self.mark = len(scene.game.view.log)   # log entries shown when last looked for a phase beginning
        self.chip = Button(chip_rect(scene), "Recap", self.toggle, "gold", "Tab", size=13)
        self.chip.visible = False
        self.chip.looks = True          # anyone may open the recap (handlers.point: like Help and Hint)

    @property
    def rect(self):
        return self.sheet.rect if self.sheet is not None else None

    # --- when it opens and closes ----------------------------------------------------------
    def update(self, dt):
        sc = self.scene
        self._follow(dt)
        self.chip.rect = chip_rect(sc)
        self.chip.keyboard_key = Keymap.from_settings(sc.app.settings.keys).label("recap")   # the player's key
        self.chip.visible = self.latest is not None and sc.L.log.h >= 60
        g = sc.game
        if self.rows is not None and self.sheet not in sc.handlers.stack:
            self.sheet = None           # open but off the table's input (so never drawn): on it again
            self.open((self.title, self.rows))
        if self.rows is not None:
            if g.pending.seat not in sc.humans:
                self.bot_time += dt
            timed_out = self.linger is not None and self.bot_time >= self.linger
            bot_moves = self.bot_next and sc.anim.active     # (it opens only once nothing animates)
            if g.view.decisions != self.decisions and self.pending in sc.humans or timed_out or bot_moves:
                self.close()
            self.decisions = g.view.decisions
        self.pending = g.pending.seat
        shown = log.shown(sc.game, sc.anim)
        if self._phase_began(shown) and self.rows is not None:
            self.close()                # a new nemesis phase animates: the old recap leaves the map
        if sc.anim.active or shown == self.looked:
            return
        self.looked = shown             # (the log is looked through again only when it grew or shrank)
        span = last_phase(g.view.log, shown)
        if span is not None and span[0] != self.seen:
            self.seen = span[0]
            self.show(span)

    def _phase_began(self, shown) -> bool:
        """Whether a nemesis phase began among the log entries shown since the last look (it has a
        recap of its own once shown to its end); an undo that shrank the log begins none."""
        entries = self.scene.game.view.log[self.mark:shown] if shown > self.mark else ()
        self.mark = shown
        return any(e.get("kind") == "phase" and e.get("phase") == "nemesis" for e in entries)

    def _follow(self, dt):
        """The log back to its newest line: when a new entry is shown, or after LOG_IDLE seconds idle."""
        sc = self.scene
        n = log.shown(sc.game, sc.anim)
        if self.log_seen is None:       # the first look: what the table opened with is not news
            self.log_seen = n
        scrolled, now = self.scrolled, self.now()
        if n > self.log_seen or scrolled.scroll != self.scroll or self.turned is None:
            self.turned = now
        if scrolled.scroll and (n > self.log_seen or now - self.turned >= LOG_IDLE):
            scrolled.scroll = 0
            sc.dirty = True
        self.log_seen, self.scroll = n, scrolled.scroll

    def show(self, span):
        g = self.scene.game
        entries = g.view.log[span[0]:span[1]]
        turn = g.view.log[span[0] - 1].get("turn", "")
        self.latest = (f"NEMESIS PHASE · turn {turn}", recap(entries, g.view.name_of, g.view.space_name))
        self.open(self.latest)
        nxt = g.view.log[span[1]] if span[1] < len(g.view.log) else {}
        humans = self.scene.humans           # a bot plays next: its first move closes it
        self.bot_next = bool(humans) and nxt.get("kind") == "turn" and nxt.get("active") not in humans

    def open(self, told):
        self.title, self.rows = told
        self.bot_time, self.decisions = 0.0, self.scene.game.view.decisions
        if self.sheet is None:
            self.sheet = RecapSheet(self.scene, self)
            self.scene.handlers.push(self.sheet)
        self.sheet.rect = None          # drawn again before it counts as on screen (on_screen)
        self.scene.dirty = True

    def on_screen(self) -> bool:
        """Whether the open recap is on the table's input and was drawn in a frame since it opened."""
        sheet = self.sheet
        return sheet is not None and sheet in self.scene.handlers.stack and sheet.rect is not None

    def close(self):
        self.rows, self.bot_next = None, False
        if self.sheet is not None:
            self.scene.handlers.pop(self.sheet)
            self.sheet = None
        self.scene.dirty = True

    def toggle(self, by_key=False):
        """The log's Recap chip or its key (Tab): the latest recap again, or closed; by the key with
        no nemesis phase told yet, a toast says so."""
        if self.rows is not None and self.on_screen():
            self.close()
        elif self.rows is not None:     # open but not drawn yet: shown, not closed unseen
            self.sheet = self.sheet if self.sheet in self.scene.handlers.stack else None
            self.open((self.title, self.rows))
        elif self.latest is not None:
            self.open(self.latest)
        elif by_key:
            self.scene.app.toast("No nemesis phase to recap yet")


class RecapSheet(Handler):
    """The open recap on the table's input: Esc or a click on it closes it; everything else goes
    down to the table (a decision taken closes it too: LogRecap.update)."""
    pauses = False
    modal = False

    def __init__(self, scene, owner):
        super().__init__(scene)
        self.owner = owner
        self.rect = None
        self.fitted = None          # (rows, map area, canvas size, fit_recap's answer): wrapped once per size

    def handle(self, it):
        if (it.do is Do.CANCEL or
                it.do is Do.POINT and it.arg == 1 and self.rect and self.rect.collidepoint(it.pos)):
            self.owner.close()          # (popped there)
            self.consumed = True
            return None
        nxt = self.pass_down(it)
        self.consumed = getattr(self.below, "consumed", True)
        return nxt

    def draw(self, surf, hover):
        if self.owner.rows is None:
            return None
        rows, area, size = self.owner.rows, pygame.Rect(self.scene.L.map), surf.get_size()
        kept = self.fitted
        if kept is None or kept[0] is not rows or kept[1] != area or kept[2] != size:
            kept = self.fitted = (rows, area, size, fit_recap(size, area, rows))
        self.rect = draw_recap(surf, area, self.owner.title, rows, kept[3],
                               getattr(self.owner.chip, "keyboard_key", None) or "Tab")
        self.frame = getattr(self.scene.app, "frames", 0)      # the frame it was drawn in (tests)
        return self.rect


def layout_rows(rows, width, size):
    """[(head, rest, colour)] lines of the recap's rows wrapped to `width` at `size`: a row's first
    line starts with its head (the enemy, "Nemesis card", a fighter) in its colour, bold."""
    lines = []
    for row in rows:
        head = f"{row.who}: " if row.who else ""
        for j, ln in enumerate(assets.wrap(head + row.text, width, size, True)):
            if j == 0 and head and ln.startswith(head.strip()):
                lines.append((ln[:len(head)], ln[len(head):], HEADS.get(row.kind, theme.CREAM)))
            else:
                lines.append(("", ("" if j == 0 else "    ") + ln, HEADS.get(row.kind, theme.CREAM)))
    return lines


def fit_recap(canvas, area, rows) -> tuple:
    """The recap's rows wrapped for the map `area` on a canvas of size `canvas` (at least
    RECAP_LEAST_W wide): (area, width, text size, line height, lines) at the largest size in SIZES
    that fits (the last: cut, the rest in the log)."""
    if area.w < RECAP_LEAST_W:     # a narrow map (1152x648, four players): wider than it, over its sides
        area = pygame.Rect(area.centerx - RECAP_LEAST_W // 2, area.y, RECAP_LEAST_W, area.h).clamp(
            pygame.Rect(0, 0, *canvas))
    w = min(area.w - 16, 980)
    foot = foot_h(foot_lines("Tab", w - 36))
    for size in SIZES:
        lines = layout_rows(rows, w - 36, size)
        lh = assets.font(size).get_linesize()
        h = 48 + lh * len(lines) + foot
        if h <= area.h - 16:
            break
    else:                           # too long over the map: down over the seats' row too
        area = pygame.Rect(area.x, area.y, area.w, max(area.h, canvas[1] - 12 - area.y))
    keep = max(1, (area.h - 16 - 48 - foot) // lh)
    if len(lines) > keep:           # the fighters' damage and what was lost are never the ones cut
        must = [ln for ln in lines if ln[2] in (HEADS["fighter"], HEADS["lost"])][:keep - 1]
        rest = [ln for ln in lines if ln not in must][:max(0, keep - 1 - len(must))]
        lines = rest + [("", "    ... the rest is in the log", theme.MUTED)] + must
    return area, w, size, lh, lines


def draw_recap(surf, area, title, rows, fitted=None, key="Tab") -> pygame.Rect:
    """The recap's panel over the map `area`: its title and rows as fit_recap wraps them (`fitted`:
    its answer kept from an earlier frame of the same size); its foot names `key`, the player's recap
    key. Returns the panel's rectangle."""
    area, w, size, lh, lines = fitted or fit_recap(surf.get_size(), area, rows)
    foot = foot_lines(key, w - 36)
    h = 48 + lh * len(lines) + foot_h(foot)
    r = pygame.Rect(0, 0, w, h)
    r.center = area.center
    paint.panel(surf, r, (28, 22, 30), (170, 120, 230), 12, 3, True, alpha=240)
    t = assets.text(title, 22, (220, 170, 255), True)
    surf.blit(t, (r.x + 18, r.y + 12))
    y = r.y + 48
    for head, rest, col in lines:
        x = r.x + 18
        if head:
            t = assets.text(head, size, col, True)
            surf.blit(t, (x, y))
            x += t.get_width()
        bold = col in (HEADS["lost"], HEADS["fighter"])
        surf.blit(assets.text(rest, size, col if bold or not head and not rest.startswith("    ") else theme.CREAM, bold), (x, y))
        y += lh
    y = r.bottom - 10 - FOOT_LINE * len(foot)
    gfx.line(surf, (90, 70, 110), (r.x + 18, y - 6), (r.right - 18, y - 6), 1)     # the foot apart from the rows
    for text in foot:
        surf.blit(assets.fit_text(text, r.w - 36, FOOT_SIZE, (190, 170, 210)), (r.x + 18, y))
        y += FOOT_LINE
    return r


FOOT_SIZE, FOOT_LINE = 14, 18       # the recap's foot: what closes it and opens it again


def foot_lines(key, width) -> list:
    """The recap's foot: one line where it fits `width` at FOOT_SIZE, else its two sentences one
    under the other (a 1152x648 table's recap: squeezed on one line it ran into the panel's edge)."""
    close, again = "Esc or a click closes it", f"{key} or the log's Recap chip opens it again"
    one = f"{close} · {again}"
    return [one] if assets.font(FOOT_SIZE).size(one)[0] <= width else [close, again]


def foot_h(lines) -> int:
    """The room under the rows for the foot's lines (one line: 36 px, as before)."""
    return 18 + FOOT_LINE * len(lines)
