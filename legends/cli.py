"""Command line: play (default), demo, simulate, validate, scenario, render-stage."""
from __future__ import annotations

import argparse
import json
import sys
import time


def _box_or_exit():
    from .content import ContentError, default_box
    try:
        return default_box()
    except ContentError as exc:
        for line in exc.problems:
            print(line, file=sys.stderr)
        print(f"{len(exc.problems)} problem(s) in the content; fix them and run `python main.py validate`.",
              file=sys.stderr)
        raise SystemExit(1)


def cmd_validate(args) -> int:
    from .content import ContentError, load_box
    try:
        box = load_box()
    except ContentError as exc:
        for line in exc.problems:
            print(line)
        return 1
    counts = box.counts()
    if args.json:
        print(json.dumps({"ok": True, **counts}, indent=2))
    else:
        print("Content OK: " + ", ".join(f"{k} {v}" for k, v in counts.items() if not isinstance(v, dict)))
    return 0


def random_setup(box, seed: int, players: int, stage=None, nemesis=None, minions=None, hard=False) -> dict:
    """A deterministic random match-up (random arcade) for a seed."""
    from .engine import rng
    state = rng.seed_state(seed * 7919 + players)

    def pick(pool, k=1):
        nonlocal state
        items = sorted(pool)
        state = rng.shuffle(state, items)
        return items[:k]

    fighters, styles, rivals = pick(box.fighters, players), pick(box.styles, 6), pick(box.rivals, players)
    return {"stage": stage or pick(box.stages)[0], "minions": minions or pick(box.minions)[0],
            "nemesis": nemesis or pick(box.nemeses)[0], "hard": hard, "seed": seed,
            "players": [{"fighter": fighters[i], "style": styles[i % len(styles)], "rival": rivals[i]}
                        for i in range(players)]}


def play_one(box, setup, bot_name: str, max_decisions: int = 20000) -> dict:
    from .bots import make_bot
    from .engine import Game
    game = Game.new(setup, box)
    bot = make_bot(bot_name, setup["seed"])
    n = 0
    while not game.is_over() and n < max_decisions:
        game.apply(bot.choose(game, game.legal_actions()))
        n += 1
    res = game.result or {"winner": "none", "reason": "decision limit reached", "turns": game.s["turn"]}
    return {"setup": setup, "winner": res["winner"], "reason": res["reason"], "turns": game.s["turn"],
            "decisions": n}


def _simulate_chunk(job):
    box = _box_or_exit()
    seeds, players, opts = job
    out = []
    for seed in seeds:
        p = players if players else seed % 4 + 1
        setup = random_setup(box, seed, p, opts["stage"], opts["nemesis"], opts["minions"], opts["hard"])
        try:
            out.append(play_one(box, setup, opts["bot"]))
        except Exception as exc:  # reported as an error count, never a crash of the whole run
            out.append({"setup": setup, "winner": "error", "reason": f"{exc.__class__.__name__}: {exc}",
                        "turns": 0, "decisions": 0})
    return out


def cmd_simulate(args) -> int:
    box = _box_or_exit()
    opts = {"stage": args.stage, "nemesis": args.nemesis, "minions": args.minions, "hard": args.hard,
            "bot": args.bot}
    for key, pool in (("stage", box.stages), ("nemesis", box.nemeses), ("minions", box.minions)):
        if opts[key] and opts[key] not in pool:
            print(f"simulate: --{key} {opts[key]!r}: expected one of {', '.join(sorted(pool))}", file=sys.stderr)
            return 2
    seeds = list(range(args.seed, args.seed + args.games))
    start = time.perf_counter()
    results = _simulate_chunk((seeds, args.players, opts))
    elapsed = time.perf_counter() - start
    wins = sum(r["winner"] == "fighters" for r in results)
    errors = [r for r in results if r["winner"] == "error"]
    losses = len(results) - wins - len(errors)
    decisions = sum(r["decisions"] for r in results)
    causes = {}
    for r in results:
        if r["winner"] == "nemesis":
            key = r["reason"].split(" is defeated")[0] if "defeated in Round 2" in r["reason"] else r["reason"]
            key = "a fighter is defeated" if "defeated in Round 2" in r["reason"] else key
            causes[key] = causes.get(key, 0) + 1
    summary = {
        "games": len(results), "wins": wins, "losses": losses, "errors": len(errors),
        "win_rate": round(wins / max(1, len(results)), 4),
        "avg_turns": round(sum(r["turns"] for r in results) / max(1, len(results)), 2),
        "avg_decisions": round(decisions / max(1, len(results)), 1),
        "decisions_per_second": round(decisions / elapsed, 1) if elapsed > 0 else None,
        "causes_of_loss": causes,
        "bot": args.bot, "players": args.players or "1-4", "seed": args.seed, "hard": args.hard,
    }
    if errors:
        summary["first_error"] = errors[0]["reason"]
    if args.json:
        print(json.dumps(summary, indent=2, sort_keys=True))
    else:
        for k, v in summary.items():
            print(f"{k:>22}: {v}")
    return 0 if not errors else 1


