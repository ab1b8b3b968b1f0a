"""Learn to play: the lessons (legends/data/lessons/*.yaml) and their goal checks. No pygame.

A lesson is a prepared position in the scenario format (docs/scenarios.md) that teaches one thing:
a title, what it teaches, the rulebook's words for it (section and a short quote), a hint, the
goals the player must reach and what to say when they are reached. Each goal names a check kind,
one function of CHECKS chosen by name in the YAML, that looks at what the game shows
(`game.view`: its log and its decisions) since the lesson began. A lesson is done when every
goal's check is. Each file also gives a `solution` (decisions that reach the goal), which
loading plays, so a lesson that cannot be finished is refused like any other content problem.

    lessons = load_lessons(box)            # ContentError: `file: path.to.field: what was expected`
    game = lessons[0].build(box)           # the lesson's position: a normal Game at the table
    lessons[0].progress(game)              # [True, False]: each goal, reached or not
    lessons[0].done(game)

Which lessons the player has done is kept by legends/store/progress.py; the lesson files themselves
are read by content/loader.py (no file I/O here).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..content import Box, ContentError, default_box
from ..content.loader import DATA, yaml_files
from ..content.reader import Reader
from .actions import EX_COST, Action, IllegalAction
from .scenario import ScenarioError, build

LESSONS = DATA / "lessons"
ID_RE = re.compile(r"^[a-z][a-z0-9_]*$")


# --- goal checks: what the game shows since the lesson began --------------------------------
# Each check gets the view and `log`, the log entries written since the lesson began (its position
# logs with decision count 0) as far as the table has shown them.
def _logged(log, kind, who=None) -> bool:
    return any(e["kind"] == kind and (who is None or e.get("who") == who) for e in log)


def _decided(view, kinds, first_arg=None) -> bool:
    """A decision of one of these kinds (and this first argument) was taken since the lesson began."""
    for text in view.history:
        try:
            a = Action.parse(text)
        except IllegalAction:
            continue
        if a.kind in kinds and (first_arg is None or (a.args and a.args[0] == first_arg)):
            return True
    return False


def enemy_defeated(view, log, who=None) -> bool:
    """An enemy (or this one: `who: m1`) was defeated by an attack."""
    return _logged(log, "defeat", who)


def ex_spent(view, log) -> bool:
    """EX was spent: a boost, a reroll, an upgrade, standing up or a critical art."""
    return _decided(view, tuple(EX_COST))


def ability_performed(view, log, ability=None) -> bool:
    """An ability (or this one: `ability: ryu_hadoken`) was performed from the combo meter."""
    return _decided(view, ("ability",), ability)


def damage_blocked(view, log) -> bool:
    """Damage was blocked by discarding a combo meter card."""
    return _logged(log, "block")


def enemy_moved(view, log, who=None) -> bool:
    """An enemy (or this one) moved by itself (an activation or a nemesis card)."""
    return any(e["kind"] == "move" and not str(e.get("who", "F")).startswith("F")
               and (who is None or e.get("who") == who) for e in log)


def nemesis_phase_started(view, log) -> bool:
    """The active player ended the fighter phase: the nemesis phase began."""
    return _logged(log, "phase")


def nemesis_phase_ended(view, log) -> bool:
    """A nemesis phase was played to its end: the next turn began."""
    return _logged(log, "turn")


def nemesis_card_drawn(view, log) -> bool:
    """A nemesis card was drawn and resolved."""
    return _logged(log, "ncard")


def minion_spawned(view, log) -> bool:
    """A nemesis card placed a new minion on a spawn location."""
    return _logged(log, "spawn")


def nemesis_spawned(view, log) -> bool:
    """The nemesis deck ran out and the nemesis came onto the map."""
    return _logged(log, "nemesis_spawn")


# check kind -> (function, {parameter: what it names})
CHECKS = {
    "enemy_defeated": (enemy_defeated, {"who": "an enemy id of the position, like m1"}),
    "ex_spent": (ex_spent, {}),
    "ability_performed": (ability_performed, {"ability": "an ability id, like ryu_hadoken"}),
    "damage_blocked": (damage_blocked, {}),
    "enemy_moved": (enemy_moved, {"who": "an enemy id of the position, like m1"}),
    "nemesis_phase_started": (nemesis_phase_started, {}),
    "nemesis_phase_ended": (nemesis_phase_ended, {}),
    "nemesis_card_drawn": (nemesis_card_drawn, {}),
    "minion_spawned": (minion_spawned, {}),
    "nemesis_spawned": (nemesis_spawned, {}),
}


# --- lessons ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Goal:
    check: str
    text: str
    params: tuple = ()          # ((name, value), ...)

    def reached(self, view, log) -> bool:
        return bool(CHECKS[self.check][0](view, log, **dict(self.params)))


@dataclass(frozen=True)
class Lesson:
    id: str
    order: int
    title: str
    teaches: str
    section: str                # the rulebook's section
    quote: str                  # its words, short
    hint: str
    done_text: str
    goals: tuple
    scenario: str               # the position, as JSON text (a fresh copy for every build)
    solution: tuple             # decision texts that reach every goal
    file: str

    def build(self, box: Box | None = None):
        """The lesson's position: a normal Game (ScenarioError if the box no longer fits it)."""
        return build(json.loads(self.scenario), box)

    def progress(self, game, shown=None) -> list:
        """Each goal: reached or not, from what the game shows (`shown`: only the first log entries,
        those the table has animated so far)."""
        view = game.view
        log = [e for e in view.log[:shown] if e["decision"] > 0]
        return [g.reached(view, log) for g in self.goals]

    def done(self, game) -> bool:
        return all(self.progress(game))


