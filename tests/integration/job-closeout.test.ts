// A job's closeout below its page: after photos through the estimate photos' pipeline (refused by content, while the
// job is not in progress, past the limits, storing nothing), "Complete job" refused without one and mailing the
// customer "please review it" with the link once it has one, the punch list (bounded, added and resolved), and the
// job page's multipart post with its refusals as the photo form's errors.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { db } from "~/db/client.server";
import { jobEvents, jobPhotos, jobPunchItems } from "~/db/schema";
import { addAfterPhotos } from "~/jobs/add-after-photos.server";
import { addPunchItem } from "~/jobs/add-punch-item.server";
import { CLOSEOUT_LIMITS, CLOSEOUT_MESSAGES } from "~/jobs/closeout-options";
import { punchItemFormSchema } from "~/jobs/closeout-schema";
import { completeJob } from "~/jobs/complete-job.server";
import { findJobPhotoFile } from "~/jobs/job-photos.server";
import { loadJob } from "~/jobs/job-records.server";
import { resolvePunchItem } from "~/jobs/resolve-punch-item.server";
import { scheduleJob } from "~/jobs/schedule-job.server";
import { startJob } from "~/jobs/start-job.server";
import { listOutbox } from "~/mail/outbox.server";
import { getMediaStore } from "~/media/media-storage.server";
import * as jobPage from "~/routes/admin/jobs/$id";
import * as jobPhotoRoute from "~/routes/admin/job-photos/$photoId";
import { CSRF_FIELD } from "~/security/csrf";
import { csrfTokenFor } from "~/security/csrf.server";
import { flashedAlert, signedInAdmin } from "../support/admin-form";
import { seedWithApiUsers } from "../support/api-users";
import { addAnAfterPhoto, jpegFile } from "../support/job-photos";
import { acceptedQuote, aCrew, scheduleIn } from "../support/jobs";
import { officeContext } from "../support/quotes";
import { routeArgs } from "../support/route-call";

let by: Awaited<ReturnType<typeof officeContext>>;

beforeAll(async () => {
  await seedWithApiUsers();
  by = await officeContext();
});

async function jobIn(status: "scheduled" | "in_progress") {
  const { quote, token } = await acceptedQuote(by);
  const scheduled = scheduleJob({ quoteId: quote.id, ...scheduleIn(1, { crewId: aCrew(by).id }) }, by);
  if (!scheduled.ok) throw new Error(scheduled.error);
  if (status === "in_progress") startJob(scheduled.job.id, { firstFurnishedOn: null }, by);
  return { job: loadJob(scheduled.job.id)!, quote, token };
}

const photosOf = (jobId: string) => db.select().from(jobPhotos).where(eq(jobPhotos.jobId, jobId)).all();
const eventsOf = (jobId: string) =>
  db.select().from(jobEvents).where(eq(jobEvents.jobId, jobId)).all().length;
const notAPhoto = () =>
  new File([new TextEncoder().encode("<svg>not a photo</svg>")], "x.jpg", { type: "image/jpeg" });

