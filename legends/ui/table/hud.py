"""The top bar (stage, turn, active player, phase, the loss counter, the nemesis deck), the prompt
bar (who decides what; while the log animates, the line being shown) and the key hints."""
from __future__ import annotations

import pygame

from .. import assets
from .. import paint
from .. import theme
from ..paint import Hot
from ..paint.seatmarks import seat_mark
from .inputmode import COSTLY_CONFIRM
from .seatview import decision_words, seat_color, seat_name, who_decides
from .words import dice_words, terse
from .. import fitted
from .. import gfx

LOSS_LABELS = {"objectives_destroyed": "bombs detonated {now}/{limit}", "relics_lost": "relics lost {now}/{limit}",
               "space_overrun": "minions in {space} {now}/{limit}", "time_limit": "round {now} of {limit}"}
KEY_HINTS = ("Enter confirm · Esc cancel · S skip · E end phase · B boost · 1-9 pick · X hint · Ctrl+Z undo · "
             "P enemy moves · F5 save · F9 load · Space skip · F11 fullscreen · F1 help")   # fits a 1008 px map
HINTS_DROPPED = ("confirm", "skip", "end phase", "hint", "undo",     # on the prompt bar's buttons: left out first
                 "fullscreen", "load", "save", "skip", "zoom / skip", "hands", "enemy moves", "boost")
KEPT = ("help", "menu")     # never left out, last on the line, claimed: nothing is drawn over them (pinned)
KEPT_WEIGHT = 25          # their claim's weight a pixel: a tooltip goes over a board or the log first, over a name or a feature's name (claims.NAME, FEATURE: 30) last
TOP_LABEL = 18      # TURN / ACTIVE / PHASE / LOSE IF: caps that read 13 px high to OCR at 720p
HINT_SIZE = 17      # the hints' size where the strip under the map is tall enough (hint_plan)
HINT_MIN = 13       # the hints' smallest size: a narrower map shows fewer of them, each whole (F1 lists all)
PHASE_LABELS = {"fighter": ("Fighter phase", theme.CREAM), "nemesis": ("Nemesis phase", (220, 150, 255)),
                "setup": ("Setup", theme.CREAM)}


def top_sig(shown, turn):
    """What the top bar shows (its part's signature, the scene's redraw generation goes beside it):
    the turn as animated (`turn`: GameScene.turn_view), the game as the animation shows it (`shown`)."""
    ns = shown.view.nemesis
    return (turn, loss_status(shown), len(ns["deck"]), len(ns["discard"]), ns["ex"])


def prompt_sig(sc):
    """What the prompt bar shows (its part's signature, with the scene's redraw generation beside it)."""
    g, an = sc.game, sc.anim
    cur = an.cur.entry.get("text") if an.active and an.cur is not None else None
    return (g.pending.seat, g.pending.prompt, sc.mode.title() if sc.mode else None, g.is_over(), cur,
            an.active, sc.turn_view() if an.active else None, sc.seating.note(), an.waiting,
            tuple(theme.SEAT_COLORS), text_look(sc), sc.seating.glyph_pad())


def text_look(sc) -> tuple:
    """(text scale, high contrast) of the prompt and the options list (Settings, issue 32 item 5)."""
    s = sc.app.settings
    return int(s.table_text) / 100, s.high_contrast


def loss_status(g) -> str:
    """A short live counter for the stage's special loss condition (from loss_progress) in the
    game `g` (as the animation shows it: the counter as of the log entry being animated)."""
    p = g.view.loss_progress()
    now, limit = p.get("now"), p.get("limit")
    label = LOSS_LABELS.get(p.get("effect"))
    if label and now is not None and limit is not None:
        space = g.stage.loss.args.get("space", "")
        return label.format(now=now, limit=limit, space=space if space else "")
    text = p.get("text") or ""
    return text if len(text) < 60 else text[:57] + "..."


