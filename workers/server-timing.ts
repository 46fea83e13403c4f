/**
 * Where an uncached page's time goes: `Server-Timing: content;dur=N` is the wall time during which at least one
 * content call (the proxy: KV, D1, a remote Strapi) was in flight. The rest of the time to the first byte is
 * rendering (routing, loaders' own work, React); the benchmark takes it from the client's clock, because a
 * Worker's clock stands still while it computes and only moves across I/O.
 */
export function timedContent(content: (request: Request) => Promise<Response>) {
  let inFlight = 0;
  let since = 0;
  let contentMs = 0;
  const timed = async (request: Request) => {
    if (inFlight++ === 0) since = Date.now();
    try {
      return await content(request);
    } finally {
      if (--inFlight === 0) contentMs += Date.now() - since;
    }
  };
  return { content: timed, header: () => `content;dur=${contentMs};desc="content calls"` };
}
