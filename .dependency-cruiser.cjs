/**
 * Which folder may import which (docs/architecture.md, "Layers"): `npm run lint:deps`, a step of `npm test`.
 * Arrows point down only: routes -> features -> the shared row, in its order (components -> server -> session ->
 * content -> i18n) -> portal store -> shared store -> lib -> domain/model; the back office (app/back-office) is one
 * room beside them, reached only by the route table and the Worker entry; the Worker (its entry workers/app.ts
 * aside) -> shared store/domain/model/lib, and inside the Worker: entry -> proxy, sitemap, edge helpers / jobs ->
 * content service -> mail.
 * Type-only imports are arrows too. Tests may import anything. scripts/dependency-rules.test.ts proves each rule
 * with probe files; the D1 binding, which is no import, is checked by scripts/d1-outside-store.test.ts.
 */

/** Tests reach into every layer to prove it; they are no layer of their own. */
const TESTS = String.raw`(\.test\.tsx?$|^test/)`;

/** What of the texts the Worker's mail reads: the mails' own words and the translator (app/i18n/translator.ts). */
const MAIL_TEXTS = String.raw`^app/i18n/(translator|areas/mails\.(th|en))\.ts$`;

/** The back office's floor plan modules, which reuse the organizers' plan editor (app/features/floor-plan-editor). */
const BACK_OFFICE_FLOOR_PLAN = String.raw`^app/back-office/(pages/floor-plan(-file)?|editor/floor-plan\.server)\.tsx?$`;

/**
 * The parts of one feature that other features build on; any other import between two features is an error.
 * Adding one is a decision: it belongs in the list in docs/architecture.md ("Feature to feature") too.
 */
const SHARED_FEATURE_MODULES = [
  // The event core of trade shows and Thai events, and the event card of the home, directory and booth lists.
  "^app/features/events/",
  // The story card and story text of news, articles, galleries and jobs.
  "^app/features/media/",
  // The contract and claim forms, embedded on the package page and on a directory listing's page.
  "^app/features/contracts/",
  // The member's own bookmarks and follows, shown by the activity, list and detail pages.
  String.raw`^app/features/account/(bookmarks|follows)\.server\.ts$`,
  // The activity log every area writes to.
  String.raw`^app/features/activity/log\.server\.ts$`,
  // The editorial page loader the package page reuses for its text.
  String.raw`^app/features/info/page\.server\.ts$`,
  // A show's floor plan as read for its page, whose free booths the booking pages count (docs/decisions/066).
  String.raw`^app/features/trade-shows/floor-plan\.server\.ts$`,
  // The member's own booth bookings, shown beside their quotation requests on /my-quotation.
  String.raw`^app/features/booth-reservations/my-bookings(\.server\.ts|-ui\.tsx)$`,
  // The form and account page styles the account, booth and quotation pages share.
  String.raw`^app/features/(info/info|account/account)\.css$`,
];

/**
 * The shared row in order, bottom first: a folder imports only those to its left (and the layers below the row);
 * components, at the right end, may import them all. Each folder but the last has its rule.
 */
const SHARED_ROW = ["i18n", "content", "session", "server", "components"];
const SHARED_ROW_REASONS = {
  "i18n-below-the-row": "The texts are the row's bottom: any shared folder may read them, they read none of the row.",
  "content-on-i18n":
    "The content client, its loader helpers and the public forms read only the texts of the row: the session " +
    "builds on them, and a page's 404 for a URL naming nothing is the request helpers' (app/server).",
  "session-on-content":
    "The member's session and guards sign in and read the member through the content client; the request " +
    "helpers and the components may build on them, not the other way round.",
  "server-on-session":
    "Request-bound helpers build what the components draw (a breadcrumb trail); the components may name their " +
    "types, never the reverse.",
};
const SHARED_ROW_RULES = Object.entries(SHARED_ROW_REASONS).map(([name, comment], i) => ({
  name,
  comment,
  severity: "error",
  from: { path: `^app/${SHARED_ROW[i]}/`, pathNot: TESTS },
  to: { path: `^app/(${SHARED_ROW.slice(i + 1).join("|")})/` },
}));

