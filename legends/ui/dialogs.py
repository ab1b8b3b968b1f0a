"""Dialogs over a screen: a popup menu of choices and a message box with buttons (split from
widgets.py, which keeps the small widgets). They only emit intents (callbacks); never game rules."""
from __future__ import annotations

import pygame

from . import assets
from . import theme
from . import gfx
from .paint import button_surface, panel
from .sound import ui_click
from .widgets import dimmer


class Popup:
    """A small menu of choices at a point, for the mouse and the keyboard: a highlighted row that
    Up/Down move (the mouse moves it too), Enter picks it, 1-n pick a row by its number."""

    def __init__(self, pos, title, choices, screen_size=None):
        self.title = title
        self.choices = choices            # [(text, payload)]
        self.sel = 0                      # the highlighted row
        w = max([assets.font(19, True).size(self.label(i))[0] for i in range(len(choices))]
                + [assets.font(18, True).size(title)[0]]) + 40
        w = min(max(w, 260), 900)
        h = 44 + 40 * len(choices)
        screen_size = screen_size or (theme.W, theme.H)     # the canvas as it is now (the table's is the window's)
        x = min(max(8, pos[0] - w // 2), screen_size[0] - w - 8)
        y = min(max(8, pos[1] + 12), screen_size[1] - h - 8)
        self.rect = pygame.Rect(x, y, w, h)

    def label(self, i) -> str:
        """A row's text, with the number key that picks it (1-9)."""
        text = self.choices[i][0]
        return f"{i + 1}. {text}" if i < 9 else text

    def row(self, i) -> pygame.Rect:
        return pygame.Rect(self.rect.x + 8, self.rect.y + 38 + i * 40, self.rect.w - 16, 36)

    def choice_at(self, pos):
        for i in range(len(self.choices)):
            if self.row(i).collidepoint(pos):
                return i
        return None

    def hover(self, pos) -> bool:
        """The mouse over a row highlights it; True if the highlight moved."""
        i = self.choice_at(pos)
        if i is None or i == self.sel:
            return False
        self.sel = i
        return True

    def key(self, k):
        """A key on the open menu: Up/Down move the highlight (returns -1); Enter picks the
        highlighted row, 1-n the row of that number (returns its index); None for other keys."""
        if k in (pygame.K_UP, pygame.K_DOWN):
            self.sel = (self.sel + (1 if k == pygame.K_DOWN else -1)) % len(self.choices)
            return -1
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.sel
        if pygame.K_1 <= k <= pygame.K_9 and k - pygame.K_1 < len(self.choices):
            return k - pygame.K_1
        return None

    def draw(self, surf, hover_pos=None):
        panel(surf, self.rect, (30, 24, 22), theme.GOLD, 10, 3, True)
        surf.blit(assets.fit_text(self.title, self.rect.w - 20, 18, theme.GOLD, True), (self.rect.x + 12, self.rect.y + 9))
        for i in range(len(self.choices)):
            r = self.row(i)
            surf.blit(button_surface(self.label(i), r.w, r.h, "gold" if i == self.sel else "wood", False, False, 18), r)
            if i == self.sel:
                gfx.rect(surf, theme.WHITE, r.inflate(4, 4), 2, border_radius=8)


class MessageBox:
    def __init__(self, title, text, buttons=(("OK", None),)):
        self.title = title
        self.text = text
        self.buttons = list(buttons)
        lines = assets.wrap(text, 640, 20)
        h = 110 + len(lines) * 26 + 50
        self.rect = pygame.Rect(0, 0, 720, h)
        self.rect.center = (theme.W // 2, theme.H // 2)
        self.lines = lines
        self.sel = 0                # the button Enter takes: Left / Right / Tab move it

    def button_rects(self):
        n = len(self.buttons)
        w = 200
        x0 = self.rect.centerx - (n * w + (n - 1) * 16) // 2
        return [pygame.Rect(x0 + i * (w + 16), self.rect.bottom - 62, w, 46) for i in range(n)]

    def handle_event(self, e):
        """Returns (True, payload) when closed, else (consumed, None). Enter / Space take the
        highlighted button (the first at the start), Esc the last; arrows and Tab move."""
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE):
            return True, self.buttons[self.sel][1] if e.key != pygame.K_ESCAPE else self.buttons[-1][1]
        moves = {pygame.K_LEFT: -1, pygame.K_UP: -1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_TAB: 1}
        if e.type == pygame.KEYDOWN and e.key in moves:
            self.sel = (self.sel + moves[e.key]) % len(self.buttons)
            return False, None
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1:
            for r, (_, payload) in zip(self.button_rects(), self.buttons):
                if r.collidepoint(e.pos):
                    ui_click()
                    return True, payload
        return False, None

    def draw(self, surf, hover_pos=None):
        surf.blit(dimmer(surf.get_size(), 130), (0, 0))
        panel(surf, self.rect, (36, 28, 24), theme.GOLD, 14, 3, True)
        surf.blit(assets.text(self.title, 28, theme.GOLD, True), (self.rect.x + 24, self.rect.y + 20))
        y = self.rect.y + 70
        for ln in self.lines:
            surf.blit(assets.text(ln, 20, theme.CREAM), (self.rect.x + 40, y))
            y += 26
        for r, (label, _) in zip(self.button_rects(), self.buttons):
            hov = hover_pos is not None and r.collidepoint(hover_pos)
            surf.blit(button_surface(label, r.w, r.h, "primary", hov), r)
        if len(self.buttons) > 1:       # where Enter goes
            gfx.rect(surf, theme.WHITE, self.button_rects()[self.sel].inflate(8, 8), 3, border_radius=10)
