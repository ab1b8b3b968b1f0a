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
    """A --baseline file that cannot be used: one line."""


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
    """The rows of an earlier `balance --json` or report's balance.json; BaselineError (one line) if not."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        raise BaselineError(f"--baseline {path}: not found") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise BaselineError(f"--baseline {path}: cannot read it ({getattr(exc, 'strerror', None) or exc.__class__.__name__})") from None
    except json.JSONDecodeError as exc:
        raise BaselineError(f"--baseline {path}: not JSON (line {exc.lineno}: {exc.msg})") from None
    rows = data.get("rows") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(rows, list):
        raise BaselineError(f"--baseline {path}: expected the JSON of `main.py balance --json` (format {FORMAT})")
    keys = ("players", "kind", "key", "win_rate", "lo", "hi")
    if not all(isinstance(r, dict) and all(k in r for k in keys) for r in rows):
        raise BaselineError(f"--baseline {path}: every row needs {', '.join(keys)}")
    return rows


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
