// Estimate requests end to end below the browser: the /estimate page's action (a refused post keeps its photos as
// pending uploads, the remove button, a resubmit that succeeds), POST /api/estimates, the references, both mails in
// the outbox, and the private photo route.
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, test, vi } from "vitest";

vi.hoisted(() => {
  process.env.CONTACT_NOTIFY_EMAIL = "office@example.com";
});

const { CSRF_FIELD } = await import("~/security/csrf");
const { csrfTokenFor } = await import("~/security/csrf.server");
const { db } = await import("~/db/client.server");
const { estimatePhotos, estimates, pendingUploads, rateLimits } = await import("~/db/schema");
const { listOutbox } = await import("~/mail/outbox.server");
const { ESTIMATE_MESSAGES, NOT_SURE_SERVICE } = await import("~/estimates/estimate");
const { createEstimate, getEstimate, deleteEstimate, updateEstimate, listEstimates } =
  await import("~/estimates/estimate.server");
const { requestContext } = await import("~/logs/audit.server");
const { getMediaStore } = await import("~/media/media-storage.server");
const estimatePage = await import("~/routes/_site/estimate");
const thanksPage = await import("~/routes/_site/estimate/thanks");
const estimatesApi = await import("~/routes/api/estimates");
const photoRoute = await import("~/routes/admin/estimate-photos/$photoId");
const { seedWithApiUsers } = await import("../support/api-users");
const { signedInAdmin } = await import("../support/admin-form");
const { callRoute, routeArgs } = await import("../support/route-call");
const { jpegWithGps } = await import("../support/estimate-photos");

let adminCookie = "";
let admin: { id: string; email: string };

beforeAll(async () => {
  await seedWithApiUsers();
  ({ actor: admin, cookie: adminCookie } = await signedInAdmin({
    name: "Office",
    email: "estimates-office@example.com",
    password: "office-password-1",
  }));
});

beforeEach(() => {
  db.delete(rateLimits).run();
});

const fields = {
  name: "Pat Manager",
  email: "Pat@Example.com",
  phone: "(480) 555-0142",
  service: "Sealcoating",
  propertyType: "HOA / community",
  address: "1200 W Main St",
  city: "Mesa",
  zip: "85201",
  size: "12,000",
  sizeUnit: "sq ft",
  timeframe: "Within a month",
  details: "The lot is cracked and faded; sealcoat and restripe 40 stalls.",
  consent: "on",
};

const photoFile = async (name: string, color = "#555555") =>
  new File(
    [
      new Uint8Array(
        await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
          .jpeg()
          .toBuffer(),
      ),
    ],
    name,
    { type: "image/jpeg" },
  );

let ipCounter = 0;
// The photo owner cookie the page gives this "browser" with its first kept photos (the posts share one browser).
let photoOwnerCookie = "";

