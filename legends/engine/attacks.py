"""Attacks (rulebook *Defeating Enemies*, *Modifying Cards and Actions*): targets, dice,
rerolls, successes against health, excess successes, rewards, rivals changing hands,
the nemesis health track."""
from __future__ import annotations


REWARD = {"standard": 1, "elite": 2, "rival": 3}


def fid_of(seat: int) -> str:
    return f"F{seat + 1}"


class AttackRules:
    # --- attacks (Defeating Enemies) -----------------------------------------
    def add_target(self, attack, eid):
        attack["targets"].append(eid)
        e = self.s["enemies"][eid]
        seat = attack["seat"]
        if e["kind"] == "rival" and e["seat"] != seat:
            old = e["seat"]
            self.fighters[old]["rivals"].remove(eid)
            self.fighters[seat]["rivals"].append(eid)
            e["seat"] = seat
            self.log(f"{self.name_of(eid)} is now P{seat + 1}'s rival (was P{old + 1}'s).", auto=True, kind="rival")
        if attack["effect"] == "daze":
            e["skip"] = True

    def roll_die(self) -> int:
        if self.s["forced_dice"]:
            return self.s["forced_dice"].pop(0)
        faces = self.box.dice.faces
        return faces[self.rand(len(faces))]

    def nemesis_on_last_space(self) -> bool:
        """The health tracker is on the rightmost space: the next successful attack defeats the nemesis."""
        track = self.s["nemesis"]["track"]
        return track is not None and track >= len(self.nem.health_track) - 1

    def damage_enemy(self, eid, seat) -> None:
        """Apply a successful attack (or a hazard) to an enemy; rewards go to `seat`."""
        e = self.s["enemies"][eid]
        kind = e["kind"]
        if kind == "nemesis":
            nem = self.s["nemesis"]
            if self.nemesis_on_last_space():
                self.end("fighters", f"{self.nem.name} is defeated! The fighters win.")
                return
            nem["track"] += 1
            if not self.quiet:
                self.log(f"{self.nem.name}'s health tracker moves to space {nem['track'] + 1} of "
                         f"{len(self.nem.health_track)}.", auto=True, kind="track")
            if nem["track"] == len(self.nem.health_track) - 1 and not nem["critical_done"]:
                nem["critical_done"] = True
                if not self.quiet:
                    self.log(f"{self.nem.name} unleashes the critical ability {self.nem.critical.name}!", auto=True,
                             kind="critical")
                self.s["stack"].append({"kind": "nrows", "source": ["critical"], "row": 0})
            return
        if kind == "rival" and e["round"] == 1:
            e["round"] = 2
            if not self.quiet:
                self.log(f"{self.name_of(eid)} flips to Round 2.", auto=True, kind="rival", round=2)
            return
        space = e["space"]
        name = None if self.quiet else self.name_of(eid)      # (before it leaves the game; quiet: Game.sample)
        e["space"] = None
        if kind in ("standard", "elite"):
            del self.s["enemies"][eid]
            self.s["supply"][kind] += 1
        else:
            e["defeated"] = True
            for f in self.fighters:
                if eid in f["rivals"]:
                    f["rivals"].remove(eid)
        if not self.quiet:
            self.log(f"{name} is defeated.", auto=True, kind="defeat", who=eid, at=space)
        if seat is not None:
            self.s["stats"]["enemies_defeated"][seat] += 1
            self.fighters[seat]["defeated"] += 1
            self.gain_ex(seat, REWARD[kind])
            if not self.quiet:
                self.log(f"P{seat + 1} gains {REWARD[kind]} EX.", auto=True, kind="ex", who=fid_of(seat))
        side = self.group.side(kind) if kind in ("standard", "elite") else self.box.rivals[e["rival"]].r2
        if side.passive and side.passive.effect == "explode":
            for f in self.fighters_in(space):
                self.deal_damage(f["seat"], side.passive.args["damage"], f"{side.name} explodes")
