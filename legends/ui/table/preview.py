"""Where each enemy will move in the coming nemesis phase (game.view.preview_moves()), cached
once per decision, its routes in pixels once per set of standees, and its tooltip lines."""
from __future__ import annotations

from .figures import fig_key


class MovePreview:
    """The enemy move preview of the session's game (`session`: the game and its generation; `anim`:
    the animator; `humans()`: the seats people play; `report(exc)`: a failure told without stopping
    the game)."""

    def __init__(self, session, anim, report):
        self.session, self.anim, self.report = session, anim, report
        self.key = None           # (game, decision) the moves were computed for
        self.moves_by_enemy = {}
        self.geo_key = None
        self.routes = None        # the preview's routes in pixels (MapView Routes), for the standees drawn

    def applies(self) -> bool:
        """Shown while a human decides in the fighter phase (never while the log animates: the
        state is ahead of what the table shows)."""
        g = self.session.game
        return (not self.anim.active and not g.is_over() and g.pending.seat in self.session.humans
                and g.view.phase == "fighter")

    def moves(self) -> dict:
        """{enemy id: {"who", "target", "from", "to", "path"}} while a human decides in the fighter
        phase, else {}. Computed once per decision."""
        if not self.applies():
            return {}
        v = self.session.game.view
        key = (self.session.gen, v.decisions, len(v.log))
        if self.key != key:
            self.key = key
            try:
                self.moves_by_enemy = {p["who"]: p for p in v.preview_moves()}
            except Exception as exc:     # a hint, not the game: report it, keep playing without it
                self.moves_by_enemy = {}
                self.report(exc)
        return self.moves_by_enemy

    def geometry(self, still, view):
        """The routes in pixels on the map view `view` for these standees (None without a preview)."""
        moves = self.moves()
        if not moves:
            return None
        gkey = (self.key, tuple(fig_key(f) for f in still))
        if self.geo_key != gkey:
            self.geo_key, self.routes = gkey, view.preview_geometry(list(moves.values()), still)
        return self.routes

    def line(self, fid):
        """The tooltip line of an enemy: what it will do in the coming nemesis phase."""
        if not self.applies():
            return None
        p = self.moves().get(fid)
        if p is not None:
            where = self.session.game.view.space_name          # "D3", or a feature by its printed name
            if len(p.get("path") or ()) >= 2 and p["to"] != p["from"]:
                return f"Next nemesis phase: moves to {where(p['to'])} toward {p['target'].replace('F', 'P')}."
            return f"Next nemesis phase: stays at {where(p['from'])} ({p['target'].replace('F', 'P')} is its target)."
        e = self.session.game.view.enemy(fid)
        if e is None:
            return None
        if e["kind"] == "nemesis":
            return "Next nemesis phase: moves only as its nemesis card says."
        if e["kind"] == "rival":
            return f"Next nemesis phase: does not activate (P{e['seat'] + 1}'s rival acts on P{e['seat'] + 1}'s turn)."
        return None
