/** Thai texts of the packages pages. The English file beside it has the same shape. */
const packages = {};

export default packages;