/** Posts the /estimate form as a browser would (multipart, with the form token): the action's answer. */
async function postEstimateForm(
  values: Record<string, string | string[]>,
  files: File[] = [],
  ip = `198.51.100.${++ipCounter}`,
) {
  const headers: Record<string, string> = { "X-Forwarded-For": ip };
  if (photoOwnerCookie) headers.Cookie = photoOwnerCookie;
  const form = new FormData();
  form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  for (const file of files) form.append("photos", file);
  const request = new Request("http://site.test/estimate", { method: "POST", headers, body: form });
  try {
    const answer = (await estimatePage.action(routeArgs(request))) as ActionReply | Response;
    const setCookie = "init" in answer ? new Headers(answer.init?.headers).get("Set-Cookie") : null;
    if (setCookie) photoOwnerCookie = setCookie.split(";")[0];
    return answer as unknown;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type ActionReply = {
  data: {
    reply: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
    photos: { id: string; fileName: string }[];
  };
  init: { status?: number; headers?: HeadersInit } | null;
};

const pendingCount = () => db.select().from(pendingUploads).all().length;
const estimateCount = () => db.select().from(estimates).all().length;

describe("the /estimate page", () => {
  test("offers the owner's services grouped as on /services, and takes ?service= and ?city=", async () => {
    const data = estimatePage.loader(
      routeArgs(new Request("http://site.test/estimate?service=Crack%20Sealing&city=Tempe")),
    );
    expect(data.serviceGroups.map((group) => group.title)).toEqual([
      "Asphalt Maintenance Services",
      "Concrete Flatwork Services",
      "Heavy Civil Construction",
    ]);
    expect(data.serviceGroups[0].services).toContain("Sealcoating");
    expect(data.defaultValue).toEqual({ service: "Crack Sealing", city: "Tempe" });
    const unknown = estimatePage.loader(routeArgs(new Request("http://site.test/estimate?service=Nope")));
    expect(unknown.defaultValue).toEqual({});
    // "Empty if you are not sure": the size is not required in the browser, as on the server.
    expect(data.constraint.size?.required).toBe(false);
    expect(data.constraint.name?.required).toBe(true);
  });

  test("kept photos belong to the browser that sent them: another can neither attach nor remove them", async () => {
    const refused = (await postEstimateForm({ ...fields, zip: "852" }, [
      await photoFile("mine.jpg"),
    ])) as ActionReply;
    const [mine] = refused.data.photos.map((photo) => photo.id);
    expect(mine).toBeTruthy();
    const owner = photoOwnerCookie;
    try {
      // Another browser (no cookie, or a cookie not signed by the site) that learnt the id.
      for (const cookie of ["", "__photos=forged.cookie"]) {
        photoOwnerCookie = cookie;
        const removal = (await postEstimateForm({
          ...fields,
          pendingPhoto: mine,
          removePhoto: mine,
        })) as ActionReply;
        expect(removal.data.photos).toEqual([]);
        const sent = (await postEstimateForm({ ...fields, pendingPhoto: mine })) as Response;
        expect(sent.status).toBe(302);
      }
    } finally {
      photoOwnerCookie = owner;
    }
    // The photo is still its own browser's, unused.
    const back = (await postEstimateForm({ ...fields, zip: "852", pendingPhoto: mine })) as ActionReply;
    expect(back.data.photos.map((photo) => photo.id)).toEqual([mine]);
  });

  test("photos are counted one by one per address, whatever the path: ten photos use ten of the hour's sixty", async () => {
    const ip = "203.0.113.160";
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => photoFile(`n${i}.jpg`)));
    for (let i = 0; i < 6; i++) {
      const answer = (await postEstimateForm({ ...fields, zip: "852" }, ten, ip)) as ActionReply;
      expect(answer.init?.status, `request ${i + 1}`).toBe(400);
      for (const photo of answer.data.photos) {
        await postEstimateForm(
          { ...fields, zip: "852", pendingPhoto: photo.id, removePhoto: photo.id },
          [],
          ip,
        );
      }
    }
    const seventh = (await postEstimateForm(
      { ...fields, zip: "852" },
      [await photoFile("one-more.jpg")],
      ip,
    )) as ActionReply;
    expect(seventh.init?.status).toBe(429);
  });

  test("a refused post keeps its photos; the visitor removes one and resubmits without attaching them again", async () => {
    const before = { estimates: estimateCount(), pending: pendingCount() };
    const refused = (await postEstimateForm({ ...fields, zip: "852" }, [
      await photoFile("front.jpg"),
      new File([await jpegWithGps()], "gps.jpg", { type: "image/jpeg" }),
      await photoFile("side.jpg"),
    ])) as ActionReply;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.reply.error?.zip).toEqual([ESTIMATE_MESSAGES.zip]);
    expect(refused.data.reply.error?.[""]).toEqual([ESTIMATE_MESSAGES.zip]);
    expect(refused.data.reply.initialValue?.name).toBe(fields.name);
    expect(refused.data.photos.map((photo) => photo.fileName)).toEqual(["front.jpg", "gps.jpg", "side.jpg"]);
    expect(estimateCount()).toBe(before.estimates);
    expect(pendingCount()).toBe(before.pending + 3);

    const ids = refused.data.photos.map((photo) => photo.id);
    const removed = (await postEstimateForm({
      ...fields,
      zip: "852",
      pendingPhoto: ids,
      removePhoto: ids[2],
    })) as ActionReply;
    expect(removed.data.photos.map((photo) => photo.fileName)).toEqual(["front.jpg", "gps.jpg"]);
    expect(removed.data.reply.error).toBeUndefined();
    expect(removed.data.reply.initialValue?.zip).toBe("852");
    expect(pendingCount()).toBe(before.pending + 2);

    const sent = (await postEstimateForm({ ...fields, pendingPhoto: ids.slice(0, 2) })) as Response;
    expect(sent.status).toBe(302);
    const location = sent.headers.get("Location")!;
    expect(location).toMatch(/^\/estimate\/thanks\?ref=EST-\d{4}-\d{4}$/);
    const reference = new URL(location, "http://site.test").searchParams.get("ref")!;
    const estimate = listEstimates().find((row) => row.reference === reference)!;
    expect(estimate).toMatchObject({
      email: "pat@example.com",
      size: 12000,
      sizeUnit: "sq ft",
      propertyType: "HOA / community",
      status: "new",
    });
    expect(estimate.photos.map((photo) => photo.fileName)).toEqual(["front.jpg", "gps.jpg"]);
    expect(pendingCount()).toBe(before.pending);

    const thanks = thanksPage.loader(routeArgs(new Request(`http://site.test${location}`)));
    // The thank-you page says how many photos arrived.
    expect(thanks).toEqual({ reference, photos: 2 });

    // Both mails went through the outbox: the visitor's acknowledgement and the office's notice with the link.
    const ack = listOutbox("pat@example.com").find((mail) => mail.subject.includes(reference))!;
    expect(ack.text).toContain(reference);
    expect(ack.text).toContain("Sealcoating");
    expect(ack.text).toContain(ESTIMATE_MESSAGES.responseTime);
    const notice = listOutbox("office@example.com").find((mail) => mail.subject.includes(reference))!;
    expect(notice.subject).toBe(`New estimate request ${reference}: Sealcoating in Mesa`);
    expect(notice.text).toContain(`/admin/estimates/${estimate.id}`);
    expect(notice.html).not.toContain("estimate-photos");
  });

  test("the spec's messages: required fields, consent, a non-image, more than ten photos", async () => {
    const before = estimateCount();
    // Each missing field's message names it; the summary's heading is the spec's line.
    const missing = (await postEstimateForm({ ...fields, name: "", address: "" })) as ActionReply;
    expect(missing.data.reply.error?.[""]).toEqual(["Please fill out all required fields"]);
    expect(missing.data.reply.error?.name).toEqual(["Enter your name"]);
    expect(missing.data.reply.error?.address).toEqual(["Enter the job-site address"]);
    const noPhone = (await postEstimateForm({ ...fields, phone: "" })) as ActionReply;
    expect(noPhone.data.reply.error?.[""]).toEqual(["Please fill out all required fields"]);
    const badPhone = (await postEstimateForm({ ...fields, phone: "12" })) as ActionReply;
    expect(badPhone.data.reply.error?.[""]).toEqual(["Enter a 10-digit phone number"]);

    const { consent: _consent, ...withoutConsent } = fields;
    const noConsent = (await postEstimateForm(withoutConsent)) as ActionReply;
    expect(noConsent.data.reply.error?.[""]).toEqual([ESTIMATE_MESSAGES.consentRequired]);

    const notImage = (await postEstimateForm(fields, [
      new File([new TextEncoder().encode("just text")], "site.jpg", { type: "image/jpeg" }),
      await photoFile("good.jpg"),
    ])) as ActionReply;
    expect(notImage.init?.status).toBe(415);
    expect(notImage.data.reply.error?.photos).toEqual([ESTIMATE_MESSAGES.notImage]);
    // The good photo is kept for the next try.
    expect(notImage.data.photos.map((photo) => photo.fileName)).toEqual(["good.jpg"]);

    const many = await Promise.all(Array.from({ length: 11 }, (_, i) => photoFile(`p${i}.jpg`)));
    const tooMany = (await postEstimateForm(fields, many)) as ActionReply;
    expect(tooMany.data.reply.error?.photos).toEqual(["Attach at most 10 photos: p10.jpg was not added"]);
    expect(tooMany.data.photos).toHaveLength(10);

    // Ten kept plus one more is too many as well.
    const plusOne = (await postEstimateForm(
      { ...fields, pendingPhoto: tooMany.data.photos.map((p) => p.id) },
      [await photoFile("eleventh.jpg")],
    )) as ActionReply;
    expect(plusOne.data.reply.error?.photos).toEqual([
      "Attach at most 10 photos: eleventh.jpg was not added",
    ]);

    const unknownService = (await postEstimateForm({ ...fields, service: "Moon paving" })) as ActionReply;
    expect(unknownService.data.reply.error?.service).toEqual([ESTIMATE_MESSAGES.unknownService]);
    expect(estimateCount()).toBe(before);
  });

  test("a filled honeypot and a missing form token store nothing", async () => {
    const before = estimateCount();
    const bot = (await postEstimateForm({ ...fields, website: "http://spam.example" })) as ActionReply;
    expect(bot.init?.status).toBe(400);
    const request = new Request("http://site.test/estimate", { method: "POST", body: new FormData() });
    const forged = await estimatePage.action(routeArgs(request)).catch((thrown: unknown) => thrown);
    expect((forged as Response).status).toBe(403);
    expect(estimateCount()).toBe(before);
  });

  test("one address may send a property manager's day of requests; then it is asked to wait, with the office's phone", async () => {
    const ip = "203.0.113.77";
    // Several properties, several mailboxes: 30 requests from one address in the hour go through.
    for (let i = 0; i < 30; i++) {
      const answer = (await postEstimateForm({ ...fields, email: `pm${i}@example.com` }, [], ip)) as Response;
      expect(answer.status, `request ${i + 1}`).toBe(302);
    }
    const refused = (await postEstimateForm(fields, [], ip)) as ActionReply;
    expect(refused.init?.status).toBe(429);
    expect(refused.data.reply.error?.[""]?.[0]).toMatch(
      /^You have sent several requests in a short time\. Please wait \d+ minutes and try again, or call us at \(\d{3}\) \d{3}-\d{4}\.$/,
    );
  });

  test("one e-mail address is limited on its own, from any address", async () => {
    for (let i = 0; i < 10; i++) {
      const answer = (await postEstimateForm(
        { ...fields, email: "busy@example.com" },
        [],
        `203.0.113.${100 + i}`,
      )) as Response;
      expect(answer.status, `request ${i + 1}`).toBe(302);
    }
    const refused = (await postEstimateForm(
      { ...fields, email: "Busy@Example.com" },
      [],
      "203.0.113.99",
    )) as ActionReply;
    expect(refused.init?.status).toBe(429);
  });

  test("2.5 acres and a phone written 480.555.0142 reach the office as 2.5 acres and (480) 555-0142; 12 is refused", async () => {
    const sent = (await postEstimateForm({
      ...fields,
      size: "2.5",
      sizeUnit: "acres",
      phone: "480.555.0142",
      email: "acres@example.com",
    })) as Response;
    expect(sent.status).toBe(302);
    const reference = new URL(sent.headers.get("Location")!, "http://site.test").searchParams.get("ref");
    const stored = listEstimates().find((row) => row.reference === reference)!;
    expect(stored).toMatchObject({ size: 2.5, sizeUnit: "acres", phone: "4805550142" });
    const notice = listOutbox("office@example.com").find((mail) => mail.subject.includes(reference!))!;
    expect(notice.text).toContain("Approximate size: 2.5 acres");
    expect(notice.text).toContain("Phone: (480) 555-0142");

    const twelve = (await postEstimateForm({ ...fields, phone: "12" })) as ActionReply;
    expect(twelve.init?.status).toBe(400);
    expect(twelve.data.reply.error?.phone).toEqual(["Enter a 10-digit phone number"]);
    const typed = (await postEstimateForm({ ...fields, size: "120 stalls", sizeUnit: "" })) as Response;
    const typedRef = new URL(typed.headers.get("Location")!, "http://site.test").searchParams.get("ref");
    expect(listEstimates().find((row) => row.reference === typedRef)).toMatchObject({
      size: 120,
      sizeUnit: "parking stalls",
    });
  });
});

