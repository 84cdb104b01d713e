import type { Rolldown } from 'vite';

/**
 * Everything the entry imports statically (React, the router, TanStack Query, the shell and the home
 * page) travels in one chunk. Without this group the bundler gives each module that the shell shares
 * with a lazy page a chunk of its own: a dozen tiny requests, each its own gzip stream, on every first
 * visit. Lazy pages import what they share with the shell from this chunk.
 */
export function firstPageChunk(entry: string, name = 'shell'): Rolldown.CodeSplittingGroup {
  let shell: Set<string> | undefined;
  const staticallyReachable = (ctx: Rolldown.ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const queue = [entry];
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    debugName: name,
    name: (id, ctx) => {
      shell ??= staticallyReachable(ctx);
      // The entry module itself stays in the (tiny) entry chunk that index.html loads.
      return id !== entry && shell.has(id) ? name : null;
    },
    includeDependenciesRecursively: false,
  };
}
