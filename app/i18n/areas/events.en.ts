import type { Shape } from "../shape";
import type th from "./events.th";

const events: Shape<typeof th> = {};

export default events;
