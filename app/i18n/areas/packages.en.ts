import type { Shape } from "../shape";
import type th from "./packages.th";

const packages: Shape<typeof th> = {};

export default packages;
