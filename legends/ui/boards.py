"""Old path of the player boards, kept for importers not yet moved: use legends.ui.table.boards."""
from .table.boards.seat import *  # noqa: F401,F403
