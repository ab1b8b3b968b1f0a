"""The balance grid of `main.py balance`: every row of a simulation per player count checked
against its target band (docs/balance.md), flagged, and compared with an earlier run.

Pure: it reads `sim.simulate` summaries and returns rows, text, Markdown and JSON; the CLI runs the
games and draws the PNG reports (legends/report.py)."""
from __future__ import annotations

import json

from .content.labels import NOTICEABLE, POINTS      # a stage label needs its rate this far from the overall rate

# Target bands of the balance issue, per player count: (low, high) win rate.
TARGETS = {"overall": (0.45, 0.55), "nemesis": (0.40, 0.60), "stage": (0.35, 0.65), "minions": (0.40, 0.60),
           "fighter": (0.40, 0.60), "style": (0.40, 0.60), "hard": (0.20, 0.35)}
KINDS = ("overall", "nemesis", "stage", "minions", "fighter", "style")      # "hard" only with --hard
FLAG_WORDS = {"OUT": "interval outside the target", "?": "rate outside, interval overlaps (not enough games)",
              "ok": "rate inside the target", "-": "no games"}
FORMAT = "legends-balance/1"


class BaselineError(Exception):
    """A --baseline file that cannot be used: its problems, one line each (checked before any game)."""

    def __init__(self, problems):
        self.problems = list(problems)
        super().__init__("\n".join(self.problems))


def flag(row: dict, band) -> str:
    """'OUT' when the whole 95% interval is outside the band, '?' when only the rate is, else 'ok'
    ('-' for a row without games)."""
    if not row.get("games") or row.get("lo") is None:
        return "-"
    low, high = band
    if row["hi"] < low or row["lo"] > high:
        return "OUT"
    if row["win_rate"] < low or row["win_rate"] > high:
        return "?"
    return "ok"


def stage_label(row: dict, reference: float) -> str:
    """A stage as the player sees it: 'easier' when its rate is at least NOTICEABLE (5 points) above
    the player count's overall rate and its 95% interval lies wholly above that rate, 'harder' when
    at least 5 points below and wholly below, else 'standard' (a difference a player would notice,
    and not chance)."""
    if row.get("lo") is None or reference is None:
        return ""
    gap = round(row["win_rate"] - reference, 9)           # 9 places: 0.45 - 0.50 counts as 5 points
    if row["lo"] > reference and gap >= NOTICEABLE:
        return "easier"
    if row["hi"] < reference and -gap >= NOTICEABLE:
        return "harder"
    return "standard"


def _row(players: int, kind: str, key: str, r: dict) -> dict:
    band = TARGETS[kind]
    return {"players": players, "kind": kind, "key": key, "games": r["games"], "wins": r.get("wins"),
            "win_rate": r["win_rate"], "lo": r.get("lo"), "hi": r.get("hi"), "target": list(band),
            "flag": flag(r, band)}


def rows_for(players: int, summary: dict, hard: dict | None = None) -> list:
    """The rows of one player count: overall, then every nemesis, stage, minion group, fighter and
    style deck of the summary, then Hard Mode's overall when a Hard Mode summary is given."""
    rows = [_row(players, "overall", "all", {**summary, "lo": summary.get("win_rate_lo"),
                                            "hi": summary.get("win_rate_hi")})]
    for kind in KINDS[1:]:
        for key, r in summary["by"].get(kind, {}).items():
            row = _row(players, kind, key, r)
            if kind == "stage":
                row["label"] = stage_label(r, summary["win_rate"])
            rows.append(row)
    if hard is not None:
        rows.append(_row(players, "hard", "all", {**hard, "lo": hard.get("win_rate_lo"),
                                                 "hi": hard.get("win_rate_hi")}))
    return rows


def moved(row: dict, old: dict) -> str:
    """'moved ↑' / 'moved ↓' when the row's interval and the old one do not overlap, else ''."""
    if row.get("lo") is None or old.get("lo") is None:
        return ""
    if row["lo"] > old["hi"]:
        return "moved ↑"
    if row["hi"] < old["lo"]:
        return "moved ↓"
    return ""


