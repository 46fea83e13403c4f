import { beforeEach } from "vitest";
import { forgetIsolateMemory } from "../../workers/isolate-memory";
import { forgetKvWrites } from "../../workers/kv-limits";
import { forgetRememberedTokens } from "../../workers/proxy/versions";

// Each test's KV is rolled back when it ends, behind the Worker's back: what the isolate remembers of it
// (version tokens, cached answers, the KV double's last writes) would then describe storage that no longer exists.
beforeEach(() => {
  forgetIsolateMemory();
  forgetRememberedTokens();
  forgetKvWrites();
});
