"""The stage workshop and the position editor's models (issue 29): no pygame here (the screens beside draw them)."""
