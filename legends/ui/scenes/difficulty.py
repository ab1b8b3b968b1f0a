"""How hard a stage plays for a player count, as measured (legends/data/stage_labels.yaml, written
by `main.py balance --labels`): the *Easier* / *Standard* / *Harder* chips of the setup screen and
the gallery, and their tips in a fan's words ("With 2 players the greedy bot wins 52% here ...").

Presentation only: the figures never reach the engine. Without the file (or with a broken one,
whose problems go to stderr once: `main.py validate` lists them) no chip is shown."""
from __future__ import annotations

import sys

import pygame

from ...content import ContentError
from ...content import labels as stage_labels
from ...content.terminal import say
from .. import assets
from .. import drawn
from .. import theme
from ..paint import Hot
from ..widgets import Widget
from .. import gfx

WORDS = {"easier": "Easier", "standard": "Standard", "harder": "Harder"}
FILLS = {"easier": (38, 122, 62), "standard": (92, 80, 68), "harder": (170, 44, 36)}
MEANING = {"easier": f"Easier: the fighters win at least {stage_labels.POINTS} more often here than over all "
                     "stages, and not by chance (the whole interval lies above that rate).",
           "standard": f"Standard: no clear difference from the other stages (less than {stage_labels.POINTS} "
                       "from the rate over all stages, or an interval that includes it).",
           "harder": f"Harder: the fighters win at least {stage_labels.POINTS} less often here than over all "
                     "stages, and not by chance (the whole interval lies below that rate)."}
CHIP_SIZE = 18          # legible on the 1920x1080 canvas


def labels_of(app):
    """The app's stage labels, loaded once (app.stage_labels); empty when the file is missing or broken."""
    labels = getattr(app, "stage_labels", None)
    if labels is None:
        try:
            labels = stage_labels.load_labels(stage_labels.PATH, app.box.stages)
        except ContentError as exc:
            for line in exc.problems:
                say(line, sys.stderr)
            print("The stage labels are not shown; run `python main.py validate`.", file=sys.stderr)
            labels = stage_labels.StageLabels()
        app.stage_labels = labels
    return labels


def pct(rate: float) -> str:
    return f"{rate * 100:.0f}%"


def players_words(n: int) -> str:
    return f"{n} player{'s' if n != 1 else ''}"


def figures_text(labels, stage_id: str, players: int) -> str:
    """'With 2 players the greedy bot wins 52% here (49–55%, 900 games); 50% over all stages.'"""
    f, overall = labels.get(stage_id, players), labels.overall(players)
    if f is None or overall is None:
        return ""
    return (f"With {players_words(players)} the {labels.bot_name()} bot wins {pct(f.win_rate)} here "
            f"({f.lo * 100:.0f}–{pct(f.hi)}, {f.games:,} games); {pct(overall.win_rate)} over all stages.")


def label_tip(labels, stage, players: int):
    """The tip of a stage's chip for a player count: (title, the figures and what the label means, ''),
    or None without figures."""
    f = labels.get(stage.id, players)
    text = figures_text(labels, stage.id, players)
    if not text:
        return None
    run = labels.runs[players]
    return (f"{stage.name}: {WORDS[f.label]} with {players_words(players)}",
            f"{text}\n{MEANING[f.label]}\nMeasured {run.date} on {run.overall.games:,} games with random "
            f"fighters, decks, enemies and stages ({players_words(players)}, seeds from {run.seed}).", "")


def summary(labels, stage_id: str) -> str:
    """'1P easier · 2P standard · 3P standard · 4P harder' (the player counts with figures)."""
    per = labels.stages.get(stage_id, {})
    return " · ".join(f"{p}P {per[p].label}" for p in sorted(per))


def chip_text(label: str, prefix: str = "") -> str:
    return f"{prefix} {WORDS[label]}" if prefix else WORDS[label]


def chip_size(label: str, prefix: str = "") -> tuple:
    w, h = assets.font(CHIP_SIZE, True).size(chip_text(label, prefix))
    return w + 18, h + 6


