import type { ActionFunctionArgs } from "@remix-run/node";
import { apiJson, methodNotAllowed, parseOrThrow, readJsonBody, runApi } from "~/api/http.server";
import { requireApiAdmin } from "~/auth/api-token.server";
import { audit } from "~/models/audit.server";
import { KEYWORD_MESSAGES, keywordListSchema } from "~/models/keyword";
import { listKeywords, replaceKeywords } from "~/models/keyword.server";

const toJson = (words: string[]) => words.map((word) => ({ word }));

// GET /api/admin/keywords (public: the site's keyword meta): { keywords: [{ word }] }.
export const loader = () =>
  runApi(() =>
    apiJson({ keywords: toJson(listKeywords()) }, { headers: { "Cache-Control": "public, max-age=60" } }),
  );

// POST /api/admin/keywords (admin): { keywords: string[] } replaces the list (blank rows dropped, duplicates merged).
export const action = ({ request }: ActionFunctionArgs) =>
  runApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const admin = await requireApiAdmin(request);
    const body = await readJsonBody(request);
    if (body && typeof body === "object" && !Array.isArray(body) && !("keywords" in body)) {
      return apiJson(
        { success: false, error: 'Send { keywords: ["..."] }.', fieldErrors: { keywords: ["Required"] } },
        { status: 400 },
      );
    }
    const { keywords } = parseOrThrow(keywordListSchema, body);
    const saved = replaceKeywords(keywords);
    audit(request, admin, {
      event: "keywords.update",
      message: `Saved ${saved.length} keywords`,
      detail: { keywords: saved, via: "api" },
    });
    return apiJson({ success: true, message: KEYWORD_MESSAGES.updated, keywords: toJson(saved) });
  });