module.exports = {
  forbidden: [
    {
      name: "worker-below-app",
      comment:
        "The Worker's modules run before and beside React Router: they may use the domain, the model, the pure " +
        "helpers and the tables they keep with the app (app/shared-store), never features, search, routes, " +
        "components or request-bound app code. Only the entry (workers/app.ts) wires app code in, handing it to the " +
        "Worker's modules as arguments or listeners. Of the texts, mail reads its words through the translator " +
        "(worker-texts-for-mail).",
      severity: "error",
      from: { path: "^workers/", pathNot: [String.raw`^workers/app\.ts$`, TESTS] },
      to: { path: "^app/", pathNot: ["^app/(domain|model|lib|shared-store)/", MAIL_TEXTS] },
    },
    {
      name: "worker-texts-for-mail",
      comment:
        "Of the Worker's rooms only mail reads texts: the mails' words (app/i18n/areas/mails.*.ts) and the translator " +
        "that reads them. The site's and the back office's texts stay with the app.",
      severity: "error",
      from: { path: "^workers/", pathNot: ["^workers/mail/", String.raw`^workers/app\.ts$`, TESTS] },
      to: { path: "^app/i18n/" },
    },
    {
      name: "mail-words-for-mail",
      comment:
        "The mails' words are the Worker's mail's alone: no page, no back-office module and not the site's resources " +
        "import them, so no page's bundle carries them.",
      severity: "error",
      from: { pathNot: ["^workers/mail/", String.raw`^app/i18n/areas/mails\.`, TESTS] },
      to: { path: String.raw`^app/i18n/areas/mails\.` },
    },
    {
      name: "worker-entry-on-top",
      comment:
        "workers/app.ts is the Worker's entry: it wires the app and the Worker's rooms together, and nothing wires it " +
        "in.",
      severity: "error",
      from: { pathNot: TESTS },
      to: { path: String.raw`^workers/app\.ts$` },
    },
    {
      name: "jobs-for-the-entry",
      comment:
        "The scheduled jobs (workers/jobs) are the cron trigger's: only the entry runs them, with the app's chores it " +
        "hands in.",
      severity: "error",
      from: { pathNot: [String.raw`^workers/app\.ts$`, "^workers/jobs/", TESTS] },
      to: { path: "^workers/jobs/" },
    },
    {
      name: "jobs-on-content-and-mail",
      comment:
        "A scheduled pass reads the content service's tables and sends through mail; it never goes through the " +
        "proxy, the sitemap or an edge helper.",
      severity: "error",
      from: { path: "^workers/jobs/", pathNot: TESTS },
      to: { path: "^workers/", pathNot: "^workers/(jobs|content|mail)/" },
    },
    {
      name: "content-on-mail",
      comment:
        "The content service lies below the proxy and the edge that call it, and below the jobs: of the Worker it " +
        "imports only itself and mail (which its after-write step calls).",
      severity: "error",
      from: { path: "^workers/content/", pathNot: TESTS },
      to: { path: "^workers/", pathNot: "^workers/(content|mail)/" },
    },
    {
      name: "mail-stands-alone",
      comment:
        "Mail is the Worker's bottom room: the content service, the proxy and the jobs hand it what a mail needs (the " +
        "row, its collection, the facts behind it), so it imports no other Worker module.",
      severity: "error",
      from: { path: "^workers/mail/", pathNot: TESTS },
      to: { path: "^workers/", pathNot: "^workers/mail/" },
    },
    {
      name: "app-beside-worker",
      comment:
        "The app reaches the content service over HTTP (the proxy in process), not by importing its modules. What " +
        "both sides keep (the submission keys, the sign-in attempt counters) lies below both, in app/shared-store.",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^workers/" },
    },
    {
      name: "shared-store-on-lib",
      comment:
        "The tables the app and the content service both keep (app/shared-store) lie below both: they map rows with " +
        "the domain, the model and the pure helpers, and know neither side.",
      severity: "error",
      from: { path: "^app/shared-store/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model|lib|shared-store)/" },
    },
    {
      name: "shared-store-through-the-portal-store",
      comment:
        "Those tables are D1 like the portal's own, so the app reaches them through its stores only: app/portal-store, " +
        "and the back office's store, which writes a staff invitation and its mail to the outbox in one batch; " +
        "elsewhere it may name their types.",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/(portal-store|shared-store|back-office/store)/", TESTS] },
      to: { path: "^app/shared-store/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "domain-stands-alone",
      comment: "Domain facts and rules are the bottom layer: everything may read them, they read nothing of ours.",
      severity: "error",
      from: { path: "^app/domain/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/domain/" },
    },
    {
      name: "model-on-domain",
      comment: "The content model is built from domain facts only, so the Worker and the app can both read it.",
      severity: "error",
      from: { path: "^app/model/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model)/" },
    },
    {
      name: "lib-is-pure",
      comment:
        "app/lib holds pure helpers the Worker shares: they read the domain, the model and each other, never the " +
        "texts, an area, the back office, a store, the content client or the Worker.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model|lib)/" },
    },
    {
      name: "portal-store-on-domain",
      comment:
        "The portal store is the app's one way to D1: its modules map rows to the domain's and the model's terms, " +
        "with the pure helpers, and wire in the tables the content service keeps as well (app/shared-store). It " +
        "knows no caller: the form outbox replays through a sender the caller hands it.",
      severity: "error",
      from: { path: "^app/portal-store/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model|lib|portal-store|shared-store)/" },
    },
    {
      name: "back-office-is-one-room",
      comment:
        "The back office (its pages, queues, editor, staff, texts, store and headers) is one room: only the route " +
        "table (its /admin routes) and the Worker entry (its headers) reach in, so no staff code reaches a public " +
        "module or a public page's bundle.",
      severity: "error",
      from: { pathNot: ["^app/back-office/", String.raw`^app/routes\.ts$`, String.raw`^workers/app\.ts$`, TESTS] },
      to: { path: "^app/back-office/" },
    },
    {
      name: "back-office-queues-for-pages",
      comment:
        "The queues' logic serves the back office's pages only: the staff's sign-in, the editor and the texts know " +
        "none of it.",
      severity: "error",
      from: { path: "^app/back-office/", pathNot: ["^app/back-office/(pages|queues)/", TESTS] },
      to: { path: "^app/back-office/queues/" },
    },
    {
      name: "back-office-store-on-domain",
      comment:
        "The back office's own D1 tables (staff accounts, second factor, audit log) map rows to the domain's terms " +
        "with the pure helpers, as the portal store does, and write to the tables below both sides (the outbox of " +
        "an invitation's mail); they know no caller.",
      severity: "error",
      from: { path: "^app/back-office/store/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model|lib|shared-store|back-office/store)/" },
    },
    {
      name: "back-office-beside-features",
      comment:
        "The back office works on content through the content client and the portal store, as staff, never through " +
        "the members' areas, search or routes. The preview page alone draws a record's public page with its public " +
        "loader, the floor plan's modules reuse the organizers' plan editor (the next rule), and the frame shares " +
        "the public forms' styles.",
      severity: "error",
      from: { path: "^app/back-office/", pathNot: [String.raw`^app/back-office/pages/content-preview\.tsx$`, BACK_OFFICE_FLOOR_PLAN, TESTS] },
      to: { path: "^app/(features|search|routes)/", pathNot: String.raw`^app/features/info/info\.css$` },
    },
    {
      name: "back-office-floor-plan-on-its-editor",
      comment:
        "The site team edits a show's floor plan in the organizers' editor (issue 48), with its rules and its " +
        "component: the floor plan's page, its files and its server module import that area and no other.",
      severity: "error",
      from: { path: BACK_OFFICE_FLOOR_PLAN },
      to: { path: "^app/(features|search|routes)/", pathNot: String.raw`^app/features/(floor-plan-editor/|info/info\.css$)` },
    },
    {
      name: "shared-below-features",
      comment:
        "Shared UI, the members' session and guards, request-bound helpers, the content client and the texts serve " +
        "every area, so they know none: no feature, no search, no route.",
      severity: "error",
      from: { path: "^app/(components|session|server|content|i18n)/", pathNot: TESTS },
      to: { path: "^app/(features|search|routes)/" },
    },
    ...SHARED_ROW_RULES,
    {
      name: "search-beside-features",
      comment: "The search area serves the list pages of every feature, so it builds on no feature itself.",
      severity: "error",
      from: { path: "^app/search/", pathNot: TESTS },
      to: { path: "^app/features/" },
    },
    {
      name: "feature-to-feature",
      comment:
        "An area uses another area only through the shared modules listed in SHARED_FEATURE_MODULES; anything " +
        "else two areas share moves to a shared layer (components, lib, domain, model).",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: TESTS },
      to: { path: "^app/features/", pathNot: ["^app/features/$1/", ...SHARED_FEATURE_MODULES] },
    },
    {
      name: "routes-are-leaves",
      comment:
        "A route module is the top of its page: only the route table and the root reach routes, the back office's " +
        "pages included (their table and path helpers aside, which the whole room reads).",
      severity: "error",
      from: { pathNot: [String.raw`^app/(routes\.ts|root\.tsx)$`, TESTS] },
      to: { path: ["^app/routes/", "^app/back-office/pages/"], pathNot: String.raw`^app/back-office/pages/(table|content-paths)\.ts$` },
    },
    {
      name: "no-circular",
      comment: "A cycle has no layer order: one of its modules belongs lower, or the shared part moves out.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7's compiler has no JavaScript API to parse with; swc reads the sources as written, type-only
    // imports included (so the `tsPreCompilationDeps` option, which asks for that API, stays off).
    parser: "swc",
    // Only for the `~/` alias; the files themselves are read by swc.
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: String.raw`^\.react-router/` },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
  },
};
