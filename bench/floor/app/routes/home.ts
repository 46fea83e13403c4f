import { env } from "cloudflare:workers";
import { createElement as h } from "react";

export function meta() {
  return [{ title: "Floor" }];
}

/** `/?kv=N`: the second floor, the same page after N KV reads (keys the benchmark wrote), N/2 at a time. */
export async function loader({ request }: { request: Request }) {
  const reads = Math.min(Number(new URL(request.url).searchParams.get("kv") ?? 0) || 0, 50);
  let found = 0;
  for (let i = 0; i < reads; i += 2) {
    const batch = [i, i + 1].filter((n) => n < reads).map((n) => env.FLOOR_KV.get(`floor:${n}`));
    found += (await Promise.all(batch)).filter((value) => value !== null).length;
  }
  return { now: "floor", found };
}

export default function Home() {
  return h("main", null, h("h1", null, "Floor"), h("p", null, "The smallest React Router page."));
}
