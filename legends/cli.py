"""Command line: play (default), demo, simulate, balance, validate, scenario, export, render-stage."""
from __future__ import annotations

import gc
import json
import os
import sys
from pathlib import Path

from .content.terminal import say
from .playargs import play_args
from .ui.export.run import add_parser as add_export      # the export's arguments (no pygame)

MAX_GAMES = 100_000          # a simulate run keeps every game's result in memory
MAX_SEED = 2 ** 31 - 1
BOT_NAMES = ("expert", "greedy", "random")
MAX_PLAYOUTS = 10_000


def _usage_error(command: str, message: str) -> int:
    say(f"main.py {command}: {message}", sys.stderr)
    return 2


def _not_regular(path: str) -> str | None:
    """Why a file argument cannot be read without blocking (a FIFO, a device, a folder), or None."""
    p = Path(path)
    if p.exists() and not p.is_file():
        return f"{path}: expected a regular file (this is a folder, pipe or device)"
    return None


def _unwritable_folder(folder: str) -> str | None:
    """Why the report folder cannot be written (checked before the simulation starts), or None."""
    from .store import files
    try:
        files.unlink_quietly(files.write_temp(Path(folder) / "write-check", b""))
    except OSError as exc:
        return f"--report {folder}: cannot write there ({files.what_happened(exc)})"
    return None


def _box_or_exit(cached: bool = False):
    """The shipped box, or every content problem listed and exit 1 (`cached`: the window's start,
    through the parse cache of store/cache.py)."""
    from .content import ContentError, default_box
    from .content.catalog import plural
    try:
        if cached:
            from .store.cache import cached_box
            return cached_box()
        return default_box()
    except ContentError as exc:
        for line in exc.problems:
            say(line, sys.stderr)
        print(f"{plural(len(exc.problems), 'problem')} in the content; fix them and run `python main.py validate`.",
              file=sys.stderr)
        raise SystemExit(1)


def cmd_validate(args) -> int:
    from .checkfile import cmd_validate as validate      # the box, or one stage or position file
    return validate(args)


def _cluster(args, jobs):
    """The Dask cluster of `simulate --cluster` (local: `jobs` worker processes), or none."""
    import contextlib
    from . import sim
    if not args.cluster:
        return contextlib.nullcontext()
    return sim.Cluster(args.cluster, jobs, args.cluster_timeout)


def cmd_simulate(args) -> int:
    from . import sim
    from .content.catalog import plural
    if args.report and (problem := _unwritable_folder(args.report)):
        return _usage_error("simulate", problem)
    box = _box_or_exit()
    opts = {"stage": args.stage, "nemesis": args.nemesis, "minions": args.minions, "hard": args.hard,
            "mixed": args.mixed, "bot": bot_spec(args)}
    if args.stage_file:
        from .checkfile import stage_file_opts
        box, problem = stage_file_opts(args.stage_file, box, opts)
        if problem:
            return problem
    for key, pool in (("stage", box.stages), ("nemesis", box.nemeses), ("minions", box.minions)):
        if opts[key] and opts[key] not in pool:
            return _usage_error("simulate", f"--{key} {opts[key]!r}: expected one of {', '.join(sorted(pool))}")
    for key, pool in (("fighters", box.fighters), ("styles", box.styles), ("rivals", box.rivals)):
        chosen = [x for x in (getattr(args, key) or "").split(",") if x]
        bad = [x for x in chosen if x not in pool]
        if bad:
            return _usage_error("simulate", f"--{key} {','.join(bad)}: expected ids from {', '.join(sorted(pool))}")
        seats = args.players or 4
        if len(chosen) > seats:
            return _usage_error("simulate", f"--{key}: expected at most {plural(seats, 'id')}, one per seat, got {len(chosen)}")
        if len(set(chosen)) != len(chosen) and key != "styles":
            return _usage_error("simulate", f"--{key}: each seat needs a different one")
        opts[key] = chosen
    jobs = sim.effective_jobs(args.jobs, args.games)
    try:
        with _cluster(args, jobs) as cluster:
            summary = sim.simulate(args.games, args.players, opts, args.seed, jobs, progress=not args.json,
                                   box=box, cluster=cluster)
    except sim.ClusterError as exc:
        say(f"main.py simulate: {exc}", sys.stderr)
        return 2
    if args.report:
        from .report import write_report
        try:
            paths = write_report(summary, args.report)
        except OSError as exc:  # checked before the run; the disk may still fill up meanwhile
            print(f"main.py simulate: --report {args.report}: {exc}", file=sys.stderr)
            return 1
        if not args.json:
            print("report: " + ", ".join(str(p) for p in paths))
    if args.json:
        print(json.dumps(summary, indent=2, sort_keys=True))
    else:
        _print_text(summary)
        if args.cluster:
            print(f"ran on the Dask cluster {args.cluster} ({summary['jobs']} worker threads)")
    return 0 if not summary["errors"] else 1


