"""Issue 26, fourth pass (docs/playtests/issue-26.md, "New findings" 1 and 5): the phone's prompt.

1. The block prompt reached the phone with the TV's key advice ("· [Enter]: block with the framed
   card"): a phone has no Enter and no framed card. A phone's prompt names no key at all.
5. P2's page said "P2 · Blanka decides: play style card 1 of 2", then went back to "P1 · NEMESIS
   PHASE Abigail moves ..." while the TV still showed P1's nemesis phase: the state went out in the
   frame between P1's choice and the first step of its animation, when the prompt bar's words were
   already the next decision's. A phone now follows what the TV shows, and never goes back.

Real sockets (tests/phones.py): the app's phone server, test phones as aiohttp clients.
"""
import re

import pytest

pytest.importorskip("aiohttp")
pytest.importorskip("segno")

from legends.engine import Game  # noqa: E402
from legends.engine import lessons as LS  # noqa: E402
from legends.engine.scenario import build  # noqa: E402
from legends.ui.phones.tv import phone_prompt  # noqa: E402
from legends.ui.table.hud import prompt_line  # noqa: E402
from tests.phones import SETUP, invited, joined, page, table  # noqa: E402,F401
from tests.tables import cast, scenario  # noqa: E402

# what the TV's prompt bar may add for its own keys and pointer
KEYS = re.compile(r"\[|\]|\bEnter\b|\bEsc\b|\bSpace\b|\bTab\b|\bclick\b|framed card|\b[ABXY]\b[:/ ]|"
                  r"\b(?:LB|RB|LT|RT|L1|R1|L2|R2|Cross|Circle|Square|Triangle)\b")


def decide(app, ph, pick, until, limit=30):
    """The phone decides, `pick(state)` being its option each time, until `until(scene)`; returns the
    (decision kind, prompt) of every deciding state it got (the last: the one `until` stopped at)."""
    sc, seen = app.scene, []
    for _ in range(limit):
        st = ph.recv(app, kind="state")
        assert st is not None, seen
        if not st["deciding"] or st["optional"]:
            continue
        seen.append((sc.game.pending.kind, st["prompt"]))
        if until(sc):
            return seen
        ph.send({"type": "choose", "version": st["version"], "option": pick(st)})
    raise AssertionError(f"never got there: {seen}")


def ending(st):
    """The option that ends the fighter phase, else the first."""
    return next((o["i"] for o in st["options"] if o["label"].lower().startswith("end")), 0)


def test_the_block_prompt_on_the_phone_names_no_key(invited):
    """Lesson 4's position, P1 on a phone: the fighter phase ends, the nemesis phase asks P1 to
    block. The TV's bar says "[Enter]: block with the framed card"; the phone's prompt is the
    decision alone, and its buttons (take the damage, block with a meter card) are the options."""
    app = invited
    ph, _ = joined(app, 0)
    sc = table(app, ("human",), LS.default_lessons()[3].build(app.box))
    seen = decide(app, ph, ending, lambda sc: sc.game.pending.kind == "block")
    kind, prompt = seen[-1]
    assert prompt == prompt_line(sc, keys=False) == phone_prompt(sc)
    assert prompt_line(sc).endswith("[Enter]: block with the framed card")      # the TV's bar keeps it
    assert prompt.startswith("P1 · ") and "discard a combo-meter card" in prompt, prompt
    assert not KEYS.search(prompt), prompt
    assert "framed card" not in prompt and "[Enter]" not in prompt
    assert len(seen) >= 2 and [k for k, _ in seen].count("block") == 1


def test_place_play_move_and_block_prompts_on_the_phone_name_no_key(invited):
    """Turn 1 of a one-seat game played from P1's phone (the first option each time): placing the
    rival, playing cards, resolving a move, ending the phase, then the nemesis phase's block."""
    app = invited
    ph, _ = joined(app, 0)
    table(app, ("human",), Game.new(dict(SETUP, players=SETUP["players"][:1]), app.box))
    seen = decide(app, ph, lambda st: 0, lambda sc: sc.game.pending.kind == "block", limit=60)
    kinds = [k for k, _ in seen]
    assert {"place_rival", "main", "act", "block"} <= set(kinds), seen
    assert any(k == "act" and "resolve move" in p for k, p in seen), seen
    assert all(p.startswith("P1 · Ryu decides: ") for _, p in seen), seen
    bad = [p for _, p in seen if KEYS.search(p)]
    assert bad == [] and len(seen) >= 5, bad


# --- 5: the phone follows the TV through a nemesis phase ---------------------------------------------
def runs(prompts) -> list:
    """The prompts without repeats in a row: each one's first appearance, in order."""
    return [p for i, p in enumerate(prompts) if i == 0 or p != prompts[i - 1]]