def draw_top(surf, r, g, turn, layout):
    """LEGENDS, the stage, TURN / ACTIVE / PHASE / LOSE IF and the nemesis deck of the game `g` as
    the animation shows it, at the turn `turn` ((turn, active seat, phase): GameScene.turn_view), in
    the layout's top bar `r` (its buttons on the right); on a narrow canvas the logo, then the nemesis
    deck (also on its board), then the stage's name give way."""
    hots = []
    gfx.rect(surf, (26, 20, 18), r)
    gfx.line(surf, (150, 110, 60), r.bottomleft, r.bottomright, 2)
    turn, active, phase = turn
    plabel, pcol = PHASE_LABELS.get(phase, PHASE_LABELS["fighter"])
    values = (("TURN", str(turn), theme.GOLD),
              ("ACTIVE", f"P{active + 1} {g.view.fighter_name(active)}", theme.SEAT_COLORS[active % 4]),
              ("PHASE", plabel, pcol), ("LOSE IF", loss_status(g), (255, 140, 120)))
    ns = g.view.nemesis
    logo = assets.text("LEGENDS", 26, (236, 60, 40), True, kind="title")
    stage = assets.text(g.stage.name, 20, theme.CREAM, True)
    deck = assets.text(f"Nemesis deck {len(ns['deck'])} · discard {len(ns['discard'])} · EX {ns['ex']}", 18,
                  (220, 190, 255), True)
    right = r.x + layout.top_buttons[0].x - layout.top.x - 16
    fields, need = top_fields(values, right - r.x - 14 - stage.get_width() - 22, r.h)
    show = {"logo": True, "stage": True, "deck": True}
    optional = (("logo", logo, 18), ("stage", stage, 22), ("deck", deck, 16))     # (what, image, gap after)
    for drop in ("logo", "deck", "stage"):      # the first to give way first
        if need + 14 + sum(img.get_width() + gap for k, img, gap in optional if show[k]) > right - r.x:
            show[drop] = False
    x = r.x + 14
    if show["logo"]:
        surf.blit(logo, (x, r.centery - logo.get_height() // 2))
        x += logo.get_width() + 18
    rules = " ".join(x.text for x in g.stage.rules)
    loss = g.view.loss_progress()
    if show["stage"]:
        surf.blit(stage, (x, r.centery - stage.get_height() // 2))
        hots.append(Hot((x, r.y, stage.get_width(), r.h), (g.stage.name, f"{rules} Loss: {loss['text']}",
                                                           "Stage Rules / Objective")))
        x += stage.get_width() + 22
    for label, lt, vt in fields:
        vy = r.centery - vt.get_height() // 2
        surf.blit(lt, (x, vy + vt.get_height() - lt.get_height()))      # on the value's line, not raised
        surf.blit(vt, (x + lt.get_width() + 8, vy))
        if label == "LOSE IF":
            hots.append(Hot((x, r.y, lt.get_width() + vt.get_width() + 8, r.h),
                            ("Special loss condition", loss["text"], "Objective / Stage Rules")))
        x += lt.get_width() + vt.get_width() + 30
    if show["deck"]:
        surf.blit(deck, (right - deck.get_width(), r.centery - deck.get_height() // 2))
    return hots


def top_fields(values, room, height) -> tuple:
    """The top bar's (label, label image, value image) fields and the width they take: the labels
    (TURN, ACTIVE, PHASE, LOSE IF) at TOP_LABEL px where the fields leave `room` for the stage's
    name, else a size smaller at a time down to 13 (13 px read 9 px high to OCR at 720p)."""
    imgs = [(label, assets.text(val, 20, col, True)) for label, val, col in values]
    for z in range(max(13, min(TOP_LABEL, height - 14)), 12, -1):
        fields = [(label, assets.text(label, z, (190, 160, 120), True), vt) for label, vt in imgs]
        need = sum(lt.get_width() + vt.get_width() + 30 for _, lt, vt in fields)
        if need <= room or z == 13:
            return fields, need


def prompt_parts(sc, keys=True):
    """(who, what, colour, how) of the prompt bar (`keys` False: without the TV's key advice, for
    the phones: phones/tv.py, phone_prompt). It names the player who decides, never "you":
    who is "P2 · Ken decides" (how "decides") or "P3 · Ryu (Bot, expert) is thinking..." (how
    "thinking"), drawn as a pill in the seat colour, then what is being decided, in the words of
    the decision. While the log animates (how "showing"): whose turn is being shown ("P1 · Ryu",
    "P1 · NEMESIS PHASE") and the line being shown. Nobody decides: how None."""
    g = sc.game
    if sc.anim.active and sc.anim.waiting:              # the nemesis phase a step at a time (Settings)
        _, shown, _ = sc.turn_view()
        return f"P{shown + 1} · NEMESIS PHASE", "Enter / A: the next step  ·  Space: the rest", seat_color(shown), "showing"
    if sc.anim.active and sc.anim.cur is not None:       # whose turn the table is showing, not who decides next
        _, shown, phase = sc.turn_view()
        who = f"P{shown + 1} · NEMESIS PHASE" if phase == "nemesis" else seat_name(sc, shown)
        return who, dice_words(sc.anim.cur.entry.get("text", "")), seat_color(shown), "showing"
    # a seat waiting for its controller says so; else the decision in its own words
    what = (keys and sc.seating.note()) or dice_words(decision_words(sc.mode.title() if sc.mode else g.pending.prompt))
    who = who_decides(sc)
    if who is None:
        return None, what, (120, 120, 120), None
    if keys and sc.mode is not None and g.pending.seat in sc.humans and sc.mode.decision.kind in COSTLY_CONFIRM \
            and sc.mode.confirm_key() != "Enter":
        what += f" · [{enter_name(sc)}]{ADVICE}"     # a block: Enter is not Confirm's
    return who, what, seat_color(g.pending.seat), "decides" if g.pending.seat in sc.humans else "thinking"


ADVICE, ADVICE_SHORT = ": block with the framed card", ": block"     # a block's key advice, and shorter
ADVICE_MIN = 14     # the size the prompt goes down to, on two lines, before its key advice is shortened


def advised(text, width, height, size) -> str:
    """The prompt's `text` with its key advice ("· [A]: block with the framed card") whole when
    the line fits whole on one or two lines at ADVICE_MIN px or more; else the advice shortened
    ("· [A]: block"), else left out: the decision's own words are never cut for it (issue 26's
    fifth pass, finding 2: cut at 1280x720)."""
    if not text.endswith(ADVICE):
        return text
    head, _, key = text[:-len(ADVICE)].rpartition(" · ")
    tries = [text, f"{head} · {key}{ADVICE_SHORT}", head]
    return next((t for t in tries if _whole(t, width, height, size)), head)


def who_label(who, how, text, room, height, size, z) -> str:
    """The pill's "P1 · Birdie decides:" (a bot's "P2 · Zangief (Bot, greedy) is thinking...", then
    "P2 · Zangief is thinking...", "P2 is thinking..."): pill_plan's label."""
    return pill_plan(who, how, text, room, height, size, z)[0]


NOW_W = 60          # the NOW chip beside a narration's pill, and its gap


def pill_tries(who, how) -> list:
    """The pill's words, the longest first: "P1 · Birdie decides:", "P1 · Birdie:", "P1:"; a bot's
    "... (Bot, greedy) is thinking...", "P2 · Zangief is thinking...", "P2 is thinking..."; a
    narration's "P3 · NEMESIS PHASE", "NEMESIS PHASE", "NEMESIS" (or "P1 · Ryu", "P1")."""
    seat, _, rest = who.partition(" · ")
    if how == "thinking":
        return [who, f"{seat} · {rest.split(' (')[0].removesuffix(' is thinking...')} is thinking...",
                f"{seat} is thinking..."]
    if how == "decides":
        return [who + ":", who.replace(" decides", "") + ":", seat + ":"]
    if rest == "NEMESIS PHASE":
        return [who, rest, "NEMESIS"]
    return [who, seat] if rest else [who]


def pill_plan(who, how, text, room, height, size, z, one_line=True) -> tuple:
    """(pill, NOW chip) beside the decision's words (its key advice aside) in `room` px: the longest
    pill at which the words fit one line at the bar's full `size` (not a narration's: its pill would
    change from line to line); else the longest at which they are whole at its two-line size
    (two_size: 1280x720's 18 px; 1152x648: the bar's buttons leave some 230 px); else the shortest. A narration keeps its NOW chip until even the shortest pill
    leaves its words too little room. The pill gives way before the words shrink (issue 26's ninth
    pass, finding 1; its re-check, findings 2 and 3: "P4 · Dhalsim (Bot, expert) is thinking..."
    beside "play style card 2 of / 2" at 18 px, 1152x648's nemesis narration at 12 px, cut).
    `one_line` False (demo_banner: its banner gives way first): the two-line rule alone, and a
    narration's whole pill and chip."""
    if how not in ("decides", "thinking", "showing"):
        return who, False
    said = text[:-len(ADVICE)].rpartition(" · ")[0] if text.endswith(ADVICE) else text
    pills = pill_tries(who, how)
    tries = [(t, True) for t in pills] + [(pills[-1], False)] if how == "showing" else [(t, False) for t in pills]
    tries = tries if one_line or how != "showing" else tries[:1]
    bold = assets.font(z, True)

    def width(t, now):
        return room - bold.size(t)[0] - 18 - (NOW_W if now else 0)
    one_line = one_line and how != "showing"        # a narration's pill stays put while its words are whole
    one = next((t for t in tries if one_line and assets.font(size, True).size(said)[0] <= width(*t)), None)
    two = two_size(size, height)
    return one or next((t for t in tries if _whole(said, width(*t), height, size, two)), tries[-1])


def two_size(size, height) -> int:
    """The prompt's size on two lines in a bar `height` px high: the largest up to `size` whose two
    lines fit (MIN_TEXT at the least)."""
    return next((z for z in range(size, assets.MIN_TEXT - 1, -1)
                 if 2 * assets.font(z, True).get_linesize() <= height), assets.MIN_TEXT)


def _whole(text, width, height, size, floor=ADVICE_MIN) -> bool:
    for z in range(size, floor - 1, -1):
        font = assets.font(z, True)
        if font.size(text)[0] <= width:
            return True
        lines = assets.wrap(text, width, z, True)
        if 2 * font.get_linesize() <= height and len(lines) <= 2 and all(font.size(t)[0] <= width for t in lines):
            return True
    return False


def enter_name(sc) -> str:
    """Enter's name on the deciding seat's device ("Enter", a controller's "A")."""
    from ..input.buttons import confirm_label
    return confirm_label(sc.app.settings, sc.seating.glyph_pad())


def prompt_line(sc, keys=True) -> str:
    """The prompt bar as one line of text: "P2 · Ken decides: play style card 1 of 2"."""
    who, what, _, how = prompt_parts(sc, keys)
    return what if who is None else f"{who}{':' if how == 'decides' else ''} {what}"


def draw_prompt(sc, surf, r, demo=False):
    """The prompt bar: the seat's shape, its pill, the words; `demo`: the demo's banner at its right
    end (demo_banner), the words kept off it."""
    who, text, col, how = prompt_parts(sc)
    k, contrast = text_look(sc)
    paint.panel(surf, r, theme.WHITE if contrast else (250, 242, 226), col, 10, 6 if contrast else 4, True)
    x = r.x + 10
    if who and col in theme.SEAT_COLORS:        # the seat's shape first: never its colour alone
        x = seat_mark(surf, theme.SEAT_COLORS.index(col), (x + 13, r.centery), 11, "prompt").right + 6
    right = r.x + (sc.L.hint_button.x - sc.L.prompt.x)
    size, z = min(int(24 * k), r.h - 8), min(int(19 * k), r.h - 14)
    if demo:
        banner = demo_banner(sc, r, x, size, z)
        draw_demo_banner(surf, r, banner)
        right = r.right - banner.get_width() - 16 - 12       # (the bar's buttons hidden: the words up to it)
    if who:
        label, now = pill_plan(who, how, text, right - x - 12, r.h - 4, size, z)
        pr = paint.pill(surf, label, (x, r.centery), col, theme.text_on(col), z, "midleft")
        x = pr.right + 12
        if now:
            paint.pill(surf, "NOW", (x, r.centery), (60, 40, 30), theme.GOLD, 15, "midleft")
            x += NOW_W
    ink = (0, 0, 0) if contrast else theme.MUTED if how == "thinking" else theme.INK
    t = prompt_text(advised(text, right - x - 12, r.h - 4, size), right - x - 12, r.h - 4, size, ink)
    surf.blit(t, (x, r.centery - t.get_height() // 2))


def prompt_text(text, width, height, size, ink):
    """The prompt's words on one line, down to the size at which two lines fit `height`; else
    whole on two lines: at that size or two sizes smaller, then in shorter words (words.terse, two
    levels) down to the smallest size, then whole at the smallest; the second line is cut with "..." only when
    none of these fits."""
    two = two_size(size, height)
    if assets.font(two, True).size(text)[0] <= width or " " not in text:
        return assets.fit_text(text, width, size, ink, True, min_size=two)
    found = _two_lines(text, width, two)
    if found is not None:
        return fitted.two_lines(*found, ink, True)
    return fitted.two_lines(terse(text, 2), width, assets.MIN_TEXT, ink, True)


def _two_lines(text, width, two):
    """(words, width, size) of prompt_text's first try whose two lines fit `width`, or None."""
    short, shorter = terse(text), terse(text, 2)
    sizes = range(two, assets.MIN_TEXT - 1, -1)
    tries = [(text, z) for z in range(two, max(assets.MIN_TEXT, two - 2) - 1, -1)]
    tries += [(short, z) for z in sizes] + [(shorter, z) for z in sizes] + [(text, assets.MIN_TEXT)]
    for words, z in tries:
        lines = assets.wrap(words, width, z, True)
        if len(lines) <= 2 and all(assets.font(z, True).size(ln)[0] <= width for ln in lines):
            return words, width, z
    return None


def prompt_whole(text, width, height, size) -> bool:
    """Whether prompt_text shows `text` with no "..." cut (on one line, or on two)."""
    two = two_size(size, height)
    if assets.font(two, True).size(text)[0] <= width:
        return True
    return " " in text and _two_lines(text, width, two) is not None


DEMO_BANNERS = ("DEMO  ·  bots play  ·  any key returns to the title", "DEMO  ·  any key: title", "DEMO")


def demo_banner(sc, r, x, size, z):
    """The demo's banner at the prompt bar's right end: the longest of DEMO_BANNERS beside which the
    prompt's words (after its pills) are whole, else the shortest: the banner shortens before the
    prompt is cut (issue 26's ninth pass: "Nemesis card Second Wave (square): Bloody ..." at 1152x648)."""
    who, text, _, how = prompt_parts(sc)
    for words in DEMO_BANNERS:
        t = assets.text(words, 20, (150, 40, 30), True)
        room = r.right - t.get_width() - 16 - 12 - x
        if who:
            label, now = pill_plan(who, how, text, room - 12, r.h - 4, size, z, one_line=False)
            room -= assets.font(z, True).size(label)[0] + 18 + (NOW_W if now else 0)
        if prompt_whole(advised(text, room - 12, r.h - 4, size), room - 12, r.h - 4, size):
            break
    return t


def draw_demo_banner(surf, r, t):
    surf.blit(t, (r.right - t.get_width() - 16, r.centery - t.get_height() // 2))


def draw_hints(surf, r, keys=None):
    """The key hints under the map: the keyboard's, or `keys` (a controller's, glyphs.hint_line);
    on a narrow map (1280x720) the ones the buttons show are left out first, help and Menu never:
    they come last, the line ends at the part's right end (the phones' chip at its left)."""
    z, line = line_plan(r, keys)
    hint = assets.fit_text(line, r.w - 20, z, (240, 226, 200), min_size=HINT_MIN)
    surf.blit(hint, (r.right - 10 - hint.get_width(), r.bottom - hint.get_height() - 1))   # F1 help at the end (pin_rect)


def hint_plan(line, width, height) -> tuple:
    """(size, line) of the key hints in `width` x `height`: the largest size up to HINT_SIZE that
    the strip's height holds and that keeps every hint HINT_MIN keeps, or (a line already short of
    some: a narrow map) all but two more of them (13 px read 10 px high to OCR at 720p; 17 px, 13).
    What goes first: HINTS_DROPPED, in its order (then from the line's end; KEPT never)."""
    sep = separator(line)
    parts = last_kept(line.split(sep))
    least = kept_at(parts, HINT_MIN, width, sep)
    spare = 0 if len(least) == len(parts) else 2
    for z in range(HINT_SIZE, HINT_MIN, -1):
        shown = kept_at(parts, z, width, sep)
        if assets.font(z).get_linesize() <= height and len(shown) >= len(least) - spare:
            return z, sep.join(shown)
    return HINT_MIN, sep.join(least)


def kept_at(parts, z, width, sep) -> list:
    """The hints of `parts` that fit `width` at `z` px, HINTS_DROPPED's first left out."""
    font = assets.font(z)
    return fitted.dropping(parts, lambda t: font.size(t)[0] <= width, HINTS_DROPPED, sep, KEPT).split(sep)


def beside_label(line, part, room) -> tuple:
    """(size, line) of the hints drawn beside the focus label on the keys' line (focus.draw_on_strip:
    `room` px, the line drawn in `part`): at the line's own size, or larger while that keeps as many
    (issue 26, sixth pass: at 1920x1080 they went to 17 px and "F9 load", "F11 fullscreen" with them;
    at 13 px, the line's, every hint the buttons do not show stays), F1 help / Menu left where they are."""
    own, _ = line_plan(part, line)
    parts = unpinned(line).split(separator(line))
    sep = separator(line)
    most = len(kept_at(parts, own, room, sep))
    for z in range(max(own, HINT_SIZE), own, -1):
        shown = kept_at(parts, z, room, sep)
        if assets.font(z).get_linesize() <= part.h and len(shown) >= most:
            return z, sep.join(shown)
    return own, sep.join(kept_at(parts, own, room, sep))


NARROW_LINE = 380       # a line narrower (1152x648, four seats): its hints at HINT_MIN, F1 help leaves the label room


def line_plan(r, keys) -> tuple:
    """(size, line) of the key hints drawn in the part `r` (hint_plan; the smallest size on a narrow line)."""
    h = r.h if r.w >= NARROW_LINE else assets.font(HINT_MIN).get_linesize()
    return hint_plan(keys or KEY_HINTS, r.w - 20, h)


def separator(line) -> str:
    return "  ·  " if "  ·  " in line else " · "


def is_kept(part) -> bool:
    """F1 help, a controller's "View help" and "Menu": the hints a player must always find."""
    return part.strip().split(" ", 1)[-1].lower() in KEPT


def last_kept(parts) -> list:
    """The hints with the kept ones (help, menu) moved to the line's end, in their order."""
    return [p for p in parts if not is_kept(p)] + [p for p in parts if is_kept(p)]


def unpinned(line) -> str:
    """The key hints but the kept ones (drawn where they are pinned: pin_rect)."""
    sep = separator(line)
    return sep.join(p for p in line.split(sep) if not is_kept(p))


def pin_rect(r, keys):
    """Where the line drawn in `r` (draw_hints: its text ends at the part's right) shows its kept hints
    ("F1 help", "View help · Menu"): the right end, as high as the part; None when the line has none."""
    z, line = line_plan(r, keys)
    sep = separator(line)
    parts = line.split(sep)
    pin = [p for p in parts if is_kept(p)]
    if not pin:
        return None
    w = assets.font(z).size(sep.join(pin))[0]        # (the " · " before it: under the line's band, if any)
    return pygame.Rect(r.right - 10 - w - 2, r.y, w + 4, r.h)


def text_rect(r, keys) -> pygame.Rect:
    """Where draw_hints draws the line's text in the part `r` (right-aligned, up to r.w - 20 px)."""
    z, line = line_plan(r, keys)
    w = min(r.w - 20, assets.font(z).size(line)[0])
    return pygame.Rect(r.right - 10 - w, r.y, w, r.h)


def claim_keys(layer, part, keys):
    """The kept hints claimed on the frame's overlay layer (`part`: the hints part's rect): no
    tooltip, toast or label goes over them (KEPT_WEIGHT), and the keys' line the focus label and the
    toasts may stand on (layer.strip) ends before them (issue 26, fifth pass: a tooltip, a toast
    and the focus label beside the phones' chip hid "F1 help" / "View help · Menu")."""
    pin = pin_rect(part, keys)
    layer.keys_pin = pin
    layer.key_text = [text_rect(part, keys)]    # no toast over a hint (issue 26's seventh pass, finding 3)
    if pin is None:
        return None
    layer.claim("key hints", pin, KEPT_WEIGHT)
    s = layer.strip
    if s is not None and s.right > pin.x:
        layer.strip = pygame.Rect(s.x, s.y, max(0, pin.x - s.x), s.h)
    return pin
