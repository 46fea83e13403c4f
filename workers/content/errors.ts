/** Strapi v4 error names and the `{data: null, error}` body every failure answers with. */
export type ErrorName =
  | "ValidationError"
  | "NotFoundError"
  | "ForbiddenError"
  | "UnauthorizedError"
  | "PayloadTooLargeError"
  | "RateLimitError"
  | "ApplicationError"
  | "ServiceUnavailableError"
  | "InternalServerError";

export interface ValidationIssue {
  path: string[];
  message: string;
  name: "ValidationError";
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: ErrorName,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** Extra response headers (`retry-after` on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function validationError(message: string, issues: { path: string[]; message: string }[] = []): ApiError {
  const errors: ValidationIssue[] = issues.map((i) => ({ ...i, name: "ValidationError" }));
  return new ApiError(400, "ValidationError", message, issues.length ? { errors } : {});
}

/** A malformed query parameter: one issue at `path`. */
export function invalidParam(path: string[], message: string): ApiError {
  return validationError(message, [{ path, message }]);
}

/** Strapi's 400 for a well-formed request it will not carry out (unconfirmed account, duplicate registration). */
export const applicationError = (message: string) => new ApiError(400, "ApplicationError", message);
export const notFound = (message = "Not Found") => new ApiError(404, "NotFoundError", message);
export const forbidden = (message = "Forbidden") => new ApiError(403, "ForbiddenError", message);
export const payloadTooLarge = (message: string) => new ApiError(413, "PayloadTooLargeError", message);
/** A 429 that says when to come back (`Retry-After`, whole seconds). */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "RateLimitError", message, {}, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const unauthorized = (message = "Missing or invalid credentials") => new ApiError(401, "UnauthorizedError", message);

export function errorBody(status: number, name: ErrorName, message: string, details: Record<string, unknown> = {}) {
  return { data: null, error: { status, name, message, details } };
}

export function errorResponse(error: ApiError): Response {
  return Response.json(errorBody(error.status, error.errorName, error.message, error.details), { status: error.status, headers: error.headers });
}