describe("POST /api/estimates", () => {
  const apiForm = async (values: Record<string, string>, files: File[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    for (const file of files) form.append("photos", file);
    return callRoute(estimatesApi, "POST", { body: form, path: "/api/estimates" });
  };

  test("201 with the id and reference; the photos are the request's", async () => {
    const answer = await apiForm({ ...fields, service: NOT_SURE_SERVICE, consent: "true" }, [
      await photoFile("api.jpg"),
    ]);
    expect(answer.status).toBe(201);
    const body = await answer.json();
    expect(body).toEqual({
      success: true,
      estimate: { _id: expect.any(String), reference: expect.stringMatching(/^EST-\d{4}-\d{4}$/) },
    });
    expect(getEstimate(body.estimate._id)?.photos).toHaveLength(1);
  });

  test("400 with fieldErrors, 415 for a non-image; nothing is stored, photos included", async () => {
    const before = { estimates: estimateCount(), pending: pendingCount() };
    const bad = await apiForm({ ...fields, zip: "abcde", email: "" }, [await photoFile("x.jpg")]);
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      zip: [ESTIMATE_MESSAGES.zip],
      email: ["Enter your email address"],
    });
    const badPhone = await apiForm({ ...fields, phone: "602-555-014" });
    expect(badPhone.status).toBe(400);
    expect((await badPhone.json()).fieldErrors).toEqual({ phone: ["Enter a 10-digit phone number"] });
    const notImage = await apiForm(fields, [new File(["text"], "a.jpg", { type: "image/jpeg" })]);
    expect(notImage.status).toBe(415);
    expect((await notImage.json()).error).toBe(ESTIMATE_MESSAGES.notImage);
    // A photo over MEDIA_MAX_IMAGE_BYTES (15 MiB) is a 413 before anything is decoded.
    const huge = new File([new Uint8Array(16 * 1024 * 1024)], "huge.jpg", { type: "image/jpeg" });
    const tooLarge = await apiForm(fields, [huge]);
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toMatch(/must be 15 MB or smaller/);
    const page = (await postEstimateForm(fields, [huge])) as ActionReply;
    expect(page.init?.status).toBe(413);
    expect(page.data.reply.error?.[""]?.[0]).toMatch(/must be 15 MB or smaller/);
    const json = await callRoute(estimatesApi, "POST", { body: fields, path: "/api/estimates" });
    expect(json.status).toBe(415);
    expect({ estimates: estimateCount(), pending: pendingCount() }).toEqual(before);
  });
});

