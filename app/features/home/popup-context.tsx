import { createContext, lazy, Suspense, useContext, useMemo, useState } from "react";
import { useLocalizePath } from "~/components/use-locale";
import type { PopupTarget } from "./home.server";
import type { InfoRequest } from "./popup-host";
import type { PopupKind } from "./popup-view";
import { pagePath } from "~/lib/paths";
import { useHydrated } from "~/components/use-hydrated";

interface PopupApi {
  hydrated: boolean;
  openInfo: (kind: PopupKind, target: PopupTarget) => void;
  openNews: () => void;
}

const PopupContext = createContext<PopupApi | null>(null);

// The dialogs, lookups and content client load on the first hover, focus or click of a trigger, so they stay
// out of the home page's first load.
const loadHost = () => import("./popup-host");
const PopupHost = lazy(loadHost);
const preload = () => void loadHost();

/** Hosts the home page's info and news pop-ups; triggers anywhere below open them. */
export function HomePopups({ menuIds, children }: { menuIds: readonly string[]; children: React.ReactNode }) {
  const hydrated = useHydrated();
  const [info, setInfo] = useState<InfoRequest | null>(null);
  const [newsOpen, setNewsOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  const api = useMemo<PopupApi>(
    () => ({
      hydrated,
      openInfo: (kind, target) => {
        setWanted(true);
        setInfo((previous) => ({ ...target, kind, nonce: (previous?.nonce ?? 0) + 1 }));
      },
      openNews: () => {
        setWanted(true);
        setNewsOpen(true);
      },
    }),
    [hydrated],
  );

  return (
    <PopupContext.Provider value={api}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <PopupHost
            info={info}
            newsOpen={newsOpen}
            menuIds={menuIds}
            onCloseInfo={() => setInfo(null)}
            onCloseNews={() => setNewsOpen(false)}
            openInfo={api.openInfo}
          />
        </Suspense>
      ) : null}
    </PopupContext.Provider>
  );
}

function plainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link that, once the page is interactive, opens a pop-up instead (progressive enhancement: without
 * JavaScript, or with a modifier key, it is an ordinary link).
 */
function PopupLink({ href, open, className, children }: { href: string; open: (popups: PopupApi) => void; className?: string; children: React.ReactNode }) {
  const popups = useContext(PopupContext);
  const to = useLocalizePath();
  return (
    <a
      href={to(href)}
      className={className}
      aria-haspopup={popups?.hydrated ? "dialog" : undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (!popups || !plainClick(event)) return;
        event.preventDefault();
        open(popups);
      }}
    >
      {children}
    </a>
  );
}

/** A link to the record's page that opens its pop-up once the page is interactive. */
export function PopupTrigger({ kind, target, className, children }: { kind: PopupKind; target: PopupTarget; className?: string; children?: React.ReactNode }) {
  return (
    <PopupLink href={target.href} open={(popups) => popups.openInfo(kind, target)} className={className}>
      {children ?? target.label}
    </PopupLink>
  );
}

/** Opens the related-news pop-up; without JavaScript it is a link to the news list. */
export function NewsPopupTrigger({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <PopupLink href={pagePath("newsList")} open={(popups) => popups.openNews()} className={className}>
      {children}
    </PopupLink>
  );
}
