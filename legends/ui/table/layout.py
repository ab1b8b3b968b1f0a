"""Where everything goes on the table, for a canvas of any size from 1152x648 up (classic, wide, tall
and side layouts)."""
from __future__ import annotations

import pygame

from .. import theme
from .map.view import MARGIN, MIN_MARGIN, square_size

SMALL, FULL = 720, 1080     # the canvas heights the sizes below are given for (interpolated between)
FULL_SEAT_W = 420           # a fighter board narrower than this shows its essentials (boards/seat.py)
SIDE_ESSENTIALS_W = 182     # the other seat's essentials in a side layout's row (2 seats)
LOG_LEAST = 56              # the log's header and one line: what it keeps for the options' 4 rows
OPTIONS_TITLE = 38          # the options list's title and margins (widgets.ListView), over its rows
LESSON_BESIDE = 280         # a lesson panel's width beside a lone seat (Layout._beside_seat; 720p's panel is as wide)
LESSON_LOG = 74             # what of a lesson's log_room is the log's own (its header and 2 lines: lesson.LOG_TWO)
RIVALS_W = 240              # the rivals' box at the end of a seats row whose boards do not all fit whole


class Layout:
    """Where everything goes on a canvas of `size` (the window's pixels over the UI scale,
    screen.canvas_for; never under 1152x648, a 720p screen's window).

    The bars, the side columns and the seats row have a size for a 720 px high canvas and one for
    1080 px (today's table, unchanged), interpolated between and kept at the 1080 sizes above:
    text has a size in pixels, so a bigger canvas gives its extra room to the map, not to the
    panels. 3-4 players: the seats fill the bottom row ("classic"); where four full boards do not
    fit the width, the seat shown in full (the one deciding, looked at or focused) gets a full
    board's width and the others their essentials (`seats_for`). 1-2 players leave room, so the
    map takes it: a wide map (e.g. 10x4) gets the whole width right of the nemesis board ("wide"),
    with the log, the seats, the options and the hand in the bottom row (under 1080 px: the options
    and the log in its left corner, the rival cards and the hand at its right end); a square map gets
    the whole height of the centre: between the side columns with a seat in each bottom corner
    ("tall"), or, under 1080 px, at the right edge with the panels and the seats' row left of it
    ("side"). The layout that gives the map the biggest squares wins. The dice tray and transient
    cards sit over the hand and the right column (a boxed wide row: the options and the log), never
    over the map. Under 720 px high (a 720p screen's 1152x648 window) every player count gets the
    classic layout: the others leave the nemesis board too short for its abilities. The options list holds 4 whole rows at least on any canvas (`option_row`).
    """

    def __init__(self, n_seats, board_size=(6, 6), size=None, log_room=0, only=None):
        W, H = size if size is not None else (theme.W, theme.H)
        self.size = (W, H)
        self.t = t = max(0.0, min(1.0, (H - SMALL) / (FULL - SMALL)))
        self.lerp = lambda a, b: int(round(a + (b - a) * t))
        lerp = self.lerp
        self.gap = lerp(6, 8)
        self.option_row = lerp(28, 32)      # the options list's rows: 4 whole in the shortest list (720p)
        self.option_text = 18               # their text (16 px read 12 px high to OCR at 720p; 18, 14)
        self.top = pygame.Rect(0, 0, W, lerp(34, 44))
        self.prompt = pygame.Rect(12, self.top.bottom + lerp(5, 6), W - 24, lerp(42, 50))
        self._buttons(W)
        self.y0 = self.prompt.bottom + self.lerp(5, 6)                    # 106 at 1080
        self.n = n = max(1, n_seats)
        self.rivals = None
        kinds = ["classic"] if n >= 3 or H < SMALL else ["wide", "tall"] + (["side"] if self.t < 1 else [])
        kinds = [only] if only in kinds else kinds
        best = max(kinds, key=lambda k: (self._probe(k, n, board_size), -kinds.index(k)))
        self.kind = best
        self._columns(best)
        self._widen(best, n, board_size)
        self.nemesis = pygame.Rect(12, self.y0, self.left_w, 0)
        self.minions = pygame.Rect(12, 0, self.left_w, lerp(104, 164))
        getattr(self, "_" + best)(n)
        self.minions.bottom = self.map.bottom if best == "wide" else self.row_y - 6
        self.nemesis.h = min(462, self.minions.y - 6 - self.y0)    # taller than 1080p's: no taller board,
        self.minions.y = self.nemesis.bottom + 6                    # the minion sheet under it
        self._grow_log()
        self.dice = pygame.Rect(self.hand)                   # the tray covers the hand, never the map
        r = self.card_spot
        ch = min(350, r.h - 8)
        self.card = pygame.Rect(0, 0, ch * 250 // 350, ch)
        self.card.center = r.center
        self.lesson = None          # a lesson's panel beside a lone seat (_beside_seat), else it shares the log's place
        if self.log.h < log_room and only is None:
            self._roomier(kinds, n, board_size, log_room)
        if self.log.h < log_room and only is None:
            self._beside_seat(log_room)
        self.log_room, self.asked = log_room, 0
        self.base = (pygame.Rect(self.log), pygame.Rect(self.options), pygame.Rect(self.card_spot))

    def fit_options(self, rows, pitch, line, keep):
        """The log / options split for a list of `rows` rows of `pitch` px: where the two share a
        column, the list takes whole log lines (`line` px) beyond `keep` until every row fits (no
        more than it lacks); 0 rows, or a lesson's table (its panel in the log's place): as laid out."""
        self.asked = rows
        if self.log_room:           # (the lesson's panel took the log's place: lesson.py)
            return
        lg, o, cs = (pygame.Rect(r) for r in self.base)
        self.log, self.options, self.card_spot = lg, o, cs
        lack = OPTIONS_TITLE + rows * pitch - o.h
        spare = (lg.h - 34) // line - keep
        if lack <= 0 or spare <= 0 or (lg.x, lg.w) != (o.x, o.w):
            return
        give = min(spare, -(-lack // line)) * line
        if 0 <= o.y - lg.bottom <= 8:           # the log over the options
            lg.h -= give
            o.y -= give
            o.h += give
            if cs.x == o.x and cs.y == o.y + give:
                cs.y -= give
                cs.h += give
        elif 0 <= lg.y - o.bottom <= 8:         # the options over the log
            o.h += give
            lg.y += give
            lg.h -= give

    def _beside_seat(self, log_room):
        """No layout gives the log's place `log_room` (a lesson at 1152x648: the classic layout, 57
        px): a lone seat's board narrows to LESSON_BESIDE short of the seats' row and the lesson's
        panel takes the end of the row (its board needs no more than FULL_SEAT_W to show whole)."""
        span = self.seat_span
        if self.n != 1 or self.kind == "tall" or span.w - LESSON_BESIDE - 10 < FULL_SEAT_W \
                or span.h < log_room - LESSON_LOG:
            return
        span.w -= LESSON_BESIDE + 10
        self.lesson = pygame.Rect(span.right + 10, span.y, LESSON_BESIDE, span.h)
        self.seats = self.seats_for(None)

    def _roomier(self, kinds, n, board_size, log_room):
        """`log_room`: the least height the log's place needs (a lesson: its panel and 2 log lines).
        Where the layout with the biggest squares leaves it shorter, the one with the biggest
        squares among those that give it (a lesson on a square stage at 720p: "tall", the log's
        place the seat row's height in the bottom-right corner, rather than "side"'s 80 px); none:
        this one stays."""
        others = [Layout(n, board_size, self.size, only=k) for k in kinds if k != self.kind]
        roomy = [o for o in others if o.log.h >= log_room]
        if roomy:
            self.__dict__.update(max(roomy, key=lambda o: o.cell(o.map, board_size)).__dict__)

    def _grow_log(self):
        """Under 1080 px the options list gives the log its height beyond 4 whole rows where the two
        are stacked in one column (and takes from it, down to a line, what it lacks for 4 rows) (a nemesis phase is 5 to 10 lines: on a 720p table the log shows 4
        or 5 rather than 2; solo at 1728x972, 5 rather than 3). The 1080p table keeps its sizes."""
        o, lg = self.options, self.log
        need, squeezed = OPTIONS_TITLE + 4 * self.option_row, OPTIONS_TITLE + int(3.5 * self.option_row) + 1
        if o.h >= need:
            spare = o.h - need
        else:                   # (a 1152x648 canvas: the options' 4 rows, a little squeezed (widgets.ListView), come first)
            spare = -min(max(0, squeezed - o.h), max(0, lg.h - LOG_LEAST))
        if self.t >= 1 or not spare or (lg.x, lg.w) != (o.x, o.w):
            return
        if 0 <= o.y - lg.bottom <= 8:           # the log over the options (classic, side, tall 2 seats)
            lg.h += spare
            o.y += spare
            o.h -= spare
            if self.card_spot.x == o.x:
                self.card_spot.y += spare
                self.card_spot.h -= spare
        elif 0 <= lg.y - o.bottom <= 8:         # the options over the log (a wide map under 1080 px)
            o.h -= spare
            lg.y -= spare
            lg.h += spare

    def _row(self, kind):
        """The seats row's height: 262 px on a 720 px canvas, 330 from 1080. Under 1080 px the rival
        cards of a classic or wide layout leave the boards for a box of their own (3-4 seats: at the
        row's end; a wide map: over the hand), so the row is a board's height (212 / 238 px on 720)
        and the map gets the height."""
        self.boxed = self.t < 1 and kind not in ("tall", "side")
        self.seats_h = self.lerp(262, 330)
        if self.boxed:
            self.seats_h = self.lerp(212, 260) if kind == "classic" else self.lerp(238, 330)
        self.row_y = self.size[1] - 6 - self.seats_h        # 744 at 1080

    def _columns(self, kind):
        """The side columns' widths: 280 / 300 on a 720 px canvas, 432 / 440 from 1080 px; the tall
        layout's seats stand in them, so there they are never narrower than a full board (one seat:
        the left one). (And the seats row's height: _row.)"""
        self._row(kind)
        self.left_w, self.right_w = self.lerp(280, 432), self.lerp(300, 440)
        if kind == "tall":          # (one seat: in the left corner only, the right column as narrow as the left)
            self.left_w = max(self.left_w, FULL_SEAT_W)
            self.right_w = max(self.right_w, FULL_SEAT_W) if self.n >= 2 else self.lerp(280, 440)
        self.right_x = self.size[0] - 12 - self.right_w
        if kind == "side":
            self._side_columns()

    def _side_columns(self):
        """The side layout (1-2 seats on a canvas under 1080 px): the map at the right edge as wide
        as its squares use at the centre's full height, the panels left of it: the nemesis column,
        the log / options / hand column, and the seats' row under both (the full board, 420 px, and
        the other seat's essentials)."""
        W, H = self.size
        cell = square_size(pygame.Rect(0, 0, 10 ** 5, H - 6 - self.y0), self._board)
        need = int(self._board[0] * cell + 2 * max(MIN_MARGIN, MARGIN * cell)) + 1
        least = max(self.left_w + 8 + self.right_w, FULL_SEAT_W + 10 + SIDE_ESSENTIALS_W)
        panels = max(least, W - 24 - 8 - need)
        self.right_x = 12 + self.left_w + 8
        self.right_w = 12 + panels - self.right_x

    def _probe(self, kind, n, board_size) -> float:
        self._board = board_size
        self._columns(kind)
        return self.cell(getattr(self, "_" + kind)(n, probe=True), board_size)

    def _widen(self, kind, n, board_size):
        """A map short of height leaves width its squares cannot use: the side columns take it, up
        to their 1080p widths (a square stage on a 720p canvas: the nemesis board, the log, the
        options and the hand as wide as on 1080p)."""
        area = getattr(self, "_" + kind)(n, probe=True)
        cell = self.cell(area, board_size)
        spare = area.w - int(board_size[0] * cell + 2 * max(MIN_MARGIN, MARGIN * cell)) - 8
        if spare <= 0 or kind in ("wide", "side"):
            return
        more_l = min(432 - self.left_w, spare // 2)
        more_r = min(440 - self.right_w, spare - more_l)
        self.left_w += max(0, more_l)
        self.right_w += max(0, more_r)
        self.right_x = self.size[0] - 12 - self.right_w

    def _buttons(self, W):
        lerp = self.lerp
        widths = (lerp(168, 240), lerp(96, 130), lerp(132, 170), lerp(120, 170))
        gap = 6
        x = self.prompt.right - 8 - sum(widths) - gap * 3
        self.prompt_buttons = []
        for bw in widths:
            self.prompt_buttons.append(pygame.Rect(x, self.prompt.y + 5, bw, self.prompt.h - 10))
            x += bw + gap
        first = self.prompt_buttons[0]
        hw = lerp(90, 110)
        self.hint_button = pygame.Rect(first.x - gap - hw, first.y, hw, first.h)   # Hint (X): the expert's top 3
        bw, bh = lerp(100, 116), self.top.h - 10
        self.top_buttons = [pygame.Rect(W - 12 - 2 * bw - 6, 5, bw, bh), pygame.Rect(W - 12 - bw, 5, bw, bh)]

    @classmethod
    def cell(cls, area, board_size):
        """The side of the map's squares in `area` (as MapView draws them)."""
        return square_size(area, board_size)

    def _column(self, top, bottom, log_h=None, hand_h=None):
        """The right column from `top` to `bottom`: the log, the options, the hand (or without the log)."""
        g, lerp = 6, self.lerp
        x, w = self.right_x, self.right_w
        hand_h = hand_h or lerp(132, 174)
        if log_h is None:
            self.options = pygame.Rect(x, top, w, bottom - top - hand_h - g)
        else:
            self.log = pygame.Rect(x, top, w, log_h)
            self.options = pygame.Rect(x, self.log.bottom + g, w, bottom - self.log.bottom - 2 * g - hand_h)
        self.hand = pygame.Rect(x, bottom - hand_h, w, hand_h)
        self.card_spot = pygame.Rect(x, self.options.y, w, self.hand.bottom - self.options.y)

    def _classic(self, n, probe=False):
        W, H = self.size
        x = 12 + self.left_w + 8
        self.map = pygame.Rect(x, self.y0, self.right_x - 8 - x, self.row_y - 6 - self.y0)
        if probe:
            return self.map
        self._column(self.y0, self.row_y - 6, self.lerp(80, 250))
        self.seat_span = pygame.Rect(12, self.row_y, W - 24, self.seats_h)
        if self.boxed:
            self.rivals = pygame.Rect(W - 12 - RIVALS_W, self.row_y, RIVALS_W, self.seats_h)
            self.seat_span.w -= RIVALS_W + 10
        self.seats = self.seats_for(None)
        return self.map

    def seats_for(self, full=None) -> list:
        """The seats' rectangles in the bottom row when seat `full` is shown in full: all as wide as
        they can be (up to 640) when every board fits whole; else `full` (or the first seat) gets a
        full board's width and the others share the rest (their essentials: boards/seat.py)."""
        if self.kind == "tall":
            return list(self.seats)
        span, n, gap = self.seat_span, self.n, 10
        w = min(640, (span.w - gap * (n - 1)) // n)
        if w >= FULL_SEAT_W or n == 1:
            x0 = span.centerx - (w * n + gap * (n - 1)) // 2
            return [pygame.Rect(x0 + i * (w + gap), span.y, w, span.h) for i in range(n)]
        big = FULL_SEAT_W
        small = (span.w - big - gap * (n - 1)) // (n - 1)
        full = 0 if full is None or not 0 <= full < n else full
        out, x = [], span.x
        for i in range(n):
            ww = big if i == full else small
            out.append(pygame.Rect(x, span.y, ww, span.h))
            x += ww + gap
        return out

    def _wide(self, n, probe=False):
        W, H = self.size
        x = 12 + self.left_w + 8
        self.map = pygame.Rect(x, self.y0, W - 12 - x, self.row_y - 6 - self.y0)
        if probe:
            return self.map
        y0, h = self.row_y, self.seats_h
        self.log = pygame.Rect(12, y0, self.left_w, h)
        self._column(y0, y0 + h)
        self.card_spot = pygame.Rect(self.right_x, y0, self.right_w, h)
        self.seat_span = pygame.Rect(x, y0, self.right_x - 8 - x, h)
        if self.boxed:
            self._wide_boxed(n, y0, h)
        self.seats = self.seats_for(None)
        return self.map

    def _wide_boxed(self, n, y0, h):
        """A wide map under 1080 px: the row, a board's height, is too short for the options over the
        hand, so the options and the log take the bottom-left corner, the rival cards' box and the
        hand the right end (a transient card shows over the options and the log). The seats keep a
        full board's width (two: and the other's essentials), the right end takes up to 60 px more
        (the hand's strips wider: boards/hand.py)."""
        g, lerp = 6, self.lerp
        need = FULL_SEAT_W + (10 + SIDE_ESSENTIALS_W) * (n - 1)
        more = max(0, min(60, self.seat_span.w - need))
        self.right_w += more
        self.right_x -= more
        self.seat_span.w -= more
        log_h = lerp(82, 120)
        self.options = pygame.Rect(12, y0, self.left_w, h - log_h - g)
        self.log = pygame.Rect(12, self.options.bottom + g, self.left_w, log_h)
        self.rivals = pygame.Rect(self.right_x, y0, self.right_w, n * lerp(44, 64) + g * (n - 1))
        self.hand = pygame.Rect(self.right_x, y0 + h - lerp(132, 174), self.right_w, lerp(132, 174))
        self.card_spot = pygame.Rect(12, y0, self.left_w, h)

    def _tall(self, n, probe=False):
        W, H = self.size
        x = 12 + self.left_w + 8
        self.map = pygame.Rect(x, self.y0, self.right_x - 8 - x, H - 6 - self.y0)
        if probe:
            return self.map
        y0, h = self.row_y, self.seats_h
        self.seats = [pygame.Rect(12, y0, self.left_w, h), pygame.Rect(self.right_x, y0, self.right_w, h)][:n]
        self.seat_span = pygame.Rect(12, y0, W - 24, h)
        if n == 1:      # no second seat: the log takes the bottom-right corner
            top = self.row_y - 6 - self.lerp(0, 164 + 6)      # beside the nemesis board (1080p), the log under them
            self._column(self.y0, top, None)
            self.log = pygame.Rect(self.right_x, top + 6, self.right_w, H - 6 - top - 6)
        else:
            self._column(self.y0, self.row_y - 6, self.lerp(80, 250))
        return self.map

    def _side(self, n, probe=False):
        W, H = self.size
        x = self.right_x + self.right_w + 8
        self.map = pygame.Rect(x, self.y0, W - 12 - x, H - 6 - self.y0)
        if probe:
            return self.map
        self._column(self.y0, self.row_y - 6, self.lerp(80, 250), self.lerp(130, 174))    # 4 options rows at 720
        self.seat_span = pygame.Rect(12, self.row_y, x - 8 - 12, self.seats_h)
        self.seats = self.seats_for(None)
        return self.map

    def regions(self) -> dict:
        """Every named rectangle (for tests and tools)."""
        out = {k: getattr(self, k) for k in ("top", "prompt", "nemesis", "minions", "map", "log", "options", "hand",
                                             "dice", "card_spot", "card", "hint_button")}
        if self.rivals is not None:
            out["rivals"] = self.rivals
        out.update({f"button{i}": r for i, r in enumerate(self.prompt_buttons)})
        out.update({f"top_button{i}": r for i, r in enumerate(self.top_buttons)})
        out.update({f"seat{i}": r for i, r in enumerate(self.seats)})
        if self.lesson is not None:
            out["lesson"] = self.lesson
        return out