describe("the estimate model", () => {
  test("references count up within the year and start again the next", () => {
    const values = { ...fields, size: null, consent: undefined } as never;
    const a = createEstimate(values, [], { now: new Date("2031-03-01T10:00:00Z") });
    const b = createEstimate(values, [], { now: new Date("2031-06-01T10:00:00Z") });
    const c = createEstimate(values, [], { now: new Date("2032-01-02T10:00:00Z") });
    expect([a.reference, b.reference, c.reference]).toEqual([
      "EST-2031-0001",
      "EST-2031-0002",
      "EST-2032-0001",
    ]);
  });

  test("the first status change from new records the first contact; delete removes the photo files", async () => {
    const sent = (await postEstimateForm(fields, [await photoFile("del.jpg")])) as Response;
    const reference = new URL(sent.headers.get("Location")!, "http://site.test").searchParams.get("ref");
    const estimate = listEstimates().find((row) => row.reference === reference)!;
    const by = requestContext(new Request("http://site.test/admin/estimates"), admin);
    const contacted = updateEstimate(estimate.id, { status: "contacted" }, by);
    if (!contacted.ok) throw new Error("not updated");
    expect(contacted.estimate.firstContactedAt).toBeInstanceOf(Date);
    const won = updateEstimate(estimate.id, { status: "estimate_sent", followUpOn: "2030-01-15" }, by);
    if (!won.ok) throw new Error("not updated");
    expect(won.estimate.firstContactedAt?.getTime()).toBe(contacted.estimate.firstContactedAt!.getTime());
    expect(won.estimate.followUpOn).toBe("2030-01-15");

    const path = estimate.photos[0].path;
    expect(await (await getMediaStore()).stat(path)).not.toBeNull();
    expect(await deleteEstimate(estimate.id, by)).toBe(true);
    expect(await (await getMediaStore()).stat(path)).toBeNull();
    expect(
      db
        .select()
        .from(estimatePhotos)
        .all()
        .some((photo) => photo.path === path),
    ).toBe(false);
  });
});

