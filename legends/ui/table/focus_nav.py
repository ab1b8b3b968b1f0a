"""The focus cursor's arrows (focus.py): the nearest target in a direction."""


def nearest(cur, targets, d):
    """The best target from `cur` in direction d (a unit step): ahead of it, scored by the distance
    ahead plus the sideways gap and offset; None when nothing lies that way. A target inside
    another (a Sprint badge on its card) counts as ahead only past half its own size: Right goes
    card to card, Down from a card to its badge."""
    cx, cy = cur.rect.center
    best, best_score = None, None
    for t in targets:
        if t.key == cur.key:
            continue
        tx, ty = t.rect.center
        ahead = (tx - cx) * d[0] + (ty - cy) * d[1]
        if ahead <= 0 or (t.rect.colliderect(cur.rect) and ahead < _half_extent(cur.rect, t.rect, d)):
            continue
        if d[0]:
            gap = max(0, t.rect.top - cur.rect.bottom, cur.rect.top - t.rect.bottom)
            side = abs(ty - cy)
        else:
            gap = max(0, t.rect.left - cur.rect.right, cur.rect.left - t.rect.right)
            side = abs(tx - cx)
        score = ahead + 3 * gap + 1.2 * side
        if best_score is None or score < best_score:
            best, best_score = t, score
    return best


def _half_extent(a, b, d) -> float:
    """Half the smaller of two rectangles' sizes along direction d."""
    return min(a.w, b.w) / 2 if d[0] else min(a.h, b.h) / 2
