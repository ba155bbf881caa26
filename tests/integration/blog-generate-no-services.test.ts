// Every generated post is about one of the site's services: with all four lists empty (which the services form allows),
// the API and the back-office button both refuse with the same clear message instead of failing.
import { beforeAll, describe, expect, test } from "vitest";
import { chooseTopic, NoServicesError } from "~/ai/blog-ai.server";
import { listBlogPosts } from "~/blog/blog-post.server";
import { replaceKeywords } from "~/content/keyword.server";
import { requireSiteSettings } from "~/content/site-settings.server";
import { getUserByEmail } from "~/accounts/user.server";
import * as generatePage from "~/routes/admin/blog/generate";
import * as generateRoute from "~/routes/api/blog/generate_post";
import * as servicesRoute from "~/routes/api/services";
import { flashedAlert, postPageForm, sessionCookieOf } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { callRoute } from "../support/route-call";

const NO_SERVICES = "Add at least one service before generating a post.";
let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
  replaceKeywords(["parking lot sealcoating Phoenix"]);
  const emptied = await callRoute(servicesRoute, "PUT", {
    token: adminToken,
    body: { landing: [], asphalt: [], concrete: [], heavyCivil: [] },
  });
  expect(emptied.status).toBe(200);
});

describe("generating a post while the site lists no services", () => {
  test("there is no topic, even with keywords", () => {
    expect(chooseTopic(requireSiteSettings(), ["parking lot sealcoating Phoenix"], [])).toBeUndefined();
    expect(new NoServicesError().message).toBe(NO_SERVICES);
  });

  test("GET /api/blog/generate_post answers 409 with the reason and writes nothing", async () => {
    const response = await callRoute(generateRoute, "GET", { token: adminToken });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ success: false, error: NO_SERVICES });
    expect(listBlogPosts({ includeDrafts: true })).toHaveLength(0);
  });

  test("the back-office button sends the admin to the services page with the same message", async () => {
    const admin = getUserByEmail("admin@example.com")!;
    const response = (await postPageForm(
      await sessionCookieOf(admin.id),
      generatePage,
      "/admin/blog/generate",
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/services");
    expect(await flashedAlert(response)).toEqual({ kind: "error", message: NO_SERVICES });
    expect(listBlogPosts({ includeDrafts: true })).toHaveLength(0);
  });
});
