import { data, redirect, type RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { Locale } from "~/domain/locales";
import { formatShortDate } from "~/lib/dates";
import { hmacSha256Hex } from "~/lib/hex";
import { localeFromPath } from "~/lib/locale";
import { firstFreeSlug } from "~/lib/slug";
import { collectionByPlural } from "~/model/model";
import type { StrapiSingle } from "~/model/types";
import { portalStore } from "~/portal-store/portal-store.server";
import { readForm } from "~/server/form-body.server";
import { backOfficePath } from "~/back-office/pages/table";
import type { StaffMember } from "../staff/accounts.server";
import { recordStaffWrites } from "../staff/audit.server";
import { staffT } from "../texts/staff-texts.server";
import type { StaffTextKey } from "../texts/staff-texts";
import { api, serverClient } from "./content.server";
import { flatRecord } from "./flat-record";
import { type ColumnKey, COLUMN_KEYS, IMPORT_MAX_BYTES, type ImportKind, isImportKind } from "./import-columns";
import { importLookups } from "./import-lookups.server";
import { type CellFix, checkImport, type ImportCheck, isValidRow, namesIn, withFixes } from "./import-rows";
import { type DryRun, dryRunOf } from "./import-view";
import { slugBaseOf, slugFieldOf, takenSlugs } from "./slugs.server";

/**
 * The spreadsheet import's action (docs/decisions/068): a file checked (the dry run, nothing written), checked
 * again with the cells the editor fixed on the page, and imported once confirmed. The file's text travels with
 * the page, sealed with an HMAC of the staff member, the kind and the text, so what is imported is exactly what
 * was checked; the confirmation checks it once more against the site as it is then, and creates the valid rows as
 * drafts through the content service, as the content form would, each with its entry in the audit log.
 */
type Context = Readonly<RouterContextProvider>;

/** The form: an uploaded file, or the checked text with its seal, the fixes typed and the page's hidden fields. */
const IMPORT_FORM_LIMIT = 2 * IMPORT_MAX_BYTES + 512 * 1024;
/**
 * Records one request creates. A draft costs the content service about five D1 statements (the row, its
 * relations checked, the search index) and a request may run 1,000, with the dry run's reads before them; a
 * larger import goes on in the next request, which the browser sends itself (a 307 repeats the same POST).
 */
export const CREATES_PER_REQUEST = 100;
/** Creates in flight at once: the content service takes them one by one, the rest is waiting. */
const CREATE_CONCURRENCY = 6;
/** The claim that keeps one pass of one import from running twice (a double click, a repeated request). */
const PASS_SCOPE = "content-import";

export type ImportAlert = StaffTextKey;

export interface ImportAnswer {
  kind: ImportKind;
  alert: ImportAlert | null;
  alertValues?: Record<string, string | number>;
  /** The file's text and its seal, carried by the page to the next check or the import. */
  text?: string;
  seal?: string;
  dryRun?: DryRun;
}

/**
 * The text as a browser sends it back from the page's form: line ends as LF (a text area's value has no lone CR
 * and the form sends CRLF), no byte-order mark, no leading blank lines. Sealed and compared in this form only.
 */
const normalText = (text: string) => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n").replace(/^\n+/, "");

const sealOf = (secret: string, staff: StaffMember, kind: ImportKind, text: string) => hmacSha256Hex(secret, `import:v1\n${staff.id}\n${kind}\n${text}`);

/** Each column's headers, Thai and English, as the template writes them and the file may have them. */
function headerLabels(): (key: ColumnKey) => readonly string[] {
  const [th, en] = [staffT("th"), staffT("en")];
  return (key) => [th(`import.columns.${key}`), en(`import.columns.${key}`)];
}

/** The cells the editor retyped on the dry run's page (`fix.<row>.<column>`). */
function fixesIn(form: FormData): CellFix[] {
  const fixes: CellFix[] = [];
  for (const [name, value] of form) {
    const match = /^fix\.(\d{1,5})\.(\w+)$/.exec(name);
    if (!match || typeof value !== "string" || !(COLUMN_KEYS as readonly string[]).includes(match[2]!)) continue;
    fixes.push({ row: Number(match[1]), column: match[2] as ColumnKey, value: value.trim() });
  }
  return fixes;
}

/** An uploaded file's text: UTF-8 only (Excel's "CSV UTF-8"); anything else is no text this can read. */
async function fileText(file: File): Promise<string | null> {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return null;
  }
}

async function check(request: Request, context: Context, kind: ImportKind, text: string): Promise<ImportCheck> {
  const labels = headerLabels();
  const client = serverClient(request, context);
  return checkImport(kind, text, labels, await importLookups(client, kind, namesIn(kind, text, labels)));
}

const refuse = (kind: ImportKind, alert: ImportAlert, alertValues?: Record<string, string | number>) =>
  data<ImportAnswer>({ kind, alert, ...(alertValues ? { alertValues } : {}) }, { status: 400 });

/** The dry run's page: the check's results with the text and its seal for the next step. */
async function dryRunAnswer(env: Env, locale: Locale, staff: StaffMember, kind: ImportKind, text: string, checked: ImportCheck, alert: ImportAlert | null, alertValues?: Record<string, number>) {
  if (!checked.ok) return refuse(kind, `import.problems.${checked.problem}`, checked.values);
  const seal = await sealOf(env.SESSION_SECRET, staff, kind, text);
  const dryRun = dryRunOf(checked, locale, (day) => formatShortDate(day, locale));
  return data<ImportAnswer>({ kind, alert, ...(alertValues ? { alertValues } : {}), text, seal, dryRun });
}