def compare(rows: list, baseline: list) -> list:
    """Mark each row against the baseline's row of the same player count, kind and key: its old rate
    and interval ('was') and whether it moved beyond both intervals ('moved')."""
    old = {(r["players"], r["kind"], r["key"]): r for r in baseline}
    for row in rows:
        before = old.get((row["players"], row["kind"], row["key"]))
        if before is not None:
            row["was"] = {k: before.get(k) for k in ("win_rate", "lo", "hi", "games")}
            row["moved"] = moved(row, before)
    return rows


def load_baseline(path: str) -> list:
    """The rows of an earlier `balance --json` or report's balance.json, checked whole before any game
    is played (a regular file within MAX_BASELINE_BYTES, JSON nested at most MAX_BASELINE_DEPTH levels,
    every row's fields of the right type and range); BaselineError listing every problem, one
    `--baseline FILE: place: what was expected` line each."""
    data = _baseline_json(path)
    rows = data.get("rows") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(rows, list):
        raise BaselineError([f"--baseline {path}: expected the JSON of `main.py balance --json` (format {FORMAT})"])
    if len(rows) > MAX_BASELINE_ROWS:
        raise BaselineError([f"--baseline {path}: rows: expected at most {MAX_BASELINE_ROWS:,} rows, got {len(rows):,}"])
    problems = [f"--baseline {path}: {problem}" for i, row in enumerate(rows) for problem in _row_problems(row, i)]
    if problems:
        more = len(problems) - MAX_PROBLEMS
        raise BaselineError(problems[:MAX_PROBLEMS] + ([f"--baseline {path}: ... and {more} more"] if more > 0 else []))
    return rows


MAX_BASELINE_BYTES = 16 << 20       # a four-player-count run's balance.json is about 100 KB
MAX_BASELINE_DEPTH = 16             # a real one nests 4 levels: the file, rows, a row, its target
MAX_BASELINE_ROWS = 20_000
MAX_PROBLEMS = 20
_ROW_KEYS = ("players", "kind", "key", "win_rate", "lo", "hi")


def _baseline_json(path: str):
    """The JSON of a --baseline file, if it is a regular file within the bounds (BaselineError)."""
    import os
    import stat
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):     # before opening: a FIFO would wait for a writer
            raise BaselineError([f"--baseline {path}: (file): expected a regular file (this is a folder, pipe or device)"])
        with open(path, "rb") as f:
            data = f.read(MAX_BASELINE_BYTES + 1)
        if len(data) > MAX_BASELINE_BYTES:
            raise BaselineError([f"--baseline {path}: (file): expected at most {MAX_BASELINE_BYTES >> 20} MB"])
        doc = json.loads(data.decode("utf-8"))
    except FileNotFoundError:
        raise BaselineError([f"--baseline {path}: not found"]) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BaselineError([f"--baseline {path}: cannot read it "
                             f"({getattr(exc, 'strerror', None) or exc.__class__.__name__})"]) from None
    except json.JSONDecodeError as exc:
        raise BaselineError([f"--baseline {path}: not JSON (line {exc.lineno}: {exc.msg})"]) from None
    except RecursionError:
        doc = None
    if doc is None or _depth_over(doc, MAX_BASELINE_DEPTH):
        raise BaselineError([f"--baseline {path}: (file): nested too deeply (more than {MAX_BASELINE_DEPTH} levels)"])
    return doc


def _depth_over(doc, limit: int) -> bool:
    """Whether a JSON value nests deeper than `limit` levels (iterative: no recursion)."""
    stack = [(doc, 1)]
    while stack:
        value, level = stack.pop()
        if isinstance(value, (dict, list)):
            if level > limit:
                return True
            stack.extend((v, level + 1) for v in (value.values() if isinstance(value, dict) else value))
    return False


