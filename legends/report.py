"""Balance report of a simulation: a Markdown table and a PNG bar chart drawn with pygame."""
from __future__ import annotations

import io
import os

DIMENSIONS = ("players", "mode", "nemesis", "stage", "minions", "fighter", "style")


def overall(summary: dict) -> dict:
    """The summary's own win rate as a row like those of summary['by'] (games, win_rate, lo, hi)."""
    return {"games": summary["games"], "win_rate": summary["win_rate"],
            "lo": summary.get("win_rate_lo"), "hi": summary.get("win_rate_hi")}


def rate_text(row: dict) -> str:
    """A win rate with its 95% Wilson interval: '54.2% ±2.5 (51.7–56.7), 1500 games'.

    ± is half the interval's width; the interval itself is not symmetric near 0% and 100%."""
    games = row["games"]
    if not games or row.get("lo") is None:
        return "no games"
    lo, hi = row["lo"], row["hi"]
    return (f"{row['win_rate']:.1%} ±{(hi - lo) * 50:.1f} ({lo * 100:.1f}–{hi * 100:.1f}), "
            f"{games} game{'s' if games != 1 else ''}")


def interval_text(row: dict) -> str:
    """The 95% interval of a row as a table cell ('51.7–56.7%'), or '–' for a row without games."""
    if row.get("lo") is None:
        return "–"
    return f"{row['lo'] * 100:.1f}–{row['hi'] * 100:.1f}%"


def _pct(rate) -> str:
    return "–" if rate is None else f"{rate:.1%}"


def _or_dash(value) -> str:
    return "–" if value is None else str(value)


def markdown(summary: dict) -> str:
    lines = [f"# Simulation report ({summary['games']} games, {summary.get('bot')} bot"
             f"{', hard mode' if summary.get('hard') else ''})", "",
             f"- win rate: **{rate_text(overall(summary))}** ({summary['wins']} wins, {summary['losses']} losses, "
             f"{summary['errors']} errors)",
             "- intervals: 95% Wilson score intervals (± is half the interval's width)",
             f"- average turns: {summary['avg_turns']}, decisions per game: {summary['avg_decisions']}",
             f"- speed: {summary.get('games_per_second')} games/s, {summary.get('decisions_per_second')} decisions/s",
             "", "## Causes of loss", "", "| cause | games |", "|---|---:|"]
    lines += [f"| {cause} | {n} |" for cause, n in summary["causes_of_loss"].items()]
    for dim in DIMENSIONS:
        rows = summary["by"].get(dim, {})
        lines += ["", f"## Win rate by {dim}", "",
                  f"| {dim} | games | win rate | 95% interval | avg turns |", "|---|---:|---:|---:|---:|"]
        lines += [f"| {k} | {r['games']} | {_pct(r['win_rate'])} | {interval_text(r)} | {_or_dash(r['avg_turns'])} |"
                  for k, r in rows.items()]
    cov = summary.get("coverage")
    if cov:
        lines += ["", "## Content used", "", "| kind | used | of |", "|---|---:|---:|"]
        lines += [f"| {k} | {v['used']} | {v['of']} |" for k, v in cov.items()]
    return "\n".join(lines) + "\n"


def chart(summary: dict) -> bytes:
    """The PNG bar chart of a simulation's win rates (its bytes: written atomically by the store)."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    pygame.font.init()
    rows = [(dim, key, r) for dim in DIMENSIONS for key, r in summary["by"].get(dim, {}).items()]
    bar_h, gap, left, top = 22, 6, 260, 100
    height = top + sum(bar_h + gap for _ in rows) + 18 * len(DIMENSIONS) + 40
    width = 1000
    surf = pygame.Surface((width, height))
    surf.fill((246, 240, 228))
    title = pygame.font.SysFont("dejavusans", 26, bold=True)
    font = pygame.font.SysFont("dejavusans", 16)
    surf.blit(title.render(f"Win rate, {summary.get('bot')} bot: {rate_text(overall(summary))}",
                           True, (40, 30, 20)), (20, 20))
    surf.blit(font.render("bars: win rate; whiskers: 95% Wilson interval", True, (120, 100, 80)), (20, 56))
    scale = width - left - 160      # room for the label after a 100% bar
    for pct in (0.35, 0.5, 0.65):
        x = left + int(scale * pct)
        pygame.draw.line(surf, (200, 180, 160), (x, top - 10), (x, height - 20))
        surf.blit(font.render(f"{pct:.0%}", True, (120, 100, 80)), (x - 14, top - 30))
    y = top
    last = None
    colors = {"players": (70, 110, 170), "mode": (90, 90, 90), "nemesis": (150, 40, 60), "stage": (60, 130, 80),
              "minions": (170, 120, 40), "fighter": (190, 70, 40), "style": (110, 70, 150)}
    for dim, key, r in rows:
        if dim != last:
            y += 18
            last = dim
        label = f"{dim}: {key}" if dim == "players" else key
        surf.blit(font.render(label, True, (40, 30, 20)), (20, y + 2))
        w = int(scale * (r["win_rate"] or 0))
        pygame.draw.rect(surf, colors[dim], (left, y, max(2, w), bar_h), border_radius=4)
        end = left + w
        if r.get("lo") is not None:
            x0, x1, mid = left + int(scale * r["lo"]), left + int(scale * r["hi"]), y + bar_h // 2
            for a, b in (((x0, mid), (x1, mid)), ((x0, y + 4), (x0, y + bar_h - 4)), ((x1, y + 4), (x1, y + bar_h - 4))):
                pygame.draw.line(surf, (30, 25, 20), a, b, 2)
            end = max(end, x1)
        half = f" ±{(r['hi'] - r['lo']) * 50:.0f}" if r.get("lo") is not None else ""
        surf.blit(font.render(f"{_pct(r['win_rate'])}{half} of {r['games']}", True, (40, 30, 20)), (end + 8, y + 2))
        y += bar_h + gap
    out = io.BytesIO()
    pygame.image.save(surf, out, "report.png")
    return out.getvalue()


def write_report(summary: dict, folder) -> list:
    """report.md and report.png into `folder`, each whole, old or new (legends/store/reports.py);
    raises StoreError (one sentence)."""
    from .store.reports import write_files
    return write_files(folder, {"report.md": markdown(summary), "report.png": chart(summary)})
