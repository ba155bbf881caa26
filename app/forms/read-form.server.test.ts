import { describe, expect, test } from "vitest";
import { CSRF_REFUSED_MESSAGE } from "~/auth/csrf";
import { csrfTokenFor } from "~/auth/csrf.server";
import { UNREADABLE_FORM_MESSAGE } from "~/utils/conform-fields.server";
import { readFormWithoutToken, readFormWithToken } from "./read-form.server";

function formPost(fields: [string, string | Blob][], urlencoded = true) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const body = urlencoded ? new URLSearchParams(fields.map(([name, value]) => [name, String(value)])) : form;
  return new Request("http://site.test/contact", { method: "POST", body });
}

async function thrownBy(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Expected a thrown Response");
}

describe("readFormWithToken", () => {
  test("a form with a broken Conform intent is a 400 with a readable message, urlencoded or multipart", async () => {
    for (const urlencoded of [true, false]) {
      const thrown = await thrownBy(
        readFormWithToken(
          formPost(
            [
              ["name", "Ada"],
              ["__intent__", "14"],
            ],
            urlencoded,
          ),
        ),
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(400);
      expect(await (thrown as Response).text()).toBe(UNREADABLE_FORM_MESSAGE);
    }
  });

  test("an ordinary form with its token is read as before; without it, a 403 with a readable message", async () => {
    const csrf = await csrfTokenFor(new Request("http://site.test/contact"));
    const form = await readFormWithToken(
      formPost([
        ["csrf", csrf],
        ["name", "Ada"],
        ["name", "Bea"],
      ]),
    );
    expect(form.getAll("name")).toEqual(["Ada", "Bea"]);

    const thrown = await thrownBy(readFormWithToken(formPost([["name", "Ada"]])));
    expect((thrown as Response).status).toBe(403);
    expect(await (thrown as Response).text()).toBe(CSRF_REFUSED_MESSAGE);
  });
});

describe("readFormWithoutToken", () => {
  test("reads a form without its token (the one-click unsubscribe), and still refuses another kind of body", async () => {
    const form = await readFormWithoutToken(formPost([["name", "Ada"]]));
    expect(form.get("name")).toBe("Ada");

    const json = new Request("http://site.test/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(((await thrownBy(readFormWithoutToken(json))) as Response).status).toBe(415);
  });
});
