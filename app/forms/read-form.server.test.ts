import { describe, expect, test } from "vitest";
import { CSRF_REFUSED_MESSAGE } from "~/security/csrf";
import { csrfTokenFor } from "~/security/csrf.server";
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

describe("the bounds on a form's shape", () => {
  const urlencoded = (body: string) =>
    new Request("http://site.test/contact", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });

  test("more than 1,000 fields is a 413 before any field is decoded, urlencoded or multipart", async () => {
    expect((await readFormWithoutToken(urlencoded("a=b&".repeat(999)))).getAll("a")).toHaveLength(999);
    for (const request of [
      urlencoded("a=b&".repeat(16 * 1024)),
      formPost(
        Array.from({ length: 1001 }, (_, i): [string, string] => [`f${i}`, "x"]),
        false,
      ),
    ]) {
      const thrown = (await thrownBy(readFormWithoutToken(request))) as Response;
      expect(thrown.status).toBe(413);
      expect(await thrown.text()).toBe("The form has more than 1,000 fields.");
    }
  });

  test("a field longer than 65,536 characters is a 413; invalid UTF-8 and NUL bytes are read as text", async () => {
    const thrown = (await thrownBy(
      readFormWithoutToken(urlencoded(`message=${"x".repeat(65_537)}`)),
    )) as Response;
    expect(thrown.status).toBe(413);
    expect(await thrown.text()).toBe("The message field must be 65,536 characters or smaller.");
    const odd = await readFormWithoutToken(urlencoded("name=%FF%FE%00a&%C0=1"));
    expect(odd.get("name")).toBe("\uFFFD\uFFFD\u0000a");
  });

  test("a multipart post without its boundary is unreadable (400), not a 500", async () => {
    const request = new Request("http://site.test/contact", {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data" },
      body: "name=Ada",
    });
    expect(((await thrownBy(readFormWithoutToken(request))) as Response).status).toBe(400);
  });
});
