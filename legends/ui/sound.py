"""Sound: an effect when the table shows an event, clicks, a quiet music loop, volumes and mute.

    app.sound.play("dice")           # a name of NAMES (or of ALIASES); an unknown name plays nothing
    app.sound.apply_settings(s)      # after effects_volume, music_volume or muted changed (store/settings.py)
    app.sound.toggle_mute()          # the M key: flips settings.muted, saves it, returns the new state
    Cues().names(entries, result)    # log entries -> sound names (no pygame: tested on its own)

`make_sound(settings)` opens the mixer; where there is no audio device, or pygame.mixer.init
fails, it returns a Silent object with the same methods, which never plays and never raises.
The table plays a sound when its animator SHOWS a log entry (anim.Animator.on_show), not when
the engine computes it; CUES below is the one table from log entry kinds to sounds. The files
are synthesized by legends/devtools/synth.py into sounds/ (the project's own).
"""
from __future__ import annotations

import time
from pathlib import Path

from ..content.shipped import shipped
from ..store.settings import Settings

SOUNDS = shipped("sounds")
NAMES = ("click", "move", "card", "turn", "dice", "hit_melee", "hit_short", "hit_long", "miss", "swing", "hurt",
         "block", "knockdown", "ex_gain", "ex_spend", "ex_enemy", "special", "objective", "heal", "ko", "round2",
         "spawn", "nemesis", "victory", "defeat")
MUSIC = "music"
ALIASES = {"hit_ranged": "hit_short", "hit_special": "hit_long"}    # the names first agreed on
HITS = {"melee": "hit_melee", "short": "hit_short", "long": "hit_long"}   # the engine's attack icons
REPEAT = 0.04           # the same effect again within 40 ms is dropped (a batch of alike entries)
HEADROOM = 0.75         # effects at full volume play at 75%: overlapping hits, dice and music do not clip


def _hit(e, cues):
    return HITS.get(cues.icon, "hit_melee")


def _roll(e, cues):
    cues.icon = e.get("icon") or cues.icon      # the attack the next "hit" entries belong to
    return "dice"


def _rival(e, cues):
    return "round2" if e.get("round") == 2 else None      # a rival flips to Round 2 (else: it changes seats)


def _end(e, cues):
    winner = e.get("winner") or (cues.result or {}).get("winner")
    return "victory" if winner == "fighters" else "defeat"


# log entry kind -> sound name, or a function (entry, cues) -> name or None. Kinds not here are silent.
CUES = {
    "roll": _roll, "reroll": "dice", "hit": _hit, "miss": "miss", "enemy_attack": "swing", "damage": "hurt",
    "block": "block", "defeat": "knockdown", "hazard": "hurt", "stun": "hurt", "poison": "ex_enemy",
    "ex": "ex_gain", "boost": "ex_spend", "upgrade": "ex_spend", "stand": "ex_spend", "nex": "ex_enemy",
    "ability": "special", "critical": "nemesis", "ko": "ko", "rival": _rival,
    "spawn": "spawn", "place": "spawn", "nemesis_spawn": "nemesis",
    "move": "move", "play": "card", "ncard": "card", "draw": "card", "reshuffle": "card",
    "turn": "turn", "phase": "turn", "objective": "objective", "heal": "heal", "end": _end,
}
# a batch shown at once (Space skips the animations) plays only its most important sound
PRIORITY = ("victory", "defeat", "nemesis", "ko", "round2", "hit_long", "hit_short", "hit_melee", "hurt",
            "knockdown", "block", "special", "ex_gain", "ex_spend", "ex_enemy", "spawn", "objective", "heal",
            "dice", "miss", "swing", "turn", "card", "move")


class Cues:
    """Log entries to sound names. Remembers the attack type of the last roll (a "hit" entry does
    not carry it) and the game's result (who won: the "end" entry's sound)."""

    def __init__(self):
        self.icon = "melee"
        self.result = None

    def cue(self, entry, result=None):
        """The sound of one log entry, or None."""
        self.result = result
        c = CUES.get(entry.get("kind"))
        return c(entry, self) if callable(c) else c

    def names(self, entries, result=None) -> list:
        return [n for n in (self.cue(e, result) for e in entries) if n]

    def summary(self, entries, result=None):
        """The one sound for a batch shown at once: its most important, or None."""
        names = self.names(entries, result)
        return min(names, key=lambda n: PRIORITY.index(n) if n in PRIORITY else len(PRIORITY)) if names else None


