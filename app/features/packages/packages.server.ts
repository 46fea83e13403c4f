import { data, type RouterContextProvider } from "react-router";
import { contentClient } from "~/content/content-client.server";
import { localized } from "~/content/localized";
import { listOf } from "~/content/server";
import { appContext } from "~/context";
import type { FieldErrors, FormValues } from "~/components/forms/form-fields";
import { editorialPage } from "~/features/info/page.server";
import { submitPublicForm } from "~/content/public-form.server";
import { botCheckWidget } from "~/lib/runtime-config";
import { serverT } from "~/i18n/server";
import { localeFromPath } from "~/lib/locale";
import type { Locale } from "~/domain/locales";
import { INQUIRY_LIMITS, type InquiryField, parseInquiryForm } from "./inquiry";
import { CONTRACT_FORM } from "~/features/contracts/contract-form";
import { AUDIENCES, type Audience, featuresOf, formatPrice, type PackageAttributes, parseAudience } from "./package";
import { pagePath } from "~/lib/paths";
import type { TextKey } from "~/i18n/translator";
import { readForm } from "~/server/form-body.server";
import { bangkokToday } from "~/lib/dates";
import { CONTRACT_INTENT, contractDefaults, sendContractForm } from "~/features/contracts/contract.server";

export interface PackageView {
  id: number;
  slug: string;
  audience: Audience;
  name: string;
  summary: string;
  price: number;
  priceLabel: string;
  period: PackageAttributes["billing_period"];
  features: string[];
  highlighted: boolean;
}

export type InquiryResult =
  | { ok: true; name: string; email: string; packageId: number }
  | { ok: false; values: FormValues<InquiryField>; errors: FieldErrors<InquiryField>; formError?: TextKey };

/** Every package, cheapest first within its sort order, with texts and prices in the page's language. */
async function packagesFor(request: Request, context: Readonly<RouterContextProvider>, locale: Locale): Promise<PackageView[]> {
  const list = await listOf<PackageAttributes>(contentClient(request, context, "anonymous"), "api/packages", {
    sort: ["sort_order:asc", "price:asc"],
    pagination: { page: 1, pageSize: 100 },
  });
  return list.data.map(({ id, attributes: a }) => ({
    id,
    slug: a.slug,
    audience: a.audience,
    name: localized(a, "name", locale),
    summary: localized(a, "summary", locale),
    price: a.price,
    priceLabel: a.price > 0 ? formatPrice(a.price, locale) : serverT(locale)("packages.free"),
    period: a.billing_period,
    features: featuresOf(a, locale),
    highlighted: a.highlighted === true,
  }));
}

/** /package: every package as a card, or one audience's with `?audience=`; `?package=` opens its inquiry. */
export async function loadPackages(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const page = editorialPage(request, context, "package");
  const packages = await packagesFor(request, context, page.locale);
  const audience = parseAudience(url.searchParams.get("audience"));
  return {
    seo: page.seo,
    crumbs: page.crumbs,
    audience,
    audiences: AUDIENCES.filter((a) => packages.some((p) => p.audience === a)),
    visible: audience ? packages.filter((p) => p.audience === audience) : packages,
    packages,
    selected: packages.find((p) => p.slug === url.searchParams.get("package")) ?? null,
    // Which form the chosen package opens: the contract (sign up) or the inquiry (ask first).
    step: url.searchParams.get("step") === "contract" ? ("contract" as const) : ("inquiry" as const),
    contractDefaults: await contractDefaults(request, context),
    today: bangkokToday(),
    botCheck: botCheckWidget(context.get(appContext).env),
    inquiryLimits: INQUIRY_LIMITS,
    contractForm: CONTRACT_FORM,
  };
}

/** /package_backup: one comparison table per audience, features as rows and packages as columns. */
export async function loadPackageComparison(request: Request, context: Readonly<RouterContextProvider>) {
  const t = serverT(localeFromPath(new URL(request.url).pathname));
  const page = editorialPage(request, context, "packageComparison", [], [{ label: t("pages.package.title"), path: pagePath("package") }]);
  const packages = await packagesFor(request, context, page.locale);
  return {
    seo: page.seo,
    crumbs: page.crumbs,
    groups: AUDIENCES.map((audience) => ({
      audience,
      packages: packages.filter((p) => p.audience === audience).sort((a, b) => a.price - b.price),
    })).filter((group) => group.packages.length > 0),
  };
}

/** The page's two forms: the contract form (intent "contract") or the inquiry. */
export async function packageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await readForm(request);
  return form.get("intent") === CONTRACT_INTENT ? sendContractForm(request, context, form) : sendPackageInquiry(request, context, form);
}

/** The inquiry form: validated here, then stored as a package-form (or kept in the outbox while the source is down). */
async function sendPackageInquiry(request: Request, context: Readonly<RouterContextProvider>, form: FormData) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const parsed = parseInquiryForm(form);
  if (!parsed.ok) return data<InquiryResult>({ ok: false, values: parsed.values, errors: parsed.errors }, { status: 400 });
  const { message, ...fields } = parsed.data;
  const outcome = await submitPublicForm(
    request,
    context,
    "api/package-forms",
    { ...fields, ...(message ? { message } : {}), locale },
    form,
  );
  if (outcome === "stored" || outcome === "queued") {
    return data<InquiryResult>({ ok: true, name: fields.contact_name, email: fields.email, packageId: fields.package });
  }
  const formError = outcome === "bot-check" ? "info.form.botCheck" : outcome === "rejected" ? "info.form.rejected" : "info.form.failed";
  return data<InquiryResult>(
    { ok: false, values: parsed.values, errors: {}, formError },
    { status: outcome === "bot-check" || outcome === "rejected" ? 400 : 503 },
  );
}
