import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext } from "react-router";
import { isProduction } from "~/env.server";
import { serverReady } from "~/startup/startup.server";
import { ScriptMark } from "~/components/script-mark";
import {
  contentSecurityPolicy,
  createScriptMark,
  takeMarkedScripts,
} from "~/utils/content-security-policy.server";
import { lowPriorityPreloadEdits } from "~/utils/module-preloads.server";
import { applyPageEdits } from "~/utils/page-edits.server";
import { renderedDocument } from "~/utils/rendered-document.server";
import { routePolicy } from "~/route-policy.server";

// Migrations ran when the database module loaded; seeding and the admin bootstrap finish before the first request.
await serverReady;

// How long React Router waits for data a page streams (none of ours does) before it gives up on it.
export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (no page streams deferred data): the policy then names the hash of
 * every inline script the app put in the page (those carrying this render's mark), and the page cache can keep the
 * finished answer as it is.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const mark = createScriptMark();
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMark value={mark}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </ScriptMark>,
      {
        nonce: mark,
        onAllReady() {
          const chunks: Buffer[] = [];
          // No "close" event: React listens for it to abort, and on a finished render that abort ended the stream a
          // second time, which made an error object (with its stack) for every page.
          const body = new Writable({
            emitClose: false,
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          body.on("finish", () => {
            clearTimeout(abortTimer);
            const rendered = Buffer.concat(chunks);
            const marked = takeMarkedScripts(rendered, mark);
            const page = applyPageEdits(rendered, [...lowPriorityPreloadEdits(rendered), ...marked.edits]);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy(marked.scripts, {
                development: !isProduction,
                formActions: routePolicy(new URL(request.url).pathname).formActions?.() ?? [],
              }),
            );
            resolve(renderedDocument(page, { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A 4xx (an unknown address, a method a page does not take) is the visitor's mistake, already in the access log: no
  // stack trace, so nobody can grow the log one request at a time.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
}
