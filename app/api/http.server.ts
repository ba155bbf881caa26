import type { z } from "zod";
import { MediaError } from "~/media/media-error";
import { groupedDigits, MAX_JSON_DEPTH, MAX_JSON_VALUES } from "~/utils/form-limits";
import type { Refusal } from "~/utils/result";

export const JSON_BODY_LIMIT = 1024 * 1024;
const DRAIN_LIMIT = 32 * 1024 * 1024;

type ErrorExtra = {
  fieldErrors?: Record<string, string[] | undefined>;
  headers?: HeadersInit;
  retryAfterSeconds?: number; // for 429s: sent as Retry-After
};

/** A JSON answer; API answers are private and uncached unless a route says otherwise. */
export function apiJson(data: unknown, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  return Response.json(data, { ...init, headers });
}

/** The one error shape of the API: `{ success: false, error, fieldErrors? }` with a 4xx/5xx status. */
export function apiError(status: number, error: string, extra: ErrorExtra = {}) {
  const body = { success: false, error, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) };
  const headers = new Headers(extra.headers);
  if (extra.retryAfterSeconds) headers.set("Retry-After", String(extra.retryAfterSeconds));
  return apiJson(body, { status, headers });
}

/** A use case's refusal as the API answers it: its status, the error shape, and Retry-After on a rate limit. */
export const apiRefusal = (refusal: Refusal) =>
  apiError(refusal.status, refusal.error, {
    fieldErrors: refusal.fieldErrors,
    retryAfterSeconds: refusal.retryAfterSeconds,
  });

export function methodNotAllowed(allowed: string[]) {
  return apiError(405, `Method not allowed. Use ${allowed.join(" or ")}.`, {
    headers: { Allow: allowed.join(", ") },
  });
}

/** Reads a JSON request body within a size limit; throws the 415/413/400 answer for anything else. */
export async function readJsonBody(request: Request, maxBytes = JSON_BODY_LIMIT): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw apiError(415, "Send the body as JSON with Content-Type: application/json.");
  }
  const text = await readTextWithin(request, maxBytes);
  if (text.trim() === "") throw apiError(400, "The request body is empty; send a JSON object.");
  const shape = jsonShapeProblem(text);
  if (shape) throw apiError(413, shape);
  try {
    return JSON.parse(text);
  } catch {
    throw apiError(400, "The request body is not valid JSON.");
  }
}

/**
 * Why a JSON text is refused before it is parsed (nested deeper than MAX_JSON_DEPTH, or more than MAX_JSON_VALUES
 * values), or null: one pass over the characters, so a body made to cost the most per byte costs no more than its size.
 */
export function jsonShapeProblem(text: string): string | null {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (inString) {
      if (char === 0x5c)
        at++; // a backslash: the next character is escaped
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`;
      values++;
    } else if (char === 0x7d || char === 0x5d) depth--;
    else if (char === 0x2c) values++;
    if (values > MAX_JSON_VALUES)
      return `The JSON body has more than ${groupedDigits(MAX_JSON_VALUES)} values.`;
  }
  return null;
}

async function readTextWithin(request: Request, maxBytes: number) {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Read on (up to a bound) before answering: a server that answers while the client is still sending resets
      // the connection, and the client would never see the 413.
      while (size <= DRAIN_LIMIT) {
        const next = await reader.read();
        if (next.done) break;
        size += next.value.byteLength;
      }
      await reader.cancel().catch(() => {});
      throw apiError(413, `The body is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Validates with the same zod schema the pages use; throws a 400 naming each bad field. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  /** The one-line `error` from the field errors (the form's own summary); the first message without it. */
  summarize?: (fieldErrors: Record<string, string[]>) => string,
): z.infer<S> {
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    throw apiError(400, "The request body must be a JSON object.");
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join(".") : "_";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const error = summarize?.(fieldErrors) ?? result.error.issues[0]?.message ?? "Invalid input.";
  throw apiError(400, error, { fieldErrors });
}

/**
 * Runs an API handler so that whatever goes wrong leaves as JSON: thrown Responses pass through, media problems
 * become their 4xx, and anything unexpected is logged and answered as a 500 JSON without details.
 */
export async function runApi(handler: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    if (error instanceof Response) return error;
    if (error instanceof MediaError) {
      return apiError(error.status, error.message, { retryAfterSeconds: error.retryAfterSeconds });
    }
    console.error("API error", error);
    return apiError(500, "Something went wrong on our side. Please try again.");
  }
}
