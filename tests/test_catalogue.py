"""Issue 25, "One catalogue of action kinds in the engine" (legends/engine/kinds.py).

Every kind the engine offers is in the catalogue, offered where the catalogue says; every entry
has every field; every rulebook section it names is in the rulebook; the greedy bot has a scoring
rule for every kind; and a new kind needs the catalogue's entry and its task handler only: the
table's input mode groups and labels it, the phone protocol files it under its section, and
`option_info` says what it aims at, with no other edit.
"""
import os
import random
from pathlib import Path

import pytest

from legends.bots.greedy import GreedyBot
from legends.bots.scorers import SCORERS
from legends.content import default_box
from legends.engine import Action, Decision, Game, kinds
from legends.engine.kinds import KINDS, Arg, Kind, problems
from legends.engine.setup import random_setup
from legends.engine.tasks import TASKS, Task
from legends.ui.phones import protocol
from legends.ui.table.inputmode import EXTRA_WORDS, WORDS, InputMode, describe

ROOT = Path(__file__).resolve().parents[1]
RULEBOOK = ROOT.parent / "shared" / "rules" / "sfv-legends-rulebook.txt"   # beside the checkout, as CI lays it out


def offered(box, seeds=(1, 2)) -> dict:
    """{(decision kind, action kind): times offered} over playouts on every stage with 1-4 players,
    random and greedy choices, ties asked (tie_break: ask) and Hard Mode on every other game."""
    seen = {}
    for stage in sorted(box.stages):
        for players in (1, 2, 3, 4):
            for seed in seeds:
                setup = dict(random_setup(box, seed * 10 + players, players, stage=stage, hard=seed % 2 == 0),
                             tie_break="ask")
                game, rnd, bot = Game.new(setup, box), random.Random(seed), GreedyBot(seed) if seed % 2 else None
                for _ in range(3000):
                    if game.is_over():
                        break
                    options = game.legal_actions()
                    for a in options:
                        key = (game.pending.kind, a.kind)
                        seen[key] = seen.get(key, 0) + 1
                    game.apply(bot.choose(game, options) if bot else rnd.choice(options))
    return seen


def test_every_kind_the_engine_offers_is_in_the_catalogue_and_offered_where_it_says():
    seen = offered(default_box())
    unknown = sorted({k for _, k in seen if k not in KINDS})
    assert not unknown, f"the engine offers kinds the catalogue lacks: {unknown}"
    misplaced = sorted((d, k) for d, k in seen if d not in KINDS[k].offered_in)
    assert not misplaced, f"kinds offered in decisions their entry does not name: {misplaced}"
    never = sorted(set(KINDS) - {k for _, k in seen})
    assert not never, f"catalogue entries the playouts never saw offered: {never}"


def test_every_entry_has_every_field():
    for name, k in KINDS.items():
        assert k.name == name and problems(k) == [], (name, problems(k))
    bad = Kind("taunt", (Arg("who", "figure"),), "figure", ("figure",), "Taunt {whom}", "", ("main",), ex=-1,
               key="Enter")
    found = problems(bad)
    assert len(found) == 4, found       # no section; a field that is no argument; a key without a button; EX < 0


def test_the_table_words_every_argument_type_and_every_extra():
    assert set(WORDS) == set(kinds.ARG_TYPES)
    assert set(EXTRA_WORDS) == set(kinds.EXTRAS)


def headings(text: str):
    """The rulebook's body, its lines, and the headings its table of contents lists."""
    lines = [line.strip() for line in text.splitlines()]
    body = lines.index("Overview", lines.index("Table of Contents") + 2)
    toc = {line.lstrip("• ").strip() for line in lines[:body] if line.startswith("•")}
    return lines[body:], toc


