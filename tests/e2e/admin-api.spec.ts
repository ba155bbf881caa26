// The admin JSON API with good and bad input: the shapes existing clients read, errors as { success: false, error }
// with the right status, never a 500 or an HTML page for bad input.
import { expect, test, type APIResponse } from "@playwright/test";
import type { ProjectJson } from "../../app/api/contract/projects";
import { createApiUser } from "../support/e2e-api";
import {
  insertAiImage,
  insertCustomer,
  insertMessage,
  mediaFileExists,
  samplePng,
  uniqueTag,
} from "../support/e2e-admin-data";

let auth: Record<string, string> = {};
test.beforeAll(async () => {
  auth = (await createApiUser({ isAdmin: true })).headers;
});

async function expectError(response: APIResponse, status: number, pattern?: RegExp) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = (await response.json()) as {
    success: boolean;
    error: string;
    fieldErrors?: Record<string, string[]>;
  };
  expect(body.success).toBe(false);
  expect(body.error).toEqual(expect.any(String));
  if (pattern) expect(body.error).toMatch(pattern);
  return body;
}

const imageFiles = (image: ProjectJson["images"][number]) => [image.src, ...image.variants.map((v) => v.src)];

test.describe("messages", () => {
  test("GET, DELETE /api/message/:id and the list", async ({ request }) => {
    const customerEmail = `${uniqueTag()}@example.com`;
    const customerId = insertCustomer({ email: customerEmail, phone: "480-555-0101" });
    const id = insertMessage({ name: "Api Reader", message: "Quote for <b>sealcoat</b>", customerId });

    const list = await request.get("/api/message", { headers: auth });
    expect(list.status()).toBe(200);
    const { messages } = (await list.json()) as { messages: { _id: string }[] };
    expect(messages.map((m) => m._id)).toContain(id);

    const one = await request.get(`/api/message/${id}`, { headers: auth });
    expect(one.status()).toBe(200);
    expect((await one.json()).message).toMatchObject({
      _id: id,
      name: "Api Reader",
      message: "Quote for <b>sealcoat</b>",
      leadStatus: "new",
      customer: { email: customerEmail, phone: "480-555-0101" },
    });

    const removed = await request.delete(`/api/message/${id}`, { headers: auth });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toMatchObject({ success: true });
    await expectError(await request.get(`/api/message/${id}`, { headers: auth }), 404, /not found/i);
    await expectError(await request.delete(`/api/message/${id}`, { headers: auth }), 404);
    await expectError(await request.get("/api/message/%2e%2e%2fetc", { headers: auth }), 404);
  });

  test("GET /api/customer lists subscribers", async ({ request }) => {
    const email = `${uniqueTag()}@example.com`;
    insertCustomer({ email });
    const response = await request.get("/api/customer", { headers: auth });
    expect(response.status()).toBe(200);
    const { customers } = (await response.json()) as { customers: { _id: string; email: string }[] };
    expect(customers.map((c) => c.email)).toContain(email);
  });
});

