"""Old path of the player boards, kept for importers not yet moved: use legends.ui.table.boards
(and legends.ui.paint for glow, pill, small_label, mini_card)."""
from .paint import GLOW, glow, mini_card, pill, small_label  # noqa: F401
from .table.boards import *  # noqa: F401,F403
