import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { Link, NavLink, useLocation } from "react-router";
import { navGroups, navLinks } from "~/lib/navigation";
import { LanguageSwitcher } from "./language-switcher";
import { useLocalizePath } from "./use-locale";
import { pagePath } from "~/lib/paths";
import { SITE } from "~/lib/site";

/** Closes open dropdowns on navigation, on a click elsewhere and on Escape. */
function useDropdownDismiss(root: React.RefObject<HTMLElement | null>) {
  const location = useLocation();
  useEffect(() => {
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

export function SiteHeader() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const menuToggleRef = useRef<HTMLAnchorElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  useDropdownDismiss(headerRef);
  useEffect(() => setMenuOpen(false), [location]);
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
          <Link className="header-link" to={to(pagePath("login"))}>
            {t("member.signIn")}
          </Link>
          <Link className="button button--accent button--small header-register" to={to(pagePath("register"))}>
            {t("member.register")}
          </Link>
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
      <nav id="site-nav" className="site-nav" aria-label={t("nav.label")} data-open={menuOpen || undefined}>
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
          <li className="site-nav__item site-nav__member">
            <Link className="site-nav__link" to={to(pagePath("login"))}>
              {t("member.signIn")}
            </Link>
            <Link className="site-nav__link" to={to(pagePath("register"))}>
              {t("member.register")}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