def _row_problems(row, i: int) -> list:
    """What is wrong with rows[i] of a baseline: its missing fields, else each field of the wrong type or range."""
    where = f"rows[{i}]"
    if not isinstance(row, dict):
        return [f"{where}: expected a row like {{players: 2, kind: stage, key: ..., win_rate: 0.5, lo: .., hi: ..}}, "
                f"got {_shown(row)}"]
    missing = [k for k in _ROW_KEYS if k not in row]
    if missing:
        return [f"{where}: missing {', '.join(missing)}; every row needs {', '.join(_ROW_KEYS)}"]
    problems = []
    players = row["players"]
    if isinstance(players, bool) or not isinstance(players, int) or not 1 <= players <= 4:
        problems.append(f"{where}.players: expected a player count from 1 to 4, got {_shown(players)}")
    if row["kind"] not in TARGETS:
        problems.append(f"{where}.kind: expected one of {', '.join(TARGETS)}, got {_shown(row['kind'])}")
    if not isinstance(row["key"], str):
        problems.append(f"{where}.key: expected text, got {_shown(row['key'])}")
    for k in ("win_rate", "lo", "hi"):
        if not _rate_or_none(row[k]):
            problems.append(f"{where}.{k}: expected a rate from 0 to 1 (or null), got {_shown(row[k])}")
    games = row.get("games")
    if games is not None and (isinstance(games, bool) or not isinstance(games, int) or games < 0):
        problems.append(f"{where}.games: expected a whole number of games, got {_shown(games)}")
    if not problems and row["lo"] is not None and (row["hi"] is None or row["lo"] > row["hi"]):
        problems.append(f"{where}: expected lo <= hi, got lo {_shown(row['lo'])}, hi {_shown(row['hi'])}")
    return problems


def _rate_or_none(value) -> bool:
    import math
    return value is None or (isinstance(value, (int, float)) and not isinstance(value, bool)
                             and math.isfinite(value) and 0 <= value <= 1)


def _shown(value) -> str:
    text = json.dumps(value, ensure_ascii=True) if not isinstance(value, (dict, list)) else type(value).__name__
    text = {"dict": "a mapping", "list": "a list"}.get(text, text)
    return text if len(text) <= 40 else text[:37] + "..."


def counts(rows: list) -> dict:
    out = {"OUT": 0, "?": 0, "ok": 0, "-": 0, "moved": 0}
    for r in rows:
        out[r["flag"]] += 1
        out["moved"] += bool(r.get("moved"))
    return out


def summary_line(rows: list, baseline: bool = False) -> str:
    c = counts(rows)
    text = f"flags: {c['OUT']} OUT, {c['?']} ? (not enough games), {c['ok']} ok"
    if c["-"]:
        text += f", {c['-']} without games"
    if baseline:
        text += f"; moved beyond their intervals since the baseline: {c['moved']}"
        if not any("was" in r for r in rows):
            text += " (the baseline has none of these rows: other player counts?)"
    return text


def _pct(rate) -> str:
    return "–" if rate is None else f"{rate * 100:.1f}%"


def interval(row: dict) -> str:
    return "–" if row.get("lo") is None else f"{row['lo'] * 100:.1f}–{row['hi'] * 100:.1f}"


def band_text(band) -> str:
    return f"{band[0] * 100:.0f}–{band[1] * 100:.0f}%"


def note(row: dict) -> str:
    """The last column: the stage's label, and the move since the baseline with the old rate."""
    parts = [row["label"]] if row.get("label") else []
    if row.get("moved"):
        parts.append(f"{row['moved']} (was {_pct(row['was']['win_rate'])})")
    return ", ".join(parts)


HEADER = ("kind", "row", "win rate", "95% interval", "games", "target", "flag", "note")


def cells(row: dict) -> tuple:
    return (row["kind"], row["key"], _pct(row["win_rate"]), interval(row), str(row["games"]),
            band_text(row["target"]), row["flag"], note(row))


