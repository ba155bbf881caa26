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
