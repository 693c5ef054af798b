import ts from 'typescript';
import path from 'node:path';

/**
 * Import cycles between the project's own files, type-only imports included (ESLint's
 * import-x/no-cycle skips those). Each cycle is one strongly connected component of the import graph,
 * listed as paths relative to the root, sorted.
 */
export function importCycles(files: readonly string[], options: ts.CompilerOptions, root: string): string[][] {
  const own = new Set(files.map((f) => path.resolve(f)));
  const host = ts.createCompilerHost(options);
  const edges = new Map<string, string[]>();
  for (const file of own) {
    const text = ts.sys.readFile(file) ?? '';
    const targets = ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName;
      return resolved && own.has(path.resolve(resolved)) ? [path.resolve(resolved)] : [];
    });
    edges.set(file, targets);
  }
  return stronglyConnected(edges)
    .filter((component) => component.length > 1 || (edges.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => component.map((f) => path.relative(root, f).split(path.sep).join('/')).sort())
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Tarjan's algorithm, iterative so that deep import chains cannot overflow the stack. */
function stronglyConnected(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let next = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; child: number }[] = [{ node: start, child: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.node) ?? [];
      if (frame.child < targets.length) {
        const target = targets[frame.child++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, child: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}
