import type { Shape } from "../shape";
import type th from "./media.th";

const media: Shape<typeof th> = {};

export default media;