def text(result: dict) -> str:
    """The printed grid: per player count a heading and one aligned line per row, then the flags."""
    lines = [f"balance: {result['bot']} bot, {result['games']} games per player count from seed {result['seed']}"
             f"; 95% Wilson intervals; flags: OUT = interval outside the target, ? = rate outside but the "
             f"interval overlaps it (not enough games)"]
    for players in result["players"]:
        rows = [r for r in result["rows"] if r["players"] == players]
        table = [HEADER] + [cells(r) for r in rows]
        widths = [max(len(t[i]) for t in table) for i in range(len(HEADER))]
        lines += ["", f"{players} player{'s' if players != 1 else ''}:"]
        lines += ["  " + "  ".join(c.ljust(w) if i < 2 or i > 5 else c.rjust(w)
                                   for i, (c, w) in enumerate(zip(t, widths))).rstrip() for t in table]
    lines += ["", summary_line(result["rows"], result.get("baseline") is not None)]
    return "\n".join(lines)


def markdown(result: dict) -> str:
    """balance.md: the targets, the flags, then the grid per player count (report.md and report.png
    of each player count sit in its own folder)."""
    lines = [f"# Balance ({result['bot']} bot, {result['games']} games per player count, seed {result['seed']})", "",
             "Targets per player count: " + "; ".join(f"{k} {band_text(TARGETS[k])}" for k in
                                                      (*KINDS, "hard")) + ".", "",
             "Flags: " + "; ".join(f"**{k}** {v}" for k, v in FLAG_WORDS.items()) + ". Stages: *easier* / "
             f"*standard* / *harder*: easier or harder when the rate is at least {POINTS} from the player "
             "count's overall rate and the whole interval lies on that side.", ""]
    if result.get("baseline"):
        lines += [f"Baseline: `{result['baseline']}`; *moved* rows' intervals do not overlap the baseline's.", ""]
    lines += [f"**{summary_line(result['rows'], result.get('baseline') is not None)}**"]
    for players in result["players"]:
        lines += ["", f"## {players} player{'s' if players != 1 else ''}", "",
                  f"Full report: [players-{players}/report.md](players-{players}/report.md), "
                  f"![chart](players-{players}/report.png)", "",
                  "| " + " | ".join(HEADER) + " |", "|---|---|---:|---:|---:|---:|---|---|"]
        lines += ["| " + " | ".join(cells(r)) + " |" for r in result["rows"] if r["players"] == players]
    return "\n".join(lines) + "\n"


def result_of(summaries: dict, opts: dict, hard: dict | None = None, baseline=None, baseline_path=None) -> dict:
    """The balance result (also its JSON) from one simulate summary per player count."""
    rows = []
    for players, summary in summaries.items():
        rows += rows_for(players, summary, (hard or {}).get(players))
    if baseline is not None:
        compare(rows, baseline)
    return {"format": FORMAT, "bot": opts["bot"], "games": opts["games"], "seed": opts["seed"],
            "players": list(summaries), "targets": {k: list(v) for k, v in TARGETS.items()},
            "baseline": baseline_path, "flags": counts(rows), "rows": rows,
            "errors": sum(s["errors"] for s in summaries.values()) + sum(s["errors"] for s in (hard or {}).values())}


def labels_doc(result: dict, date: str, old: dict | None = None) -> dict:
    """The stage labels file of a run (legends/content/labels.py writes it): per player count run its
    seed, games and overall rate, and every stage's label, rate, interval and games; the other player
    counts of `old` (the file as it was, as a plain document) are kept."""
    ran, old = set(result["players"]), old or {"players": {}, "stages": {}}
    doc = {"bot": result["bot"], "date": date,
           "players": {p: v for p, v in old["players"].items() if p not in ran},
           "stages": {sid: {p: v for p, v in per.items() if p not in ran} for sid, per in old["stages"].items()}}
    for row in result["rows"]:
        if row.get("lo") is None:
            continue
        figures = {**{k: round(row[k], 4) for k in ("win_rate", "lo", "hi")}, "games": row["games"]}
        if row["kind"] == "overall":
            doc["players"][row["players"]] = {"date": date, "seed": result["seed"], "games": row["games"],
                                              **figures}
        elif row["kind"] == "stage":
            doc["stages"].setdefault(row["key"], {})[row["players"]] = {"label": row["label"], **figures}
    return doc