def rulebook_text() -> str:
    """Skipped where the text is not beside the checkout; under CI (LEGENDS_REQUIRE_RULEBOOK=1)
    a missing text fails the test instead (as tests/test_lessons.py)."""
    if not RULEBOOK.is_file():
        why = f"the rulebook text is not at ../shared/rules/{RULEBOOK.name} beside the checkout"
        if os.environ.get("LEGENDS_REQUIRE_RULEBOOK") == "1":
            pytest.fail(why)
        pytest.skip(why)
    return RULEBOOK.read_text(encoding="utf-8")


def section_found(section: str, lines, toc) -> bool:
    """"A" is a heading of the rulebook; "A / B" two headings; "A: B" the paragraph "• B: ..." under heading A."""
    for part in section.split(" / "):
        head, _, paragraph = part.partition(": ")
        if head not in toc or head not in lines:
            return False
        if paragraph:
            start = lines.index(head) + 1
            end = next((i for i in range(start, len(lines)) if lines[i] in toc), len(lines))
            if not any(line.startswith(f"• {paragraph}:") for line in lines[start:end]):
                return False
    return True


def test_each_rulebook_section_named_is_in_the_rulebook():
    lines, toc = headings(rulebook_text())
    missing = sorted({k.section for k in KINDS.values() if not section_found(k.section, lines, toc)})
    assert not missing, f"sections the rulebook does not have: {missing}"
    assert not section_found("Minion and Rival Activations: Sprint", lines, toc)     # the check can fail
    assert not section_found("Fighter Phase / Blocking", lines, toc)


def test_the_greedy_bot_has_a_scoring_rule_for_every_kind():
    assert set(SCORERS) == set(KINDS)


# --- adding a kind: its catalogue entry and its task handler, nothing else ---------------------------
TAUNT = Kind("taunt", (Arg("figure", "figure"),), "figure", ("figure",), "Taunt {figure}", "Defeating Enemies",
             ("taunt",), ex=1)


class Taunting(Task):
    """A test-only task: the fighter taunts one enemy on the map (and spends 1 EX), then goes on."""
    kind = "taunting"

    def advance(self, r, task):
        seat = task["seat"]
        enemies = [e["id"] for e in r.enemies_on_map()]
        return Decision("taunt", seat, f"P{seat + 1}: taunt whom?", tuple(Action(seat, "taunt", (e,)) for e in enemies))

    def apply(self, r, task, action):
        r.s["stack"].remove(task)
        r.fighters[action.seat]["ex"] -= KINDS["taunt"].ex
        r.log(f"P{action.seat + 1} taunts {r.name_of(action.args[0])}.", kind="taunt", who=f"F{action.seat + 1}")


def test_adding_a_kind_touches_the_catalogue_and_its_task_handler_only(monkeypatch):
    monkeypatch.setitem(KINDS, "taunt", TAUNT)
    monkeypatch.setitem(TASKS, "taunting", Taunting())
    game = Game.new(random_setup(default_box(), 4, 2))
    while game.pending.kind != "main":
        game.apply(game.legal_actions()[0])
    state = game.to_dict()
    state["fighters"][0]["ex"] = 1
    state["stack"].append({"kind": "taunting", "seat": 0})
    game = Game.from_dict(state)

    d = game.pending
    taunt = d.options[0]
    assert d.kind == "taunt" and taunt.kind == "taunt"
    enemy = taunt.args[0]
    info = d.context.option(taunt)                          # option_info: what it aims at, what it costs
    assert (info.target, info.ex, info.destination) == (enemy, 1, None)
    mode = InputMode(game, {0})                             # the table: clicked on the enemy's figure
    assert taunt in mode.for_figure(enemy) and not mode.buttons
    space = game.view.space_name(game.view.space_of(enemy))
    label = describe(game, taunt)
    assert label == f"Taunt {game.view.name_of(enemy)} ({space})"
    phone = protocol.option_list(mode.fallback(), d.context)    # the phone: its label and rulebook section
    assert phone[0] == {"i": 0, "label": label, "section": "Defeating Enemies", "target": enemy}

    game.apply(taunt)
    assert game.view.log[-1]["kind"] == "taunt" and game.view.fighter(0)["ex"] == 0
    assert game.pending.kind == "main"
