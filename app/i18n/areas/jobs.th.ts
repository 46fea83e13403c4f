/** Thai texts of the jobs pages. The English file beside it has the same shape. */
const jobs = {};

export default jobs;
