/**
 * Which folder may import which (docs/architecture.md, "Layers"): `npm run lint:deps`, a step of `npm test`.
 * Arrows point down only: routes -> features / back office -> shared (components, session, staff, server,
 * content) -> portal store -> lib -> domain/model; the Worker (its entry workers/app.ts aside) -> domain/model/lib.
 * Type-only imports are arrows too. Tests may import anything. scripts/dependency-rules.test.ts proves each rule
 * with probe files; the D1 binding, which is no import, is checked by scripts/d1-outside-store.test.ts.
 */

/** Tests reach into every layer to prove it; they are no layer of their own. */
const TESTS = String.raw`(\.test\.tsx?$|^test/)`;

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
  // The member's own listings, bookmarks and follows, shown by the activity, leads, claim, quotation, list and
  // detail pages.
  String.raw`^app/features/account/(listings|bookmarks|follows)\.server\.ts$`,
  // The activity log every area writes to.
  String.raw`^app/features/activity/log\.server\.ts$`,
  // The editorial page loader the package page reuses for its text.
  String.raw`^app/features/info/page\.server\.ts$`,
  // The member's own booth bookings, shown beside their quotation requests on /my-quotation.
  String.raw`^app/features/booth-reservations/my-bookings(\.server\.ts|-ui\.tsx)$`,
  // The form and account page styles the account, booth and quotation pages share.
  String.raw`^app/features/(info/info|account/account)\.css$`,
];

module.exports = {
  forbidden: [
    {
      name: "worker-below-app",
      comment:
        "The Worker's modules run before and beside React Router: they may use the domain, the model and the pure " +
        "helpers, never features, search, routes, components or request-bound app code. Only the entry " +
        "(workers/app.ts) wires app code in, handing it to the Worker's modules as arguments or listeners.",
      severity: "error",
      from: { path: "^workers/", pathNot: [String.raw`^workers/app\.ts$`, TESTS] },
      to: { path: "^app/", pathNot: "^app/(domain|model|lib)/" },
    },
    {
      name: "app-beside-worker",
      comment:
        "The app reaches the content service over HTTP (the proxy in process), not by importing its modules; the one " +
        "table both write is the submission keys store, so page forms and the API's Idempotency-Key share a key, and " +
        "the one counter both keep is the sign-in attempts, so staff and members face the same limits.",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^workers/", pathNot: String.raw`^workers/(submission-keys|auth-rate-limits)\.ts$` },
    },
    {
      name: "worker-tables-through-the-store",
      comment:
        "Those two tables are D1 like the portal's own, so the app reaches them through app/portal-store only; " +
        "elsewhere it may name their types.",
      severity: "error",
      from: { path: "^app/", pathNot: ["^app/portal-store/", TESTS] },
      to: { path: String.raw`^workers/(submission-keys|auth-rate-limits)\.ts$`, dependencyTypesNot: ["type-only"] },
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
        "app/lib holds pure helpers the Worker shares: they read the domain, the model and each other (and text " +
        "keys' types, below), never an area, the back office, the portal store, the content client or the Worker.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: { path: "^(app|workers)/", pathNot: "^app/(domain|model|lib|i18n)/" },
    },
    {
      name: "lib-texts-as-types",
      comment:
        "A helper may name a text key (a navigation label is a `TextKey`), so app/lib may import types from " +
        "app/i18n; the translations themselves stay out of the Worker's helpers.",
      severity: "error",
      from: { path: "^app/lib/", pathNot: TESTS },
      to: { path: "^app/i18n/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "portal-store-on-domain",
      comment:
        "The portal store is the app's one way to D1: its modules map rows to the domain's and the model's terms, " +
        "with the pure helpers, and wire in the two tables the content service keeps as well. It knows no caller.",
      severity: "error",
      from: { path: "^app/portal-store/", pathNot: TESTS },
      to: {
        path: "^(app|workers)/",
        pathNot: ["^app/(domain|model|lib|portal-store|content)/", String.raw`^workers/(submission-keys|auth-rate-limits)\.ts$`],
      },
    },
    {
      name: "portal-store-content-as-types",
      comment: "The form outbox replays through a sender the caller hands it, so it names the content client's answer type only.",
      severity: "error",
      from: { path: "^app/portal-store/", pathNot: TESTS },
      to: { path: "^app/content/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "back-office-for-admin-routes",
      comment:
        "The back office's queues serve the admin pages only; what any other module reached would come with staff " +
        "code, and into public bundles when a member's page imported it.",
      severity: "error",
      from: { pathNot: ["^app/back-office/", "^app/routes/admin/", TESTS] },
      to: { path: "^app/back-office/" },
    },
    {
      name: "back-office-beside-features",
      comment:
        "The back office works on content through the content client and the portal store, as staff (app/staff), " +
        "never through the members' areas, search or routes.",
      severity: "error",
      from: { path: "^app/back-office/", pathNot: TESTS },
      to: { path: "^app/(features|search|routes)/" },
    },
    {
      name: "shared-below-features",
      comment:
        "Shared UI, session and guards (the members' and the staff's), request-bound helpers, the content client and " +
        "the texts serve every area, so they know none: no feature, no search, no route.",
      severity: "error",
      from: { path: "^app/(components|session|staff|server|content|i18n)/", pathNot: TESTS },
      to: { path: "^app/(features|search|routes)/" },
    },
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
      comment: "A route module is the top of its page: only the route table and the root reach routes.",
      severity: "error",
      from: { pathNot: [String.raw`^app/(routes\.ts|root\.tsx)$`, TESTS] },
      to: { path: "^app/routes/" },
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
