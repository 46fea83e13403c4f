/** Thai texts of the info pages. The English file beside it has the same shape. */
const info = {};

export default info;
