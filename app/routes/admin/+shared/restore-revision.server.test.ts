import { describe, expect, test } from "vitest";
import { takeAlert } from "~/auth/alert.server";
import { refuse, type Result } from "~/utils/result";
import { restoreRevision } from "./restore-revision.server";

const request = new Request("http://localhost/admin/pages/about", { method: "POST" });

function restoreForm(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return formData;
}

const options = (restore: (revisionId: string) => Result) => ({
  editPath: "/admin/pages/about",
  restore,
  restored: "Restored",
});

/** The alert a redirect carries, as the next page would read it. */
async function alertOf(response: Response) {
  const cookie = response.headers.get("Set-Cookie") ?? "";
  return (await takeAlert(new Request("http://localhost/", { headers: { Cookie: cookie } }))).alert;
}

describe("restoreRevision", () => {
  test("an unconfirmed restore gets the confirm step and restores nothing", async () => {
    const calls: string[] = [];
    const answer = await restoreRevision(
      request,
      restoreForm({ revisionId: "r1" }),
      options((id) => (calls.push(id), { ok: true })),
    );
    expect(answer).toMatchObject({ data: { confirmDelete: "restore:r1" } });
    expect(calls).toEqual([]);
  });

  test("a confirmed restore goes back to the editor with the success alert", async () => {
    const calls: string[] = [];
    const response = (await restoreRevision(
      request,
      restoreForm({ revisionId: "r1", confirmed: "yes" }),
      options((id) => (calls.push(id), { ok: true })),
    )) as Response;
    expect(calls).toEqual(["r1"]);
    expect(response.headers.get("Location")).toBe("/admin/pages/about");
    expect(await alertOf(response)).toEqual({ kind: "success", message: "Restored" });
  });

  test("a refused restore goes back to the editor with the refusal as its alert", async () => {
    const response = (await restoreRevision(
      request,
      restoreForm({ revisionId: "r9", confirmed: "yes" }),
      options(() => refuse(404, "That version is gone")),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/pages/about");
    expect(await alertOf(response)).toEqual({ kind: "error", message: "That version is gone" });
  });
});
