/**
 * Narrower renditions of a picture are stored beside it, the width before the extension
 * (`/seed/news/a.webp` at 640 px is `/seed/news/a-640.webp`); an image value lists the widths it has (`widths`).
 */
export function renditionPath(path: string, width: number): string {
  return path.replace(/(\.[^./]*)?$/, `-${width}$1`);
}

/**
 * The `srcset` of a picture `width` pixels wide that has renditions `widths`: the narrower renditions, then the
 * picture itself; undefined when there is nothing to choose from (the `src` alone is the answer).
 */
export function srcSet(path: string, width: number | undefined, widths: readonly number[] | undefined): string | undefined {
  const narrower = (width && widths?.filter((w) => w > 0 && w < width)) || [];
  return narrower.length ? [...narrower.map((w) => `${renditionPath(path, w)} ${w}w`), `${path} ${width}w`].join(", ") : undefined;
}

/**
 * The widths of the narrower renditions a picture wider than them gets, the seed's and uploads' alike: 640 px
 * covers a 22rem card at twice the density and a phone's row card (docs/decisions/045).
 */
export const RENDITION_WIDTHS: readonly number[] = [640];