def cmd_balance(args) -> int:
    """The balance grid per player count: every row's rate, interval, target and flag (legends/balance.py)."""
    from . import balance, sim
    from .content.labels import kept_before_run
    if args.report and (problem := _unwritable_folder(args.report)):
        return _usage_error("balance", problem)
    try:
        baseline = balance.load_baseline(args.baseline) if args.baseline else None
    except balance.BaselineError as exc:       # every problem, before the first game
        for line in exc.problems:
            _usage_error("balance", line)
        return 2
    box = _box_or_exit()
    opts = {"bot": bot_spec(args)}
    counts = [args.players] if args.players else [1, 2, 3, 4]
    old_labels, problem = kept_before_run(args.labels, box.stages, opts["bot"], counts) if args.labels else (None, None)
    if problem:
        return _usage_error("balance", f"--labels {args.labels}: {problem}")
    jobs = sim.effective_jobs(args.jobs, args.games)
    summaries, hard = {}, {} if args.hard else None
    try:
        with _cluster(args, jobs) as cluster:
            for players in counts:
                summaries[players] = sim.simulate(args.games, players, opts, args.seed, jobs,
                                                  progress=not args.json, box=box, cluster=cluster)
                if args.hard:
                    hard[players] = sim.simulate(args.games, players, {**opts, "hard": True}, args.seed, jobs,
                                                 progress=not args.json, cluster=cluster)
    except sim.ClusterError as exc:
        return _usage_error("balance", str(exc))
    result = balance.result_of(summaries, {"bot": opts["bot"], "games": args.games, "seed": args.seed}, hard,
                               baseline, args.baseline)
    print(json.dumps(result, indent=2, ensure_ascii=False) if args.json else balance.text(result))
    if args.report and (code := _write_balance(result, summaries, args)):
        return code
    if args.labels and (code := _write_labels(result, old_labels, args)):
        return code
    return 0 if not result["errors"] else 1


def _write_labels(result: dict, old: dict | None, args) -> int:
    """The stage labels file of --labels (legends/content/labels.py, docs/balance.md "Stage labels")."""
    import datetime
    from . import balance
    from .content.labels import labels_text
    from .store.reports import write_labels
    today = datetime.datetime.now(datetime.timezone.utc).date().isoformat()
    try:
        write_labels(args.labels, labels_text(balance.labels_doc(result, today, old)))
    except OSError as exc:
        say(f"main.py balance: --labels {args.labels}: {exc}", sys.stderr)
        return 1
    if not args.json:
        print(f"stage labels: {args.labels}")
    return 0


def _write_balance(result: dict, summaries: dict, args) -> int:
    """balance.md and balance.json into --report, and report.md / report.png per player count."""
    from . import balance
    from .report import write_report
    from .store.reports import write_files
    folder = Path(args.report)
    try:
        for players, summary in summaries.items():
            write_report(summary, folder / f"players-{players}")
        write_files(folder, {"balance.md": balance.markdown(result),
                             "balance.json": json.dumps(result, indent=2, ensure_ascii=False) + "\n"})
    except OSError as exc:  # checked before the run; the disk may still fill up meanwhile
        print(f"main.py balance: --report {args.report}: {exc}", file=sys.stderr)
        return 1
    if not args.json:
        print(f"report: {folder / 'balance.md'}, {folder / 'balance.json'}, "
              f"{folder}/players-P/report.md and report.png")
    return 0


def _print_text(summary: dict) -> None:
    """The text form of a simulation: the summary's fields, then every win rate with its 95% interval."""
    from .report import overall, rate_text
    for k, v in summary.items():
        if k not in ("by", "coverage", "win_rate_lo", "win_rate_hi"):
            print(f"{k:>22}: {v}")
    print(f"{'win rate (95%)':>22}: {rate_text(overall(summary))}")
    for dim, rows in summary["by"].items():
        print(f"win rate by {dim}:")
        width = max((len(key) for key in rows), default=0)
        for key, r in rows.items():
            print(f"  {key:<{width}}  {rate_text(r)}")


