// Every back-office page, page action and admin API call refuses anonymous visitors and signed-in non-admins on the
// server: pages redirect (to /login, /verify or /), the API answers 401 or 403 in JSON, and nothing changes.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInAs } from "../support/e2e-auth";
import { createApiUser } from "../support/e2e-api";
import { countRowsWhere, insertMessage, readMessage, uniqueTag } from "../support/e2e-admin-data";
import { formToken } from "../support/form-token";

let messageId = "";
let projectId = "";
let imageId = "";
let post = { _id: "", title: "" };

test.beforeAll(async ({ request }) => {
  messageId = insertMessage({ name: `Guard ${uniqueTag()}`, email: "guard@example.com", message: "Hello" });
  const projects = (await (await request.get("/api/projects")).json()) as {
    _id: string;
    images: { _id: string }[];
  }[];
  const withImage = projects.find((project) => project.images.length > 0)!;
  projectId = withImage._id;
  imageId = withImage.images[0]._id;
  post = ((await (await request.get("/api/blog")).json()) as { blogPosts: (typeof post)[] }).blogPosts[0];
});

const pages = () => [
  "/admin",
  "/admin/dashboard",
  "/admin/customers",
  "/admin/messages",
  `/admin/messages/${messageId}`,
  "/admin/users",
  "/admin/keywords",
  "/admin/keywords/edit",
  "/admin/add-project",
  `/admin/projects/edit/${projectId}`,
  "/admin/images",
  "/admin/add-images",
  "/admin/logs",
  "/admin/search?q=a",
  "/admin/export/customers",
  "/admin/blog",
  "/admin/blog/new",
  `/admin/blog/${post._id}/edit`,
  "/admin/settings",
  "/admin/services",
  "/admin/pages",
  "/admin/pages/terms",
  "/admin/pages/terms/revisions/x",
  "/admin/no-such-page",
];

// A complete, valid settings form and API body: saved as is if a guard let it through.
const hackedSettings = {
  companyName: "Guard hacked",
  legalName: "",
  foundedYear: 2023,
  phone: "(480) 555-0100",
  email: "guard@example.com",
  address: { street: "1 Guard St", city: "Mesa", state: "AZ", zip: "85210", country: "United States" },
  licenseLine: "",
  siteTitle: "Guard hacked",
  description: "Guard hacked",
  businessHours: "",
  serviceArea: "",
  socialLinks: [],
  footerCompanyLinks: [],
  footerLegalLinks: [],
};
const { address: hackedAddress, ...hackedFields } = hackedSettings;
const hackedSettingsForm: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(hackedFields)
      .filter(([, value]) => !Array.isArray(value))
      .map(([key, value]) => [key, String(value)]),
  ),
  ...Object.fromEntries(Object.entries(hackedAddress).map(([key, value]) => [`address.${key}`, value])),
};
const hackedContactPage = { description: "Guard hacked", heading: "Guard hacked", intro: "" };

// Page actions, each with a body that would change something if the guard let it through.
const pageActions = (): { path: string; form: Record<string, string> }[] => [
  { path: "/admin/keywords", form: { "keywords[0]": "guard-hacked" } },
  { path: `/admin/messages/${messageId}`, form: { intent: "delete", id: messageId, confirmed: "yes" } },
  { path: `/admin/messages/${messageId}`, form: { intent: "status", leadStatus: "won" } },
  { path: "/admin/messages?index", form: { intent: "status", id: messageId, leadStatus: "won" } },
  { path: "/admin/customers", form: { intent: "delete", id: "x", confirmed: "yes" } },
  { path: "/admin/users", form: { intent: "make-admin", id: "x" } },
  { path: "/admin/add-project", form: { title: "Guard project" } },
  { path: "/admin/add-project", form: { intent: "delete", id: projectId, confirmed: "yes" } },
  { path: `/admin/projects/edit/${projectId}`, form: { title: "Guard renamed" } },
  { path: "/admin/images", form: { intent: "delete", id: "x", confirmed: "yes" } },
  { path: "/admin/add-images", form: { intent: "delete", id: "x", confirmed: "yes" } },
  { path: "/admin/images/generate", form: { prompt: "guard image" } },
  { path: "/admin/blog", form: { intent: "unpublish", id: post._id } },
  { path: "/admin/blog", form: { intent: "delete", id: post._id, confirmed: "yes" } },
  {
    path: "/admin/blog/new",
    form: { title: "Guard post", description: "x", "sections[0].title": "a", "sections[0].body": "b" },
  },
  { path: `/admin/blog/${post._id}/edit`, form: { title: "Guard renamed post", description: "x" } },
  { path: `/admin/blog/${post._id}/edit?intent=restore`, form: { revisionId: "x" } },
  { path: "/admin/blog/generate", form: {} },
  { path: "/admin/settings", form: hackedSettingsForm },
  { path: "/admin/services", form: { "landing[0].name": "Guard hacked", "landing[0].description": "" } },
  { path: "/admin/pages/contact", form: hackedContactPage },
  { path: "/admin/pages/terms?intent=restore", form: { revisionId: "x" } },
  { path: `/blog/${post._id}/enhance`, form: {} },
];

