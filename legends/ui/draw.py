"""Old path of the drawing pieces, kept for importers not yet moved: use legends.ui.paint."""
from .paint import *  # noqa: F401,F403
