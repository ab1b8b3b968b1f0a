"""Old path of the stage map, kept for importers not yet moved: use legends.ui.table.map
(and legends.ui.paint for standee)."""
from .paint import standee  # noqa: F401
from .table.map import *  # noqa: F401,F403
