import type { Rolldown } from 'vite';

/**
 * Everything the app's start imports statically (React, the router, TanStack Query, the shell and the
 * home page) travels in one chunk. Without this group the bundler gives each module that the shell shares
 * with a lazy page a chunk of its own: a dozen tiny requests, each its own gzip stream, whenever the app
 * loads. Lazy pages import what they share with the shell from this chunk. What the first-load bootstrap
 * (`boot`, index.html's script) imports stays out, so the bootstrap never pulls the shell in (ADR 0015).
 */
export function firstPageChunk(entry: string, boot: string, name = 'shell'): Rolldown.CodeSplittingGroup {
  let shell: Set<string> | undefined;
  const staticallyReachable = (ctx: Rolldown.ChunkingContext, from: string): Set<string> => {
    const seen = new Set<string>();
    const queue = [from];
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
      if (!shell) {
        const booted = staticallyReachable(ctx, boot);
        shell = new Set([...staticallyReachable(ctx, entry)].filter((module) => !booted.has(module)));
      }
      // The start module itself stays in its own (tiny) chunk, which the bootstrap imports on demand.
      return id !== entry && shell.has(id) ? name : null;
    },
    includeDependenciesRecursively: false,
  };
}