const apiCalls = () => [
  { method: "GET", path: "/api/message" },
  { method: "GET", path: `/api/message/${messageId}` },
  { method: "DELETE", path: `/api/message/${messageId}` },
  { method: "GET", path: "/api/customer" },
  { method: "GET", path: "/api/logs" },
  { method: "POST", path: "/api/projects", data: { title: "Guard project" } },
  { method: "PUT", path: `/api/projects/${projectId}`, data: { title: "Guard renamed" } },
  { method: "DELETE", path: `/api/projects/${projectId}` },
  { method: "POST", path: `/api/projects/${projectId}/images`, multipart: true },
  { method: "DELETE", path: `/api/projects/${projectId}/images/${imageId}` },
  { method: "POST", path: "/api/admin/keywords", data: { keywords: ["guard-hacked"] } },
  { method: "GET", path: "/api/ai/images" },
  { method: "POST", path: "/api/upload", multipart: true },
  { method: "POST", path: "/api/blog", data: { title: "Guard post" } },
  { method: "PUT", path: `/api/blog/${post._id}`, data: { title: "Guard renamed post" } },
  { method: "DELETE", path: `/api/blog/${post._id}` },
  { method: "GET", path: "/api/blog/generate_post" },
  { method: "GET", path: `/api/blog/enhance/${post._id}` },
  { method: "PUT", path: "/api/settings", data: hackedSettings },
  {
    method: "PUT",
    path: "/api/services",
    data: { landing: [{ name: "Guard hacked", description: "" }], asphalt: [], concrete: [], heavyCivil: [] },
  },
  { method: "GET", path: "/api/pages/terms" },
  { method: "PUT", path: "/api/pages/contact", data: hackedContactPage },
];

function callApi(request: APIRequestContext, call: ReturnType<typeof apiCalls>[number], headers = {}) {
  return request.fetch(call.path, {
    method: call.method,
    headers,
    data: call.data,
    multipart: call.multipart
      ? { images: { name: "a.png", mimeType: "image/png", buffer: Buffer.from("x") }, caption: "x" }
      : undefined,
  });
}

async function expectNothingChanged(request: APIRequestContext) {
  const keywords = (await (await request.get("/api/admin/keywords")).json()) as {
    keywords: { word: string }[];
  };
  expect(keywords.keywords.map((k) => k.word)).not.toContain("guard-hacked");
  const project = await request.get(`/api/projects/${projectId}`);
  expect(project.status()).toBe(200);
  const body = (await project.json()) as { title: string; images: { _id: string }[] };
  expect(body.title).not.toBe("Guard renamed");
  expect(body.images.map((image) => image._id)).toContain(imageId);
  const projects = (await (await request.get("/api/projects")).json()) as { title: string }[];
  expect(projects.map((p) => p.title)).not.toContain("Guard project");
  const blog = await request.get(`/api/blog/${post._id}`);
  expect(blog.status(), "the blog post is still published").toBe(200);
  expect(((await blog.json()) as { post: { title: string } }).post.title).toBe(post.title);
  expect(countRowsWhere("blog_posts", "title", "Guard post")).toBe(0);
  expect(countRowsWhere("ai_images", "prompt", "guard image")).toBe(0);
  expect(readMessage(messageId)?.leadStatus, "the message is untouched").toBe("new");
  const { settings } = (await (await request.get("/api/settings")).json()) as {
    settings: { companyName: string };
  };
  expect(settings.companyName).not.toBe("Guard hacked");
  const { services } = (await (await request.get("/api/services")).json()) as {
    services: { landing: { name: string }[] };
  };
  expect(services.landing.map((service) => service.name)).not.toContain("Guard hacked");
  expect(await (await request.get("/contact")).text()).not.toContain("Guard hacked");
}

test("anonymous visitors are sent to /login from every admin page and action", async ({ request }) => {
  for (const path of pages()) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = response.headers()["location"];
    expect(location, path).toMatch(/^\/login\?redirectTo=/);
    expect(decodeURIComponent(location.split("redirectTo=")[1]), path).toBe(path);
  }
  // With the form token a visitor's page carries: the guard, not the token check, is what refuses.
  const csrf = await formToken(request);
  for (const action of pageActions()) {
    const response = await request.post(action.path, { form: { csrf, ...action.form }, maxRedirects: 0 });
    expect(response.status(), action.path).toBe(302);
    expect(response.headers()["location"], action.path).toMatch(/^\/login/);
  }
  await expectNothingChanged(request);
});

test("signed-in non-admins are sent to / from every admin page and action", async ({ context, request }) => {
  await signInAs(context, { isAdmin: false, isVerified: true });
  for (const path of pages()) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/");
  }
  const csrf = await formToken(context.request);
  for (const action of pageActions()) {
    const response = await context.request.post(action.path, {
      form: { csrf, ...action.form },
      maxRedirects: 0,
    });
    expect(response.status(), action.path).toBe(302);
    expect(response.headers()["location"], action.path).toBe("/");
  }
  await expectNothingChanged(request);
});

test("an unverified non-admin is sent to /verify", async ({ context }) => {
  await signInAs(context, { isAdmin: false, isVerified: false });
  const response = await context.request.get("/admin/keywords", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^\/verify/);
});

test("the admin API answers 401 without a token and 403 for a non-admin token", async ({ request }) => {
  const member = await createApiUser({ isAdmin: false });
  for (const call of apiCalls()) {
    const anonymous = await callApi(request, call);
    expect(anonymous.status(), `${call.method} ${call.path}`).toBe(401);
    expect(await anonymous.json()).toMatchObject({ success: false, error: expect.any(String) });

    const bad = await callApi(request, call, { Authorization: "Bearer not-a-token" });
    expect(bad.status(), `${call.method} ${call.path} with a bad token`).toBe(401);

    const forbidden = await callApi(request, call, member.headers);
    expect(forbidden.status(), `${call.method} ${call.path} as a non-admin`).toBe(403);
    expect(await forbidden.json()).toMatchObject({ success: false, error: expect.any(String) });
  }
  const message = await request.get(`/api/message/${messageId}`, {
    headers: (await createApiUser({ isAdmin: true })).headers,
  });
  expect(message.status()).toBe(200);
  await expectNothingChanged(request);
});
