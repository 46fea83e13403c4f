import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";

const picture = (format: "jpeg" | "png" | "webp", lossless = false) =>
  sharp({ create: { width: 1203, height: 677, channels: 3, background: "#c33" } })
    .toFormat(format, format === "webp" ? { lossless } : {})
    .toBuffer();

describe("imageSize", () => {
  it.each([
    ["JPEG", () => picture("jpeg")],
    ["PNG", () => picture("png")],
    ["lossy WebP", () => picture("webp")],
    ["lossless WebP", () => picture("webp", true)],
  ])("reads a %s picture's width and height from its header", async (_, make) => {
    expect(imageSize(new Uint8Array(await make()))).toEqual({ width: 1203, height: 677 });
  });

  it("reads an extended WebP's canvas", async () => {
    const withAlpha = await sharp({ create: { width: 800, height: 450, channels: 4, background: "#c33a" } }).webp().toBuffer();
    expect(imageSize(new Uint8Array(withAlpha))).toEqual({ width: 800, height: 450 });
  });

  it("is null for what it cannot read", () => {
    expect(imageSize(new TextEncoder().encode("%PDF-1.7 not a picture"))).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 2]))).toBeNull();
  });
});
