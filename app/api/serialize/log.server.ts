import type { LogJson } from "~/api/contract/logs";
import type { LogRow } from "~/logs/log.server";

export function logToJson(log: LogRow): LogJson {
  return {
    _id: log.id,
    level: log.level,
    event: log.event,
    message: log.message,
    actorId: log.actorId,
    actorEmail: log.actorEmail,
    ip: log.ip,
    path: log.path,
    detail: log.detail,
    createdAt: log.createdAt.toISOString(),
  };
}
