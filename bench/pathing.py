"""Enemy pathing: the engine's precomputed tables against networkx shortest paths on the
same stage graphs, measured in one run. Prints figures; checks the lengths agree.

    pip install -r requirements-bench.txt && python bench/pathing.py
"""
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import networkx as nx  # noqa: E402

from legends.content import default_box  # noqa: E402
from legends.engine.board import Board  # noqa: E402


def graph_of(board):
    g = nx.Graph()
    g.add_nodes_from(n for n in board.spaces if n not in board.enemy_blocked)
    for a, nbs in board.adjacent.items():
        for b in nbs:
            if a not in board.enemy_blocked and b not in board.enemy_blocked:
                g.add_edge(a, b)
    return g


def main(repeats=20):
    box = default_box()
    total_engine = total_nx = 0.0
    for stage in box.stages.values():
        t = time.perf_counter()
        board = Board(stage)
        build = time.perf_counter() - t
        g = graph_of(board)
        pairs = [(a, b) for a in g.nodes for b in g.nodes if a != b and nx.has_path(g, a, b)]
        t = time.perf_counter()
        for _ in range(repeats):
            for a, b in pairs:
                board.enemy_path(a, b, 99)
        engine = time.perf_counter() - t
        t = time.perf_counter()
        for _ in range(repeats):
            for a, b in pairs:
                nx.shortest_path(g, a, b)
        ref = time.perf_counter() - t
        mismatches = sum(len(board.enemy_path(a, b, 99)) != nx.shortest_path_length(g, a, b) for a, b in pairs)
        n = len(pairs) * repeats
        total_engine += engine
        total_nx += ref
        print(f"{stage.id:>16}: {len(board.spaces)} spaces, tables built in {build * 1000:.2f} ms; "
              f"engine {engine / n * 1e6:.2f} us/path, networkx {ref / n * 1e6:.2f} us/path, "
              f"ratio {ref / engine:.1f}x, length mismatches {mismatches}")
    print(f"all stages: engine is {total_nx / total_engine:.1f}x faster than networkx shortest_path")


if __name__ == "__main__":
    main()
