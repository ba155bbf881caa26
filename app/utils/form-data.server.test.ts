import { describe, expect, test } from "vitest";
import { CSRF_REFUSED_MESSAGE } from "~/auth/csrf";
import { csrfTokenFor } from "~/auth/csrf.server";
import { hasBrokenConformFields, readFormData, UNREADABLE_FORM_MESSAGE } from "./form-data.server";

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

const intent = (value: unknown) => JSON.stringify(value);

describe("hasBrokenConformFields", () => {
  test("forms without Conform's reserved fields, and the list intents the pages send, are fine", () => {
    const form = (fields: [string, string][]) => {
      const data = new FormData();
      for (const [name, value] of fields) data.append(name, value);
      return data;
    };
    expect(hasBrokenConformFields(form([["email", "a@example.com"]]))).toBe(false);
    expect(
      hasBrokenConformFields(
        form([
          ["keywords[0]", "Paving"],
          ["__intent__", intent({ type: "insert", payload: { name: "keywords" } })],
        ]),
      ),
    ).toBe(false);
    expect(
      hasBrokenConformFields(
        form([
          ["sections[0].title", "One"],
          ["__intent__", intent({ type: "remove", payload: { name: "sections", index: 0 } })],
        ]),
      ),
    ).toBe(false);
    expect(
      hasBrokenConformFields(
        form([["__intent__", intent({ type: "validate", payload: { name: "title" } })]]),
      ),
    ).toBe(false);
    expect(
      hasBrokenConformFields(
        form([
          ["title", "T"],
          ["__state__", intent({ key: { title: "k1" }, validated: { title: true } })],
        ]),
      ),
    ).toBe(false);
  });

  test("malformed intents and state are caught instead of throwing later in the action", () => {
    for (const [name, value] of [
      ["__intent__", "14"],
      ["__intent__", "not json"],
      ["__intent__", "null"],
      ["__intent__", intent({ type: 1 })],
      ["__intent__", intent({ type: "insert", payload: { name: "__proto__" } })],
      ["__intent__", intent({ type: "insert", payload: { name: "title" } })], // a list intent on a text field
      ["__intent__", intent({ type: "update", payload: { value: null } })], // the whole form replaced by null
      ["__state__", "{broken"],
      ["__state__", intent({ validated: { constructor: true } })],
      ["__state__", intent({ validated: 5 })],
    ]) {
      const data = new FormData();
      data.append("title", "Text");
      data.append(name, value);
      expect(hasBrokenConformFields(data), `${name}=${value}`).toBe(true);
    }
    // Field names Conform cannot parse beside an intent: the page would throw while rendering the reply.
    const oddName = new FormData();
    oddName.append("constructor", "x");
    oddName.append("__intent__", intent({ type: "remove", payload: { name: "sections", index: 0 } }));
    expect(hasBrokenConformFields(oddName)).toBe(true);
    const withFile = new FormData();
    withFile.append("__intent__", new Blob(["x"]), "intent.txt");
    expect(hasBrokenConformFields(withFile)).toBe(true);
  });
});

describe("readFormData", () => {
  test("a form with a broken Conform intent is a 400 with a readable message, urlencoded or multipart", async () => {
    for (const urlencoded of [true, false]) {
      const thrown = await thrownBy(
        readFormData(
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
    const form = await readFormData(
      formPost([
        ["csrf", csrf],
        ["name", "Ada"],
        ["name", "Bea"],
      ]),
    );
    expect(form.getAll("name")).toEqual(["Ada", "Bea"]);

    const thrown = await thrownBy(readFormData(formPost([["name", "Ada"]])));
    expect((thrown as Response).status).toBe(403);
    expect(await (thrown as Response).text()).toBe(CSRF_REFUSED_MESSAGE);
  });
});