describe("the private photo route", () => {
  test("an admin gets the cleaned JPEG (or a variant), privately; anyone else is sent to sign in", async () => {
    const answer = await callRoute(estimatesApi, "POST", {
      body: (() => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, value);
        return form;
      })(),
      path: "/api/estimates",
    });
    expect(answer.status).toBe(201);
    const { estimate: created } = await answer.json();
    const photo = (await keepPhotoFor(created._id))!;

    const get = async (path: string, cookie?: string) => {
      const request = new Request(`http://site.test${path}`, { headers: cookie ? { Cookie: cookie } : {} });
      try {
        return await photoRoute.loader(routeArgs(request, { photoId: photo.id }));
      } catch (thrown) {
        if (thrown instanceof Response) return thrown;
        throw thrown;
      }
    };
    const anonymous = await get(`/admin/estimate-photos/${photo.id}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Location")).toMatch(/^\/login\?/);
    expect(anonymous.headers.get("Content-Type")).not.toBe("image/jpeg");

    const full = await get(`/admin/estimate-photos/${photo.id}`, adminCookie);
    expect(full.status).toBe(200);
    expect(full.headers.get("Content-Type")).toBe("image/jpeg");
    expect(full.headers.get("Cache-Control")).toMatch(/^private/);
    const meta = await sharp(new Uint8Array(await full.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1500, 2000]);

    const small = await get(`/admin/estimate-photos/${photo.id}?w=400`, adminCookie);
    expect((await sharp(new Uint8Array(await small.arrayBuffer())).metadata()).width).toBe(400);

    const request = new Request("http://site.test/admin/estimate-photos/nope", {
      headers: { Cookie: adminCookie },
    });
    expect((await photoRoute.loader(routeArgs(request, { photoId: "nope" }))).status).toBe(404);
  });
});

/** Adds a tall phone photo (2000 × 1500 sideways) to a request through the form's pipeline, as the page would. */
async function keepPhotoFor(estimateId: string) {
  const { keepPendingPhoto, movePendingPhotos } = await import("~/estimates/estimate-photos.server");
  const { writeTransaction } = await import("~/db/client.server");
  const kept = await keepPendingPhoto({
    bytes: await jpegWithGps(2000, 1500),
    fileName: "tall.jpg",
    sender: { owner: "test-owner", ip: "127.0.0.1" },
  });
  if (!kept.ok) throw new Error(kept.error);
  return writeTransaction((tx) => movePendingPhotos(tx, estimateId, [kept.photo.id]))[0];
}