def chip(surf, label: str, topleft, prefix: str = "") -> pygame.Rect:
    """A rounded chip in the label's colour with its word (after a prefix like '2P'); its rectangle."""
    text = chip_text(label, prefix)
    img = assets.text(text, CHIP_SIZE, theme.CREAM if label == "standard" else theme.WHITE, True)
    r = pygame.Rect(topleft, chip_size(label, prefix))
    fill = FILLS[label]
    gfx.rect(surf, fill, r, border_radius=r.h // 2)
    gfx.rect(surf, theme.darker(fill, 0.6), r, 2, border_radius=r.h // 2)
    drawn.put(surf, img, (r.centerx - img.get_width() // 2, r.centery - img.get_height() // 2), text)
    return r


class StageChip(Widget):
    """The chosen stage's label for the chosen player count, drawn on the Stage selector's right end
    (left of its arrow); hovering it shows the figures. Not focusable: the selector's tip says the
    same first, for the keyboard and controllers."""

    def __init__(self, selector, labels, stage_of, players_of):
        self.selector = selector
        self.labels = labels
        self.stage_of = stage_of            # () -> the chosen Stage
        self.players_of = players_of        # () -> the chosen player count
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.place()

    @property
    def stage_label(self) -> str:
        f = self.labels.get(self.stage_of().id, self.players_of())
        return f.label if f and self.labels.overall(self.players_of()) else ""

    @property
    def visible(self) -> bool:
        return bool(self.stage_label)

    @property
    def tip(self):
        return label_tip(self.labels, self.stage_of(), self.players_of()) if self.stage_label else None

    def place(self) -> None:
        """Where the chip stands: right-aligned before the selector's right arrow, centred on its value."""
        label = self.stage_label
        if not label:
            self.rect = pygame.Rect(0, 0, 0, 0)
            self.selector.reserve = 0
            return
        s = self.selector.rect
        w, h = chip_size(label)
        self.rect = pygame.Rect(self.selector.arrows()[1].x - 6 - w, s.y + (s.h + 10) // 2 - h // 2, w, h)
        self.selector.reserve = w + 6           # the stage's name keeps left of the chip

    def draw(self, surf, hover_pos=None):
        self.place()
        if self.stage_label:
            self.rect = chip(surf, self.stage_label, self.rect.topleft)


# --- the gallery ---------------------------------------------------------------------------------
MARK = 28           # a player count's square beside a stage's button


def stage_summary_tip(labels, stage):
    """A stage's tip over all player counts with figures, or None."""
    lines = [figures_text(labels, stage.id, p) + f" {WORDS[f.label]}."
             for p, f in sorted(labels.stages.get(stage.id, {}).items()) if labels.overall(p)]
    if not lines:
        return None
    return (f"{stage.name}: {summary(labels, stage.id)}", "\n".join(lines), "")


def draw_players_grid(surf, labels, stage, area) -> tuple:
    """Under the stage's name in the gallery: a heading and a chip per player count (two columns),
    each with its tip. Returns (the y below it, the chips' hotspots)."""
    x, y, w = area
    per = {p: f for p, f in sorted(labels.stages.get(stage.id, {}).items()) if labels.overall(p)}
    if not per:
        return y, []
    head = assets.text(f"HOW IT PLAYS (MEASURED, {labels.bot_name().upper()} BOT)", 16, (255, 190, 110), True)
    drawn.put(surf, head, (x, y), head)
    y += 24
    hots = []
    for i, (p, f) in enumerate(per.items()):
        r = chip(surf, f.label, (x + (i % 2) * (w // 2), y + (i // 2) * 36), prefix=f"{p}P")
        hots.append(Hot(r, label_tip(labels, stage, p)))
    return y + ((len(per) + 1) // 2) * 36 + 8, hots


def draw_marks(surf, labels, stage, topleft) -> list:
    """Beside a stage's button: a square per player count with figures, its number on the label's
    colour; their hotspots, each with its tip."""
    hots = []
    for p, f in sorted(labels.stages.get(stage.id, {}).items()):
        if labels.overall(p) is None:
            continue
        r = pygame.Rect(topleft[0] + (p - 1) * (MARK + 4), topleft[1], MARK, MARK)
        gfx.rect(surf, FILLS[f.label], r, border_radius=6)
        gfx.rect(surf, theme.darker(FILLS[f.label], 0.6), r, 2, border_radius=6)
        img = assets.text(str(p), CHIP_SIZE, theme.CREAM if f.label == "standard" else theme.WHITE, True)
        drawn.put(surf, img, (r.centerx - img.get_width() // 2, r.centery - img.get_height() // 2), f"{p}P {f.label}")
        hots.append(Hot(r, label_tip(labels, stage, p)))
    return hots


LEGEND_TIP = ("How each stage plays", "Measured: the bots played many games on random setups; a stage is Easier "
              f"when the fighters win at least {stage_labels.POINTS} more often there than over all stages, "
              f"Harder when at least {stage_labels.POINTS} less (and not by chance), else Standard. The squares "
              "beside each stage are 1 to 4 players; hover one for its figures.", "")


def draw_legend(surf, labels, pos) -> list:
    """Over the stage buttons: what the squares' colours mean (when there are labels); its hotspot."""
    if not labels.stages:
        return []
    x, y = pos
    intro = assets.text("1-4 players:", CHIP_SIZE, theme.CREAM, True, shadow=(20, 10, 0))
    drawn.put(surf, intro, (x, y + 3), "1-4 players:")
    x += intro.get_width() + 10
    rects = []
    for label in WORDS:
        rects.append(chip(surf, label, (x, y)))
        x = rects[-1].right + 8
    return [Hot(rects[0].unionall(rects[1:]).union(pygame.Rect(pos, intro.get_size())), LEGEND_TIP)]
