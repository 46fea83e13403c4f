import { useTranslation } from "~/i18n/react";
import { Link } from "react-router";
import { companyLinks, navGroups, policyLinks } from "./navigation";
import { NewsletterForm } from "./newsletter-form";
import { useLocale, useLocalizePath } from "./use-locale";
import { SITE, SITE_PHONE_URI } from "~/lib/site";
import { SITE_FOOTER_ID } from "./site-footer-id";
import { useSiteYear } from "./use-layout-data";

export function SiteFooter() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const locale = useLocale();
  const year = useSiteYear();
  const explore = navGroups.flatMap((group) => group.links);
  return (
    <footer id={SITE_FOOTER_ID} className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-contact">
          <p className="site-footer__brand">{SITE.name}</p>
          <p>{t("footer.about")}</p>
          <h2 id="footer-contact" className="site-footer__heading">
            {t("footer.contactHeading")}
          </h2>
          <address>
            {SITE.address[locale]}
            <br />
            <a href={SITE_PHONE_URI}>{t("footer.phone", { phone: SITE.phone[locale] })}</a>
            <br />
            <a href={`mailto:${SITE.email}`}>{t("footer.email", { email: SITE.email })}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            {t("footer.explore")}
          </h2>
          <ul>
            {explore.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            {t("footer.company")}
          </h2>
          <ul>
            {companyLinks.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
          <h2 className="site-footer__heading">{t("footer.policies")}</h2>
          <ul>
            {policyLinks.map((link) => (
              <li key={link.path}>
                <Link to={to(link.path)}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="site-footer__heading">
            {t("footer.newsletterHeading")}
          </h2>
          <p>{t("footer.newsletterText")}</p>
          <NewsletterForm />
        </section>
      </div>
      <p className="site-footer__legal container">{t("footer.copyright", { year })}</p>
    </footer>
  );
}