describe("after photos", () => {
  test("a photo is cleaned and stored privately under private/jobs/, with a timeline line", async () => {
    const { job } = await jobIn("in_progress");
    const result = await addAfterPhotos(job.id, [await jpegFile("done.jpg")], by);
    expect(result).toMatchObject({ ok: true, photos: [{ fileName: "done.jpg", width: 64, height: 48 }] });
    const [row] = photosOf(job.id);
    expect(row!.path).toMatch(/^private\/jobs\/[0-9a-z]+\.jpg$/);
    expect(await (await getMediaStore()).open(row!.path)).toBeTruthy();
    expect(loadJob(job.id)!.events.at(-1)).toMatchObject({ type: "after_photo_added" });
    expect(findJobPhotoFile(row!.id)).toBe(row!.path);
    // The customer's page asks for its own job's photos only.
    expect(findJobPhotoFile(row!.id, { quoteId: "another-quote" })).toBeUndefined();
  });

  test("refused, storing nothing: no file, not an image, a job not in progress, too many", async () => {
    const { job } = await jobIn("in_progress");
    const before = eventsOf(job.id);
    expect(await addAfterPhotos(job.id, [], by)).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { photos: [CLOSEOUT_MESSAGES.photoRequired] },
    });
    // Checked by content: a good photo beside a bad one stores neither.
    const bad = await addAfterPhotos(job.id, [await jpegFile(), notAPhoto()], by);
    expect(bad).toMatchObject({ ok: false, status: 415, fieldErrors: { photos: [expect.any(String)] } });
    const tooMany = Array.from({ length: CLOSEOUT_LIMITS.photosPerUpload + 1 }, () => notAPhoto());
    expect(await addAfterPhotos(job.id, tooMany, by)).toMatchObject({
      ok: false,
      status: 413,
      fieldErrors: { photos: [CLOSEOUT_MESSAGES.tooManyInUpload] },
    });
    expect(photosOf(job.id)).toHaveLength(0);
    expect(eventsOf(job.id)).toBe(before);

    const { job: scheduled } = await jobIn("scheduled");
    expect(await addAfterPhotos(scheduled.id, [await jpegFile()], by)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { photos: [CLOSEOUT_MESSAGES.photosWhileInProgress] },
    });
    expect(photosOf(scheduled.id)).toHaveLength(0);
    expect(await addAfterPhotos("nope", [await jpegFile()], by)).toMatchObject({ ok: false, status: 404 });
  });

  test(`a job keeps at most ${CLOSEOUT_LIMITS.photosPerJob} after photos`, async () => {
    const { job } = await jobIn("in_progress");
    const file = await jpegFile();
    for (let sent = 0; sent < CLOSEOUT_LIMITS.photosPerJob; sent += CLOSEOUT_LIMITS.photosPerUpload) {
      const batch = Array.from({ length: CLOSEOUT_LIMITS.photosPerUpload }, () => file);
      expect((await addAfterPhotos(job.id, batch, by)).ok).toBe(true);
    }
    expect(await addAfterPhotos(job.id, [file], by)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { photos: [CLOSEOUT_MESSAGES.tooManyPhotos] },
    });
    expect(photosOf(job.id)).toHaveLength(CLOSEOUT_LIMITS.photosPerJob);
  });
});

describe("Complete job", () => {
  test("needs an after photo; then completes and mails the customer 'please review it' with the link", async () => {
    const { job, quote } = await jobIn("in_progress");
    const mails = () => listOutbox(quote.email).length;
    const before = { mails: mails(), events: eventsOf(job.id) };
    expect(completeJob(job.id, by)).toMatchObject({
      ok: false,
      status: 409,
      error: CLOSEOUT_MESSAGES.noAfterPhoto,
      fieldErrors: { photos: [CLOSEOUT_MESSAGES.noAfterPhoto] },
    });
    expect(loadJob(job.id)!.status).toBe("in_progress");
    expect({ mails: mails(), events: eventsOf(job.id) }).toEqual(before);

    await addAnAfterPhoto(job.id, by);
    expect(completeJob(job.id, by)).toMatchObject({ ok: true, job: { status: "completed" } });
    const mail = listOutbox(quote.email).at(-1)!;
    expect(mail.subject).toBe(`Your job ${job.reference} is complete: please review it`);
    expect(mail.text).toMatch(/Review your job: http:\/\/[^/]+\/q\/[\w-]+/);
    expect(mails()).toBe(before.mails + 1);
  });
});

