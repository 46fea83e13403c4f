/**
 * A picture's width and height read from its header, without decoding it: the content service records them for
 * every upload even where no image service is bound to resize it (docs/decisions/067). JPEG, PNG and WebP;
 * anything else (an AVIF's boxes, a broken file) is null.
 */
export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

function pngSize(view: DataView): ImageSize | null {
  return view.byteLength >= 24 ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

/** The first start-of-frame marker (SOF0-SOF15 but DHT, JPG and DAC) holds the frame's size. */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  if (bytes.length < 30) return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === "VP8 ") return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") {
    const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let size: ImageSize | null = null;
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG") size = pngSize(view);
  else if (bytes[0] === 0xff && bytes[1] === 0xd8) size = jpegSize(bytes, view);
  else if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") size = webpSize(bytes, view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
