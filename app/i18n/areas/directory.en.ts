import type { Shape } from "../shape";
import type th from "./directory.th";

const directory: Shape<typeof th> = {};

export default directory;
