"""The focus cursor: every decision by keyboard or controller, not only by pointing.

While a human decides, a cursor in the deciding seat's colour sits on one of the things that
can decide now: a glowing hotspot (hand card, Sprint badge, ability, Critical Art or Stand-up
chip, combo-meter card, die, objective token), a legal figure or space on the map, a row of the
Legal options list, or an enabled Confirm / Skip / End phase button. The targets come only from
the InputMode (built from `game.pending`) and TableInput.hot_actions: the cursor never decides
what is legal.

- The arrows (a controller's d-pad and stick arrive as arrows carrying `pad`) move it to the
  nearest target in that direction: a candidate must lie ahead (its centre past the cursor's
  centre in that direction); the score is the distance ahead plus the sideways gap between the
  two rectangles (x3) plus the sideways offset of the centres (x1.2), so the same row or column
  wins over a diagonal. Nothing ahead: it stays. At the last visible row of the options list,
  Down scrolls the list one row (Up at the first row likewise).
- Enter (a controller's A) chooses it exactly as a left click on it would: `enter()` hands the
  target to the table's handler, which takes the same TableInput.click_hot / click_figure /
  click_space paths (handlers.py, `TableInput.activate`) (so a push asks for a space next and a
  thing with several actions opens the "which of these?" popup), the row's pick, the button's
  action.
- Every new decision (a new InputMode) puts it on the default: a lesson's next step (its goal),
  else Confirm when the decision has a confirm action that costs nothing (so Enter confirms as
  before; "Take damage" is not a default: a block decision starts on a card that blocks), else
  defaults.py's rules (a token to Interact with, the minion nearest a relic, a move toward the
  nearest enemy), else the first playable hand card, ability,
  figure, space (the nearest to the deciding fighter), other hotspot, option row, button; a thing
  whose every action would do nothing now (view.futile: an attack with no target ...) comes after
  every useful one, and one whose every action discards a card or spends EX (the engine's option
  info) after every free one (outside the block decision): "perform abilities, or end the fighter
  phase" starts on End the fighter phase, not on an ability that discards two cards. A focused target that stops being legal sends it back to the default.
- The mouse hides it (the mouse still works as before); the next arrow key or Enter shows it
  again. While hidden, Enter on the default Confirm confirms at once; on anything else the first
  Enter only shows the cursor (nothing invisible is ever chosen).
- The focused thing's tooltip shows once an arrow has moved the cursor (not over the table at the
  start of every decision); the label names the key of the device that steers it ("Cross: Play
  Sweep" on a PlayStation pad).
"""
from __future__ import annotations

import pygame

from .. import assets
from .. import paint
from .. import theme
from ..input.buttons import confirm_label
from ..paint.seatmarks import seat_mark
from . import claims, defaults, figures, hud, tooltip_place
from .boards.meter import UNLABELLED
from .focus_frame import frame_for
from .focus_nav import nearest
from .focus_spots import label_places
from .firstrow import first_using_row
from .inputmode import COSTLY_CONFIRM, describe
from .. import gfx

# the order of the default focus, after Confirm: what a player would reach for first
HOT_ORDER = {"hand": 0, "ability": 1, "critical": 1, "stand": 1, "meter": 4, "die": 4, "objective": 4, "sprint": 5}


class Target:
    """One focusable thing: kind "hot" (what = a hotspot ref), "figure" (a figure id), "space",
    "option" (a row index of the options list) or "button" (a Button)."""
    __slots__ = ("kind", "what", "rect", "tip")

    def __init__(self, kind, what, rect, tip=None):
        self.kind = kind
        self.what = what
        self.rect = pygame.Rect(rect)
        self.tip = tip             # a hotspot's own tooltip

    @property
    def key(self):
        return (self.kind, self.what if self.kind != "button" else self.what.label)

    def __repr__(self):
        return f"Target({self.kind}, {self.key[1]!r}, {tuple(self.rect)})"


