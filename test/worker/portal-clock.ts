import { env } from "cloudflare:workers";
import { setPortalToday } from "../../app/domain/clock";

// The tests' day before any test module loads: the seed (seed/dates.ts) reads the clock when it is imported, and
// must agree with the Worker, which sets the same day from the same binding on every request.
setPortalToday(env.PORTAL_TODAY);
