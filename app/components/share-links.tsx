import { useTranslation } from "~/i18n/react";
import { NewTabLink } from "./new-tab-link";
import "./share-links.css";

/** Share to the networks Thai visitors use most (LINE first), plus copy-link where the browser allows it. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const encoded = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const links = [
    { name: "LINE", href: `https://social-plugins.line.me/lineit/share?url=${encoded}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encoded}` },
    { name: "X", href: `https://twitter.com/intent/tweet?url=${encoded}&text=${text}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}` },
  ];
  return (
    <section className="share" aria-labelledby="share-title">
      <h2 id="share-title" className="share__title">
        {t("common.share")}
      </h2>
      <ul className="share__list">
        {links.map((link) => (
          <li key={link.name}>
            <NewTabLink href={link.href} className="share__link">
              {link.name}
            </NewTabLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
