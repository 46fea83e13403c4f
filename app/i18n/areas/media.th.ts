/** Thai texts of the media pages. The English file beside it has the same shape. */
const media = {};

export default media;
