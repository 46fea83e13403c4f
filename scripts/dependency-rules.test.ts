import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layer rules (.dependency-cruiser.cjs) against probe files: each arrow below is written into an empty tree
 * as one import and cruised with the project's config, and the rules it breaks are compared with those named.
 * An arrow with no rule named is one the layers allow: it proves a rule does not reach too far. Paths are
 * written without their `.ts`, so the citation check (scripts/citations.test.ts) does not take them for files.
 */
const ARROWS: [from: string, to: string, rules: string[], typeOnly?: "type-only"][] = [
  ["app/lib/store-probe", "app/portal-store/probe.server", ["lib-is-pure"]],
  ["app/lib/office-probe", "app/back-office/probe.server", ["back-office-is-one-room", "lib-is-pure"]],
  ["app/lib/domain-probe", "app/domain/probe", []],
  ["app/lib/texts-probe", "app/i18n/probe", ["lib-is-pure"], "type-only"],
  ["app/lib/shared-store-probe", "app/shared-store/probe.server", ["lib-is-pure", "shared-store-through-the-portal-store"]],
  ["app/features/probe/office-probe.server", "app/back-office/queues/probe.server", ["back-office-is-one-room"]],
  ["app/components/office-probe", "app/back-office/staff/probe.server", ["back-office-is-one-room"]],
  ["app/routes/office-probe", "app/back-office/pages/table", ["back-office-is-one-room"]],
  ["workers/office-probe", "app/back-office/headers-probe", ["back-office-is-one-room", "worker-below-app"]],
  ["app/routes", "app/back-office/pages/table", []],
  ["workers/app", "app/back-office/headers-probe", []],
  ["app/back-office/queues/feature-probe.server", "app/features/probe/probe.server", ["back-office-beside-features"]],
  ["app/back-office/pages/feature-probe", "app/features/probe/probe.server", ["back-office-beside-features"]],
  ["app/back-office/pages/floor-plan", "app/features/floor-plan-editor/probe.server", []],
  ["app/back-office/editor/floor-plan.server", "app/features/probe/probe.server", ["back-office-floor-plan-on-its-editor"]],
  ["app/back-office/queues/plan-probe.server", "app/features/floor-plan-editor/probe.server", ["back-office-beside-features"]],
  ["app/back-office/queues/store-probe.server", "app/portal-store/probe.server", []],
  ["app/back-office/queues/staff-probe.server", "app/back-office/staff/probe.server", []],
  ["app/back-office/staff/queue-probe.server", "app/back-office/queues/probe.server", ["back-office-queues-for-pages"]],
  ["app/back-office/editor/queue-probe.server", "app/back-office/queues/probe.server", ["back-office-queues-for-pages"]],
  ["app/back-office/pages/queue-probe", "app/back-office/queues/probe.server", []],
  ["app/back-office/queues/page-probe.server", "app/back-office/pages/leaf-probe", ["routes-are-leaves"]],
  ["app/back-office/staff/table-probe.server", "app/back-office/pages/table", []],
  ["app/back-office/store/staff-probe.server", "app/back-office/staff/probe.server", ["back-office-store-on-domain"]],
  ["app/back-office/store/domain-probe.server", "app/domain/probe", []],
  ["app/back-office/store/shared-store-probe.server", "app/shared-store/probe.server", []],
  ["app/back-office/store/portal-store-probe.server", "app/portal-store/probe.server", ["back-office-store-on-domain"]],
  ["app/back-office/queues/shared-store-probe.server", "app/shared-store/probe.server", ["shared-store-through-the-portal-store"]],
  ["app/portal-store/feature-probe.server", "app/features/probe/probe.server", ["portal-store-on-domain"]],
  ["app/portal-store/office-probe.server", "app/back-office/store/probe.server", ["back-office-is-one-room", "portal-store-on-domain"]],
  ["app/portal-store/content-type-probe.server", "app/content/probe.server", ["portal-store-on-domain"], "type-only"],
  ["app/portal-store/worker-probe.server", "workers/probe", ["app-beside-worker", "portal-store-on-domain"]],
  ["app/portal-store/shared-store-probe.server", "app/shared-store/probe.server", []],
  ["app/shared-store/portal-store-probe.server", "app/portal-store/probe.server", ["shared-store-on-lib"]],
  ["app/shared-store/worker-probe.server", "workers/content/probe", ["app-beside-worker", "shared-store-on-lib"]],
  ["app/shared-store/lib-probe.server", "app/lib/probe", []],
  ["app/back-office/staff/shared-store-probe.server", "app/shared-store/probe.server", ["shared-store-through-the-portal-store"]],
  ["app/content/shared-store-type-probe.server", "app/shared-store/probe.server", [], "type-only"],
  ["app/content/worker-type-probe.server", "workers/probe", ["app-beside-worker"], "type-only"],
  ["app/components/feature-probe", "app/features/probe/probe.server", ["shared-below-features"]],
  ["app/i18n/content-probe", "app/content/probe.server", ["i18n-below-the-row"]],
  ["app/i18n/lib-probe", "app/lib/probe", []],
  ["app/content/session-probe.server", "app/session/probe.server", ["content-on-i18n"]],
  ["app/content/server-probe.server", "app/server/probe.server", ["content-on-i18n"]],
  ["app/content/i18n-probe", "app/i18n/probe", []],
  ["app/session/components-probe", "app/components/probe", ["session-on-content"]],
  ["app/session/content-probe.server", "app/content/probe.server", []],
  ["app/server/components-type-probe.server", "app/components/probe", ["server-on-session"], "type-only"],
  ["app/server/session-probe.server", "app/session/probe.server", []],
  ["app/components/server-type-probe", "app/server/probe.server", [], "type-only"],
  ["app/features/probe/probe.server", "app/portal-store/probe.server", []],
  ["app/features/probe/kinds-probe", "app/features/directory/kinds", ["feature-to-feature"]],
  ["workers/store-probe", "app/portal-store/probe.server", ["worker-below-app"]],
  ["workers/shared-store-probe", "app/shared-store/probe.server", []],
  ["workers/proxy/entry-probe", "workers/app", ["worker-entry-on-top"]],
  ["workers/proxy/jobs-probe", "workers/jobs/probe", ["jobs-for-the-entry"]],
  ["workers/jobs/pass-probe", "workers/jobs/probe", []],
  ["workers/jobs/proxy-probe", "workers/proxy/probe", ["jobs-on-content-and-mail"]],
  ["workers/jobs/content-probe", "workers/content/probe", []],
  ["workers/jobs/table-probe", "app/shared-store/probe.server", []],
  ["workers/jobs/edge-probe", "workers/probe", ["jobs-on-content-and-mail"]],
  ["workers/content/proxy-probe", "workers/proxy/probe", ["content-on-mail"]],
  ["workers/content/jobs-probe", "workers/jobs/probe", ["content-on-mail", "jobs-for-the-entry"]],
  ["workers/content/mail-probe", "workers/mail/probe", []],
  ["workers/content/table-probe", "app/shared-store/probe.server", []],
  ["workers/content/edge-probe", "workers/probe", ["content-on-mail"]],
  ["workers/mail/content-probe", "workers/content/probe", ["mail-stands-alone"]],
  ["workers/mail/content-type-probe", "workers/content/probe", ["mail-stands-alone"], "type-only"],
  ["workers/mail/domain-probe", "app/domain/probe", []],
  ["workers/mail/words-probe", "app/i18n/areas/mails.th", []],
  ["workers/mail/translator-probe", "app/i18n/translator", []],
  ["workers/mail/site-texts-probe", "app/i18n/th", ["worker-below-app"]],
  ["workers/content/words-probe", "app/i18n/areas/mails.en", ["mail-words-for-mail", "worker-texts-for-mail"]],
  ["workers/content/translator-probe", "app/i18n/translator", ["worker-texts-for-mail"]],
  ["app/i18n/resources-probe", "app/i18n/areas/mails.th", ["mail-words-for-mail"]],
  ["app/features/probe/words-probe", "app/i18n/areas/mails.en", ["mail-words-for-mail"]],
  ["workers/proxy/mail-probe", "workers/mail/probe", []],
];

