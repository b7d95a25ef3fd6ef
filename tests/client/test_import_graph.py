"""No import circles in game/client: the modules' import graph, read from the sources, is acyclic.

Every import statement counts, at module level and inside functions, relative and absolute, and
so does importlib.import_module with a written-out name (or with f"{__name__}.{...}" in a
package, which imports its own subpackages: the games' client packages); imports under
`if TYPE_CHECKING:` do not, as they never run.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CLIENT = ROOT / "game" / "client"


def module_names(root: Path, package: Path) -> dict[str, tuple[Path, bool]]:
    """Every module under package by dotted name, with its file and whether it is a package."""
    modules: dict[str, tuple[Path, bool]] = {}
    for path in sorted(package.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        is_package = parts[-1] == "__init__"
        if is_package:
            parts.pop()
        modules[".".join(parts)] = (path, is_package)
    return modules


def _is_type_checking(node: ast.If) -> bool:
    """Whether this is `if TYPE_CHECKING:` (or typing.TYPE_CHECKING)."""
    return ast.unparse(node.test) in ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def imported_names(
    tree: ast.AST, module: str, is_package: bool, children: tuple[str, ...] = ()
) -> set[tuple[str, ...]]:
    """What this module imports when it runs (type-checking blocks left out): for each import,
    the dotted names it may mean, the likeliest first (`from a import b`: the module a.b, else
    an object of a). children: the package's own modules, which a package's import_module of
    its own name plus a part may mean."""
    names: set[tuple[str, ...]] = set()
    own_package = module.split(".") if is_package else module.split(".")[:-1]

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for other in child.orelse:
                    visit_node(other)
                continue
            visit_node(child)

    def visit_node(node: ast.AST) -> None:
        if isinstance(node, ast.Import):
            names.update((alias.name,) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = own_package[: len(own_package) - (node.level - 1)]
                source = ".".join(base + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            names.update((f"{source}.{alias.name}", source) for alias in node.names)
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) in ("importlib.import_module", "import_module")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            names.add((node.args[0].value,))
        elif (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) in ("importlib.import_module", "import_module")
            and node.args
            and ast.unparse(node.args[0]).startswith("f'{__name__}.")
        ):
            names.update((child,) for child in children)
        visit(node)

    visit(tree)
    return names


def import_graph(root: Path, package: Path) -> dict[str, set[str]]:
    """Which modules of the package each of its modules imports."""
    modules = module_names(root, package)
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        targets = {
            target
            for meanings in imported_names(tree, name, is_package, _children(name, modules))
            if (target := _known_module(meanings, modules)) is not None
        }
        graph[name] = targets - {name}
    return graph


def _children(package: str, modules: dict[str, tuple[Path, bool]]) -> tuple[str, ...]:
    """The modules and packages directly inside a package."""
    depth = package.count(".") + 1
    return tuple(
        name for name in modules if name.startswith(f"{package}.") and name.count(".") == depth
    )


def _known_module(meanings: tuple[str, ...], modules: dict[str, tuple[Path, bool]]) -> str | None:
    """The first of an import's meanings that is a module of the package, else None (an import
    from outside it)."""
    return next((name for name in meanings if name in modules), None)


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One circle for every group of modules that import each other (directly or around)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(graph[node]):
            if other not in index:
                connect(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return [_circle_in(group, graph) for group in groups]


def _circle_in(group: list[str], graph: dict[str, set[str]]) -> list[str]:
    """A shortest way from the group's first module back to itself, inside the group."""
    start = group[0]
    members = set(group)
    paths = {start: [start]}
    queue = [start]
    while queue:
        node = queue.pop(0)
        for other in sorted(graph[node] & members):
            if other == start:
                return paths[node] + [start]
            if other not in paths:
                paths[other] = paths[node] + [other]
                queue.append(other)
    raise AssertionError(f"no way back to {start} in {group}")


def test_the_client_has_no_import_circles() -> None:
    found = cycles(import_graph(ROOT, CLIENT))
    assert not found, "import circles in game/client:\n" + "\n".join(
        " -> ".join(circle) for circle in found
    )


def test_a_ring_through_a_function_level_import_is_found(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "menu.py").write_text("from pkg.setup import Setup\n")
    (package / "setup.py").write_text("from . import table\n")
    (package / "table.py").write_text("def leave():\n    from pkg.menu import Menu\n")
    (package / "typed.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.menu import Menu\n"
    )
    graph = import_graph(tmp_path, package)
    assert cycles(graph) == [["pkg.menu", "pkg.setup", "pkg.table", "pkg.menu"]]


def test_type_only_and_one_way_imports_are_no_circle(tmp_path: Path) -> None:
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "app.py").write_text("import importlib\nimportlib.import_module('pkg.scene')\n")
    (package / "scene.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.app import App\n"
    )
    graph = import_graph(tmp_path, package)
    assert graph["pkg.app"] == {"pkg.scene"}
    assert cycles(graph) == []
