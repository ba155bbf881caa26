// The access log: one line per answer, written in batches so that no request waits for the terminal or a pipe, with
// the values of secret-bearing query parameters masked (reset tokens, verification codes, addresses) and the token of
// a private link (a customer's quote, app/utils/private-links.ts) replaced.
import { redactPrivateLink } from "~/utils/private-links";

const SECRET_PARAMS = /^(token|code|otp|password|secret|key|signature|email|_?csrf)$/i;

/** The request target with secret query values and a private link's token replaced by "***". */
export function maskTarget(sent: string) {
  const target = redactPrivateLink(sent);
  const question = target.indexOf("?");
  if (question === -1) return target;
  const query = target
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // keep the raw name
      }
      return equals !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=***` : pair;
    })
    .join("&");
  return `${target.slice(0, question)}?${query}`;
}

export type AccessEntry = {
  ip: string;
  method: string;
  target: string;
  status: number;
  bytes: number;
  ms: number;
  cache?: "hit" | "miss";
};

const FLUSH_LINES = 200;
const FLUSH_MS = 500;

export function formatAccessLine(entry: AccessEntry, now = new Date()) {
  const cache = entry.cache ? ` cache=${entry.cache}` : "";
  return `${now.toISOString()} ${entry.ip} "${entry.method} ${maskTarget(entry.target).slice(0, 500)}" ${entry.status} ${entry.bytes} ${entry.ms.toFixed(1)}ms${cache}\n`;
}

/** A batching writer: lines are collected and written together every half second (or every 200 lines). */
export function createAccessLog(
  write: (chunk: string) => void = (chunk) => void process.stdout.write(chunk),
) {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (lines.length === 0) return;
    const chunk = lines.join("");
    lines = [];
    write(chunk);
  };
  return {
    log(entry: AccessEntry) {
      lines.push(formatAccessLine(entry));
      if (lines.length >= FLUSH_LINES) flush();
      else timer ??= setTimeout(flush, FLUSH_MS).unref();
    },
    flush,
  };
}
