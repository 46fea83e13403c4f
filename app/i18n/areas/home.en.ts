import type { Shape } from "../shape";
import type th from "./home.th";

const home: Shape<typeof th> = {};

export default home;
