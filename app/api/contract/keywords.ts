import { z } from "zod";
import { keywordListSchema } from "~/content/keyword";
import { ok, type Endpoint } from "./endpoint";

// The site's SEO keywords.

const keywordsAnswer = z.object({ keywords: z.array(z.object({ word: z.string() })) });

export const keywordEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/admin/keywords",
    tag: "Keywords",
    summary: "The site's SEO keywords",
    auth: "public",
    cacheable: true,
    success: { status: 200, description: "In order", schema: keywordsAnswer },
  },
  {
    method: "post",
    path: "/admin/keywords",
    tag: "Keywords",
    summary: "Replace the SEO keywords",
    description: "Blank rows are dropped and duplicates (any case) merged.",
    auth: "admin",
    json: keywordListSchema,
    success: {
      status: 200,
      description: "The saved list",
      schema: keywordsAnswer.extend({ success: ok, message: z.string() }),
    },
  },
];
