"""Scenario files (docs/scenarios.md): a YAML file read within bounds (content/safeyaml.py) and built
into a game by the engine (engine/scenario.py `build`, which reads no file)."""
from __future__ import annotations

import yaml

from ..content import safeyaml
from ..content.own import with_embedded


def load_scenario(path, box=None):
    """Build the scenario of a YAML file; ScenarioError("place: problem") for a file past the bounds
    of content/safeyaml.py (alias bombs, deep nesting, huge values) or not valid YAML."""
    from ..engine.scenario import ScenarioError, build
    try:
        doc = safeyaml.read(path, "scenario")
    except safeyaml.YamlLimit as exc:
        raise ScenarioError(str(exc)) from None
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise ScenarioError(f"(file): cannot read it ({exc.strerror or exc.__class__.__name__})") from None
    except UnicodeDecodeError:
        raise ScenarioError("(file): not UTF-8 text") from None
    except yaml.YAMLError as exc:
        raise ScenarioError("{}: {}".format(*safeyaml.describe_error(exc))) from None
    box, _, problems = with_embedded(doc, box or _default_box())       # a position carrying its stage
    if problems:
        raise ScenarioError("\n".join(f"stage.{p}" if not p.startswith("(") else f"stage: {p}" for p in problems))
    return build(doc, box)


def _default_box():
    from ..content import default_box
    return default_box()


STAGE_KEYS = ("tiles", "grid")


def kind_of(doc) -> str:
    return "stage" if isinstance(doc, dict) and any(k in doc for k in STAGE_KEYS) else "position"


def check_position(path, box, rel: str | None = None):
    """(game or None, problems) for one position file, built on `box` (with the player's stages)."""
    from ..engine import IllegalAction
    from ..engine.scenario import ScenarioError
    rel = rel or str(path)
    try:
        return load_scenario(path, box), []
    except FileNotFoundError:
        return None, [f"{rel}: (file): not found"]
    except (ScenarioError, IllegalAction) as exc:
        return None, [f"{rel}: {line}" for line in str(exc).splitlines()]
    except Exception as exc:  # noqa: BLE001 - a hand-written position must never show a traceback
        return None, [f"{rel}: (file): cannot build this position ({exc.__class__.__name__}); "
                      f"see docs/scenarios.md for the format"]
