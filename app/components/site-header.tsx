import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Form, Link, NavLink, useLocation } from "react-router";
import type { MemberSummary } from "~/session/member-summary.server";
import { useMember } from "./use-layout-data";
import { navGroups, navLinks } from "./navigation";
import { LanguageSwitcher } from "./language-switcher";
import { useLocalizePath } from "./use-locale";
import { useHydrated } from "./use-hydrated";
import { pagePath } from "~/lib/paths";
import { SITE } from "~/lib/site";

/** Closes open dropdowns on navigation, on a click elsewhere and on Escape. */
function useDropdownDismiss(root: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  // Only a navigation closes them: a menu opened before the scripts ran (they load at low priority) stays open.
  const shown = useRef(location.key);
  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    root.current?.querySelectorAll("details[open]").forEach((d) => d.removeAttribute("open"));
  }, [location, root]);
  useEffect(() => {
    const closeOthers = (event: Event) => {
      root.current?.querySelectorAll("details[open]").forEach((d) => {
        if (!d.contains(event.target as Node)) d.removeAttribute("open");
      });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = root.current?.querySelector<HTMLDetailsElement>("details[open]");
      if (!open) return;
      // Handled: the mobile menu around this dropdown stays open until the next Escape.
      event.preventDefault();
      open.removeAttribute("open");
      open.querySelector("summary")?.focus();
    };
    document.addEventListener("click", closeOthers);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", closeOthers);
      document.removeEventListener("keydown", onKey);
    };
  }, [root]);
}

/** The signed-in member's menu: their pages and sign-out (a POST form, so it works without JavaScript). */
function MemberMenu({ member }: { member: MemberSummary }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  return (
    <details className="nav-group member-menu">
      <summary>
        <svg className="member-menu__icon" aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M3.5 17.5c.8-3.3 3.4-5 6.5-5s5.7 1.7 6.5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="member-menu__greeting">{t("account.menu.greeting", { name: member.name })}</span>
      </summary>
      <ul className="nav-group__menu">
        <li>
          <NavLink to={to(pagePath("profile"))}>{t("member.profile")}</NavLink>
        </li>
        <li>
          <NavLink to={to(pagePath("bookmark"))}>{t("member.bookmarks")}</NavLink>
        </li>
        <li>
          <NavLink to={to(pagePath("myQuotation"))}>{t("member.myQuotations")}</NavLink>
        </li>
        {member.company ? (
          <>
            <li>
              <NavLink to={to(pagePath("quotationProfile"))}>{t("member.quotationProfile")}</NavLink>
            </li>
            <li>
              <NavLink to={to(pagePath("myLeads"))}>{t("member.myLeads")}</NavLink>
            </li>
          </>
        ) : null}
        <li>
          <NavLink to={to(pagePath("password"))}>{t("member.password")}</NavLink>
        </li>
        <li>
          <Form method="post" action={to(pagePath("logout"))} className="member-menu__signout">
            <button type="submit">{t("member.signOut")}</button>
          </Form>
        </li>
      </ul>
    </details>
  );
}

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLAnchorElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const member = useMember();
  useDropdownDismiss(headerRef);
  const hydrated = useHydrated();
  useEffect(() => setMenuOpen(false), [location]);
  // A menu opened through its link before the scripts ran (the URL's #site-nav) stays open as state.
  useEffect(() => {
    if (window.location.hash === "#site-nav") setMenuOpen(true);
  }, []);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      setMenuOpen(false);
      menuToggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  return (
    <header className="site-header" ref={headerRef}>
      <div className="site-header__bar container">
        <Link to={to(pagePath("home"))} className="brand" aria-label={`${SITE.name} – ${t("pages.home.title")}`}>
          <span className="brand__mark" aria-hidden="true">
            E
          </span>
          <span className="brand__text">
            <span className="brand__name">{SITE.name}</span>
            <span className="brand__tagline">{t("site.tagline")}</span>
          </span>
        </Link>
        <div className="site-header__tools">
          <LanguageSwitcher />
          {member ? (
            <MemberMenu member={member} />
          ) : (
            <>
              <Link className="header-link" to={to(pagePath("login"))}>
                {t("member.signIn")}
              </Link>
              <Link className="button button--accent button--small header-register" to={to(pagePath("register"))}>
                {t("member.register")}
              </Link>
            </>
          )}
          <a
            ref={menuToggleRef}
            className="menu-toggle"
            href="#site-nav"
            aria-controls="site-nav"
            aria-expanded={menuOpen}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
          >
            <span className="menu-toggle__icon" aria-hidden="true" />
            {t("nav.menu")}
          </a>
        </div>
      </div>
      <nav id="site-nav" className="site-nav" aria-label={t("nav.label")} data-open={menuOpen || undefined} data-hydrated={hydrated || undefined}>
        <ul className="site-nav__list container">
          {navGroups.map((group) => (
            <li key={group.label} className="site-nav__item">
              <details className="nav-group">
                <summary>{t(group.label)}</summary>
                <ul className="nav-group__menu">
                  {group.links.map((link) => (
                    <li key={link.path}>
                      <NavLink to={to(link.path)}>{t(link.label)}</NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
          {navLinks.map((link) => (
            <li key={link.path} className="site-nav__item">
              <NavLink className="site-nav__link" to={to(link.path)}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
          {member ? null : (
            <li className="site-nav__item site-nav__member">
              <Link className="site-nav__link" to={to(pagePath("login"))}>
                {t("member.signIn")}
              </Link>
              <Link className="site-nav__link" to={to(pagePath("register"))}>
                {t("member.register")}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