def cmd_scenario(args) -> int:
    from .engine import IllegalAction
    from .engine.scenario import ScenarioError, load
    _box_or_exit()
    try:
        game = load(args.file)
    except FileNotFoundError:
        print(f"{args.file}: (file): not found", file=sys.stderr)
        return 2
    except (ScenarioError, IllegalAction, KeyError, ValueError, TypeError) as exc:
        print(f"{args.file}: {exc}", file=sys.stderr)
        return 1
    out = game.to_dict()
    out["pending"] = {"kind": game.pending.kind, "seat": game.pending.seat, "prompt": game.pending.prompt,
                      "options": [str(o) for o in game.legal_actions()]}
    print(json.dumps(out, indent=2))
    return 0


def _ui(name):
    def run(args):
        try:
            from .ui import cli as ui_cli
        except ImportError as exc:
            print(f"The window needs pygame-ce: pip install -r requirements.txt ({exc})", file=sys.stderr)
            return 2
        return getattr(ui_cli, name)(args)
    return run


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py", description="Street Fighter V: Champion Edition - Legends")
    sub = p.add_subparsers(dest="command")
    sp = sub.add_parser("play", help="open the window and play (default)")
    sp.add_argument("--fullscreen", action="store_true")
    sp.add_argument("--seconds", type=float, default=None, help="quit after N seconds (headless checks)")
    sp.add_argument("--screenshot", default=None, help="save the screen to this PNG before quitting")
    sp.set_defaults(func=_ui("play"))
    sp = sub.add_parser("demo", help="bots play whole games in the window")
    for opt in ("--stage", "--nemesis"):
        sp.add_argument(opt, default=None)
    sp.add_argument("--players", type=int, default=2)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--speed", type=float, default=1.0)
    sp.add_argument("--seconds", type=float, default=None)
    sp.add_argument("--screenshot", default=None)
    sp.set_defaults(func=_ui("demo"))
    sp = sub.add_parser("simulate", help="bots play N games headless and report")
    sp.add_argument("--games", type=int, default=100)
    sp.add_argument("--players", type=int, default=0, help="1-4; 0 cycles through 1-4")
    sp.add_argument("--stage", default=None)
    sp.add_argument("--nemesis", default=None)
    sp.add_argument("--minions", default=None)
    sp.add_argument("--seed", type=int, default=1)
    sp.add_argument("--bot", default="random")
    sp.add_argument("--hard", action="store_true")
    sp.add_argument("--json", action="store_true")
    sp.set_defaults(func=cmd_simulate)
    sp = sub.add_parser("validate", help="check all content and stages")
    sp.add_argument("--json", action="store_true", help="print counts per kind as JSON")
    sp.set_defaults(func=cmd_validate)
    sp = sub.add_parser("scenario", help="load a YAML position, apply its decisions, print the state as JSON")
    sp.add_argument("file")
    sp.set_defaults(func=cmd_scenario)
    sp = sub.add_parser("render-stage", help="write a PNG of a stage set up for play")
    sp.add_argument("stage")
    sp.add_argument("--out", required=True)
    sp.add_argument("--players", type=int, default=2)
    sp.set_defaults(func=_ui("render_stage"))
    return p


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        args = parser.parse_args(["play", *(argv or [])])
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        return 130
