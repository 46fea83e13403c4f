/**
 * The file types the portal stores, recognised by their first bytes (never by the declared type or name):
 * photos and logos (JPEG, PNG, WebP, AVIF) and documents (PDF). Written out rather than taken from a
 * general file-type library: five fixed signatures, and the allow-list is the point.
 */
export interface UploadType {
  mime: "image/jpeg" | "image/png" | "image/webp" | "image/avif" | "application/pdf";
  /** Extensions a name may keep; the first is used when the name has another. */
  extensions: readonly string[];
}

export const UPLOAD_TYPES: readonly UploadType[] = [
  { mime: "image/jpeg", extensions: [".jpg", ".jpeg"] },
  { mime: "image/png", extensions: [".png"] },
  { mime: "image/webp", extensions: [".webp"] },
  { mime: "image/avif", extensions: [".avif"] },
  { mime: "application/pdf", extensions: [".pdf"] },
];

/** How many leading bytes `sniffUploadType` needs to see. */
export const SNIFF_BYTES = 64;

const ascii = (head: Uint8Array, at: number, length: number) => String.fromCharCode(...head.subarray(at, at + length));
const startsWith = (head: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** AVIF is an ISO-BMFF file whose leading `ftyp` box names `avif` (still) or `avis` (sequence) as a brand. */
function isAvif(head: Uint8Array): boolean {
  if (ascii(head, 4, 4) !== "ftyp") return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  const end = Math.min(boxSize, head.length);
  if (boxSize < 16) return false;
  const brands = [ascii(head, 8, 4)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(head, at, 4));
  return brands.some((brand) => AVIF_BRANDS.has(brand));
}

function mimeOf(head: Uint8Array): UploadType["mime"] | null {
  if (startsWith(head, PNG_SIGNATURE)) return "image/png";
  if (startsWith(head, JPEG_SIGNATURE)) return "image/jpeg";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP" && WEBP_CHUNKS.has(ascii(head, 12, 4))) return "image/webp";
  if (head.length >= 16 && isAvif(head)) return "image/avif";
  if (ascii(head, 0, 5) === "%PDF-") return "application/pdf";
  return null;
}

/** The allowed type the bytes really are, or null. */
export function sniffUploadType(head: Uint8Array): UploadType | null {
  const mime = mimeOf(head);
  return UPLOAD_TYPES.find((type) => type.mime === mime) ?? null;
}

export function isUploadMime(mime: string): boolean {
  return UPLOAD_TYPES.some((type) => type.mime === mime);
}
