import { data } from "react-router";

/**
 * The most bytes a page form may send. The largest form (contact: 4,000 characters of Thai, about 12 KB in
 * UTF-8) with its reCAPTCHA token and submission key fits many times over; the API's own cap is 1 MB.
 */
export const FORM_BODY_LIMIT = 64 * 1024;

/** What a page action throws for a body over the limit: the error boundary shows a 413 page in the page's language. */
export const formTooLarge = () => data({ reason: "tooLarge" as const }, { status: 413 });

/** Reads at most `limit` bytes of a stream; throws `formTooLarge` as soon as it would be more. */
async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw formTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body's length as the request declares it; 0 without one (a chunked body is capped as it is read). */
export const declaredLength = (request: Request) => Number(request.headers.get("content-length")) || 0;

/**
 * The form data of a page action, read with a cap: a declared Content-Length over the limit is refused before
 * reading, and a body without one (chunked) stops being read at the limit. Every page action reads its form here.
 */
export async function readForm(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  if (declaredLength(request) > limit) throw formTooLarge();
  const bytes = request.body ? await readCapped(request.body, limit) : new Uint8Array();
  const headers = { "content-type": request.headers.get("content-type") ?? "" };
  try {
    return await new Response(bytes, { headers }).formData();
  } catch {
    // Not a form (JSON, a broken multipart body): the action answers its usual field errors, never a 500.
    return new FormData();
  }
}

/**
 * A form that also carries files: the body may hold `fileBytes` more than a text form, but its text fields
 * together still hold at most FORM_BODY_LIMIT, so a huge text field in a form with a file input is the same 413
 * as in any other form, never a page that echoes it.
 */
export async function readFormWithFiles(request: Request, fileBytes: number): Promise<FormData> {
  const form = await readForm(request, FORM_BODY_LIMIT + fileBytes);
  const encoder = new TextEncoder();
  let textBytes = 0;
  for (const [name, value] of form) {
    if (typeof value === "string") textBytes += encoder.encode(name).byteLength + encoder.encode(value).byteLength;
  }
  if (textBytes > FORM_BODY_LIMIT) throw formTooLarge();
  return form;
}
