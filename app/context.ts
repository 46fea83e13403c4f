import { createContext } from "react-router";

/** What the Worker entry hands to every loader and action. */
export interface AppContext {
  env: Env;
  ctx: ExecutionContext;
  /**
   * The cached content proxy, in process: the same path the public `/api/*` takes, without an HTTP hop.
   * Takes a request for `/api/...` and answers in the Strapi v4 dialect.
   */
  content: (request: Request) => Promise<Response>;
  /** This answer's Content-Security-Policy nonce, for the inline scripts the page renders. */
  nonce: string;
  /**
   * The public part of a page (what every visitor sees), shared by the requests of this isolate while the
   * content is unchanged and for a minute at most: `publicData("home:" + today, loadSections)`. A
   * member's page is rendered on every request; this spares it asking for the same lists each time.
   */
  publicData: <T>(key: string, load: () => Promise<T>) => Promise<T>;
  /**
   * Records that this answer shows content of these collections read outside the content proxy (the search
   * index in D1), so its cached copy renews when they change.
   */
  dependsOn: (plurals: string[]) => Promise<unknown>;
}

export const appContext = createContext<AppContext>();