FIELDS = ("id", "order", "title", "teaches", "rulebook", "hint", "done", "goals", "scenario", "solution")


def _text(limit):
    return lambda v: None if v.strip() and len(v) <= limit else f"expected a text of 1 to {limit} characters"


def _goals(doc, r: Reader) -> tuple:
    raw = r.get(doc, "goals", "", list)
    if raw is None:
        return ()
    if not 1 <= len(raw) <= 4:
        r.err("goals", f"expected 1 to 4 goals, got {len(raw)}")
    out = []
    for i, g in enumerate(raw):
        p = f"goals[{i}]"
        check = r.get(g, "check", p, str, check=lambda v: None if v in CHECKS else
                      f"expected one of {', '.join(CHECKS)}, got {v!r}")
        text = r.get(g, "text", p, str, check=_text(90))
        if check is None or text is None:
            continue
        spec = CHECKS[check][1]
        params = []
        for key, value in g.items():
            if key in ("check", "text"):
                continue
            if key not in spec:
                r.err(f"{p}.{key}", f"unknown parameter for check '{check}'; expected "
                                    f"{', '.join(spec) or 'none'}")
            elif not isinstance(value, str):
                r.err(f"{p}.{key}", f"expected {spec[key]}, got {value!r}")
            else:
                params.append((key, value))
        out.append(Goal(check, text, tuple(sorted(params))))
    return tuple(out)


