"""The stage map: the printed board, figures, objective tokens, highlights and move previews."""