class FocusCursor:
    def __init__(self, scene, hot_actions, prompt_buttons, tips, suggested=lambda: None, strips=lambda: False):
        self.scene = scene
        self.tips = tips                # the table's tooltips (tips.Tips): the focused thing's, its futility
        self.strips = strips            # () -> is the hand drawn as strips (a crowded hand in a short panel: hand.py)?
        self.suggested = suggested      # () -> an action the cursor starts on (a lesson's next step), or None
        self.hot_actions = hot_actions  # (hotspot ref, button) -> its legal actions (TableInput.hot_actions)
        self.prompt_buttons = prompt_buttons    # () -> the prompt bar's (Confirm, Skip, End phase) buttons
        self.key = None            # the focused target's key
        self.visible = True        # hidden by the mouse until the next arrow key or Enter
        self.steered = False       # moved by an arrow since the mouse last moved: the tooltip shows too
        self._mode = None          # the decision the focus belongs to
        self._cache = None         # (what the targets came from, the targets)
        self._refs = (None, {})    # (decision, {hotspot ref: stands for legal actions})

    def belongs_to(self, mode) -> bool:
        """Does the focus key belong to the decision `mode`? Peeked, not asked (current() would pick
        a default for a new decision from the last frame's hotspots)."""
        return self._mode is mode

    # --- what can be focused ---------------------------------------------------------------
    def active(self) -> bool:
        """A human decides, no animation plays, no popup or menu is open."""
        sc = self.scene
        g = sc.game
        return (sc.mode is not None and not sc.anim.active and not sc.handlers.modal and not g.is_over()
                and g.pending.seat in sc.humans)

    def targets(self) -> list:
        """Every focusable thing, from the last frame's hotspots and figures (worked out again
        only when they, the decision, the options list or the buttons changed)."""
        if not self.active():
            return []
        sc = self.scene
        m, lv = sc.mode, sc.options
        same = (sc.hotspots(), m, m.sub, sc.view.fig_rects)
        rest = (lv.scroll, lv.version, *(b.enabled for b in self.prompt_buttons()))
        c = self._cache
        if c is None or any(a is not b for a, b in zip(c[0], same)) or c[1] != rest:
            c = self._cache = (same, rest, self._targets())
        return c[2]

    def _legal_ref(self, ref) -> bool:
        """Does a hotspot stand for legal actions? (known per decision: hotspots repeat every frame)"""
        m = self.scene.mode
        if self._refs[0] is not m:
            self._refs = (m, {})
        known = self._refs[1]
        if ref not in known:
            known[ref] = bool(self.hot_actions(ref, 1))
        return known[ref]

    def _targets(self) -> list:
        sc = self.scene
        m, view = sc.mode, sc.view
        out, seen = [], set()
        for h in sc.hotspots():
            if h.ref is not None and h.ref not in seen and self._legal_ref(h.ref):
                seen.add(h.ref)
                out.append(Target("hot", h.ref, h.rect, h.tip))
        figs = m.figures()
        for r, fid in view.fig_rects:
            if fid in figs and fid not in seen:
                seen.add(fid)
                out.append(Target("figure", fid, r))
        spaces = set(m.spaces())
        if m.by_poi and not m.sub:
            spaces.add(sc.game.stage.poi_space)
        out += [Target("space", sp, view.space_bounds(sp)) for sp in sorted(spaces)]
        out += self._option_targets()
        out += [Target("button", b, b.rect) for b in self.prompt_buttons() if b.enabled and b.visible]
        return out

    def _option_targets(self) -> list:
        lv = self.scene.options
        if not lv.visible:
            return []
        pitch, shown = lv.rows()
        first = lv.scroll // pitch
        return [Target("option", i, tuple(lv.row_rect(i)))
                for i in range(first, min(len(lv.items), first + shown)) if lv.items[i][1] is not None]

    def actions(self, t) -> list:
        """The legal actions a target stands for (for its label and the tests)."""
        sc = self.scene
        m = sc.mode
        if t.kind == "hot":
            return self.hot_actions(t.what, 1)
        if t.kind == "figure":
            return list(m.by_figure.get(t.what, []))
        if t.kind == "space":
            if m.sub:
                return [m.sub[1][t.what]] if t.what in m.sub[1] else []
            return m.for_space(t.what)
        if t.kind == "option":
            return [sc.options.items[t.what][1]]
        return [a for a in [self._button_action(t.what)] if a is not None]

    def _button_action(self, b):
        m = self.scene.mode
        confirm, skip, _ = self.prompt_buttons()
        if b is confirm:
            return m.confirm_action()
        return m.second_action() if b is skip else m.key_action("E")

    # --- where the focus is ------------------------------------------------------------------
    def current(self, targets=None):
        """The focused target (the default when the decision changed or the focus is no longer legal)."""
        targets = self.targets() if targets is None else targets
        if not targets:
            return None
        if self._mode is not self.scene.mode:      # a new decision: the default, no tooltip until steered
            self._mode, self.key, self.steered = self.scene.mode, None, False
        for t in targets:
            if t.key == self.key:
                return t
        t = self.default(targets)
        self.key = t.key
        return t

    def default(self, targets):
        sc = self.scene
        aim = self.suggested()          # a lesson's next step (lesson.py): the cursor starts on its goal
        for t in targets if aim is not None else ():
            if aim in self.actions(t):
                return t
        row = first_using_row(sc.mode, sc.game.view, targets, self.actions)    # excess successes: a damage row
        if row is not None:
            return row
        confirm = self.prompt_buttons()[0]
        if confirm.enabled and sc.mode.confirm_action() is not None and sc.mode.decision.kind not in COSTLY_CONFIRM:
            for t in targets:
                if t.kind == "button" and t.what is confirm:
                    return t
        first = defaults.preferred(self, targets)     # a token to Interact with, a looter, a move (defaults.py)
        if first is not None:
            return first
        seat, v, d = sc.game.pending.seat, sc.game.view, sc.game.pending
        spends = self._spends if d.kind not in COSTLY_CONFIRM else (lambda acts: False)
        me = figures.fig_center(sc.view, sc.anim, sc.game, f"F{seat + 1}") or sc.view.map_rect.center

        def rank(t):
            c = t.rect.center
            near = (c[0] - me[0]) ** 2 + (c[1] - me[1]) ** 2
            acts = self.actions(t)
            others = not any(getattr(a, "seat", seat) == seat for a in acts)   # another player's card
            futile = bool(acts) and all(hasattr(a, "kind") and v.futile(a) for a in acts)   # would do nothing: last
            costly = spends(acts)       # discards a card or spends EX: after every free thing
            if t.kind == "hot":
                return (futile, costly, others, HOT_ORDER.get(t.what[0], 4), c[1], c[0])
            order = {"figure": 2, "space": 3, "option": 6, "button": 7}[t.kind]
            return (futile, costly, others, order, near if t.kind in ("figure", "space") else c[1], c[0])
        return min(targets, key=rank)

    def _spends(self, acts) -> bool:
        """Does every one of these actions discard a card or spend EX? (the engine's option info:
        Context.option; a block's card is the asked-for default, so the block decision never asks)"""
        ctx = self.scene.game.pending.context
        if not acts or ctx is None:
            return False
        for a in acts:
            info = ctx.option(a) if hasattr(a, "kind") else None
            if info is None or not (info.discards or info.ex):
                return False
        return True

    def is_default_confirm(self, t) -> bool:
        return t is not None and t.kind == "button" and t.what is self.prompt_buttons()[0]

    # --- keys ---------------------------------------------------------------------------------
    def move(self, dx, dy) -> bool:
        """An arrow: to the nearest target that way (stays at an edge; scrolls the options list).
        (Who may move it was checked before: seating.py.)"""
        sc = self.scene
        targets = self.targets()
        cur = self.current(targets)
        if cur is None:
            return False
        self.visible = self.steered = True
        sc.dirty = True
        if cur.kind == "option" and dx == 0 and self._scroll(cur, dy):
            return True
        best = nearest(cur, targets, (dx, dy))
        if best is not None:
            self.key = best.key
        return True

    def _scroll(self, cur, dy) -> bool:
        """Past the first or last visible row: scroll the list a row and focus the row shown."""
        lv = self.scene.options
        rows = [t.what for t in self._option_targets()]
        nxt = cur.what + dy
        edge = rows and cur.what == (rows[-1] if dy > 0 else rows[0])
        if not edge or not 0 <= nxt < len(lv.items) or lv.items[nxt][1] is None:
            return False
        if lv.scroll_rows(dy):
            self.key = ("option", nxt)
            return True
        return False

    def enter(self):
        """Enter / A: the focused target, for the table's handler to choose as a left click on it
        would (TableInput.activate); True when it was only shown; False if there is none."""
        sc = self.scene
        cur = self.current()
        if cur is None:
            return False
        if not self.visible and not self.is_default_confirm(cur):
            self.visible = True            # show where it is first: nothing unseen is chosen
            sc.dirty = True
            return True
        self.visible = True
        return cur

    # --- drawing ------------------------------------------------------------------------------
    def shown(self):
        """The focused target when the cursor is drawn (a human decides, no mouse since), else None."""
        return self.current() if self.visible else None

    def label(self, t) -> str:
        """What Enter / A does on `t`; a phone seat's decision says first that the phone decides
        (the TV's keys take it pressed twice: seating.py)."""
        text, phone = self._label(t), self.scene.seating.phone_words(self.scene.game.pending.seat)
        return text if phone is None else f"{phone} · {text.replace(': ', ' twice: ', 1)}"

    def _label(self, t) -> str:
        sc = self.scene
        g = sc.game
        pad = sc.seating.glyph_pad()        # as the prompt's buttons: the deciding seat's controller
        key = confirm_label(sc.app.settings, pad)
        if t.kind == "button":
            return f"{key}: {t.what.label}"
        acts = list(dict.fromkeys(self.actions(t)))
        if t.kind == "figure" and acts and all(a.kind == "push" for a in acts):
            return f"{key}: Push {g.view.name_of(t.what)}, then choose a space"
        why = self.tips.futility(acts)
        why = f" (would do nothing: {why})" if why else ""
        if len(acts) == 1:
            return f"{key}: {describe(g, acts[0], g.pending.seat)}{why}"
        return f"{key}: choose one of {len(acts)}{why}"

    def tip(self, t):
        tips = self.tips
        if t.kind == "figure":
            return tips.figure_tip(t.what)
        if t.kind == "space":
            return tips.space_tip(t.what)
        if t.tip:
            return tips.with_futility(t.tip, t.what if t.kind == "hot" else None)
        return tips.tip_at(t.rect.center)

    def _beside(self, t) -> bool:
        """Is the label put beside the target? A row of the options list, a strip of a crowded hand
        (above it, it would hide the row or the strip Up goes to)."""
        strip = t.kind == "hot" and t.what[0] in ("hand", "sprint") and self.strips()
        return t.kind == "option" or strip

    def _packed(self, t) -> bool:
        """Is the target a card of a combo meter without its label (a narrow board's: one row from the
        board's edge, or two rows, 4-5 px apart)? Its frame is a ring just out of it (focus_frame), off
        the board's edge and its neighbours, the card's name whole (boards/meter.py)."""
        if t.kind != "hot" or t.what[0] != "meter":
            return False
        return any(h.ref == ("meter_label", t.what[1]) and h.rect.w <= UNLABELLED for h in self.scene.hotspots())

    def _chips_under(self, surf, t) -> list:
        """(rect, pixels) of the figures' name chips and the START tag the frame around a figure or a
        space would cover (map/figures.py draws them over every figure: the cursor's frame keeps them read)."""
        if t.kind not in ("figure", "space"):
            return []
        reach, whole = t.rect.inflate(60, 60), surf.get_rect()
        view = self.scene.view
        names = list(view.name_chips) + [r for r in (getattr(view, "start_tag", None),) if r is not None]
        return [(c, surf.subsurface(c).copy()) for c in (pygame.Rect(r).clip(whole) for r in names)
                if c.w > 0 and c.h > 0 and c.colliderect(reach)]

    def draw(self, surf, layer=None, keys=None) -> list:
        """The cursor, its label and the target's tooltip; returns the rectangles drawn on. `keys`: (the
        key hints line, its 18-22 px rect) under the map this frame (drawing.py), the label's last place."""
        t = self.shown()
        if t is None:
            return []
        seat = self.scene.game.pending.seat % 4
        color = theme.SEAT_COLORS[seat]
        strip = (self._beside(t) and t.kind == "hot") or ("outside" if self._packed(t) else False)
        # `layer`: the frame's overlay layer (claims.py): the label placed off what must stay seen
        kept = self._chips_under(surf, t)
        frame = frame_for(surf, t, color, tight=strip)     # a list row's inside the row's own slot
        for r, img in kept:             # a name chip of a figure sharing the square stays over the frame
            surf.blit(img, r)
        if layer is not None:
            claims.claim_focus(layer, t.rect, frame)
        label = draw_label(surf, self.label(t), t.rect, color, self._beside(t), seat, layer, keys)
        out, line = [frame, label], key_line(layer, keys)
        on_line = line is not None and line.contains(label.inflate(-4, -4))
        if on_line:
            out.append(line.inflate(4, 4))         # on the keys' line: the line drawn on too (draw_on_strip)
        tip = self.tip(t) if self.steered else None     # not over the table until someone steers
        if tip:
            at = (t.rect.right - 12, t.rect.bottom - 12)
            far = t.kind in ("figure", "space") or on_line    # anywhere free rather than over the map's
            #      marks or the label on the keys' line (its room under the map: issue 26's eighth pass)
            out.append(tooltip_place.tooltip(surf, layer, tip, at, target=t.rect, far=far) if layer is not None
                       else paint.tooltip(surf, tip, at))
        return out


