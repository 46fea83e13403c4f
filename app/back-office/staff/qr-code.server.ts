import { encode } from "uqr";

/**
 * A QR code as one SVG path, drawn on the server: the enrolment page shows it without any QR code in the
 * browser's scripts. Four modules of quiet zone, as the QR standard asks, so phone cameras find it.
 */
export function qrCodePath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join("");
  return { size, path };
}
