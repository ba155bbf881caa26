// The logs table reads each event as a sentence with the names behind its ids, and filters by kind and person.
import { beforeAll, expect, test } from "vitest";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { requestContext, type EditContext } from "~/logs/audit.server";
import { createMessage, setLeadStatus } from "~/leads/contact-message.server";
import { createUser } from "~/accounts/user.server";

let maria: EditContext;

beforeAll(async () => {
  const user = await createUser({
    name: "Maria Lopez",
    email: "maria@example.com",
    password: "maria-password-1",
    isAdmin: true,
    isVerified: true,
  });
  maria = requestContext(new Request("http://localhost/admin/messages", { method: "POST" }), user);
  const message = createMessage({
    name: "Dana Whitfield",
    email: "dana@example.com",
    phone: "",
    message: "Hi",
    consent: true,
  });
  setLeadStatus(message.id, "contacted", maria);
});

const logsAt = (search: string) => loadTable("logs", new URL(`http://localhost/admin/logs${search}`));

test("a lead status change reads with the admin's and the sender's names", () => {
  const row = logsAt("").rows.find((log) => log.event === "message.lead-status");
  expect(row?.summary).toBe("Maria Lopez set Dana Whitfield's lead to Contacted");
});

test("the kind and person filters narrow the rows; the text filter searches the sentences", () => {
  expect(logsAt("?kind=message").rows.every((row) => String(row.event).startsWith("message."))).toBe(true);
  expect(logsAt("?kind=message").rows).not.toHaveLength(0);
  expect(
    logsAt("?actor=maria%40example.com").rows.every((row) => row.actorEmail === "maria@example.com"),
  ).toBe(true);
  expect(logsAt("?actor=nobody%40example.com").rows).toHaveLength(0);
  expect(logsAt("?q=Whitfield").rows.map((row) => row.event)).toContain("message.lead-status");
});
