import { describe, expect, it } from "vitest";
import { ATTACHMENT_FILES, AVATAR_FILE, fileBytesCeiling, fileProblem } from "./file-rules";

const pdf = (size: number) => ({ size, type: "application/pdf" });

describe("a choice of files", () => {
  it("passes within the count, the size and the types", () => {
    expect(fileProblem([pdf(5 * 1024 * 1024), { size: 10, type: "image/png" }], ATTACHMENT_FILES)).toBeNull();
    expect(fileProblem([], ATTACHMENT_FILES)).toBeNull();
  });

  it("names what is wrong: a missing required file, too many, too large, the wrong type", () => {
    expect(fileProblem([], AVATAR_FILE)).toBe("missing");
    expect(fileProblem([{ size: 0, type: "" }], AVATAR_FILE)).toBe("missing");
    expect(fileProblem([pdf(1), pdf(1), pdf(1), pdf(1)], ATTACHMENT_FILES)).toBe("count");
    expect(fileProblem([pdf(6 * 1024 * 1024)], ATTACHMENT_FILES)).toBe("size");
    expect(fileProblem([{ size: 100, type: "application/zip" }], ATTACHMENT_FILES)).toBe("type");
    expect(fileProblem([{ size: 100, type: "application/pdf" }], AVATAR_FILE)).toBe("type");
  });

  it("allows a body no larger than every file at its limit with its envelope", () => {
    expect(fileBytesCeiling(AVATAR_FILE)).toBeGreaterThan(2 * 1024 * 1024);
    expect(fileBytesCeiling(AVATAR_FILE)).toBeLessThan(2.1 * 1024 * 1024);
    expect(fileBytesCeiling(ATTACHMENT_FILES)).toBeGreaterThan(15 * 1024 * 1024);
  });
});
