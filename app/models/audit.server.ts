import { clientIp } from "~/utils/request.server";
import { writeLog, type LogLevel } from "./log.server";

export type AuditActor = { id: string; email: string };

export type AuditEntry = {
  event: string; // dotted name: "project.create", "message.delete", "auth.signin", ...
  message: string;
  level?: LogLevel;
  detail?: Record<string, unknown>;
};

/**
 * Records a change made in the back office (or through the admin API): who did it, what, when, and from where
 * (client address and the path and method of the request). Never throws, like writeLog.
 */
export function audit(request: Request, actor: AuditActor | null, entry: AuditEntry) {
  const url = new URL(request.url);
  return writeLog({
    event: entry.event,
    message: entry.message,
    level: entry.level ?? "info",
    actor: actor ? { id: actor.id, email: actor.email } : null,
    ip: clientIp(request),
    path: url.pathname,
    detail: { method: request.method, ...entry.detail },
  });
}

/** Who asks for a change and through which door: a back-office page, or the admin API (`via: "api"`). */
export type EditContext = { request: Request; actor: AuditActor; via?: "api" };

/** The audit row of a change asked for through a page or the admin API; the API's rows say so in their detail. */
export function auditEdit(context: EditContext, entry: AuditEntry) {
  const via = context.via ? { via: context.via } : {};
  return audit(context.request, context.actor, { ...entry, detail: { ...entry.detail, ...via } });
}
