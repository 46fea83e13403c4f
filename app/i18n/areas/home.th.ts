/** Thai texts of the home pages. The English file beside it has the same shape. */
const home = {};

export default home;
