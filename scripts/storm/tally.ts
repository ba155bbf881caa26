// Counting what came back: the requests sent per kind and their answers, and which answers a kind must not get.
export type Outcome = ({ status: number; note?: string } | { error: string }) & { target?: string };

type Kind = {
  sent: number;
  answers: Map<string, number>;
  /** The answers this kind must not get. */
  wrong: Set<string>;
};

// The footer's newsletter form answers every post with a redirect back to the page, its refusal an error alert there.
export const ALERT = "the newsletter form's error alert";

/** What a hostile request must get: a 4xx, a 503 where a bound was reached, or the newsletter form's error alert. */
const refusals = (outcome: Outcome) =>
  "status" in outcome &&
  ((outcome.status >= 400 && outcome.status < 500) || outcome.status === 503 || outcome.note === ALERT);

const keyOf = (outcome: Outcome) =>
  "status" in outcome ? `${outcome.status}${outcome.note ? ` (${outcome.note})` : ""}` : outcome.error;

const kinds = new Map<string, Kind>();
const unexpected: string[] = [];

/** Counts one answer under `kind`; an answer `expected` refuses is noted (the first 20 by where they came from). */
export function record(kind: string, outcome: Outcome, expected = refusals) {
  let entry = kinds.get(kind);
  if (!entry) kinds.set(kind, (entry = { sent: 0, answers: new Map(), wrong: new Set() }));
  entry.sent++;
  entry.answers.set(keyOf(outcome), (entry.answers.get(keyOf(outcome)) ?? 0) + 1);
  if (!expected(outcome)) {
    entry.wrong.add(keyOf(outcome));
    if (unexpected.length < 20) unexpected.push(`${kind}: ${keyOf(outcome)} from ${outcome.target ?? "?"}`);
  }
  return outcome;
}

/** One line per kind, the unexpected answers, and the total by status; `failed` when any kind got a wrong answer. */
export function tallyReport() {
  const lines: string[] = [];
  let total = 0;
  let failed = false;
  for (const [kind, entry] of kinds) {
    total += entry.sent;
    const answers = [...entry.answers].sort().map(([key, count]) => `${key}×${count}`);
    const wrong = [...entry.wrong];
    if (wrong.length) failed = true;
    lines.push(
      `  ${kind}: ${entry.sent} sent; ${answers.join(" ")}${wrong.length ? "   <-- unexpected" : ""}`,
    );
  }
  const statuses = new Map<string, number>();
  for (const entry of kinds.values())
    for (const [key, count] of entry.answers) statuses.set(key, (statuses.get(key) ?? 0) + count);
  if (unexpected.length) lines.push("  unexpected answers:", ...unexpected.map((line) => `    ${line}`));
  lines.push(
    `  all: ${total} sent; ${[...statuses]
      .sort()
      .map(([key, count]) => `${key}×${count}`)
      .join(" ")}`,
  );
  return { lines, failed };
}