def cmd_scenario(args) -> int:
    from .engine import IllegalAction
    from .engine.scenario import ScenarioError
    from .store.scenarios import load_scenario
    if problem := _not_regular(args.file):
        return _usage_error("scenario", problem)
    _box_or_exit()
    from .checkfile import player_box
    try:
        game = load_scenario(args.file, player_box())      # the box and the player's own stages
    except FileNotFoundError:
        say(f"{args.file}: (file): not found", sys.stderr)
        return 2
    except (ScenarioError, IllegalAction) as exc:
        for line in str(exc).splitlines():  # every problem, each naming the file and the field
            say(f"{args.file}: {line}", sys.stderr)
        return 1
    except Exception as exc:  # noqa: BLE001 - a hand-written position must never show a traceback
        say(f"{args.file}: cannot build this position ({exc.__class__.__name__}: {exc}); "
            f"see docs/scenarios.md for the format", sys.stderr)
        return 1
    pending = game.pending  # runs the automatic steps first, so state and pending agree
    out = game.to_dict()
    out["pending"] = {"kind": pending.kind, "seat": pending.seat, "prompt": pending.prompt,
                      "options": [str(o) for o in game.legal_actions()]}
    print(json.dumps(out, indent=2))
    return 0


def cmd_check_save(args) -> int:
    from .engine import SaveError
    from .store.saves import load_game
    if problem := _not_regular(args.file):
        return _usage_error("check-save", problem)
    _box_or_exit()
    from .checkfile import player_box
    try:
        game = load_game(args.file, player_box())
    except SaveError as exc:
        say(f"cannot load {exc}", sys.stderr)
        return 1
    v = game.view
    names = ", ".join(v.fighter_name(seat) for seat in range(v.seats))
    state = game.result["reason"] if game.result else f"waiting for: {game.pending.prompt}"
    say(f"{args.file}: {game.stage.name}, {names}; turn {v.turn}, {v.decisions} decisions; {state}")
    if game.notice:
        say(f"{game.notice} (Its decision log no longer replays: {game.notice_why})")
    return 0


def cmd_autoplay(args) -> int:
    """Bots play one game headless, autosaving atomically after every decision (crash-safety checks).

    With --resume, the game continues from the newest autosave that loads (the one Continue takes).
    A second copy on the same --save-dir autosaves its game in its own slots and says so."""
    from .bots import make_bot
    from .engine import Game
    from .store import autosaves, folder
    from .store.saves import kept_fields, load_game, read_save, with_kept
    if args.save_dir:
        os.environ["LEGENDS_HOME"] = args.save_dir
    box = _box_or_exit()
    note = folder.open_folder()      # the folder's lock; dead processes' temporary files removed
    for said in (folder.moved_note(), note):
        if said:
            print(said, file=sys.stderr)
    if folder.folder_problem():      # a folder nothing can be saved in (said in one sentence): no game
        return 1
    game, game_id, kept = None, None, {}
    if args.resume:
        path, game, _ = autosaves.newest_loadable(lambda p: load_game(p, box))
        if game is not None and game.notice:
            print(f"{path.name}: {game.notice}", file=sys.stderr)
        if game is not None:
            data = read_save(path)
            kept = kept_fields(data)
            game_id = None if note else autosaves.game_id_of(data)
            if not autosaves.may_continue(game_id, game.view.history):
                game_id = None
    if game is None:
        from .engine.setup import random_setup
        game = Game.new(random_setup(box, args.seed, args.players), box)
    game_id = game_id or autosaves.new_game_id()
    bot = make_bot(bot_spec(args), args.seed + game.view.decisions)
    while not game.is_over():
        game.apply(bot.choose(game, game.legal_actions()))
        data = with_kept(game.save_dict(), kept)
        seats = [args.bot] * game.view.seats        # who played: the replay theatre's boards say it
        data["ui"] = {**data.get("ui", {}), "game": game_id, "seats": seats}
        try:
            autosaves.write(data, game_id)
        except OSError as exc:          # one sentence; every earlier slot stays whole
            print(f"main.py autoplay: {exc}", file=sys.stderr)
            return 1
        print(f"saved {game.view.decisions}", flush=True)
        if args.delay:
            import time
            time.sleep(args.delay)
    print(f"over {game.view.decisions} {game.result['winner']}", flush=True)
    return 0


