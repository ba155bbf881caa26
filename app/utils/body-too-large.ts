/**
 * A request body passed the limit of its address (app/route-policy.server.ts). The HTTP server throws it while the body
 * streams in; a page reading an upload meets it as the reason its stream failed.
 */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * The BodyTooLargeError behind a failed read (the error itself or its cause), known by its name: the HTTP layer and a
 * page live in different server bundles (decision 022), each with its own copy of the class, so `instanceof` fails.
 */
export function bodyTooLargeIn(error: unknown): { limit: number } | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const found = candidate as { name?: unknown; limit?: unknown } | null | undefined;
    if (found?.name === "BodyTooLargeError" && typeof found.limit === "number") return { limit: found.limit };
  }
  return undefined;
}