describe("punch list", () => {
  test("bounded items are added and resolved, each with a timeline line; a full list refuses", async () => {
    expect(punchItemFormSchema.safeParse({ text: " " }).error?.issues[0]?.message).toBe(
      CLOSEOUT_MESSAGES.punchItemRequired,
    );
    expect(
      punchItemFormSchema.safeParse({ text: "x".repeat(CLOSEOUT_LIMITS.punchItemChars + 1) }).error?.issues[0]
        ?.message,
    ).toBe(CLOSEOUT_MESSAGES.punchItemTooLong);
    const { job } = await jobIn("in_progress");
    const added = addPunchItem(job.id, { text: "Touch up the striping by the gate" }, by);
    if (!added.ok) throw new Error(added.error);
    expect(resolvePunchItem(job.id, added.itemId, by)).toMatchObject({ ok: true, changed: true });
    expect(resolvePunchItem(job.id, added.itemId, by)).toMatchObject({ ok: true, changed: false });
    expect(resolvePunchItem(job.id, "nope", by)).toMatchObject({ ok: false, status: 404 });
    expect(db.select().from(jobPunchItems).where(eq(jobPunchItems.jobId, job.id)).get()).toMatchObject({
      text: "Touch up the striping by the gate",
      source: "office",
      resolvedAt: expect.any(Date),
    });
    expect(
      loadJob(job.id)!
        .events.slice(-2)
        .map((event) => event.type),
    ).toEqual(["punch_item_added", "punch_item_resolved"]);
    for (let at = 1; at < CLOSEOUT_LIMITS.punchItemsPerJob; at++)
      addPunchItem(job.id, { text: `Item ${at}` }, by);
    expect(addPunchItem(job.id, { text: "One too many" }, by)).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { text: [CLOSEOUT_MESSAGES.tooManyPunchItems] },
    });
  });
});

describe("the job's page", () => {
  async function post(cookie: string, jobId: string, fill: (form: FormData) => void) {
    const headers = { Cookie: cookie, "X-Forwarded-For": "203.0.113.9" };
    const form = new FormData();
    form.set(CSRF_FIELD, await csrfTokenFor(new Request("http://site.test/", { headers })));
    fill(form);
    const request = new Request(`http://site.test/admin/jobs/${jobId}`, {
      method: "POST",
      headers,
      body: form,
    });
    try {
      return (await jobPage.action(routeArgs(request, { id: jobId }) as never)) as unknown;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }
  const replyOf = (answer: unknown) =>
    answer as {
      data: { form: string; result: { error: Record<string, string[]> } };
      init: { status: number };
    };

  test("a multipart post adds the photos; a refused one answers the photo form's field error; only an admin sees them", async () => {
    const { cookie } = await signedInAdmin({
      name: "Closeout admin",
      email: "closeout-admin@example.com",
      password: "correct horse battery 9",
    });
    const { job } = await jobIn("in_progress");
    const refused = replyOf(
      await post(cookie, job.id, (form) => {
        form.set("intent", "add-photos");
        form.append("photos", notAPhoto());
      }),
    );
    expect(refused.init.status).toBe(415);
    expect(refused.data.form).toBe("add-photos");
    expect(refused.data.result.error.photos).toHaveLength(1);
    expect(photosOf(job.id)).toHaveLength(0);

    const file = await jpegFile();
    const added = (await post(cookie, job.id, (form) => {
      form.set("intent", "add-photos");
      form.append("photos", file);
    })) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(`/admin/jobs/${job.id}#job-closeout`);
    expect((await flashedAlert(added))?.message).toBe(CLOSEOUT_MESSAGES.photosAdded);
    const [photo] = photosOf(job.id);

    const served = (await jobPhotoRoute.loader(
      routeArgs(
        new Request(`http://site.test/admin/job-photos/${photo!.id}?w=400`, { headers: { Cookie: cookie } }),
        {
          photoId: photo!.id,
        },
      ) as never,
    )) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/jpeg");
    expect(served.headers.get("Cache-Control")).toMatch(/private/);
    const anonymous = await jobPhotoRoute
      .loader(
        routeArgs(new Request(`http://site.test/admin/job-photos/${photo!.id}`), {
          photoId: photo!.id,
        }) as never,
      )
      .catch((thrown: unknown) => thrown as Response);
    expect((anonymous as Response).status).toBe(302);
  });
});
