import { imageSize, type ImageSize } from "../../app/lib/image-size";
import { RENDITION_WIDTHS, renditionPath } from "../../app/lib/image-renditions";

/**
 * A picture's size and its narrower renditions, made at upload (docs/decisions/067): Cloudflare Images, where the
 * Worker has the binding, reads the size and resizes into the widths the pages show; without it the size comes from
 * the file's header and the original stays alone. Each rendition is stored beside the original under the name the
 * pages derive from the picture's address (`<hash>-640.jpg`, app/lib/image-renditions.ts), and listed as one of
 * Strapi's `formats`, under the name `w<width>`.
 */
export interface Rendition {
  key: string;
  bytes: Uint8Array;
  format: { name: string; hash: string; ext: string; mime: string; path: null; width: number; height: number; size: number; url: string };
}

export interface PictureSizes {
  size: ImageSize | null;
  renditions: Rendition[];
}

const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 100) / 100;

async function sizeOf(images: ImagesBinding | undefined, bytes: Uint8Array<ArrayBuffer>): Promise<ImageSize | null> {
  if (images) {
    try {
      const info = await images.info(new Blob([bytes]).stream());
      if ("width" in info && info.width && info.height) return { width: info.width, height: info.height };
    } catch (error) {
      console.error("Images binding could not read an upload's size:", error);
    }
  }
  return imageSize(bytes);
}

type OutputFormat = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

/** One rendition `width` pixels wide, in the original's format; null when the image service refuses it. */
async function rendition(images: ImagesBinding, bytes: Uint8Array<ArrayBuffer>, width: number, original: { key: string; name: string; mime: OutputFormat; size: ImageSize }): Promise<Rendition | null> {
  try {
    const output = await images.input(new Blob([bytes]).stream()).transform({ width, fit: "scale-down" }).output({ format: original.mime });
    const resized = new Uint8Array(await new Response(output.image()).arrayBuffer());
    const key = renditionPath(original.key, width);
    const dot = key.lastIndexOf(".");
    const height = Math.round((original.size.height * width) / original.size.width);
    const format = { name: `w${width}_${original.name}`, hash: key.slice(0, dot), ext: key.slice(dot), mime: original.mime, path: null, width, height, size: kilobytes(resized.length), url: "" };
    return { key, bytes: resized, format };
  } catch (error) {
    console.error(`Images binding could not resize an upload to ${width} px:`, error);
    return null;
  }
}

/** The size and the renditions of a picture stored under `key`; `resize` false (a member's file) reads the size only. */
export async function pictureSizes(images: ImagesBinding | undefined, bytes: Uint8Array<ArrayBuffer>, original: { key: string; name: string; mime: string }, resize: boolean): Promise<PictureSizes> {
  const size = await sizeOf(images, bytes);
  if (!size || !images || !resize) return { size, renditions: [] };
  const made = await Promise.all(
    RENDITION_WIDTHS.filter((width) => width < size.width).map((width) => rendition(images, bytes, width, { ...original, mime: original.mime as OutputFormat, size })),
  );
  return { size, renditions: made.filter((r): r is Rendition => r !== null) };
}

/** Strapi's `formats` of the stored renditions, each at its address under `prefix`. */
export const formatsOf = (renditions: readonly Rendition[], prefix: string) =>
  renditions.length > 0 ? Object.fromEntries(renditions.map((r) => [`w${r.format.width}`, { ...r.format, url: `${prefix}${r.key}` }])) : null;
