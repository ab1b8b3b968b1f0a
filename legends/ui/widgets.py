"""Small widgets: buttons, selectors, toggles, a number field, scrollable lists (popup menus and
message boxes: dialogs.py).

Widgets only emit intents (callbacks); they never touch game rules.
"""
from __future__ import annotations

import pygame

from . import assets
from . import theme
from .sound import ui_click
from .paint import blit_center, button_surface, panel
from . import fitted
from . import gfx

MORE_TEXT = 16      # a list title's "4 below" where the title keeps its size (heading_plan)


_dimmers = gfx.cache("dimmers")


def dimmer(size, alpha) -> pygame.Surface:
    """A translucent black sheet over the whole screen (behind dialogs), made once per size."""
    key = (tuple(size), alpha)
    s = _dimmers.get(key)
    if s is None:
        s = gfx.surface(size, pygame.SRCALPHA)
        s.fill((0, 0, 0, alpha))
        _dimmers.clear()
        _dimmers[key] = s
    return s


class Widget:
    enabled = True
    visible = True
    tip = None

    def handle_event(self, e) -> bool:
        return False

    def draw(self, surf, hover_pos=None):
        pass


class Button(Widget):
    def __init__(self, rect, label, on_click, style="wood", key=None, tip=None, size=None, enabled=True):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.key = key          # shortcut hint shown in the label, e.g. "Enter"
        self.tip = tip
        self.size = size
        self.enabled = enabled

    def text(self):
        return f"{self.label}  [{self.key}]" if self.key else self.label

    def handle_event(self, e):
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            if self.enabled and self.on_click:
                ui_click()
                self.on_click()
            return True
        return False

    def draw(self, surf, hover_pos=None):
        if not self.visible:
            return
        hover = hover_pos is not None and self.rect.collidepoint(hover_pos)
        surf.blit(button_surface(self.text(), self.rect.w, self.rect.h, self.style, hover, not self.enabled,
                                 self.size), self.rect)


