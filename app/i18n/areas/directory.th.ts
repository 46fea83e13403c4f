/** Thai texts of the directory pages. The English file beside it has the same shape. */
const directory = {};

export default directory;