class TableSounds:
    """The animator's listener at the table: each entry shown plays its sound; a batch shown at
    once (skipped) plays only the most important. `result()`: the game's result now."""

    def __init__(self, app, result=lambda: None):
        self.app = app
        self.result = result
        self.cues = Cues()

    def __call__(self, entries):
        sound = getattr(self.app, "sound", None)
        if sound is None or not entries:
            return
        res = self.result()
        if len(entries) == 1:
            name = self.cues.cue(entries[0], res)
        else:
            name = self.cues.summary(entries, res)
        if name:
            sound.play(name)


class Silent:
    """No audio: the same methods as Mixer; keeps and saves the settings, plays nothing, never raises."""
    available = False

    def __init__(self, settings=None, reason: str = ""):
        self.settings = settings if settings is not None else Settings()
        self.reason = reason          # why there is no sound (shown when M is pressed)
        self.save_error = None

    @property
    def muted(self) -> bool:
        return self.settings.muted

    @property
    def effects(self) -> float:
        return 0.0 if self.muted else self.settings.effects_volume

    @property
    def music(self) -> float:
        return 0.0 if self.muted else self.settings.music_volume

    def play(self, name):
        return None

    def apply_settings(self, settings):
        self.settings = settings
        self._apply()

    def toggle_mute(self) -> bool:
        """Mute or unmute, and save it (a failed save: `save_error`, the sound changes anyway)."""
        self.save_error = self.settings.change(muted=not self.muted)
        self._apply()
        return self.muted

    def start_music(self):
        """The music loop begins (the window's: after its first frame, App.step)."""
        self._apply()

    def _apply(self):
        pass

    def close(self):
        pass


class Mixer(Silent):
    """pygame.mixer: effects loaded on first use (a missing or broken file stays silent)."""
    available = True

    def __init__(self, settings=None, folder: Path = SOUNDS, music: bool = True):
        super().__init__(settings)
        import pygame
        self.pg = pygame
        self.folder = Path(folder)
        self.cache: dict = {}
        self.last: dict = {}
        if music:                   # else at start_music()
            self._apply()

    def sound(self, name):
        """The loaded effect, or None."""
        if name not in self.cache:
            snd = None
            if name in NAMES:
                try:
                    snd = self.pg.mixer.Sound(str(self.folder / f"{name}.wav"))
                except (self.pg.error, OSError):
                    snd = None
            self.cache[name] = snd
        return self.cache[name]

    def play(self, name):
        name = ALIASES.get(name, name)
        vol = self.effects
        now = time.monotonic()
        if vol <= 0 or now - self.last.get(name, -1.0) < REPEAT:
            return None
        snd = self.sound(name)
        if snd is None:
            return None
        try:
            snd.set_volume(vol * HEADROOM)
            channel = snd.play()
        except self.pg.error:
            return None
        self.last[name] = now
        return channel

    def _apply(self):
        music = self.pg.mixer.music
        try:
            if self.music <= 0:
                music.stop()
                return
            if not music.get_busy():
                music.load(str(self.folder / f"{MUSIC}.wav"))
                music.play(-1)
            music.set_volume(self.music)
        except (self.pg.error, OSError):
            pass

    def close(self):
        try:
            self.pg.mixer.music.stop()
            self.pg.mixer.quit()
        except self.pg.error:
            pass


def make_sound(settings=None, folder: Path = SOUNDS, music: bool = True):
    """A Mixer, or a Silent object when the mixer cannot be opened (no device, no SDL_mixer);
    `music`: the music loop begins now, else at its start_music()."""
    try:
        import pygame
        if not pygame.mixer.get_init():
            pygame.mixer.init(44100, -16, 2, 512)
        pygame.mixer.set_num_channels(16)
        return Mixer(settings, folder, music)
    except Exception as exc:   # pygame.error, NotImplementedError (no mixer module), anything SDL says
        return Silent(settings, f"no sound: {exc}")


# --- clicks: widgets play on the app's sound without knowing the app ---------------------------------
_active = Silent()


def use(sound) -> None:
    """The sound object widget clicks play on (the app sets its own)."""
    global _active
    _active = sound


def ui_click() -> None:
    _active.play("click")
