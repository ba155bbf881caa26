// A private link's token never reaches the log table (the back office's Logs screen), whichever code wrote the row.
import { expect, test } from "vitest";
import { requestContext, logEvent } from "~/logs/audit.server";
import { listLogs } from "~/logs/log.server";

test("a row about a request to a private link keeps its path without the token", () => {
  const token = "c2VjcmV0LXF1b3RlLXRva2Vu";
  const context = requestContext(new Request(`https://site.test/q/${token}/pdf?download=1`));
  logEvent(context, { event: "test.private-link", message: "A customer's quote was read" });
  logEvent(
    { path: `/calendar/${token}.ics` },
    { event: "test.private-link", message: "A crew's feed was read" },
  );
  const rows = listLogs({ event: "test.private-link" });
  expect(rows.map((row) => row.path).sort()).toEqual(["/calendar/***.ics", "/q/***/pdf"]);
  expect(JSON.stringify(rows)).not.toContain(token);
});
