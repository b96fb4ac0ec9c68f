"""The folders of core/ (and of ui/) include each other without cycles: core/<kind>/ may use
core/common, core/io, core/lp and other kinds' models, but no two folders may need each other,
directly or through others. Prints every cycle (as a strongly connected component with the
includes that close it) and exits 1; exit 0 when the folder graph is acyclic.

usage: check_folder_cycles.py REPOSITORY_ROOT TOP [TOP ...]   (TOP: core, ui)"""
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/([a-z_]+)/[^"]+"', re.M)


def folder_graph(root, top):
    edges = {}  # folder -> {folder: example "file -> include"}
    base = os.path.join(root, top)
    for folder in sorted(os.listdir(base)):
        path = os.path.join(base, folder)
        if not os.path.isdir(path):
            continue
        edges.setdefault(folder, {})
        for directory, _, files in os.walk(path):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                file = os.path.join(directory, name)
                with open(file, encoding="utf-8") as f:
                    text = f.read()
                for included_top, included_folder in INCLUDE.findall(text):
                    if included_top == top and included_folder != folder:
                        edges[folder].setdefault(included_folder, os.path.relpath(file, root))
    return edges


def strongly_connected(edges):
    """Tarjan's algorithm, iterative."""
    index, low, on_stack, stack, result, counter = {}, {}, set(), [], [], [0]
    for start in edges:
        if start in index:
            continue
        work = [(start, iter(edges.get(start, {})))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges.get(child, {}))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    result.append(sorted(component))
    return result


def main():
    root, tops = sys.argv[1], sys.argv[2:]
    failed = False
    for top in tops:
        edges = folder_graph(root, top)
        for component in strongly_connected(edges):
            failed = True
            print(f"{top}: folders that need each other: {', '.join(component)}")
            for a in component:
                for b in component:
                    if b in edges.get(a, {}):
                        print(f"  {top}/{a} -> {top}/{b}  (e.g. {edges[a][b]})")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