def bot_spec(args) -> str:
    """The bot to make: the expert with its playouts a decision (`expert:64`), else the bot's name."""
    return f"expert:{args.playouts}" if args.bot == "expert" else args.bot


def _ui(name):
    def run(args):
        if name in ("play", "demo"):
            gc.disable()            # the start's objects mostly live on: no collections before the first frame (App.render)
        try:
            _box_or_exit(cached=True)  # every content problem, listed before any window opens
            try:
                from .ui import cli as ui_cli
            except ImportError as exc:
                print(f"The window needs pygame-ce: pip install -r requirements.txt ({exc})", file=sys.stderr)
                return 2
            return getattr(ui_cli, name)(args)
        finally:
            gc.enable()
    return run


def _add_balance(sub) -> None:
    from .cliargs import address, seconds, whole
    sp = sub.add_parser("balance", help="the balance grid per player count, with targets, flags and a baseline")
    sp.add_argument("--players", type=whole(0, 4), default=0, help="1-4; 0 (default) runs each of 1-4")
    sp.add_argument("--games", type=whole(1, MAX_GAMES), default=1000, help="games per player count")
    sp.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    sp.add_argument("--bot", default="greedy", choices=("greedy", "expert"))
    sp.add_argument("--playouts", type=whole(1, MAX_PLAYOUTS), default=32, help="the expert bot's playouts a decision")
    sp.add_argument("--hard", action="store_true", help="also play --games in Hard Mode per player count (target 20-35%%)")
    sp.add_argument("--jobs", type=whole(0, 1024), default=0, help="processes to use (default 0: all cores)")
    sp.add_argument("--cluster", type=address, default=None, metavar="ADDRESS",
                    help="run the games on a Dask cluster (as simulate --cluster), or 'local'")
    sp.add_argument("--cluster-timeout", type=seconds(0.5, 600), default=10.0, metavar="SECONDS")
    sp.add_argument("--baseline", default=None, metavar="FILE.json",
                    help="an earlier balance --json (or report's balance.json): mark the rows that moved")
    sp.add_argument("--report", default=None, metavar="DIR",
                    help="write balance.md, balance.json and players-P/report.md, report.png here")
    sp.add_argument("--labels", default=None, metavar="FILE.yaml",
                    help="write the stage labels the game shows (legends/data/stage_labels.yaml); with "
                         "--players P the file's other player counts are kept")
    sp.add_argument("--json", action="store_true")
    sp.set_defaults(func=cmd_balance)


def build_parser(prog: str = "main.py", play_only: bool = False) -> argparse.ArgumentParser:
    """The command line's parser; `play_only`: with the play command alone (the window's start: the
    other commands' arguments are some 3 ms of it), which parses play's arguments as the whole one does."""
    from . import __version__
    from .cliargs import Parser, seconds
    p = Parser(prog=prog, description="Street Fighter V: Champion Edition - Legends")
    p.add_argument("--version", action="version", version=f"legends {__version__}")
    sub = p.add_subparsers(dest="command")
    sp = sub.add_parser("play", help="open the window and play (default)")
    sp.add_argument("--fullscreen", action="store_true")
    sp.add_argument("--seconds", type=seconds(0, 86400), default=None, help="quit after N seconds (headless checks)")
    sp.add_argument("--screenshot", default=None, help="save the screen to this PNG before quitting")
    sp.add_argument("--inputs", default=None, metavar="FILE.yaml",
                    help="replay an input script first (docs/ui.md, Input scripts); headless: a fixed clock")
    sp.set_defaults(func=_ui("play"))
    if not play_only:
        _add_others(sub)
    return p


