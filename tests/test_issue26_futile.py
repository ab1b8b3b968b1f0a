"""Issue 26 item 5, questions that cannot matter (fourth playtest pass, new finding 3: at full health
P2 was asked "resolve recover 1 health (never above 4) (action 1 of 2) or skip" with the red Resolve
button focused). Rulebook, Card and Ability Actions: "Each action is optional, unless otherwise
specified; a player may choose to skip an action" -- so the question stays, and skipping is always
legal. The engine says when resolving would do nothing (futility.py: the "act" decision's Enter
button, a unique action or Gain 1 EX); the table then makes Skip the default (Enter / A / Cross and
the focus cursor) and the prompt says why; the phones and the bots read the same answer.

Shadaloo Base; Birdie alone at A4. Break Time (recover 1 health) is paid by Running Bear Hug + Lariat;
upgraded, it is recover 1 health then gain 1 EX."""
import pygame

from legends.devtools.testing import key, open_table, settle
from legends.engine import Action
from legends.ui.phones.protocol import option_list
from legends.ui.table.hud import prompt_line

from helpers import do, position

BIRDIE = {"setup": {"players": [{"fighter": "birdie", "style": "grappler", "rival": "cammy"}]}}
METER = ["grappler_02", "grappler_04", "grappler_07"]
BREAK_TIME = "P1 ability birdie_break_time grappler_04,grappler_07"
ALL_UP = ["birdie_break_time", "birdie_bull_head", "birdie_bull_horn", "birdie_murderer_chain"]
HEAL = "recover 1 health (never above 4)"


def resolving(health, ex=0, pay=BREAK_TIME, **fighter):
    """The position, then the ability paid: the "act" decision on its first action."""
    game = position(**BIRDIE, fighters=[{"space": "A4", "health": health, "ex": ex,
                                         "hand": ["grappler_05", "grappler_09"], "meter": METER, **fighter}],
                    enemies=[{"kind": "standard", "space": "F1"}])
    do(game, pay)
    assert game.pending.kind == "act"
    return game


def whys(game) -> dict:
    return {str(a): game.view.futile(a) for a in game.legal_actions()}


def test_resolving_a_heal_at_full_health_would_do_nothing():
    game = resolving(health=4)
    assert game.pending.prompt == f"P1: resolve {HEAL} (action 1 of 1) or skip"
    assert whys(game) == {"P1 skip": None, "P1 do": "already at full health"}
    assert whys(resolving(health=3)) == {"P1 skip": None, "P1 do": None}


def test_resolving_gain_ex_with_a_full_gauge_and_nothing_to_upgrade_would_do_nothing():
    """Upgraded Break Time at health 3: the heal does something; its second action (gain 1 EX) with
    3 EX and every ability upgraded would lose the EX (EX Tokens: no more than 3)."""
    game = resolving(health=3, ex=3, pay="P1 ability birdie_break_time grappler_04", upgraded=ALL_UP, round=2)
    assert whys(game)["P1 do"] is None
    do(game, "P1 do")
    assert game.pending.prompt == "P1: resolve gain 1 EX (action 2 of 2) or skip"
    assert whys(game) == {"P1 skip": None, "P1 ex": "EX gauge already full"}


def test_the_bots_interface_reads_the_same_answer_in_a_copy():
    """A bot reads the decision's option info (Context.option) and searches in copies of the game."""
    game = resolving(health=4)
    assert game.pending.context.option(Action.parse("P1 do")).futile == "already at full health"
    copy = game.clone()
    assert copy.view.futile(Action.parse("P1 do")) == "already at full health"


def test_the_table_makes_skip_the_default_at_full_health_and_says_why(app):
    sc = open_table(app, resolving(health=4), ["human"])
    assert sc.mode.confirm_action() == Action.parse("P1 skip")
    assert sc.b_confirm.label == "Skip" and sc.b_confirm.key == "Enter"
    assert sc.b_skip.label == "Resolve" and sc.b_skip.key is None and sc.b_skip.enabled   # a click away
    assert prompt_line(sc).endswith(f"resolve {HEAL} (action 1 of 1) or skip · would do nothing: already at full health")
    cur = sc.focus.current()
    assert cur.kind == "button" and sc.focus.actions(cur) == [Action.parse("P1 skip")]
    assert sc.focus.label(cur).endswith(": Skip")
    labels = [label for label, a in sc.mode.fallback()]
    assert labels == ["Skip this action", "Recover 1 health (never above 4): already at full health"]
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert "P1 skip" in sc.game.view.history and "P1 do" not in sc.game.view.history


def test_the_table_keeps_resolve_the_default_when_it_heals(app):
    sc = open_table(app, resolving(health=3), ["human"])
    assert sc.mode.confirm_action() == Action.parse("P1 do")
    assert sc.b_confirm.label == "Resolve" and (sc.b_skip.label, sc.b_skip.key) == ("Skip", "S")
    assert "would do nothing" not in prompt_line(sc)
    assert sc.focus.actions(sc.focus.current()) == [Action.parse("P1 do")]
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert "P1 do" in sc.game.view.history and sc.game.view.fighters()[0]["health"] == 4


def test_a_phone_gets_the_same_prompt_and_marked_option(app):
    """The phone's state (phones/tv.py) is the table's prompt line and its fallback rows."""
    sc = open_table(app, resolving(health=4), ["human"])
    rows = option_list(sc.mode.fallback(), sc.game.pending.context)
    assert len(rows) == 2
    assert rows[1]["label"].endswith(": already at full health")
    assert "would do nothing: already at full health" in prompt_line(sc)


def test_the_resolve_button_still_resolves_and_s_still_skips(app):
    """Resolving stays legal (it is a choice that does nothing): the second button takes it; the S
    key is Skip's as always."""
    sc = open_table(app, resolving(health=4), ["human"])
    assert sc.focus.actions(next(t for t in sc.focus.targets() if t.what is sc.b_skip)) == [Action.parse("P1 do")]
    assert sc.table.second().action == Action.parse("P1 do")
    assert sc.table.letter("S").action == Action.parse("P1 skip")


def test_resolving_a_draw_with_no_style_cards_left_would_do_nothing():
    """Study the Opponent (draw 1) played with an empty style deck and discard pile: nothing to draw
    (the card itself goes to the combo meter); with a card in the deck it draws."""
    guile = {"setup": {"players": [{"fighter": "guile", "style": "counter", "rival": "cammy"}]}}

    def drawing(deck):          # every other card of the style in the hand (a position has them all somewhere)
        hand = [f"counter_{i:02}" for i in range(1, 15) if f"counter_{i:02}" not in deck]
        game = position(**guile, fighters=[{"space": "A4", "hand": sorted(hand, key=lambda c: c != "counter_08"),
                                            "deck": deck, "discard": [], "meter": []}], enemies=[])
        do(game, "P1 play counter_08")
        assert game.pending.prompt == "P1: resolve draw 1 style card (action 1 of 1) or skip"
        return game
    assert whys(drawing([])) == {"P1 skip": None, "P1 do": "no style cards left to draw"}
    assert whys(drawing(["counter_01"])) == {"P1 skip": None, "P1 do": None}