def test_a_phone_announces_the_next_seats_decision_only_once_the_tv_shows_it(invited, monkeypatch):
    """P1 (a phone) ends the fighter phase; the nemesis phase animates on the TV (a minion and the
    nemesis move, the nemesis card, the minion's attack), then P2 (another phone) decides. Every
    state pushed while the table animates says the line the TV's bar shows; the first that names
    P2's decision goes out when the TV's bar names it; neither phone's prompts ever go back."""
    app = invited
    p1, _ = joined(app, 0)
    p2, _ = joined(app, 1)
    doc = scenario(SETUP["players"], setup={"end_phase": "ask"}, turn=3, played=2,
                   fighters=[{"space": "A3", "hand": [], "meter": [], "ex": 0}, {"space": "E5"}],
                   enemies=[{"kind": "standard", "space": "F6"}], nemesis={"space": "D2"})
    sc = table(app, ("human", "human"), build(doc, app.box))
    pushed, real_push = [], app.phones.server.push

    def push(seat, state):          # what went out, beside what the TV showed at that moment
        pushed.append((seat, state["prompt"], state["deciding"], sc.anim.active, prompt_line(sc)))
        real_push(seat, state)
    monkeypatch.setattr(app.phones.server, "push", push)
    st = p1.recv(app, kind="state")
    while not st["deciding"]:
        st = p1.recv(app, kind="state")
    assert [o["label"] for o in st["options"]][0].lower().startswith("end"), st["options"]
    p1.send({"type": "choose", "version": st["version"], "option": 0})
    frames = 0
    while frames < 1500 and not (frames > 5 and not sc.anim.active and sc.game.pending.seat == 1):
        app.step(0.02, [])
        frames += 1
    for _ in range(10):
        app.step(0.02, [])
    assert sc.game.pending.seat == 1 and not sc.anim.active and frames < 1500
    animating = [p for p in pushed if p[3]]
    assert len(animating) >= 4, pushed                      # the nemesis phase's steps reached the phones
    # the line the TV shows, its label on a line of its own (issue 26 re-check, finding 7)
    assert all(phone.replace("\n", " ", 1) == tv for _, phone, _, _, tv in animating), animating
    assert all(phone.count("\n") == 1 for _, phone, _, _, _ in animating), animating
    assert not any("P2 · Ken decides" in phone or deciding for _, phone, deciding, _, _ in animating)
    first = next(p for p in pushed if p[0] == 1 and "P2 · Ken decides" in p[1])
    assert not first[3] and first[4].startswith("P2 · Ken decides: ") and first[2]
    for ph, seat in ((p1, 0), (p2, 1)):
        got = [m["prompt"] for m in ph.quiet(app, 0.3) if m.get("type") == "state"]
        sent = runs([p for s, p, _, _, _ in pushed if s == seat])
        assert len(runs(got)) == len(set(got)) >= 2, got        # never back to an earlier prompt
        assert len(sent) == len(set(sent)), sent
        assert got[-1] == sent[-1], (got, sent)


def test_a_nemesis_phase_shown_a_step_at_a_time_gives_the_phone_the_held_step_not_the_tvs_keys(invited):
    """Settings' step-by-step nemesis phase: the TV's bar says "Enter / A: the next step · Space: the
    rest" while it holds; the phone says the step being held, as the TV's log shows it."""
    app = invited
    app.settings.step_nemesis = True
    p1, _ = joined(app, 0)
    doc = scenario(SETUP["players"][:1], setup={"end_phase": "ask"}, turn=3, played=2,
                   fighters=[{"space": "A3", "hand": [], "meter": [], "ex": 0}],
                   enemies=[{"kind": "standard", "space": "F6"}], nemesis={"space": "D2"})
    sc = table(app, ("human",), build(doc, app.box))
    st = p1.recv(app, kind="state")
    while not st["deciding"]:
        st = p1.recv(app, kind="state")
    p1.send({"type": "choose", "version": st["version"], "option": 0})
    frames = 0
    while frames < 1500 and not sc.anim.waiting:
        app.step(0.02, [])
        frames += 1
    assert sc.anim.waiting and "Enter / A: the next step" in prompt_line(sc)
    for _ in range(10):                          # it holds; the phone hears the held step
        app.step(0.02, [])
    held = app.phones.server.latest[0]["prompt"]
    line = sc.game.view.log[sc.anim.upto() - 1]["text"]
    assert held == phone_prompt(sc) and held.startswith("P1 · NEMESIS PHASE\n") and line in held, (held, line)
    assert not KEYS.search(held), held
