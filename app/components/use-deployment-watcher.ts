import { useEffect } from "react";
import { DEPLOYMENT_CHECK_INTERVAL_MS } from "~/lib/reload-guard";

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/**
 * Asks the Worker about hourly which build is live. Once a newer one is out, the next link click becomes a
 * full page load, so the visitor never runs chunks of a build that no longer exists.
 */
export function useDeploymentWatcher() {
  useEffect(() => {
    const running = window.__reactRouterManifest?.version;
    if (!running) return;
    let outdated = false;

    const check = async () => {
      try {
        const response = await fetch("/__version", { cache: "no-store" });
        if (!response.ok) return;
        const { version } = (await response.json()) as { version?: string };
        outdated = Boolean(version) && version !== running;
      } catch {
        // Offline or between deployments: try again at the next tick.
      }
    };

    const onClick = (event: MouseEvent) => {
      if (!outdated || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.origin !== location.origin) return;
      event.preventDefault();
      event.stopPropagation();
      location.assign(anchor.href);
    };

    const timer = window.setInterval(check, DEPLOYMENT_CHECK_INTERVAL_MS);
    document.addEventListener("click", onClick, true);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
}
