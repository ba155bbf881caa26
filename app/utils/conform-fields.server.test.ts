import { serializeIntent, type Intent } from "@conform-to/dom";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import { hasBrokenConformFields } from "./conform-fields.server";

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

type ListPageFields = { title: string; keywords: string[]; sections: { title: string; body: string }[] };

/** A back-office list page in miniature: a title and two lists (strings, rows), rendered with an action's reply. */
function ListPage({ formData }: { formData: FormData }) {
  const reply = parseWithZod(formData, { schema: z.unknown() }).reply();
  const [, fields] = useForm<ListPageFields>({
    id: "list-page",
    lastResult: reply,
  });
  const rows = [...fields.keywords.getFieldList(), ...fields.sections.getFieldList()];
  for (const section of fields.sections.getFieldList()) section.getFieldset();
  return createElement("p", null, rows.length);
}

const listForm = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const withRows: [string, string][] = [
  ["title", "Post"],
  ["keywords[0]", "k"],
  ["keywords[1]", "m"],
  ["sections[0].title", "One"],
  ["sections[0].body", "Body"],
];
const withoutRows: [string, string][] = [["title", "Post"]];

describe("hasBrokenConformFields with list fields", () => {
  // What Conform's own buttons send (getButtonProps serialises the intent the same way).
  const buttonIntents: { type: Intent["type"]; payload: Record<string, unknown> }[] = [
    { type: "insert", payload: { name: "keywords" } },
    { type: "insert", payload: { name: "keywords", index: 0, defaultValue: "" } },
    { type: "insert", payload: { name: "sections", defaultValue: { title: "", body: "" } } },
    { type: "remove", payload: { name: "keywords", index: 0 } },
    { type: "reorder", payload: { name: "sections", from: 0, to: 0 } },
    { type: "validate", payload: { name: "title" } },
    { type: "validate", payload: {} },
    { type: "reset", payload: { name: "keywords" } },
    { type: "reset", payload: {} },
    { type: "update", payload: { name: "title", value: "New title" } },
    { type: "update", payload: { name: "keywords", value: ["a", "b"] } },
    { type: "update", payload: { name: "sections", index: 0, value: { title: "T", body: "B" } } },
    {
      type: "update",
      payload: { value: { title: "T", keywords: ["a"], sections: [{ title: "T", body: "" }] } },
    },
  ];

  test("the intents Conform's buttons send pass, with rows in the lists or none, and the page renders the reply", () => {
    for (const fields of [withRows, withoutRows]) {
      for (const intent of buttonIntents) {
        if (fields === withoutRows && (intent.type === "remove" || intent.type === "reorder")) continue;
        if (fields === withoutRows && intent.type === "update" && intent.payload.index !== undefined)
          continue;
        // Typed per form in a page; one loose list here.
        const serialized = serializeIntent(intent as Intent);
        const data = listForm([...fields, ["__intent__", serialized]]);
        const label = `${fields.length} fields, ${serialized}`;
        expect(hasBrokenConformFields(data), label).toBe(false);
        expect(() => renderToString(createElement(ListPage, { formData: data })), label).not.toThrow();
      }
    }
    const moveDown: Intent = { type: "reorder", payload: { name: "keywords", from: 0, to: 1 } };
    expect(hasBrokenConformFields(listForm([...withRows, ["__intent__", serializeIntent(moveDown)]]))).toBe(
      false,
    );
  });

  test("hand-made intents that leave a list as something else, or point outside it, are refused", () => {
    const refused: [[string, string][], unknown][] = [
      // The probe's 500s: "The initial value at the given name is not a list" while the page rendered the reply.
      [withRows, { type: "update", payload: { name: "keywords", value: 5 } }],
      [withRows, { type: "update", payload: { name: "keywords", value: "text" } }],
      [withRows, { type: "update", payload: { name: "sections", value: { title: "T" } } }],
      [withRows, { type: "update", payload: { value: { keywords: "str" } } }],
      [withRows, { type: "update", payload: { value: { title: "T", sections: "str" } } }],
      // An empty list posts no field at all; text or an object there breaks the page just the same.
      [withoutRows, { type: "update", payload: { name: "keywords", value: "text" } }],
      [withoutRows, { type: "update", payload: { name: "keywords.x", value: "text" } }],
      [withoutRows, { type: "update", payload: { value: { keywords: "str" } } }],
      [withoutRows, { type: "update", payload: { value: { title: "T", sections: { title: "T" } } } }],
      [withRows, { type: "update", payload: { value: JSON.parse('{"__proto__":["x"]}') as unknown } }],
      // A row of the wrong kind.
      [withRows, { type: "insert", payload: { name: "sections", defaultValue: "text" } }],
      // Indexes: negative, fractional, text, missing, past the list, or on no name at all.
      [withRows, { type: "insert", payload: { name: "keywords", index: -1 } }],
      [withRows, { type: "insert", payload: { name: "keywords", index: 3 } }],
      [withRows, { type: "insert", payload: { name: "keywords", index: "0" } }],
      [withRows, { type: "remove", payload: { name: "keywords", index: 1.5 } }],
      [withRows, { type: "remove", payload: { name: "keywords", index: 2 } }],
      [withRows, { type: "remove", payload: { name: "keywords" } }],
      [withoutRows, { type: "remove", payload: { name: "keywords", index: 0 } }],
      [withRows, { type: "reorder", payload: { name: "keywords", from: 0, to: 9 } }],
      [withRows, { type: "reorder", payload: { name: "keywords", from: "0", to: 1 } }],
      [withRows, { type: "update", payload: { name: "keywords", index: 7, value: "x" } }],
      [withRows, { type: "update", payload: { index: 0, value: "x" } }],
      [withRows, { type: "reset", payload: { name: "keywords", index: -1 } }],
      // Other malformed payloads.
      [withRows, { type: "append", payload: { name: "keywords" } }],
      [withRows, { type: "insert", payload: {} }],
      [withRows, { type: "insert", payload: { name: 5 } }],
      [withRows, { type: "insert", payload: "keywords" }],
      [withRows, { type: "update", payload: { name: "title", value: "x", validated: "yes" } }],
      [withRows, { type: "validate", payload: { name: ["title"] } }],
    ];
    for (const [fields, intent] of refused) {
      const data = listForm([...fields, ["__intent__", JSON.stringify(intent)]]);
      expect(hasBrokenConformFields(data), JSON.stringify(intent)).toBe(true);
    }
    // The probe's case does break the page when let through, so the refusal is what keeps it from a 500.
    const probe = listForm([
      ...withRows,
      ["__intent__", JSON.stringify({ type: "update", payload: { name: "keywords", value: 5 } })],
    ]);
    expect(() => renderToString(createElement(ListPage, { formData: probe }))).toThrow(/not a list/);
  });

  test("a list index no form of that size could have is refused before Conform builds an array that long", () => {
    expect(hasBrokenConformFields(listForm([["keywords[99999999]", "x"]]))).toBe(true);
    expect(
      hasBrokenConformFields(
        listForm([
          ["title", "T"],
          ["keywords[2]", "x"],
        ]),
      ),
    ).toBe(true);
    expect(hasBrokenConformFields(listForm(withRows))).toBe(false);
    const state = JSON.stringify({ validated: { "keywords[99999999]": true } });
    expect(hasBrokenConformFields(listForm([...withRows, ["__state__", state]]))).toBe(true);
  });
});
