import type { Shape } from "../shape";
import type th from "./jobs.th";

const jobs: Shape<typeof th> = {};

export default jobs;
