// The back office's rules that live in the model layer: admin rights, counts, trends, search, the data table.
import { describe, expect, test } from "vitest";
import { toCsv, readTableQuery, tableView, columnsOf, toTableRow, filterAndSort } from "~/admin/table-query";
import { db, sqlite } from "~/db/client.server";
import { customers } from "~/db/schema";
import { searchAdmin } from "~/admin/admin-search.server";
import { adminCounts, countUnreadMessagesExcept, weeklyCounts } from "~/admin/admin-stats.server";
import { exportTable, loadTable } from "~/routes/admin/+shared/tables.server";
import { audit, requestContext } from "~/logs/audit.server";
import { subscribeCustomer } from "~/newsletter/subscriber.server";
import { listLogEvents, listLogs } from "~/logs/log.server";
import { createMessage } from "~/leads/contact-message.server";
import { removeUser, setUserAdmin } from "~/accounts/user-admin.server";
import { createUser, getUserById } from "~/accounts/user.server";

let n = 0;
const newUser = (isAdmin: boolean) =>
  createUser({
    name: `User ${++n}`,
    email: `user${n}@example.com`,
    password: "user-password-1",
    isAdmin,
    isVerified: true,
  });

describe("admin rights", () => {
  test("nobody demotes or deletes themselves, and the last admin stays", async () => {
    const admin = await newUser(true);
    const other = await newUser(false);
    expect(setUserAdmin(admin.id, admin.id, false)).toMatchObject({ ok: false, status: 400 });
    expect(removeUser(admin.id, admin.id)).toMatchObject({ ok: false, status: 400 });
    expect(setUserAdmin(admin.id, "missing", true)).toMatchObject({ ok: false, status: 404 });

    expect(setUserAdmin(admin.id, other.id, true)).toMatchObject({ ok: true });
    expect(getUserById(other.id)!.isAdmin).toBe(true);
    // Two admins now: one may demote the other, which leaves one...
    expect(setUserAdmin(other.id, admin.id, false)).toMatchObject({ ok: true });
    // ...and that last admin can be neither demoted nor deleted by anyone.
    expect(setUserAdmin(admin.id, other.id, false)).toMatchObject({ ok: false, status: 409 });
    expect(removeUser(admin.id, other.id)).toMatchObject({ ok: false, status: 409 });

    expect(removeUser(other.id, admin.id)).toMatchObject({ ok: true });
    expect(getUserById(admin.id)).toBeUndefined();
  });

  test("only a verified account is made an admin", async () => {
    const admin = await newUser(true);
    const unverified = await createUser({
      name: "Squatter",
      email: "squatter@example.com",
      password: "squatter-password-1",
    });
    expect(setUserAdmin(admin.id, unverified.id, true)).toEqual({
      ok: false,
      status: 409,
      error:
        "squatter@example.com has not verified their email address yet. Only verified accounts can be made admins: ask them to enter the code from their email first.",
    });
    expect(getUserById(unverified.id)!.isAdmin).toBe(false);
  });
});

