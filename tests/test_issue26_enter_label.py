"""Issue 26 playtest (sofa): the top bar's button that shows [Enter] is the one Enter takes (the
decision's default); a button Enter does not take shows its own key. At a block decision the
focus starts on a combo-meter card (Enter blocks), so "Take damage" shows its options-list number."""
import pygame
import pytest

from legends.devtools.testing import click, key, open_table, release, settle
from legends.engine import Game
from legends.engine import lessons as LS
from legends.engine.scenario import DEFAULT_SETUP
from legends.ui.input.intents import KEYBOARD

SETUP_2P = dict(DEFAULT_SETUP, players=[
    {"fighter": "ryu", "style": "shoto", "rival": "cammy"}, {"fighter": "ken", "style": "rushdown", "rival": "juri"}])


def block_decision(app):
    """Lesson 4's position on a plain table: P1 ends the turn, the nemesis phase asks to block."""
    sc = open_table(app, LS.default_lessons()[3].build(app.box), ["human"])
    key(app, pygame.K_e, unicode="e")
    settle(app)
    release(app)
    assert sc.game.pending.kind == "block"
    return sc


def shown_enter(sc):
    """The top bar's enabled buttons whose label names Enter."""
    return [b for b in sc.buttons if b.visible and b.enabled and b.text().endswith("[Enter]")]


def test_take_damage_does_not_show_enter_at_a_block_decision(app):
    sc = block_decision(app)
    assert shown_enter(sc) == []                     # Enter blocks: no button claims it
    assert sc.b_confirm.label == "Take damage" and sc.b_confirm.enabled
    digit = sc.b_confirm.key
    assert sc.b_confirm.text() == f"Take damage  [{digit}]"
    key(app, pygame.K_0 + int(digit), unicode=digit)  # the key it shows takes the damage, as a click would
    settle(app)
    assert "P1 take" in sc.game.view.history


def test_a_click_on_take_damage_takes_the_damage(app):
    sc = block_decision(app)
    click(app, sc.b_confirm.rect.center)
    settle(app)
    assert "P1 take" in sc.game.view.history


def test_enter_blocks_as_the_cursor_shows(app):
    sc = block_decision(app)
    key(app, pygame.K_RETURN, unicode="\r")
    settle(app)
    assert any(e["kind"] == "block" for e in sc.game.view.log)
    assert "P1 take" not in sc.game.view.history


def walk(app, seed, steps=160):
    """A two-player all-human table played by the greedy bot's choices through the pipeline; at each
    decision: (its kind, the actions of the focus default, the Enter-labelled buttons' actions, the
    Confirm button's shown key and action, the options)."""
    g = Game.new(dict(SETUP_2P), app.box)
    sc = open_table(app, g, ["human", "human"])
    from legends.bots import make_bot
    bot, seen = make_bot("greedy", seed=seed), []
    for _ in range(steps):
        settle(app)
        release(app)
        if sc.mode is None or g.is_over():
            break
        enter = [sc.focus._button_action(b) for b in shown_enter(sc)]
        default = sc.focus.actions(sc.focus.current())
        m = sc.mode
        seen.append((m.decision.kind, default, enter, sc.b_confirm.key, m.confirm_action(), list(m.options)))
        sc.pipeline.submit(bot.choose(g, g.legal_actions()), KEYBOARD)
    return seen


@pytest.mark.parametrize("seed", [3, 8])
def test_the_button_labelled_enter_is_what_enter_takes_at_every_decision(app, seed):
    seen = walk(app, seed)
    kinds = {s[0] for s in seen}
    assert {"main", "act", "block", "target"} <= kinds, kinds
    for kind, default, enter, shown_key, confirm, options in seen:
        assert len(enter) <= 1, kind
        if enter:
            assert default == enter, kind                # Enter at the default does what the button does
        if confirm is not None and shown_key not in ("Enter", None):
            assert options[int(shown_key) - 1] == confirm, kind   # its digit picks the same action
            assert confirm not in default, kind
