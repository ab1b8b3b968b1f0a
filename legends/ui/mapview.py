"""Old path of the stage map, kept for importers not yet moved: use legends.ui.table.map."""
from .table.map.view import *  # noqa: F401,F403