test.describe("projects", () => {
  test("POST creates, PUT changes only what it is sent, DELETE removes the project and its files", async ({
    request,
  }) => {
    const title = `API project ${uniqueTag()}`;
    const created = await request.post("/api/projects", {
      headers: auth,
      data: { title, description: "Full-depth repair", project_type: "Parking lot", alt: "Fresh asphalt" },
    });
    expect(created.status()).toBe(201);
    const project = (await created.json()) as ProjectJson;
    expect(project).toMatchObject({
      title,
      description: "Full-depth repair",
      project_type: "Parking lot",
      images: [],
    });
    expect(project._id).toEqual(expect.any(String));

    const updated = await request.put(`/api/projects/${project._id}`, {
      headers: auth,
      data: { category: "Asphalt", title: `${title} (phase 2)` },
    });
    expect(updated.status()).toBe(200);
    expect(await updated.json()).toMatchObject({
      title: `${title} (phase 2)`,
      category: "Asphalt",
      description: "Full-depth repair",
      project_type: "Parking lot",
    });

    const upload = await request.post(`/api/projects/${project._id}/images`, {
      headers: auth,
      multipart: { images: await samplePng(), alt: "Crew rolling the mat" },
    });
    expect(upload.status()).toBe(201);
    const { images } = (await upload.json()) as { images: ProjectJson["images"] };
    expect(images).toHaveLength(1);
    expect(images[0].alt).toBe("Crew rolling the mat");
    const files = imageFiles(images[0]);
    expect(files.length).toBeGreaterThan(1);
    expect(files.every(mediaFileExists)).toBe(true);
    expect((await request.get(files[0])).status()).toBe(200);

    const removed = await request.delete(`/api/projects/${project._id}`, { headers: auth });
    expect(removed.status()).toBe(200);
    expect(await removed.json()).toMatchObject({ success: true });
    expect(files.some(mediaFileExists)).toBe(false);
    await expectError(await request.get(`/api/projects/${project._id}`), 404);
    await expectError(await request.delete(`/api/projects/${project._id}`, { headers: auth }), 404);
    await expectError(
      await request.put(`/api/projects/${project._id}`, { headers: auth, data: { title: "x" } }),
      404,
    );
  });

  test("bad project input is a 400/415 naming the problem", async ({ request }) => {
    const missingTitle = await expectError(
      await request.post("/api/projects", { headers: auth, data: { description: "no title" } }),
      400,
      /Title is required/,
    );
    expect(missingTitle.fieldErrors?.title).toEqual(["Title is required"]);
    await expectError(
      await request.post("/api/projects", { headers: auth, data: { title: "x", date: "31/12/2025" } }),
      400,
      /Date must look like/,
    );
    await expectError(
      await request.post("/api/projects", { headers: auth, data: { title: "x".repeat(161) } }),
      400,
      /at most 160/,
    );
    await expectError(await request.post("/api/projects", { headers: auth, data: [1, 2] }), 400);
    await expectError(
      await request.post("/api/projects", {
        headers: { ...auth, "Content-Type": "application/json" },
        data: Buffer.from("{not json"),
      }),
      400,
      /not valid JSON/,
    );
    await expectError(
      await request.post("/api/projects", { headers: auth, form: { title: "form encoded" } }),
      415,
    );
    const [existing] = (await (await request.get("/api/projects")).json()) as ProjectJson[];
    await expectError(
      await request.put(`/api/projects/${existing._id}`, { headers: auth, data: { title: "" } }),
      400,
      /Title is required/,
    );
    const patch = await request.fetch(`/api/projects/${existing._id}`, { method: "PATCH", headers: auth });
    await expectError(patch, 405);
    expect(patch.headers()["allow"]).toBe("GET, PUT, DELETE");
  });

  test("images: only real images, all or nothing, and DELETE removes one image's files", async ({
    request,
  }) => {
    const created = await request.post("/api/projects", {
      headers: auth,
      data: { title: `Images ${uniqueTag()}` },
    });
    const project = (await created.json()) as ProjectJson;
    const url = `/api/projects/${project._id}/images`;

    const form = new FormData();
    form.append(
      "images",
      new Blob([new Uint8Array((await samplePng()).buffer)], { type: "image/png" }),
      "good.png",
    );
    form.append("images", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "evil.png");
    const mixed = await request.post(url, { headers: auth, multipart: form });
    await expectError(mixed, 415, /evil\.png: That file is not an image/);
    expect(
      ((await (await request.get(`/api/projects/${project._id}`)).json()) as ProjectJson).images,
    ).toEqual([]);

    await expectError(
      await request.post(url, { headers: auth, multipart: { alt: "no files" } }),
      400,
      /images/,
    );
    await expectError(await request.post(url, { headers: auth, data: { images: [] } }), 415, /multipart/);
    await expectError(
      await request.post(`/api/projects/missing-project/images`, {
        headers: auth,
        multipart: { images: await samplePng() },
      }),
      404,
    );

    const two = new FormData();
    for (const file of [await samplePng(), await samplePng()]) {
      two.append("images", new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    }
    const added = await request.post(url, { headers: auth, multipart: two });
    expect(added.status()).toBe(201);
    const { images } = (await added.json()) as { images: ProjectJson["images"] };
    expect(images).toHaveLength(2);

    const first = images[0];
    const removed = await request.delete(`${url}/${first._id}`, { headers: auth });
    expect(removed.status()).toBe(200);
    expect(imageFiles(first).some(mediaFileExists)).toBe(false);
    expect(imageFiles(images[1]).every(mediaFileExists)).toBe(true);
    await expectError(await request.delete(`${url}/${first._id}`, { headers: auth }), 404);
    const after = (await (await request.get(`/api/projects/${project._id}`)).json()) as ProjectJson;
    expect(after.images.map((image) => image._id)).toEqual([images[1]._id]);
    await request.delete(`/api/projects/${project._id}`, { headers: auth });
  });
});

test.describe("logs, AI images and uploads", () => {
  test("GET /api/logs lists the audit trail newest first, with filters", async ({ request }) => {
    const title = `Logged ${uniqueTag()}`;
    const created = (await (
      await request.post("/api/projects", {
        headers: { ...auth, "X-Forwarded-For": "198.51.100.7" },
        data: { title },
      })
    ).json()) as ProjectJson;
    const response = await request.get("/api/logs?event=project.create&limit=5", { headers: auth });
    expect(response.status()).toBe(200);
    const { logs } = (await response.json()) as {
      logs: {
        event: string;
        message: string;
        actorEmail: string;
        ip: string;
        path: string;
        createdAt: string;
      }[];
    };
    expect(logs.length).toBeLessThanOrEqual(5);
    expect(logs.every((log) => log.event === "project.create")).toBe(true);
    expect(logs[0]).toMatchObject({
      message: `Created project "${title}"`,
      ip: "198.51.100.7",
      path: "/api/projects",
    });
    expect(logs[0].actorEmail).toMatch(/@example\.com$/);
    const times = logs.map((log) => Date.parse(log.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const errors = (await (await request.get("/api/logs?level=error", { headers: auth })).json()) as {
      logs: { level: string }[];
    };
    expect(errors.logs.every((log) => log.level === "error")).toBe(true);
    await request.delete(`/api/projects/${created._id}`, { headers: auth });
  });

  test("GET /api/ai/images answers { images }", async ({ request }) => {
    const prompt = `Sealcoat crew at dawn ${uniqueTag()}`;
    await insertAiImage({ prompt });
    const response = await request.get("/api/ai/images", { headers: auth });
    expect(response.status()).toBe(200);
    const { images } = (await response.json()) as { images: { prompt: string; url: string; size: number }[] };
    expect(images.find((image) => image.prompt === prompt)).toMatchObject({
      url: expect.stringMatching(/^\/media\/ai\//),
    });
  });

  test("POST /api/upload stores images and videos checked by content", async ({ request }) => {
    const mp4 = Buffer.alloc(2048);
    mp4.write("ftypisom", 4, "latin1");
    const response = await request.post("/api/upload", {
      headers: auth,
      multipart: {
        img: await samplePng(),
        video: { name: "clip.mp4", mimeType: "video/mp4", buffer: mp4 },
        caption: "Night paving",
        alt: "Paver at night",
        hidden: "true",
      },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as {
      success: boolean;
      message: string;
      uploads: { kind: string; src: string; caption: string; hidden: boolean; mime: string }[];
    };
    expect(body).toMatchObject({ success: true, message: "File uploaded successfully!" });
    expect(body.uploads.map((u) => [u.kind, u.mime, u.caption, u.hidden])).toEqual([
      ["image", "image/png", "Night paving", true],
      ["video", "video/mp4", "Night paving", true],
    ]);
    expect(body.uploads.every((u) => mediaFileExists(u.src))).toBe(true);
  });

  test("bad uploads are refused with the reason", async ({ request }) => {
    await expectError(
      await request.post("/api/upload", { headers: auth, multipart: { caption: "nothing attached" } }),
      400,
      /Choose an image or a video/,
    );
    await expectError(
      await request.post("/api/upload", {
        headers: auth,
        multipart: { img: { name: "notes.png", mimeType: "image/png", buffer: Buffer.from("just text") } },
      }),
      415,
      /not an image/,
    );
    await expectError(
      await request.post("/api/upload", {
        headers: auth,
        multipart: {
          video: { name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("not a video at all") },
        },
      }),
      415,
      /not a video/,
    );
    await expectError(
      await request.post("/api/upload", {
        headers: auth,
        multipart: { img: await samplePng(), hidden: "maybe" },
      }),
      400,
      /Hidden must be true or false/,
    );
    await expectError(
      await request.post("/api/upload", {
        headers: auth,
        multipart: { img: await samplePng(), caption: "x".repeat(301) },
      }),
      400,
      /Caption must be at most 300/,
    );
    // Over the 15 MB image limit: a clear 413, not a reset connection or a 500.
    const huge = await request.post("/api/upload", {
      headers: auth,
      multipart: { img: { name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(16 * 1024 * 1024) } },
    });
    await expectError(huge, 413, /Images must be 15 MB or smaller/);
    await expectError(await request.post("/api/upload", { headers: auth, data: { img: "x" } }), 415);
    await expectError(await request.get("/api/upload", { headers: auth }), 405);
  });
});