/** The drafts of one request's share of the valid rows, each named by the slug rule; the ids and records made. */
async function createDrafts(request: Request, context: Context, kind: ImportKind, rows: readonly Record<string, unknown>[]) {
  const collection = collectionByPlural(kind)!;
  const client = serverClient(request, context);
  const slug = slugFieldOf(collection);
  const bases = rows.map((row) => slugBaseOf(collection, row));
  const taken = await takenSlugs(client, collection, bases);
  const sent = rows.map((row, i) => {
    if (!slug) return row;
    const name = firstFreeSlug(bases[i]!, taken);
    taken.add(name);
    return { ...row, [slug.name]: name };
  });
  const made: { id: number; attributes: Record<string, unknown> }[] = [];
  let failed = 0;
  const queue = [...sent];
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const result = await client.create<StrapiSingle>(api(collection), { data: row });
      // The answer leaves relations out (populating them costs statements): the ids sent are what was stored.
      if (result.ok) made.push({ id: result.data.data.id, attributes: { ...row, ...result.data.data.attributes } });
      else {
        // Another editor took the slug in between, or the service is down: the row stays for the next check.
        console.error(`import create ${kind} answered ${result.status}: ${result.error.message}`);
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  return { made: made.sort((a, b) => a.id - b.id), failed };
}

/** Where the import page shows what came of it: the drafts it made. */
const donePath = (locale: Locale, kind: ImportKind, count: number) => `${backOfficePath("import", locale)}?kind=${kind}&imported=${count}`;

/**
 * One request's share of a confirmed import: the next valid rows created as drafts and logged, then the browser
 * sent on to the next share (the same POST again: rows now stored count as already on the site) or to the result.
 */
async function importPass(request: Request, context: Context, staff: StaffMember, kind: ImportKind, seal: string, checked: Extract<ImportCheck, { ok: true }>) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const before = Number(url.searchParams.get("created") ?? 0) || 0;
  const { env } = context.get(appContext);
  const store = portalStore(env);
  const pass = `${seal}#${before}`;
  const claim = await store.submissionKeys.claim(PASS_SCOPE, pass, seal);
  if (claim.kind !== "first") throw redirect(`${backOfficePath("import", locale)}?kind=${kind}&busy=1`, 303);
  const share = checked.rows.filter(isValidRow).slice(0, CREATES_PER_REQUEST);
  const { made, failed } = await createDrafts(request, context, kind, share.map((row) => row.data!));
  await recordStaffWrites(env, made.map((record) => ({ staff, action: "import", target: { collection: kind, id: record.id }, before: null, after: flatRecord(record.attributes) })));
  await store.submissionKeys.complete(PASS_SCOPE, pass, 303, "");
  const created = before + made.length;
  if (failed > 0) return { failed, created };
  const left = checked.rows.filter(isValidRow).length - made.length;
  if (left > 0 && made.length > 0) {
    url.searchParams.set("created", String(created));
    throw redirect(`${url.pathname}${url.search}`, 307);
  }
  throw redirect(donePath(locale, kind, created), 303);
}

export async function importAction(request: Request, context: Context, staff: StaffMember) {
  const form = await readForm(request, IMPORT_FORM_LIMIT);
  const kind = form.get("kind");
  if (!isImportKind(kind)) return refuse("trade-shows", "import.problems.tampered");
  const { env } = context.get(appContext);
  const locale = localeFromPath(new URL(request.url).pathname);
  const intent = String(form.get("intent") ?? "check");

  if (intent === "check") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return refuse(kind, "import.problems.noFile");
    if (file.size > IMPORT_MAX_BYTES) return refuse(kind, "import.problems.tooBig", { kb: IMPORT_MAX_BYTES / 1024 });
    const read = await fileText(file);
    if (read === null) return refuse(kind, "import.problems.notText");
    const text = normalText(read);
    return dryRunAnswer(env, locale, staff, kind, text, await check(request, context, kind, text), null);
  }

  const sent = normalText(String(form.get("text") ?? ""));
  const seal = String(form.get("seal") ?? "");
  if (seal !== (await sealOf(env.SESSION_SECRET, staff, kind, sent))) return refuse(kind, "import.problems.tampered");
  const text = normalText(withFixes(kind, sent, headerLabels(), fixesIn(form)));
  const checked = await check(request, context, kind, text);
  if (intent !== "import" || text !== sent || !checked.ok) return dryRunAnswer(env, locale, staff, kind, text, checked, text !== sent ? "import.dryRun.rechecked" : null);
  // The first request of an import holds the count the editor saw: a site changed since is checked again first.
  const continuing = new URL(request.url).searchParams.has("created");
  if (!continuing && checked.rows.filter(isValidRow).length !== Number(form.get("expected"))) return dryRunAnswer(env, locale, staff, kind, text, checked, "import.dryRun.changed");
  const { failed, created } = await importPass(request, context, staff, kind, seal, checked);
  // Rows the service refused stay in the file: checked again, they are what is left to import.
  return dryRunAnswer(env, locale, staff, kind, text, await check(request, context, kind, text), "import.dryRun.failed", { failed, created });
}
