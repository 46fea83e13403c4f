/** Placeholder until the content service lands: answers every API call with a Strapi-v4-shaped 503. */
export function contentProxy(_env: Env, _ctx: ExecutionContext): (request: Request) => Promise<Response> {
  return async () =>
    Response.json(
      { data: null, error: { status: 503, name: "ServiceUnavailableError", message: "Content service unavailable", details: {} } },
      { status: 503 },
    );
}
