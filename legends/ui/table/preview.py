"""Where each enemy will move in the coming nemesis phase (game.view.preview_moves()), cached
once per decision, its routes in pixels once per set of standees, and its tooltip lines."""
from __future__ import annotations

import sys
import traceback

from ...store import crash
from .figures import fig_key


class MovePreview:
    def __init__(self, scene):
        self.scene = scene
        self.key = None           # (game, decision) the moves were computed for
        self.moves_by_enemy = {}
        self.geo_key = None
        self.routes = None        # the preview's routes in pixels (MapView Routes), for the standees drawn

    def applies(self) -> bool:
        """Shown while a human decides in the fighter phase (never while the log animates: the
        state is ahead of what the table shows)."""
        sc = self.scene
        g = sc.game
        return (not sc.anim.active and not g.is_over() and g.pending.seat in sc.humans
                and g.view.phase == "fighter")

    def moves(self) -> dict:
        """{enemy id: {"who", "target", "frm", "to", "path"}} while a human decides in the fighter
        phase, else {}. Computed once per decision."""
        sc = self.scene
        if not self.applies():
            return {}
        v = sc.game.view
        key = (sc.session.gen, v.decisions, len(v.log))
        if self.key != key:
            self.key = key
            try:
                self.moves_by_enemy = {p["who"]: p for p in v.preview_moves()}
            except Exception as exc:     # a hint, not the game: report it, keep playing without it
                self.moves_by_enemy = {}
                if getattr(sc.app, "strict", False):
                    raise
                traceback.print_exception(type(exc), exc, exc.__traceback__, file=sys.stderr)
                folder = crash.write_crash_report(exc, "previewing enemy moves", sc.crash_payload())
                sc.app.toast(f"Could not preview the enemy moves (report in {folder})", 6)
        return self.moves_by_enemy

    def geometry(self, still):
        """The routes in pixels for these standees (None without a preview)."""
        moves = self.moves()
        if not moves:
            return None
        gkey = (self.key, tuple(fig_key(f) for f in still))
        if self.geo_key != gkey:
            self.geo_key, self.routes = gkey, self.scene.view.preview_geometry(list(moves.values()), still)
        return self.routes

    def line(self, fid):
        """The tooltip line of an enemy: what it will do in the coming nemesis phase."""
        if not self.applies():
            return None
        p = self.moves().get(fid)
        if p is not None:
            where = self.scene.game.view.space_name          # "D3", or a feature by its printed name
            if len(p.get("path") or ()) >= 2 and p["to"] != p["frm"]:
                return f"Next nemesis phase: moves to {where(p['to'])} toward {p['target'].replace('F', 'P')}."
            return f"Next nemesis phase: stays at {where(p['frm'])} ({p['target'].replace('F', 'P')} is its target)."
        e = self.scene.game.view.enemy(fid)
        if e is None:
            return None
        if e["kind"] == "nemesis":
            return "Next nemesis phase: moves only as its nemesis card says."
        if e["kind"] == "rival":
            return f"Next nemesis phase: does not activate (P{e['seat'] + 1}'s rival acts on P{e['seat'] + 1}'s turn)."
        return None
