"""Stage labels: how each stage plays for 1-4 players (*easier*, *standard* or *harder*), from the
measured figures that `main.py balance --labels` writes to legends/data/stage_labels.yaml
(docs/balance.md, "Stage labels"). A content editor may read and edit the file; `main.py validate`
checks it.

Presentation only: the setup screen and the gallery show it, no rule reads it (the engine never
imports this module, and the Box does not hold it). Every problem is a `file: path.to.field: what
was expected` line, all of them at once in one ContentError; a missing file is simply no labels.
"""
from __future__ import annotations

import datetime
import json
import re
from dataclasses import dataclass, field
from pathlib import Path

from .loader import DATA, _rel
from .reader import ContentError, Reader, _show, read_yaml

LABELS = ("easier", "standard", "harder")
NOTICEABLE = 0.05       # easier / harder need the rate this far (5 points) from the overall rate, too
POINTS = f"{NOTICEABLE * 100:g} points"
PLAYERS = (1, 2, 3, 4)
FILE_NAME = "stage_labels.yaml"
PATH = DATA / FILE_NAME         # the shipped file (the setup screen, the gallery and validate read it)
BOT_RE = re.compile(r"^[a-z]+(:[0-9]+)?$")
RATE_KEYS = ("win_rate", "lo", "hi")


@dataclass(frozen=True)
class Figures:
    """A measured win rate: the rate, its 95% interval, the games; `label` for a stage's row."""
    win_rate: float
    lo: float
    hi: float
    games: int
    label: str = ""


@dataclass(frozen=True)
class Run:
    """What was measured for one player count: when, from which seed, and the overall rate."""
    date: str
    seed: int
    overall: Figures


@dataclass(frozen=True)
class StageLabels:
    bot: str = ""                                   # the bot that played: greedy, expert:32
    date: str = ""                                  # the latest run that wrote the file
    runs: dict = field(default_factory=dict)        # players -> Run
    stages: dict = field(default_factory=dict)      # stage id -> {players: Figures}

    def get(self, stage: str, players: int) -> Figures | None:
        """The figures of a stage for a player count, or None when there are none."""
        return self.stages.get(stage, {}).get(players)

    def overall(self, players: int) -> Figures | None:
        run = self.runs.get(players)
        return run.overall if run else None

    def bot_name(self) -> str:
        return self.bot.split(":")[0]


def load_labels(path: Path, stage_ids) -> StageLabels:
    """The labels of `path`, checked against the box's stage ids; empty labels when the file is
    missing; ContentError listing every problem."""
    path = Path(path)
    if not path.exists():
        return StageLabels()
    rel = _rel(path)
    problems: list = []
    doc = read_yaml(path, problems, rel)
    labels = None
    if doc is not None:
        reader = Reader(rel, problems)
        try:
            labels = read_labels(doc, reader, set(stage_ids))
        except Exception as exc:  # noqa: BLE001 - content must never crash the app
            reader.err("(file)", f"unexpected structure ({exc.__class__.__name__}: {exc}); "
                                 "compare the file with docs/balance.md, Stage labels")
    if problems:
        raise ContentError(problems)
    return labels


def read_labels(doc: dict, r: Reader, stage_ids: set) -> StageLabels:
    _unknown(doc, ("bot", "date", "players", "stages"), "", r)
    bot = r.get(doc, "bot", "", str, check=lambda v: None if BOT_RE.match(v) else
                "expected the bot that played, like greedy or expert:32")
    date = _date(doc, "date", "", r)
    runs, declared = {}, set()
    for players, node, path in _per_players(r.get(doc, "players", "", dict), "players", r):
        declared.add(players)
        _unknown(node, ("date", "seed", "games", *RATE_KEYS), path, r)
        figures = _figures(node, path, r, with_label=False)
        seed = r.count(node, "seed", path, 0, 2 ** 31 - 1)
        when = _date(node, "date", path, r)
        if figures and seed is not None and when:
            runs[players] = Run(when, seed, figures)
    stages = {}
    for sid, per in (r.get(doc, "stages", "", dict) or {}).items():
        path = f"stages.{sid}"
        if sid not in stage_ids:
            r.err(path, f"unknown stage {_show(sid)}; expected one of {', '.join(sorted(stage_ids))}")
            continue
        if not isinstance(per, dict):
            r.err(path, f"expected a mapping of player counts (1-4) to figures, got {_show(per)}")
            continue
        for players, node, ppath in _per_players(per, path, r):
            figures = _figures(node, ppath, r, with_label=True)
            if players not in declared:
                r.err(ppath, f"no overall figures for {players} player{'s' if players > 1 else ''} "
                             f"under players: (the rate this label compares with)")
            elif figures:
                stages.setdefault(sid, {})[players] = figures
    return StageLabels(bot or "", date or "", runs, stages)


def _per_players(node, path, r: Reader):
    """(players, figures node, its path) for each valid player-count key of a mapping."""
    for key, value in (node or {}).items():
        where = f"{path}.{key}"
        if isinstance(key, bool) or not isinstance(key, int) or key not in PLAYERS:
            r.err(where, f"expected a player count from 1 to 4, got {_show(key)}")
        elif not isinstance(value, dict):
            r.err(where, f"expected a mapping like {{win_rate: 0.52, lo: 0.49, hi: 0.55, games: 900}}, "
                         f"got {_show(value)}")
        else:
            yield key, value, where