def _read(doc: dict, r: Reader):
    """The fields of one lesson file (problems go to the reader); None if any is wrong."""
    before = len(r.problems)
    for key in doc:
        if key not in FIELDS:
            r.err(str(key), f"unknown field; expected {', '.join(FIELDS)}")
    lid = r.get(doc, "id", "", str, check=lambda v: None if ID_RE.match(v) else
                "expected an id of lowercase letters, digits and _, starting with a letter")
    order = r.count(doc, "order", "", 1, 99)
    texts = {key: r.get(doc, key, "", str, check=_text(limit))
             for key, limit in (("title", 40), ("teaches", 110), ("hint", 400), ("done", 240))}
    rb = r.get(doc, "rulebook", "", dict)
    section = quote = None
    if rb is not None:
        section = r.get(rb, "section", "rulebook", str, check=_text(40))
        quote = r.get(rb, "quote", "rulebook", str, check=_text(320))
    goals = _goals(doc, r)
    scen = r.get(doc, "scenario", "", dict)
    players = ((scen or {}).get("setup") or {}).get("players") if isinstance(scen, dict) else None
    if isinstance(players, list) and len(players) != 1:
        r.err("scenario.setup.players", f"a lesson is for one player; got {len(players)}")
    solution = r.get(doc, "solution", "", list)
    for i, text in enumerate(solution or ()):
        if not isinstance(text, str):
            r.err(f"solution[{i}]", f"expected a decision like 'P1 play shoto_04', got {text!r}")
    if len(r.problems) > before:
        return None
    return Lesson(lid, order, texts["title"], texts["teaches"], section, quote.strip(), texts["hint"].strip(),
                  texts["done"].strip(), goals, json.dumps(scen), tuple(solution), r.file)


def _playable(lesson: Lesson, r: Reader, box: Box) -> None:
    """Build the position, check no goal is reached before the player acts, and play the solution
    to the end: every goal must then be reached (problems go to the reader)."""
    try:
        game = lesson.build(box)
    except ScenarioError as exc:
        for line in str(exc).splitlines():
            field, _, what = line.removeprefix("scenario: ").partition(": ")
            r.err(f"scenario.{field}" if what else "scenario", what or field)
        return
    for i, reached in enumerate(lesson.progress(game)):
        if reached:
            r.err(f"goals[{i}]", "already reached in the lesson's position, before the player does anything")
    if game.view.seats != 1:
        r.err("scenario.setup.players", f"a lesson is for one player; got {game.view.seats}")
    for i, text in enumerate(lesson.solution):
        try:
            game.apply(Action.parse(text))
        except IllegalAction as exc:
            r.err(f"solution[{i}]", str(exc))
            return
    missing = [f"goals[{i}] ({g.text})" for i, (g, ok) in enumerate(zip(lesson.goals, lesson.progress(game)))
               if not ok]
    if missing:
        r.err("solution", f"played to its end, but not reached: {', '.join(missing)}")


def load_lessons(folder: Path = LESSONS, box: Box | None = None) -> tuple:
    """Every lesson of the folder in order, each loaded, built and played through its solution;
    ContentError listing every problem as `file: path.to.field: what was expected`."""
    box = box or default_box()
    problems: list = []
    lessons, seen = [], {}
    for rel, doc in yaml_files(folder, problems, "lesson .yaml file"):
        r = Reader(rel, problems)
        try:
            lesson = _read(doc, r)
            if lesson is not None:
                _playable(lesson, r, box)
        except Exception as exc:  # noqa: BLE001 - a lesson file must never crash the app
            r.err("(file)", f"unexpected structure ({exc.__class__.__name__}: {exc}); compare it with "
                            "the lessons in legends/data/lessons")
            continue
        if lesson is None:
            continue
        for key, value in (("id", lesson.id), ("order", lesson.order)):
            if (key, value) in seen:
                r.err(key, f"duplicate {key} {value!r} (also in {seen[key, value]})")
            seen[key, value] = rel
        lessons.append(lesson)
    if problems:
        raise ContentError(problems)
    return tuple(sorted(lessons, key=lambda lesson: lesson.order))


@lru_cache(maxsize=1)
def default_lessons() -> tuple:
    """The lessons shipped with the app, loaded once (ContentError if any is broken)."""
    return load_lessons()


def lesson_problems(box: Box | None = None, folder: Path = LESSONS) -> list:
    """The problems of the lesson files, one `file: path: what was expected` line each (validate)."""
    try:
        load_lessons(folder, box)
    except ContentError as exc:
        return exc.problems
    return []
