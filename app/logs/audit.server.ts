import { clientIp } from "~/http/request.server";
import { writeLog, type LogLevel } from "./log.server";
import { pageUrlOf } from "~/utils/page-url";

export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  event: string; // dotted name: "project.create", "message.delete", "auth.signin", ...
  message: string;
  level?: LogLevel;
  detail?: Record<string, unknown>;
};

/** Who acted and from where, as a log row records it; work no request asked for has no address or path. */
export type LogContext = { actor?: AuditActor | null; ip?: string | null; path?: string | null };

/**
 * One request as the logs see it: who asks (once signed in), the client's address (TRUST_PROXY aware), the path and
 * method, and `via: "api"` for the admin API. The request itself stays at hand for the answer (alerts, redirects).
 */
export type RequestContext = {
  request: Request;
  actor: AuditActor | null;
  ip: string;
  path: string;
  method: string;
  via?: "api";
};

/** The context of a change: a signed-in staff member through a back-office page or the admin API. */
export type EditContext = RequestContext & { actor: AuditActor };

export function requestContext(request: Request, actor: AuditActor, via?: "api"): EditContext;
export function requestContext(request: Request, actor?: AuditActor | null): RequestContext;
export function requestContext(
  request: Request,
  actor: AuditActor | null = null,
  via?: "api",
): RequestContext {
  return {
    request,
    actor: actor ? { id: actor.id, email: actor.email } : null,
    ip: clientIp(request),
    path: pageUrlOf(request).pathname,
    method: request.method,
    ...(via ? { via } : {}),
  };
}

/** Work no request asked for (the newsletter worker, start-up, scripts), done for `actor` when there is one. */
export function systemContext(actor: AuditActor | null = null): LogContext {
  return { actor: actor ? { id: actor.id, email: actor.email } : null, ip: null, path: null };
}

/** The context with another actor: the account a sign-in or reset is about, before its session exists. */
export function asActor(by: LogContext, actor: AuditActor | null | undefined): LogContext {
  return { ...by, actor: actor ? { id: actor.id, email: actor.email } : null };
}

/** Records an event (a sign-in, a contact message, a worker's progress) with who and where from. Never throws. */
export function logEvent(by: LogContext, entry: AuditEntry) {
  return writeLog({
    event: entry.event,
    message: entry.message,
    level: entry.level ?? "info",
    actor: by.actor ?? null,
    ip: by.ip ?? null,
    path: by.path ?? null,
    detail: entry.detail,
  });
}

/**
 * Records a change made in the back office or through the admin API: the event as logEvent does, plus the request's
 * method and, for the API, `via: "api"` in the detail. Never throws.
 */
export function audit(by: RequestContext, entry: AuditEntry) {
  const via = by.via ? { via: by.via } : {};
  return logEvent(by, { ...entry, detail: { method: by.method, ...entry.detail, ...via } });
}