describe("dashboard numbers", () => {
  test("counts and 12 weekly buckets of new messages and sign-ups", () => {
    const now = new Date("2026-03-01T12:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    const input = { name: "A", email: "a@example.com", phone: "", message: "Hi", consent: true as const };
    const ids = [createMessage(input), createMessage(input), createMessage(input)].map((m) => m.id);
    // This week, 3 weeks back and 20 weeks back (outside the chart).
    const setDaysAgo = (id: string, daysAgo: number) =>
      sqlite
        .prepare("UPDATE messages SET created_at = ? WHERE id = ?")
        .run(now.getTime() - daysAgo * day, id);
    setDaysAgo(ids[0], 1);
    setDaysAgo(ids[1], 3 * 7 + 2);
    setDaysAgo(ids[2], 20 * 7);
    const weeks = weeklyCounts("messages", 12, now);
    expect(weeks).toHaveLength(12);
    expect(weeks[11].count).toBe(1);
    expect(weeks[8].count).toBe(1);
    expect(weeks.reduce((sum, w) => sum + w.count, 0)).toBe(2);
    expect(new Date(weeks[0].weekStart).getTime()).toBe(now.getTime() - 12 * 7 * day);

    expect(countUnreadMessagesExcept(ids[0])).toBe(2);
    expect(countUnreadMessagesExcept(null)).toBe(3);
    subscribeCustomer("sub@example.com");
    expect(adminCounts()).toMatchObject({ messages: 3, unreadMessages: 3, subscribers: 0 });
    expect(db.select().from(customers).all()).toHaveLength(1);
  });
});

describe("search", () => {
  test("finds across kinds, case-insensitively, with LIKE's wildcards taken literally", async () => {
    createMessage({
      name: "Dana Ruiz",
      email: "dana@example.com",
      phone: "",
      message: "Need 100% coverage",
      consent: true,
    });
    await createUser({ name: "Ruiz Admin", email: "ruiz@example.com", password: "password-123" });
    const results = searchAdmin("ruiz")!;
    expect(results.messages.map((m) => m.name)).toContain("Dana Ruiz");
    expect(results.users.map((u) => u.email)).toContain("ruiz@example.com");
    expect(searchAdmin("100%")!.messages).toHaveLength(1);
    expect(searchAdmin("_")!.messages).toHaveLength(0);
    expect(searchAdmin("   ")).toBeNull();
  });
});

describe("data table", () => {
  const rows = [
    { _id: "1", __v: 0, name: "beta", n: 10, ok: true, when: null },
    { _id: "2", __v: 0, name: "Alpha", n: 2, ok: false, when: "2026-01-02T00:00:00.000Z" },
    { _id: "3", __v: 0, name: "gamma", n: 33, ok: true, when: "2026-01-01T00:00:00.000Z" },
  ].map(toTableRow);

  test("columns come from the keys minus _id and __v", () => {
    expect(columnsOf(rows)).toEqual(["name", "n", "ok", "when"]);
    expect(columnsOf(rows, ["_id", "n"])).toEqual(["__v", "name", "ok", "when"]);
    expect(toTableRow({ a: { b: 1 }, c: undefined, d: new Date(0) })).toEqual({
      a: '{"b":1}',
      c: null,
      d: "1970-01-01T00:00:00.000Z",
    });
  });

  test("filter, sort (empty cells last either way) and paginate from the URL", () => {
    const columns = columnsOf(rows);
    const sorted = (sort: string, dir: string) =>
      filterAndSort(rows, columns, readTableQuery(new URLSearchParams({ sort, dir }))).map((r) => r._id);
    expect(sorted("name", "asc")).toEqual(["2", "1", "3"]);
    expect(sorted("n", "desc")).toEqual(["3", "1", "2"]);
    expect(sorted("when", "asc")).toEqual(["3", "2", "1"]);
    expect(sorted("when", "desc")).toEqual(["2", "3", "1"]);
    expect(sorted("_id", "desc")).toEqual(["1", "2", "3"]); // hidden columns are not sortable

    const filtered = tableView(rows, columns, readTableQuery(new URLSearchParams({ q: "ALP" })));
    expect(filtered.rows.map((r) => r._id)).toEqual(["2"]);
    expect(filtered).toMatchObject({ total: 3, matching: 1, page: 1, pageCount: 1 });

    const paged = tableView(rows, columns, readTableQuery(new URLSearchParams({ page: "9" })), 2);
    expect(paged).toMatchObject({ page: 2, pageCount: 2 });
    expect(paged.rows).toHaveLength(1);
    expect(readTableQuery(new URLSearchParams({ page: "-3", dir: "sideways" }))).toMatchObject({
      page: 1,
      dir: "asc",
    });
  });

  test("CSV quotes what needs quoting and defuses formulas", () => {
    const csv = toCsv(
      [toTableRow({ a: 'say "hi", then go', b: "=SUM(A1)", c: "line\nbreak", d: 5 })],
      ["a", "b", "c", "d"],
    );
    expect(csv).toBe('a,b,c,d\r\n"say ""hi"", then go",\'=SUM(A1),"line\nbreak",5\r\n');
  });

  test("the screens' tables and exports read the same records", () => {
    subscribeCustomer("zed@example.com");
    const view = loadTable("customers", new URL("http://x/admin/customers?q=zed"));
    expect(view.columns).not.toContain("_id");
    expect(view.columns).toEqual(expect.arrayContaining(["email", "status", "createdAt"]));
    expect(view.rows.map((r) => r.email)).toEqual(["zed@example.com"]);
    expect(exportTable("customers", new URL("http://x/?q=zed")).rows).toHaveLength(1);
    expect(loadTable("messages", new URL("http://x/")).columns).toEqual([
      "name",
      "email",
      "phone",
      "message",
      "leadStatus",
      "isRead",
      "createdAt",
    ]);
  });
});

describe("audit trail", () => {
  test("records who, what, when and from where", () => {
    const request = new Request("http://localhost/admin/keywords", {
      method: "POST",
      headers: { "X-Forwarded-For": "203.0.113.9, 10.0.0.1" },
    });
    audit(requestContext(request, { id: "u1", email: "boss@example.com" }), {
      event: "keywords.update",
      message: "Saved 3",
    });
    const [row] = listLogs({ event: "keywords.update" });
    expect(row).toMatchObject({
      actorId: "u1",
      actorEmail: "boss@example.com",
      ip: "203.0.113.9",
      path: "/admin/keywords",
      message: "Saved 3",
      level: "info",
      detail: { method: "POST" },
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(listLogEvents()).toContain("keywords.update");
  });
});
