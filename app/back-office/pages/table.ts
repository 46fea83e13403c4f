// Relative imports: app/routes.ts loads this table where the `~/` alias does not resolve.
import { roleAllows, type StaffRole } from "../../domain/staff-roles";
import { isSameSitePath } from "../../lib/same-site-path";
import { localizePath, stripLocale } from "../../lib/locale";
import type { Locale } from "../../domain/locales";

/**
 * The back office's pages (docs/pages.md, "Back office"), apart from the public page table: they are never in
 * the sitemap, the crawl or the public layout. `file` is the route module beside this table (app/routes.ts
 * builds both languages from it); `role` is who may open the page (null: anyone, the sign-in); `nav` pages are
 * listed in the back office's menu, for those whose role allows them. To add a page: a row here, its route
 * module calling `requireStaff` (app/back-office/staff/guard.server.ts), its texts in app/back-office/texts/.
 */
export const BACK_OFFICE_ROOT = "/admin";

export const backOfficePages = {
  home: { path: "/admin", file: "home.tsx", role: "editor", nav: true },
  audit: { path: "/admin/audit", file: "audit.tsx", role: "editor", nav: true },
  content: { path: "/admin/content", file: "content.tsx", role: "editor", nav: true },
  import: { path: "/admin/import", file: "import.tsx", role: "editor", nav: true },
  importTemplate: { path: "/admin/import/template/:kind", file: "import-template.ts", role: "editor", nav: false },
  masterData: { path: "/admin/content/master-data-app", file: "master-data.tsx", role: "editor", nav: false },
  contentList: { path: "/admin/content/:plural", file: "content-list.tsx", role: "editor", nav: false },
  contentNew: { path: "/admin/content/:plural/new", file: "content-new.tsx", role: "editor", nav: false },
  contentEdit: { path: "/admin/content/:plural/:id", file: "content-edit.tsx", role: "editor", nav: false },
  contentLease: { path: "/admin/content/:plural/:id/lease", file: "content-lease.ts", role: "editor", nav: false },
  contentPreview: { path: "/admin/content/:plural/:id/preview", file: "content-preview.tsx", role: "editor", nav: false },
  floorPlan: { path: "/admin/content/trade-shows/:id/floor-plan", file: "floor-plan.tsx", role: "editor", nav: false },
  floorPlanFile: { path: "/admin/content/trade-shows/:id/floor-plan/:file", file: "floor-plan-file.ts", role: "editor", nav: false },
  media: { path: "/admin/media", file: "media.tsx", role: "editor", nav: true },
  mediaFile: { path: "/admin/media/:id", file: "media-file.tsx", role: "editor", nav: false },
  claims: { path: "/admin/claims", file: "claims.tsx", role: "editor", nav: true },
  changes: { path: "/admin/changes", file: "changes.tsx", role: "editor", nav: true },
  owners: { path: "/admin/owners", file: "owners.tsx", role: "admin", nav: true },
  staff: { path: "/admin/staff", file: "staff.tsx", role: "admin", nav: true },
  staffNew: { path: "/admin/staff/new", file: "staff-new.tsx", role: "admin", nav: false },
  requests: { path: "/admin/requests", file: "requests.tsx", role: "editor", nav: true },
  forms: { path: "/admin/forms", file: "forms.tsx", role: "editor", nav: true },
  messages: { path: "/admin/messages", file: "messages.tsx", role: "editor", nav: true },
  mails: { path: "/admin/mails", file: "mails.tsx", role: "editor", nav: true },
  subscribers: { path: "/admin/subscribers", file: "subscribers.tsx", role: "editor", nav: true },
  subscribersCsv: { path: "/admin/subscribers.csv", file: "subscribers-csv.ts", role: "editor", nav: false },
  secondFactor: { path: "/admin/second-factor", file: "second-factor.tsx", role: "editor", nav: true },
  login: { path: "/admin/login", file: "login.tsx", role: null, nav: false },
  verify: { path: "/admin/verify", file: "verify.tsx", role: null, nav: false },
  setPassword: { path: "/admin/set-password", file: "set-password.tsx", role: null, nav: false },
  logout: { path: "/admin/logout", file: "logout.tsx", role: null, nav: false },
} as const satisfies Record<string, { path: string; file: string; role: StaffRole | null; nav: boolean }>;

export type BackOfficePage = keyof typeof backOfficePages;

/** A back-office page as spelled in `locale`: Thai without a prefix, English under /en. */
export const backOfficePath = (key: BackOfficePage, locale: Locale): string => localizePath(backOfficePages[key].path, locale);

type Pages = typeof backOfficePages;
export type BackOfficeNavPage = { [K in BackOfficePage]: Pages[K]["nav"] extends true ? K : never }[BackOfficePage];

/** The pages the menu lists, in the table's order. */
export const backOfficeNav = (Object.keys(backOfficePages) as BackOfficePage[]).filter((key): key is BackOfficeNavPage => backOfficePages[key].nav);

/** The menu's pages a staff member with `role` may open. */
export const navFor = (role: StaffRole): BackOfficeNavPage[] => backOfficeNav.filter((key) => roleAllows(role, backOfficePages[key].role));

/**
 * Whether a page path (no `.data` suffix: see app/lib/document-url.ts) is in the back office, in either language.
 * Route matching ignores case and repeated slashes count as one here, so `/ADMIN` and `//admin` are too.
 */
export function isBackOfficePath(pathname: string): boolean {
  const path = stripLocale(pathname.replace(/\/{2,}/g, "/").toLowerCase());
  return path === BACK_OFFICE_ROOT || path.startsWith(`${BACK_OFFICE_ROOT}/`);
}

/** Where to go after signing in: `target` when it is a back-office page of this site (not a sign-in step), else the back office's home. */
export function backOfficeReturnPath(target: string | null | undefined, locale: Locale): string {
  const fallback = backOfficePath("home", locale);
  if (!target || !isSameSitePath(target)) return fallback;
  const path = stripLocale(new URL(target, "https://same-site.invalid").pathname.toLowerCase());
  const signInStep = Object.values(backOfficePages).some((page) => page.role === null && page.path === path);
  return isBackOfficePath(path) && !signInStep ? target : fallback;
}