def _add_others(sub) -> None:
    """Every command but play."""
    from .cliargs import address, seconds, whole
    sp = sub.add_parser("demo", help="bots play whole games in the window")
    for opt in ("--stage", "--nemesis"):
        sp.add_argument(opt, default=None)
    sp.add_argument("--players", type=whole(1, 4), default=2)
    sp.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    sp.add_argument("--speed", type=seconds(0.1, 100), default=1.0)
    sp.add_argument("--seconds", type=seconds(0, 86400), default=None)
    sp.add_argument("--screenshot", default=None)
    sp.set_defaults(func=_ui("demo"))
    sp = sub.add_parser("simulate", help="bots play N games headless and report")
    sp.add_argument("--games", type=whole(1, MAX_GAMES), default=100)
    sp.add_argument("--players", type=whole(0, 4), default=0, help="1-4; 0 cycles through 1-4")
    sp.add_argument("--stage", default=None)
    sp.add_argument("--stage-file", default=None, metavar="FILE.yaml", help="play a stage file of your own")
    sp.add_argument("--nemesis", default=None)
    sp.add_argument("--minions", default=None)
    sp.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    sp.add_argument("--fighters", default=None, help="fighter ids by seat, comma-separated (others random)")
    sp.add_argument("--styles", default=None, help="style deck ids by seat, comma-separated")
    sp.add_argument("--rivals", default=None, help="rival ids by seat, comma-separated")
    sp.add_argument("--bot", default="random", choices=BOT_NAMES)
    sp.add_argument("--playouts", type=whole(1, MAX_PLAYOUTS), default=64, help="the expert bot's playouts a decision")
    sp.add_argument("--hard", action="store_true")
    sp.add_argument("--mixed", action="store_true", help="half of the games in Hard Mode (alternating blocks of 4 seeds, so every player count gets both)")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--jobs", type=whole(0, 1024), default=0,
                    help="processes to use (default 0: all cores; never more than the cores or the games)")
    sp.add_argument("--cluster", type=address, default=None, metavar="ADDRESS",
                    help="run the games on a Dask cluster: a scheduler address (tcp://host:8786), or 'local' "
                         "for one on this machine with --jobs workers (needs requirements-cluster.txt)")
    sp.add_argument("--cluster-timeout", type=seconds(0.5, 600), default=10.0, metavar="SECONDS",
                    help="how long to try to reach the scheduler and wait for a worker (default 10)")
    sp.add_argument("--report", default=None, help="write report.md and report.png to this folder")
    sp.set_defaults(func=cmd_simulate)
    _add_balance(sub)
    sp = sub.add_parser("validate", help="check all content and stages, or one stage or position FILE")
    sp.add_argument("file", nargs="?", default=None, help="a stage or position file (the workshop's, or yours)")
    sp.add_argument("--json", action="store_true", help="print counts per kind as JSON")
    sp.set_defaults(func=cmd_validate)
    sp = sub.add_parser("scenario", help="load a YAML position, apply its decisions, print the state as JSON")
    sp.add_argument("file")
    sp.set_defaults(func=cmd_scenario)
    sp = sub.add_parser("autoplay", help="bots play one game headless, autosaving after every decision")
    sp.add_argument("--save-dir", default=None)
    sp.add_argument("--seed", type=whole(0, MAX_SEED), default=1)
    sp.add_argument("--players", type=whole(1, 4), default=2)
    sp.add_argument("--bot", default="greedy", choices=BOT_NAMES)
    sp.add_argument("--playouts", type=whole(1, MAX_PLAYOUTS), default=32, help="the expert bot's playouts a decision")
    sp.add_argument("--resume", action="store_true")
    sp.add_argument("--delay", type=seconds(0, 60), default=0.0, help="seconds to wait after each decision")
    sp.set_defaults(func=cmd_autoplay)
    sp = sub.add_parser("check-save", help="say whether a save file loads, and what it holds")
    sp.add_argument("file")
    sp.set_defaults(func=cmd_check_save)
    add_export(sub, whole(1, 60)).set_defaults(func=_ui("export"))
    sp = sub.add_parser("render-stage", help="write a PNG of a stage set up for play")
    sp.add_argument("stage")
    sp.add_argument("--out", required=True)
    sp.add_argument("--players", type=whole(1, 4), default=2)
    sp.set_defaults(func=_ui("render_stage"))


def main(argv=None, prog: str = "main.py") -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = play_args(argv)          # the window's usual command lines, without argparse
    if args is None:
        parser = build_parser(prog, play_only=not argv or argv[0] == "play")
        args = parser.parse_args(argv)
        if args.command is None:
            args = parser.parse_args(["play", *(argv or [])])
    else:
        args.func = _ui("play")
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        return 130


def entry(prog: str = "legends") -> int:
    """The installed `legends` command (and python -m legends): main.py's commands, the same words."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    return main(sys.argv[1:], prog)
