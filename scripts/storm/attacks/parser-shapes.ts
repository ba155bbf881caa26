// Bodies within the limits, shaped to make the parsers work: at each route's limit, nested deep, in many fields, and
// with invalid UTF-8 in every field.
import type { Attack } from "../attack";
import { BAD_TEXT, deepJson, fullForm, fullJson, jsonType, tinyFields, urlencoded } from "../bodies";
import { inParallel } from "../client";
import { multipartBody } from "../../../tests/support/multipart-body";
import { record } from "../tally";
import { APIS, AT_LIMIT_ROUTES, FORMS, formLimit, isAdminPage, isApi, JSON_ROUTES } from "../targets";

// 20 bodies at once at each route's own limit, shaped for the most work per byte, then shaped to be parsed whole.
export const atTheLimit: Attack = {
  name: "at the limit",
  wave: "parsed at the limit",
  run: async ({ send, auth, csrf: anonymousCsrf, adminPage }) => {
    for (const target of AT_LIMIT_ROUTES) {
      const limit = formLimit(target);
      // The back office's forms are read once the guard has let the admin's session in.
      const session: Record<string, string> = isAdminPage(target) ? { Cookie: adminPage.cookie } : {};
      const csrf = isAdminPage(target) ? adminPage.csrf : anonymousCsrf;
      const headers = isApi(target) ? { ...jsonType, ...auth } : { ...urlencoded, ...session };
      const shapes = isApi(target)
        ? { "at limit: deep JSON": deepJson(limit), "at limit: 10,000 JSON values": fullJson(limit) }
        : {
            "at limit: tiny fields": tinyFields(limit),
            "at limit: 1,000 long fields": fullForm(limit, [["csrf", csrf]]),
          };
      for (const [kind, body] of Object.entries(shapes)) {
        await Promise.all(
          Array.from({ length: 20 }, async () => record(kind, await send(target, { headers, body }))),
        );
      }
    }
  },
};

// JSON nested 100,000 levels deep, to every API route that reads JSON.
export const deepJsonBodies: Attack = {
  name: "deep JSON",
  wave: "refused by size or shape",
  run: ({ send, auth }) =>
    inParallel(
      4,
      JSON_ROUTES.map((target) => async () => {
        const body = Buffer.from("[".repeat(100_000) + "]".repeat(100_000));
        record("JSON 100,000 deep", await send(target, { headers: { ...jsonType, ...auth }, body }));
      }),
    ),
};

// 100,000 form fields: urlencoded to the public forms, and as multipart parts to the upload routes.
export const manyFields: Attack = {
  name: "100,000 fields",
  wave: "refused by size or shape",
  run: async ({ send, withToken }) => {
    for (const target of Object.keys(FORMS)) {
      record("100,000 fields", await send(target, { headers: urlencoded, body: tinyFields(400_000) }));
    }
    const parts = Array.from({ length: 100_000 }, (_, i): [string, string] => [`f${i}`, "x"]);
    for (const target of ["/estimate", "/api/estimates"]) {
      const { contentType, data } = multipartBody(target === "/estimate" ? withToken(parts) : parts);
      record("100,000 fields", await send(target, { headers: { "Content-Type": contentType }, body: data }));
    }
  },
};

// Invalid UTF-8 and NUL bytes in every field of every public form and JSON API.
export const invalidUtf8: Attack = {
  name: "invalid UTF-8",
  wave: "refused by size or shape",
  run: async ({ send, csrf, withToken }) => {
    for (const [target, fields] of Object.entries(FORMS)) {
      const bad = `${encodeURIComponent("x")}${[...BAD_TEXT].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("")}`;
      const body = Buffer.from(
        [`csrf=${encodeURIComponent(csrf)}`, ...fields.map((name) => `${name}=${bad}`)].join("&"),
      );
      record("invalid UTF-8 and NUL", await send(target, { headers: urlencoded, body }));
      const { contentType, data } = multipartBody(withToken(fields.map((name) => [name, BAD_TEXT] as never)));
      record(
        "invalid UTF-8 and NUL",
        await send(target, { headers: { "Content-Type": contentType }, body: data }),
      );
    }
    for (const [target, fields] of Object.entries(APIS)) {
      const body = Buffer.concat([
        Buffer.from("{"),
        ...fields.flatMap((name, i) => [
          Buffer.from(`${i ? "," : ""}"${name}":"`),
          BAD_TEXT,
          Buffer.from('"'),
        ]),
        Buffer.from("}"),
      ]);
      record("invalid UTF-8 and NUL", await send(target, { headers: jsonType, body }));
    }
  },
};