TOP_BAR = 50        # the top bar's height (Layout.top: 34 to 44 px) and a margin
LABEL_TEXT = 18     # the label's size (issue 26: 16 read 12 px high at 720p), fitted down to the floor


def _label_text(text, width, rect, beside, layer, mark) -> pygame.Surface:
    """The label's text at LABEL_TEXT where that leaves the label in the place it has at 16 (the
    first place by its target that covers nothing is the same), else at 16 (its size before)."""
    imgs = [assets.fit_text(text, width, z, theme.WHITE, True) for z in (LABEL_TEXT, 16)]
    if layer is None:
        return imgs[0]

    def first(img):
        size = img.get_rect().inflate(16 + mark, 8).size
        spots = claims.label_spots(size, rect, beside, layer.strip)
        return next((i for i, r in enumerate(spots) if layer.cost(r, ("focus frame",)) == 0), None)
    at = first(imgs[0])
    return imgs[0] if at is not None and at == first(imgs[1]) else imgs[1]


def draw_label(surf, text, rect, color, beside=False, seat=None, layer=None, keys=None) -> pygame.Rect:
    """What Enter / A does, in a pill above the target (below it near the top of the screen); for a
    row of the options list or a hand strip, left of it (above, it would hide the row Up goes to;
    right of it at the canvas's left edge): without an overlay layer. On the layer its first place is
    the keys' line (`keys`), where it is fitted to the line (draw_on_strip), whatever the target; then
    the places by the target that cover no square (focus_spots.label_places: issue 26's seventh
    pass, finding 5, and eighth, finding 3). It is never wider than the line."""
    mark = 0 if seat is None else 24      # the deciding seat's shape at the label's left end
    line = layer.strip.w - 32 - mark if layer is not None and layer.strip is not None else 460
    img = _label_text(text, max(160, min(460, line)), rect, beside, layer, mark)
    lr = img.get_rect().inflate(16 + mark, 8)
    lr.midbottom = (rect.centerx, rect.top - 14)
    if beside:
        lr.midright = (rect.left - 16, rect.centery)
        if lr.left < 4:
            lr.midleft = (rect.right + 16, rect.centery)
    elif lr.top < TOP_BAR:             # it would cover the top bar (turn, phase, the nemesis deck): below
        lr.midtop = (rect.centerx, rect.bottom + 14)
    if layer is not None:               # the overlay layer: the first of these places that covers nothing,
        on = strip_fit(text, key_line(layer, keys), rect, mark)     # the keys' line first, the label fitted to it
        line = [on[1]] if on is not None else []
        spots = label_places(layer, lr.size, rect, beside, line)     # the line first, never over a square
        lr = layer.place("focus label", spots, spare=("focus frame",))
        if on is not None and lr == on[1]:
            return draw_on_strip(surf, on, key_line(layer, keys), color, seat, mark, keys, layer)
    lr.clamp_ip(surf.get_rect())
    gfx.rect(surf, theme.darker(color, 0.55), lr, border_radius=lr.h // 2)
    gfx.rect(surf, color, lr, 2, border_radius=lr.h // 2)
    surf.blit(img, img.get_rect(center=(lr.centerx + mark // 2, lr.centery)))
    if seat is not None:
        seat_mark(surf, seat, (lr.x + 15, lr.centery), 8, "focus", number=False)
    return lr.inflate(4, 4)


STRIP_TEXT = 16     # the label's size on the keys' line (22 px high at 720p), 4 px under its height where lower


def key_line(layer, keys):
    """The keys' line under the map as drawn (`keys`: FocusCursor.draw's) over the layer's strip, up to
    its kept hints (F1 help, Menu: hud.claim_keys), or None."""
    if layer is None or layer.strip is None:
        return None
    line, pin = layer.strip.union(keys[1]) if keys else pygame.Rect(layer.strip), getattr(layer, "keys_pin", None)
    return line if pin is None or pin.x >= line.right else pygame.Rect(line.x, line.y, max(0, pin.x - line.x), line.h)


def strip_fit(text, strip, target, mark):
    """(text image, rect) of the focus label on the keys' line under the map (`strip`): as high as the
    line (at 28 px it half covered the key hints and touched the boards under them: issue 26's third
    pass, picture 14), as near under `target` as the line allows; the text at STRIP_TEXT (12 to 16 px),
    whole at 12 px, else without its "(would do nothing: ...)", else cut. None without a line."""
    if (s := strip) is None:
        return None
    z, room = max(assets.MIN_TEXT, min(STRIP_TEXT, s.h - 4)), s.w - 16 - mark - 8
    if assets.font(assets.MIN_TEXT, True).size(text)[0] > room >= assets.font(assets.MIN_TEXT, True).size(text)[0] - mark:
        mark, room = 0, room + mark         # whole without the seat's shape (1152x648: the line ends at F1 help)
    text = text if assets.font(assets.MIN_TEXT, True).size(text)[0] <= room else text.split(" (would do nothing")[0]
    img = assets.fit_text(text, room, z, theme.WHITE, True)
    r = pygame.Rect(0, 0, min(s.w, (img.get_width() + 18 + mark) // 2 * 2), s.h)    # even, rounded up: centred as label_spots
    r.center = (max(s.left + r.w // 2, min(s.right - r.w + r.w // 2, target.centerx)), s.centery)
    return img, r


def draw_on_strip(surf, on, strip, color, seat, mark, keys=None, layer=None) -> pygame.Rect:
    """The label on the keys' line: the line's hints hidden under a band (none half covered), the label's
    pill in it, in the larger room beside it the hints that fit whole, at the line's size and place (`keys`;
    hud.beside_label: the prompt bar's keys left out first, F1 help kept; noted as `layer`'s key_text, the
    toasts keep off them); returns the label's rectangle."""
    (img, lr), band = on, pygame.Rect(strip)
    if layer is not None:
        layer.key_text = []         # the line's hints under the band
    gfx.rect(surf, (26, 19, 14), band, border_radius=band.h // 2)
    gfx.rect(surf, theme.darker(color, 0.55), lr, border_radius=lr.h // 2)
    gfx.rect(surf, color, lr, 1, border_radius=lr.h // 2)
    mark = mark if lr.w >= img.get_width() + 17 + mark else 0      # (strip_fit left it out)
    surf.blit(img, img.get_rect(center=(lr.centerx + mark // 2, lr.centery)))
    if seat is not None and mark:
        seat_mark(surf, seat, (lr.x + 13, lr.centery), 7, "focus", number=False)
    left, right = lr.left - band.left - 12, band.right - lr.right - 12
    if keys and max(left, right) >= 48:         # a hint at least, as the line draws them (hud.draw_hints)
        (line, part), room = keys, max(left, right)
        z, line = hud.beside_label(line, part, room)      # (help and Menu stay where they are)
        t = assets.text(line, z, (240, 226, 200))
        if t.get_width() <= room:
            at = surf.blit(t, (lr.right + 10 if right >= left else band.left + 8, part.bottom - t.get_height() - 1))
            getattr(layer, "key_text", []).append(at)
    return lr.inflate(4, 4)
