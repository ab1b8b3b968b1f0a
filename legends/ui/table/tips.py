"""Hover help on the table: the tip of a figure, of the smallest hotspot under the mouse, of a
button, or of a map space (who stands there, what clicking it would do)."""
from __future__ import annotations

from .. import rules_text
from ..input.buttons import confirm_label
from .inputmode import describe


class Tips:
    """The table's tooltips. `scene`: the game screen (its game, map view, hotspots, input mode,
    animator, seating, settings); `figures()`: the figures on the map as drawn (figures.figures);
    `preview`: the enemy move preview (MovePreview: an enemy's coming move); `buttons()`: the
    table's buttons; `hot_actions(ref, button)`: a hotspot's legal actions (TableInput.hot_actions)."""

    def __init__(self, scene, figures, preview, buttons, hot_actions):
        self.scene, self.figures, self.preview, self.buttons, self.hot_actions = (
            scene, figures, preview, buttons, hot_actions)

    def tip_at(self, pos):
        sc = self.scene
        fid = sc.view.figure_at(pos)
        if fid:
            return self.figure_tip(fid)
        best = thing = None
        for h in reversed(sc.hotspots()):      # the most specific (smallest) region under the mouse
            if h.tip and h.rect.collidepoint(pos):
                area = h.rect.w * h.rect.h
                if best is None or area < best[0]:
                    best = (area, h.tip)
                if h.ref is not None and (thing is None or area < thing[0]):
                    thing = (area, h.ref)        # the card or ability it is part of (an icon on it)
        if best:
            return self.with_futility(best[1], thing and thing[1])
        for w in self.buttons():
            if w.rect.collidepoint(pos) and w.tip:
                return w.tip
        sp = sc.view.space_at(pos)
        return self.space_tip(sp) if sp else None

    def futility(self, actions):
        """Why choosing among these legal actions would do nothing now (the engine's words, view.futile),
        when every way of one kind of choice would (every way to pay an ability, the card played);
        None otherwise, or while nobody at the table decides."""
        sc = self.scene
        if sc.mode is None or sc.anim.active:
            return None
        v = sc.game.view
        whys = {}
        for a in actions:
            whys.setdefault(a.kind, []).append(v.futile(a))
        return next((w[0] for w in whys.values() if all(w)), None)

    def hot_futility(self, ref):
        """futility() of the legal actions a hotspot stands for (a hand card's play, an ability)."""
        return self.futility(self.hot_actions(ref, 1)) if ref is not None and self.scene.mode is not None else None

    def with_futility(self, tip, ref):
        """A hotspot's tooltip, with "Would do nothing now: ..." when choosing it would."""
        why = self.hot_futility(ref)
        if not why or not tip:
            return tip
        title, text, *rest = tip
        return (title, f"{text}\nWould do nothing now: {why}.", *rest)

    def space_tip(self, sp):
        """Who stands in a space, and what clicking it would do."""
        sc = self.scene
        g = sc.game
        names = []
        for f in self.figures():
            if f.get("space") == sp:
                try:
                    n = g.view.name_of(f["id"])
                except (KeyError, ValueError, IndexError):
                    n = f["id"]
                names.append(f"{n} (P{f['id'][1:]})" if f["id"].startswith("F") else n)
        lines = []
        if names:
            lines.append("Here: " + ", ".join(names) + ".")
        m = sc.mode
        if m and not sc.anim.active:
            acts = m.sub[1].get(sp) if m.sub else None
            acts = [acts] if acts else ([] if m.sub else m.for_space(sp))
            if acts:
                pad = sc.seating.glyph_pad()         # a controller's own button, else the mouse's click
                press = "Click" if pad is None else confirm_label(sc.app.settings, pad)
                lines.append(f"{press}: " + "; ".join(describe(g, a, g.pending.seat) for a in acts[:4]) + ".")
        if not lines:
            return None
        name = g.view.space_name(sp)       # "C3", or a feature by its printed name ("Reclining Buddha")
        return (f"Space {sp}" if name == sp else name, " ".join(lines), "")

    def figure_tip(self, fid):
        try:
            return self.fighter_tip(fid) if fid.startswith("F") else self.enemy_tip(fid)
        except (KeyError, ValueError, IndexError, AttributeError):
            return None

    def fighter_tip(self, fid):
        v = self.scene.game.view
        f = v.fighter(int(fid[1:]) - 1)
        return (f"{v.fighter_name(f['seat'])} (P{f['seat'] + 1}) at {v.space_name(f['space'])}",
                f"Health {f['health']}/{v.max_health}, Round {f['round']}, EX {f['ex']}/{v.max_ex}"
                f"{', stunned' if f['stunned'] else ''}. Hand {len(f['hand'])}, combo meter {len(f['meter'])}.",
                "Fighter Setup")

    def enemy_tip(self, fid):
        g = self.scene.game
        v = g.view
        e = v.enemy(fid)
        if e is None:
            return None
        nxt = self.preview.line(fid)
        nxt = "\n" + nxt if nxt else ""
        if e["kind"] == "nemesis":
            track = v.nemesis["track"]
            need = g.nem.health_track[track] if track is not None else "?"
            return (f"{g.nem.name} (nemesis) at {v.space_name(e['space'])}", f"An attack needs {need} successes to move the "
                    f"health tracker. Always targets the active player.{nxt}", "Defeating the Nemesis")
        side = v.enemy_side(e)
        acts = ", ".join(rules_text.act_words(a) for a in side.activation)
        extra = ""
        if e["kind"] == "rival":
            extra = f" Rival of P{e['seat'] + 1}, Round {e['round']}."
        if side.passive:
            extra += " Passive: " + rules_text.effect_text(side.passive.effect, side.passive.args)
        if e.get("skip"):
            extra += " Dazed: skips its next activation."
        return (f"{v.enemy_name(e)} at {v.space_name(e['space'])}", f"Health {side.health}. Activation: {acts}.{extra}{nxt}",
                "Minion Card" if e["kind"] != "rival" else "Rival Card")
