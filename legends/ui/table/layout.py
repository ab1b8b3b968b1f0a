"""Where everything goes on the 1920x1080 table (classic, wide and tall layouts)."""
from __future__ import annotations

import pygame

from .. import theme as T


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
        first = self.prompt_buttons[0]
        self.hint_button = pygame.Rect(first.x - 6 - 110, first.y, 110, first.h)   # Hint (X): the expert's top 3
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
