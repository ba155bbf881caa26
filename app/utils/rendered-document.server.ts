// The finished HTML of a rendered page, kept beside its Response: our HTTP server (server/fetch-bridge.ts) sends these
// bytes as they are instead of reading them back through the Response's body stream, a copy and a stream per page.
// A Response made anywhere else is read as usual.
const renderedBodies = new WeakMap<Response, Buffer>();

/** The Response for a rendered document: `html` is the text of `bytes` (UTF-8), both as the renderer made them. */
export function renderedDocument(html: string, bytes: Buffer, init: ResponseInit) {
  const response = new Response(html, init);
  renderedBodies.set(response, bytes);
  return response;
}

/** The bytes of a Response made by renderedDocument, or undefined. */
export const renderedBody = (response: Response) => renderedBodies.get(response);
