"""The committed sounds are exactly what legends/devtools/synth.py makes, short, small and unclipped."""
import io
import wave
from array import array

from legends.devtools import synth
from legends.ui import sound


def _samples(data: bytes):
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        rate, frames = w.getframerate(), w.readframes(w.getnframes())
    return rate, array("h", frames)


def test_the_files_are_the_recipes_byte_for_byte():
    assert sorted(synth.names()) == sorted(p.stem for p in synth.SOUNDS.glob("*.wav"))    # every file has a recipe
    for name in synth.names():
        committed = (synth.SOUNDS / f"{name}.wav").read_bytes()
        assert synth.render(name) == committed, f"sounds/{name}.wav drifted: run python -m legends.devtools.synth"


def test_the_check_mode_reports_drift(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(synth, "names", lambda: ["click", "dice"])     # two of them: quick
    assert synth.main(["--check"]) == 0
    assert synth.main([str(tmp_path)]) == 0                 # writes them
    (tmp_path / "dice.wav").write_bytes(b"RIFF")
    assert synth.main(["--check", str(tmp_path)]) == 1
    assert "dice" in capsys.readouterr().out


def test_the_table_knows_every_sound_the_script_makes():
    assert set(sound.NAMES) == set(synth.EFFECTS)
    assert sorted(p.stem for p in synth.SOUNDS.glob("*.wav")) == sorted(synth.names())
    assert all(v in sound.NAMES for v in sound.ALIASES.values())
    assert set(sound.PRIORITY) <= set(sound.NAMES)


def test_effects_are_short_loud_enough_and_never_clip():
    total = 0
    for name in synth.names():
        data = (synth.SOUNDS / f"{name}.wav").read_bytes()
        total += len(data)
        rate, pcm = _samples(data)
        seconds, peak = len(pcm) / rate, max(abs(v) for v in pcm) / 32767
        if name == "music":
            assert 4 <= seconds <= 10 and peak <= 0.6             # a quiet loop
            assert abs(pcm[0] - pcm[-1]) < 2000                  # its end runs into its start
        else:
            assert seconds < 0.95, name
            assert 0.25 <= peak <= 0.96, (name, peak)            # headroom: no clipping
            assert abs(pcm[-1]) < 100                            # ends without a click
    assert total < 800 * 1024
