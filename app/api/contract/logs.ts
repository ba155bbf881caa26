import { z } from "zod";
import { isoDate, recordId, type Endpoint } from "./endpoint";

// The audit and event log.

const logJsonSchema = z.object({
  _id: recordId,
  level: z.enum(["debug", "info", "warn", "error"]),
  event: z.string(),
  message: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  ip: z.string().nullable(),
  path: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoDate,
});

export type LogJson = z.infer<typeof logJsonSchema>;

export const logEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/logs",
    tag: "Logs",
    summary: "The audit and event log",
    auth: "admin",
    query: [
      {
        name: "level",
        description: "debug, info, warn or error",
        schema: z.enum(["debug", "info", "warn", "error"]),
      },
      { name: "event", description: "An event name, e.g. auth.signin", schema: z.string() },
      {
        name: "limit",
        description: "At most this many rows (default 200, at most 1000)",
        schema: z.number().int(),
      },
    ],
    success: { status: 200, description: "Newest first", schema: z.object({ logs: z.array(logJsonSchema) }) },
  },
];
