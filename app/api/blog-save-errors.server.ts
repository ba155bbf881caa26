import { BLOG_MESSAGES } from "~/blog/blog-post";
import type { PostSaveResult } from "~/blog/blog-post-admin.server";
import { apiError } from "./http.server";

/** The API's answer when POST /api/blog or PUT /api/blog/:id cannot save the post. */
export function blogSaveRefused(problem: Extract<PostSaveResult, { ok: false }>["problem"]) {
  switch (problem) {
    case "not-found":
      return apiError(404, BLOG_MESSAGES.apiNotFound);
    case "title-taken":
      return apiError(409, BLOG_MESSAGES.titleTaken, { fieldErrors: { title: [BLOG_MESSAGES.titleTaken] } });
    case "image-not-in-library":
      return apiError(400, BLOG_MESSAGES.apiImageNotInLibrary, {
        fieldErrors: { img: [BLOG_MESSAGES.apiImageNotInLibrary] },
      });
  }
}
