import { afterAll, beforeEach, vi } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { forgetKvWrites } from "../../workers/kv-limits";
import { forgetRememberedTokens } from "../../workers/proxy/versions";

// Tests change storage behind the Worker's back (and each file starts on emptied storage: fresh-storage.ts): what
// the isolate remembers of it (version tokens, cached answers, the KV double's last writes) would then describe
// storage that no longer exists.
beforeEach(() => {
  forgetIsolateMemory();
  forgetRememberedTokens();
  forgetKvWrites();
});

// The next file runs in the same runtime: a file's spies and fake clocks end with it.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