def _rate(value):
    return None if 0 <= value <= 1 else f"expected a rate from 0 to 1, got {_show(value)}"


def _figures(node: dict, path: str, r: Reader, with_label: bool) -> Figures | None:
    if with_label:
        _unknown(node, ("label", "games", *RATE_KEYS), path, r)
    rates = [r.get(node, k, path, (int, float), check=_rate) for k in RATE_KEYS]
    games = r.count(node, "games", path, 1, 10 ** 9)
    label = r.get(node, "label", path, str, check=lambda v: None if v in LABELS else
                  f"expected one of {', '.join(LABELS)}, got {_show(v)}") if with_label else ""
    if None in rates or games is None or label is None:
        return None
    win_rate, lo, hi = (float(x) for x in rates)
    if not lo <= win_rate <= hi:
        r.err(path, f"expected lo <= win_rate <= hi, got lo {lo:g}, win_rate {win_rate:g}, hi {hi:g}")
        return None
    return Figures(win_rate, lo, hi, games, label)


def _date(node, key, path, r: Reader):
    value = r.get(node, key, path, (str, datetime.date))
    if isinstance(value, datetime.date):
        return value.isoformat()
    try:
        return datetime.date.fromisoformat(value).isoformat() if value is not None else None
    except ValueError:
        r.err(f"{path}.{key}" if path else key, f"expected a date like 2026-11-30, got {_show(value)}")
        return None


def _unknown(node, known, path, r: Reader) -> None:
    for key in node if isinstance(node, dict) else ():
        if key not in known:
            r.err(f"{path}.{key}" if path else str(key), f"unknown field; expected {', '.join(known)}")


# --- writing -----------------------------------------------------------------------------------
HEADER = f"""\
# Stage labels: how each stage plays for 1-4 players, shown on the setup screen and in the gallery.
# Written by `python main.py balance --labels legends/data/stage_labels.yaml` (docs/balance.md,
# "Stage labels"); you may edit it by hand, `python main.py validate` checks it.
# A stage is easier when its win rate is at least {POINTS} above the player count's overall win rate
# (players:) and its 95% interval (lo-hi) lies wholly above that rate, harder when at least {POINTS}
# below and wholly below, else standard. Rates are 0-1; games per row.
# Presentation only: no rule reads this file; without it the game shows no labels.
"""


def _flow(d: dict) -> str:
    return "{" + ", ".join(f"{k}: {v}" for k, v in d.items()) + "}"


def labels_text(doc: dict) -> str:
    """The YAML text of a labels document (plain dicts: bot, date, players, stages), one flow
    mapping a row so that a content editor reads it as a table."""
    bot = doc["bot"] if BOT_RE.match(doc["bot"]) else json.dumps(doc["bot"])     # quoted if odd
    lines = [HEADER.rstrip("\n"), f"bot: {bot}", f"date: {doc['date']}",
             "players:" + ("               # per player count: its run, and its overall win rate over all stages"
                           if doc["players"] else " {}")]
    lines += [f"  {p}: {_flow(v)}" for p, v in sorted(doc["players"].items())]
    stages = {sid: per for sid, per in doc["stages"].items() if per}
    lines += ["stages:"] if stages else ["stages: {}"]
    for sid, per in sorted(stages.items()):
        lines.append(f"  {sid}:")
        lines += [f"    {p}: {_flow(v)}" for p, v in sorted(per.items())]
    return "\n".join(lines) + "\n"


def kept_before_run(path, stage_ids, bot: str, counts) -> tuple:
    """Before a balance run that writes `path`: (what of the file it keeps, as a plain document, or
    None; a problem to stop on, or None). The file must be writable; when only some player counts
    run, the others are kept, so it must be valid and from the same bot."""
    path = Path(path)
    if (path.exists() and not path.is_file()) or not path.parent.is_dir():
        return None, "expected a file in an existing folder"
    if set(counts) >= set(PLAYERS) or not path.exists():
        return None, None
    try:
        old = load_labels(path, stage_ids)
    except ContentError as exc:
        return None, (f"cannot keep its other player counts, it has {len(exc.problems)} "
                      f"problem{'s' if len(exc.problems) > 1 else ''}: {exc.problems[0]}")
    if old.runs and old.bot != bot:
        return None, (f"its figures are from the {old.bot} bot; run with that bot or all four player counts, "
                      "or write another file")
    return as_doc(old), None


def as_doc(labels: StageLabels) -> dict:
    """A loaded file back into the plain document labels_text writes (to keep its other player counts)."""
    def figures(f: Figures) -> dict:
        return {**({"label": f.label} if f.label else {}), "win_rate": f.win_rate, "lo": f.lo, "hi": f.hi,
                "games": f.games}
    return {"bot": labels.bot, "date": labels.date,
            "players": {p: {"date": run.date, "seed": run.seed, "games": run.overall.games, **figures(run.overall)} for p, run in labels.runs.items()},
            "stages": {sid: {p: figures(f) for p, f in per.items()} for sid, per in labels.stages.items()}}