class Selector(Widget):
    """label: < value >  — click the arrows (or the wheel) to cycle through options."""
    reserve = 0         # pixels kept free left of the right arrow (a chip drawn there)

    def __init__(self, rect, label, options, value, on_change, tip=None, swatch=None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.options = list(options)      # [(value, text)]
        self.value = value
        self.on_change = on_change
        self.tip = tip
        self.swatch = swatch              # value -> colour (optional)

    def index(self):
        for i, (v, _) in enumerate(self.options):
            if v == self.value:
                return i
        return 0

    def step(self, d):
        if not self.options or not self.enabled:
            return
        ui_click()
        i = (self.index() + d) % len(self.options)
        self.value = self.options[i][0]
        if self.on_change:
            self.on_change(self.value)

    def arrows(self):
        h = self.rect.h
        return (pygame.Rect(self.rect.x, self.rect.y, h, h), pygame.Rect(self.rect.right - h, self.rect.y, h, h))

    def handle_event(self, e):
        if not self.visible:
            return False
        if e.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(e.pos):
            if e.button == 1:
                left, right = self.arrows()
                self.step(-1 if left.collidepoint(e.pos) else 1)
                return True
            if e.button == 3:
                self.step(-1)
                return True
        if e.type == pygame.MOUSEWHEEL:
            pos = getattr(e, "pos", None) or pygame.mouse.get_pos()
            if self.rect.collidepoint(pos):
                self.step(-1 if e.y > 0 else 1)
                return True
        return False

    def draw(self, surf, hover_pos=None):
        if not self.visible:
            return
        r = self.rect
        panel(surf, r, (248, 240, 224) if self.enabled else (200, 195, 185), (110, 84, 56), 8, 2, False)
        left, right = self.arrows()
        for a, pts in ((left, [(0.62, 0.25), (0.32, 0.5), (0.62, 0.75)]), (right, [(0.38, 0.25), (0.68, 0.5), (0.38, 0.75)])):
            hov = hover_pos is not None and a.collidepoint(hover_pos)
            gfx.rect(surf, (214, 90, 50) if hov else (170, 60, 36), a.inflate(-6, -6), border_radius=6)
            gfx.polygon(surf, theme.WHITE, [(a.x + a.w * px, a.y + a.h * py) for px, py in pts])
        text = dict(self.options).get(self.value, str(self.value))
        x0 = left.right + 6
        if self.label:
            lab = assets.text(self.label, 14, (120, 90, 60), True)
            surf.blit(lab, (x0, r.y + 3))
        if self.swatch:
            col = self.swatch(self.value)
            if col:
                gfx.circle(surf, col, (x0 + 10, r.centery + (6 if self.label else 0)), 8)
                gfx.circle(surf, theme.INK, (x0 + 10, r.centery + (6 if self.label else 0)), 8, 2)
                x0 += 24
        val = assets.fit_text(text, right.x - x0 - 6 - self.reserve, 20 if self.label else 22, theme.INK, True)
        y = r.y + (r.h + (10 if self.label else 0)) // 2 - val.get_height() // 2
        surf.blit(val, (x0, y))


class Toggle(Widget):
    def __init__(self, rect, label, value, on_change, tip=None):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = bool(value)
        self.on_change = on_change
        self.tip = tip

    def handle_event(self, e):
        if self.visible and e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.rect.collidepoint(e.pos):
            self.value = not self.value
            ui_click()
            if self.on_change:
                self.on_change(self.value)
            return True
        return False

    def draw(self, surf, hover_pos=None):
        r = self.rect
        box = pygame.Rect(r.x, r.centery - 14, 28, 28)
        gfx.rect(surf, (248, 240, 224), box, border_radius=6)
        gfx.rect(surf, (110, 84, 56), box, 2, border_radius=6)
        if self.value:
            gfx.lines(surf, (190, 40, 30), False, [(box.x + 6, box.centery), (box.x + 12, box.bottom - 7),
                                                         (box.right - 5, box.y + 6)], 4)
        surf.blit(assets.text(self.label, 20, theme.CREAM, True, shadow=(20, 10, 0)), (box.right + 10, r.centery - 13))


class NumberField(Widget):
    """A whole number: click to focus, type digits, Backspace; - and + buttons."""

    def __init__(self, rect, label, value, on_change):
        self.rect = pygame.Rect(rect)
        self.label = label
        self.value = int(value)
        self.on_change = on_change
        self.focus = False
        self.buf = None

    def handle_event(self, e):
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            if self.rect.collidepoint(e.pos):
                h = self.rect.h
                if e.pos[0] < self.rect.x + h:
                    self.set(self.value - 1)
                elif e.pos[0] > self.rect.right - h:
                    self.set(self.value + 1)
                else:
                    self.focus = True
                    self.buf = ""
                return True
            if self.focus:
                self.commit()
            return False
        if self.focus and e.type == pygame.KEYDOWN:
            if e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                self.commit()
            elif e.key == pygame.K_ESCAPE:
                self.focus, self.buf = False, None
            elif e.key == pygame.K_BACKSPACE:
                self.buf = (self.buf or "")[:-1]
            elif e.unicode and e.unicode.isdigit() and len(self.buf or "") < 9:
                self.buf = (self.buf or "") + e.unicode
            return True
        return False

    def commit(self):
        if self.buf:
            self.set(int(self.buf))
        self.focus, self.buf = False, None

    def set(self, v):
        self.value = max(0, min(999999999, int(v)))
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surf, hover_pos=None):
        r = self.rect
        panel(surf, r, (255, 250, 236) if self.focus else (248, 240, 224), (200, 60, 40) if self.focus else (110, 84, 56),
              8, 2, False)
        h = r.h
        for x, sym in ((r.x, "-"), (r.right - h, "+")):
            b = pygame.Rect(x, r.y, h, h).inflate(-6, -6)
            gfx.rect(surf, (170, 60, 36), b, border_radius=6)
            blit_center(surf, assets.text(sym, 24, theme.WHITE, True), b.center)
        if self.label:
            surf.blit(assets.text(self.label, 14, (120, 90, 60), True), (r.x + h + 6, r.y + 3))
        shown = (self.buf + "|") if self.focus else str(self.value)
        t = assets.text(shown, 20, theme.INK, True)
        surf.blit(t, (r.x + h + 6, r.y + (r.h + 10) // 2 - t.get_height() // 2))


ROW_TOP = 2     # a row's box this far down its pitch: the first row 5 px under the title's rule (ninth pass: 3)


class ListView(Widget):
    """A scrollable list of (text, payload, colour) rows; click calls on_pick(payload).

    The body shows whole rows only (a row a little shorter than row_h rather than one cut in half
    by the frame), and the wheel scrolls a row at a time down to the last row, so every row can
    be seen whole; when rows are hidden, the title says how many and where."""
    contrast = False        # high contrast: white text on black rows, the hovered row yellow
    reserve: dict = {}      # {row index: px kept free at its right end} (the hint's chips, table/hints.py)

    def __init__(self, rect, on_pick=None, row_h=34, size=18, title=None):
        self.rect = pygame.Rect(rect)
        self.on_pick = on_pick
        self.row_h = row_h
        self.size = size
        self.items = []
        self.scroll = 0
        self.title = title
        self.title_color = theme.GOLD
        self.stick_bottom = False
        self.version = 0          # +1 on every change of the items (cached drawings compare it)

    def set_items(self, items, keep_scroll=False):
        self.items = list(items)
        self.version += 1
        if not keep_scroll:
            self.scroll = self.max_scroll() if self.stick_bottom else 0
        self.scroll_to(self.scroll)

    def _inner(self, rect=None):
        rect = self.rect if rect is None else rect
        top = 30 if self.title else 0
        return pygame.Rect(rect.x + 4, rect.y + top + 4, rect.w - 8, rect.h - top - 8)

    def plan(self) -> tuple:
        """(size, row height, wrap): the rows' one text size, and two lines a row where the body
        holds every row at that height (fitted.plan; kept until the items, rect or size change)."""
        key = (self.version, self.rect.size, self.size, self.row_h, self.title is not None)
        if getattr(self, "_plan", (None,))[0] != key:
            texts, inner = [t for t, p, *_ in self.items if p is not None], self._inner()
            got = fitted.plan(texts, inner.w - 20, inner.h, len(self.items), self.row_h, self.size, True)
            self._plan = (key, got)
        return self._plan[1]

    def rows(self) -> tuple:
        """(pitch, shown): the height of a row as drawn and how many whole rows the body holds."""
        h, (_, row_h, wrap) = self._inner().h, self.plan()
        if wrap:                        # rows of two lines: never squeezed
            return row_h, max(1, h // row_h)
        shown = max(1, round(h / row_h))
        if h // shown < row_h * 0.85:        # never squeeze a row by more than 15%
            shown = max(1, h // row_h)
        return max(1, h // shown), shown

    def sight_size(self) -> int:
        """The one text size the rows in sight are drawn at: the plan's, or where a row has one line,
        the size every row in sight fits at (a hint chip's room left), down to assets.MIN_TEXT."""
        size, _, wrap = self.plan()
        if wrap:
            return size
        pitch, shown = self.rows()
        first, w = self.scroll // pitch, self.body().w
        picks = [(self.items[i][0], w - 20 - self.reserve.get(i, 0))
                 for i in range(first, min(len(self.items), first + shown)) if self.items[i][1] is not None]
        return fitted.common_size([t for t, _ in picks], [w for _, w in picks], self.size, True, assets.MIN_TEXT)

    def body(self, rect=None):
        inner = self._inner(rect)
        pitch, shown = self.rows()
        return pygame.Rect(inner.x, inner.y, inner.w, min(inner.h, pitch * shown))

    def max_scroll(self):
        pitch, shown = self.rows()
        return max(0, len(self.items) - shown) * pitch

    def scroll_to(self, px):
        """Scroll to `px` (pixels), kept to a whole row between the top and the last row."""
        pitch = self.rows()[0]
        self.scroll = max(0, min(self.max_scroll(), int(px) // pitch * pitch))

    def scroll_rows(self, n) -> bool:
        """Scroll n rows down (up if negative); True if the list moved."""
        before = self.scroll
        self.scroll_to(self.scroll + n * self.rows()[0])
        return self.scroll != before

    def hidden(self) -> tuple:
        """(rows above the body, rows below it)."""
        pitch, shown = self.rows()
        first = self.scroll // pitch
        return first, max(0, len(self.items) - first - shown)

    def row_rect(self, i):
        """Where row i is drawn, or None while it is scrolled out of the body."""
        b = self.body()
        pitch, shown = self.rows()
        first = self.scroll // pitch
        return pygame.Rect(b.x, b.y + ROW_TOP + (i - first) * pitch, b.w - 8, pitch - 2) if first <= i < first + shown else None

    def show_row(self, i):
        """Scroll just enough for row i to be seen whole (the keyboard moved to it)."""
        pitch, shown = self.rows()
        first = self.scroll // pitch
        if i < first:
            self.scroll_to(i * pitch)
        elif i >= first + shown:
            self.scroll_to((i - shown + 1) * pitch)

    def item_at(self, pos):
        b = self.body()
        if not b.collidepoint(pos):
            return None
        i = (pos[1] - b.y + self.scroll) // self.rows()[0]
        return i if 0 <= i < len(self.items) else None

    def handle_event(self, e):
        if not self.visible:
            return False
        if e.type == pygame.MOUSEWHEEL and self.rect.collidepoint(getattr(e, "pos", None) or pygame.mouse.get_pos()):
            self.scroll_rows(-e.y)
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(e.pos):
            if e.button in (4, 5):
                return True
            if e.button == 1:
                i = self.item_at(e.pos)
                if i is not None and self.on_pick and self.items[i][1] is not None:
                    ui_click()
                    self.on_pick(self.items[i][1])
                return True
        return False

    def more_text(self, short=False) -> str:
        above, below = self.hidden()
        parts = ([f"{above} above"] if above else []) + ([f"{below} below"] if below else [])
        return " · ".join(parts) + ("" if short else " (wheel)") if parts else ""

    def heading(self, width) -> tuple:
        """(title, more) for a title bar `width` wide, both whole: heading_plan without the size."""
        return self.heading_plan(width)[:2]

    def heading_plan(self, width) -> tuple:
        """(title, more, more's size) for a title bar `width` wide, both whole (issue 26, 1280x720):
        the title and "4 below (wheel)"; else "4 below"; else the title without its seat part (the
        prompt bar names who decides): the first that fits at the text floor. "more" is at MORE_TEXT
        where the title keeps the size it has beside it at 14 (shortened to "4 below" for that where
        the title is under MORE_TEXT: a 4-player table), else at 14 (read 10 px high at 720p)."""
        title, lean = self.title, self.title.split(" · ")[0]
        bold = lambda z: assets.font(z, True)      # noqa: E731
        fits = lambda t, m, z=14: bold(assets.MIN_TEXT).size(t)[0] + (bold(z).size(m)[0] + 10 if m else 0) <= width  # noqa: E731
        tries = [(title, self.more_text()), (title, self.more_text(True)), (lean, self.more_text(True))]
        t, m = next((t for t in tries if fits(*t)), tries[-1])
        if not m:
            return t, m, 14
        room = lambda m, z: width - bold(z).size(m)[0] - 10       # noqa: E731
        title_z = lambda r: next((z for z in range(18, assets.MIN_TEXT, -1) if bold(z).size(t)[0] <= r), assets.MIN_TEXT)  # noqa: E731
        keep = title_z(room(m, 14))
        for mm in dict.fromkeys((m, self.more_text(True)) if keep < MORE_TEXT else (m,)):    # a large title keeps "(wheel)"
            if fits(t, mm, MORE_TEXT) and title_z(room(mm, MORE_TEXT)) >= keep:
                return t, mm, MORE_TEXT
        return t, m, 14

    def draw(self, surf, hover_pos=None, fill=(30, 24, 22), alpha=225, origin=None):
        """Draw at self.rect, or with its top-left at `origin` (into a cached layer; hover_pos then
        in the same coordinates)."""
        if not self.visible:
            return
        rect = self.rect if origin is None else pygame.Rect(origin, self.rect.size)
        panel(surf, rect, *(((0, 0, 0), theme.WHITE) if self.contrast else (fill, (120, 92, 60))), 10, 2, True,
              alpha=255 if self.contrast else alpha)
        if self.title:
            title, more, mz = self.heading_plan(rect.w - 24)
            mw = 0
            if more:
                m = assets.text(more, mz, (200, 170, 120), True)
                mw = m.get_width() + 10
                surf.blit(m, (rect.right - 12 - m.get_width(), rect.y + 9))
            surf.blit(assets.fit_text(title, rect.w - 24 - mw, 18, self.title_color, True), (rect.x + 12, rect.y + 7))
            gfx.line(surf, (120, 92, 60), (rect.x + 8, rect.y + 31), (rect.right - 8, rect.y + 31))
        b = self.body(rect)
        pitch, shown = self.rows()
        hov = None
        if hover_pos and b.collidepoint(hover_pos):
            i = (hover_pos[1] - b.y + self.scroll) // pitch
            hov = i if 0 <= i < len(self.items) else None
        first = self.scroll // pitch
        seen = [(self.items[i] + ((theme.WHITE if self.contrast else None),))[:3]
                for i in range(first, min(len(self.items), first + shown))]
        size, wrap = self.sight_size(), self.plan()[2]
        for i, (text, payload, color) in enumerate(seen, first):
            row = pygame.Rect(b.x, b.y + ROW_TOP + (i - first) * pitch, b.w - 8, pitch - 2)
            if payload is not None:
                gfx.rect(surf, theme.LIST_ROWS[self.contrast][i == hov], row, border_radius=5)
                color = ((0, 0, 0) if i == hov else theme.WHITE) if self.contrast else color
            ink = color or theme.CREAM
            room = row.w - 12 - self.reserve.get(i, 0)          # a hint chip at the row's right end
            t = fitted.row_text(text, room, size, pitch - 2, ink, payload is not None, wrap, shrink=i in self.reserve)
            surf.blit(t, (row.x + 6, row.centery - t.get_height() // 2))
        if self.max_scroll() > 0:
            frac = shown / len(self.items)
            th = max(20, int(b.h * frac))
            ty = b.y + int((b.h - th) * (self.scroll / self.max_scroll()))
            gfx.rect(surf, (150, 120, 80), (b.right - 6, ty, 5, th), border_radius=3)