const root = fileURLToPath(new URL("../", import.meta.url));
const tree = mkdtempSync(join(tmpdir(), "layer-probes-"));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(dirname(join(tree, file)), { recursive: true });
  writeFileSync(join(tree, file), text);
}

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(): Violation[] {
  write("tsconfig.json", "{}");
  for (const [, to] of ARROWS) write(`${to}.ts`, "export const probe = 1;\n");
  for (const [from, to, , typeOnly] of ARROWS) {
    const path = relative(dirname(from), to);
    const specifier = path.startsWith(".") ? path : `./${path}`;
    write(`${from}.ts`, typeOnly ? `import type { probe } from "${specifier}";\nexport type Uses = typeof probe;\n` : `import { probe } from "${specifier}";\nexport const uses = probe;\n`);
  }
  const output = execFileSync(
    join(root, "node_modules/.bin/depcruise"),
    ["app", "workers", "--config", join(root, ".dependency-cruiser.cjs"), "--output-type", "json", "--no-progress"],
    { cwd: tree, encoding: "utf8" },
  );
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

describe("the layer rules", () => {
  const violations = cruise();
  it.each(ARROWS)("%s -> %s breaks %j", (from, to, rules) => {
    const broken = violations.filter((v) => v.from === `${from}.ts` && v.to === `${to}.ts`).map((v) => v.rule.name);
    expect(broken.sort()).toEqual([...rules].sort());
  });
});
