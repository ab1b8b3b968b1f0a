"""The code keeps its shape (docs/engine.md, docs/ui.md): imports point one way, no import circles,
nobody outside the engine reads its state, rooms stay small, and handlers are found by name in
code, not built from strings. Imports inside functions count."""
import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "legends"
# lowest first; a module may import its own layer or lower ones
LAYERS = {"content": 0, "data": 0, "engine": 1, "store": 1.5, "bots": 2, "sim": 2.5, "report": 2.5, "net": 2.5,
          "ui": 3, "remote": 3, "devtools": 4, "cli": 5}    # store: the player's files, beside the engine (the engine
#   never imports it); remote: a remote game's seats, beside the ui (issue 28); net: the loop thread and peer
#   both the phones' server and the remote host run on (no pygame, nothing of the game)
MAX_LINES, MAX_FUNC = 500, 80


def modules():
    out = {}
    for p in sorted(PKG.rglob("*.py")):
        parts = list(p.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = p
    return out


MODS = modules()


@functools.cache
def trees():
    """Every module's syntax tree, parsed when a test first asks (not at collection, which every test
    process does: parsing the whole app there cost each of them some seconds, and the trees, kept,
    made every later full garbage collection of the run slower); dropped after this file's tests."""
    return {m: ast.parse(p.read_text()) for m, p in MODS.items()}


def layer(mod):
    parts = mod.split(".")
    return LAYERS.get(parts[1]) if len(parts) > 1 else None


def imports(mod):
    """Every legends module `mod` imports, at the top or inside functions."""
    path = MODS[mod]
    base = mod.split(".") if path.name == "__init__.py" else mod.split(".")[:-1]
    found = set()
    for node in ast.walk(trees()[mod]):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                pkg = base[: len(base) - (node.level - 1)]
                target = ".".join(pkg + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            subs = [f"{target}.{a.name}" for a in node.names if f"{target}.{a.name}" in MODS]
            names = subs or [target]
        for n in names:
            while n and n not in MODS:
                n = n.rpartition(".")[0]
            if n and n != mod and n != "legends":
                found.add(n)
    return found


@functools.cache
def graph():
    return {m: imports(m) for m in MODS}


def teardown_module():
    trees.cache_clear()
    graph.cache_clear()


def test_imports_follow_the_layers_content_engine_bots_ui():
    wrong = [f"{m} -> {t}" for m, ts in graph().items() for t in ts
             if layer(m) is not None and layer(t) is not None and layer(t) > layer(m)]
    assert not wrong, "imports against the layers (content <- engine <- bots <- ui <- devtools, cli):\n" + "\n".join(wrong)


def test_nothing_in_legends_imports_the_command_line():
    users = [m for m, ts in graph().items() if "legends.cli" in ts and m != "legends.__main__"]   # python -m legends: main.py's twin
    assert not users, users


def test_no_import_cycles():
    index, low, stack, on, cycles, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph()[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                cycles.append(sorted(comp))

    for v in graph():
        if v not in index:
            visit(v)
    assert not cycles, cycles


def test_nothing_outside_the_engine_reads_its_state():
    """Outside legends/engine and the content, state is read through game.view and game.pending."""
    reads = []
    for m, tree in trees().items():
        if layer(m) in (0, 1):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and node.attr in ("s", "rules") and _is_game(node.value):
                reads.append(f"{MODS[m].relative_to(ROOT)}:{node.lineno}")
    assert not reads, "reads of the engine's state: " + ", ".join(reads)


def _is_game(node) -> bool:
    """`game`, `g`, `self.game`, `sc.game` ...: an expression that names a Game."""
    if isinstance(node, ast.Name):
        return node.id in ("game", "g", "twin", "after_game")
    return isinstance(node, ast.Attribute) and node.attr in ("game", "_game")


def test_rooms_are_small():
    big = [f"{p.relative_to(ROOT)}: {n} lines" for p in MODS.values()
           if (n := p.read_text().count("\n")) > MAX_LINES]
    long = [f"{MODS[m].relative_to(ROOT)}:{node.lineno} {node.name} ({node.end_lineno - node.lineno + 1} lines)"
            for m, tree in trees().items() for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
            and node.end_lineno - node.lineno + 1 > MAX_FUNC]
    assert not big and not long, big + long


def test_handlers_are_not_found_by_built_names():
    """getattr(obj, f"on_{kind}") hides the way from an action to its code: use an explicit table."""
    built = [f"{MODS[m].relative_to(ROOT)}:{node.lineno}" for m, tree in trees().items() for node in ast.walk(tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "getattr"
             and len(node.args) >= 2 and isinstance(node.args[1], ast.JoinedStr)]
    assert not built, built
