import type { Shape } from "../shape";
import type th from "./info.th";

const info: Shape<typeof th> = {};

export default info;
