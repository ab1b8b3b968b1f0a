"""Tests that may check nothing (issue 33 item 5): a test whose every check sits in a loop, or is an
`all(...)`/`not any(...)` over a comprehension, passes unseen when what it loops over comes out
empty. A check is an `assert`, a `with pytest.raises(...)`, or a call of a helper named assert_* or
check*. A test is reported when it has checks and none of them is sure to run: one outside every
loop, or inside loops over non-empty literals only (`for n in (1, 2)`, `range(3)`, a name bound once
to a tuple, a helper that returns a list display, `while True`). Fix one by checking the collection's length (or exact value) as well.

    python tests/loops.py [FILE ...]      # default: tests/test_*.py; prints file:line: test: why
"""
import ast
import sys
from pathlib import Path

LOOPS = (ast.For, ast.AsyncFor, ast.While)
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)


def literal_names(body, known=frozenset()) -> set:
    """Names these statements bind once to a non-empty literal (a tuple, list, set or dict display,
    or a sum or multiple of one), and functions whose every return is such a display (as "name()")."""
    bound, once = {}, set()
    for node in body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) and node.value else []
        for t in targets:
            if isinstance(t, ast.Name):
                once.add(t.id) if t.id not in bound else once.discard(t.id)
                bound[t.id] = node.value
    names = {name for name in once if _display(bound[name], known)}
    for node in body:
        if isinstance(node, ast.FunctionDef):
            returns = [n.value for n in ast.walk(node) if isinstance(n, ast.Return)]
            if returns and all(r is not None and _display(r, known) for r in returns):
                names.add(node.name + "()")
    return names


def _display(node, known=frozenset()) -> bool:
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return bool(node.elts)
    if isinstance(node, ast.Dict):
        return bool(node.keys)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _display(node.left, known) or _display(node.right, known)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult):
        return (never_empty(node.left, known) and isinstance(node.right, ast.Constant)
                and isinstance(node.right.value, int) and node.right.value > 0)
    if isinstance(node, ast.Name):
        return node.id in known
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(node.value)


def never_empty(node, literals) -> bool:
    """An iterable sure to yield something: a non-empty display, range(N>0), a literal module name,
    and enumerate/zip/reversed/sorted/.items()/.keys()/.values() of those."""
    if _display(node, literals):
        return True
    if isinstance(node, ast.Call):
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        if isinstance(f, ast.Name) and f.id + "()" in literals:
            return True
        if name == "split" and isinstance(f, ast.Attribute) and node.args:
            return True                                     # str.split(sep) gives at least one part
        if name == "range" and node.args:
            nums = [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, int)]
            if len(nums) == len(node.args):
                return len(range(*nums)) > 0
        if name in ("enumerate", "reversed", "sorted", "list", "tuple") and node.args:
            return never_empty(node.args[0], literals)
        if name in ("zip", "product") and node.args:
            return all(never_empty(a, literals) for a in node.args)
        if name in ("items", "keys", "values") and isinstance(f, ast.Attribute) and not node.args:
            return never_empty(f.value, literals)
    return False


def _sure_loop(loop, literals) -> bool:
    if isinstance(loop, ast.While):
        return isinstance(loop.test, ast.Constant) and loop.test.value is True
    return never_empty(loop.iter, literals)


def _vacuous(test, literals) -> bool:
    """`all(<comprehension>)` or `not any(<comprehension>)` over something that may be empty."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        test, name = test.operand, "any"
    else:
        name = "all"
    if not (isinstance(test, ast.Call) and isinstance(test.func, ast.Name) and test.func.id == name
            and len(test.args) == 1 and isinstance(test.args[0], COMPREHENSIONS)):
        return False
    return not all(never_empty(g.iter, literals) for g in test.args[0].generators)


def _is_check(node) -> bool:
    if isinstance(node, ast.Assert):
        return True
    if isinstance(node, (ast.With, ast.AsyncWith)):
        return any(isinstance(i.context_expr, ast.Call) and ast.unparse(i.context_expr.func) == "pytest.raises"
                   for i in node.items)
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
        f = node.value.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        return name.startswith(("assert_", "check"))
    return False


def checks(body, literals, sure=True):
    """(node, sure to run and to check something) for every check in these statements, nested
    function bodies aside."""
    for node in body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
            continue
        if _is_check(node):
            yield node, sure and not (isinstance(node, ast.Assert) and _vacuous(node.test, literals))
        inner = sure and (_sure_loop(node, literals) if isinstance(node, LOOPS) else True)
        for field in ("body", "orelse", "handlers", "finalbody"):
            part = getattr(node, field, None)
            if isinstance(part, list) and part and isinstance(part[0], (ast.stmt, ast.excepthandler)):
                yield from checks(part, literals, inner and not (field == "orelse" and isinstance(node, LOOPS)))
        if isinstance(node, ast.Match):
            for case in node.cases:
                yield from checks(case.body, literals, sure)


def check(source: str, name: str = "<test>") -> list:
    """'name:line: test_x: why' for each test whose checks may all be skipped."""
    tree = ast.parse(source)
    module = literal_names(tree.body)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            found_checks = list(checks(node.body, module | literal_names(node.body, module)))
            if found_checks and not any(sure for _, sure in found_checks):
                found.append(f"{name}:{node.lineno}: {node.name}: every check is inside a loop "
                             f"(or all()/any()) over something that may be empty")
    return found


def main(argv) -> int:
    here = Path(__file__).resolve().parent
    files = [Path(a) for a in argv] or sorted(here.glob("test_*.py"))
    found = [hit for path in files for hit in check(path.read_text(encoding="utf-8"), str(path))]
    print("\n".join(found + [f"{len(found)} test(s) that may check nothing"]))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
