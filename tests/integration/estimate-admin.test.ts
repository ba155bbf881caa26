// The back office's estimate pipeline below its pages and API: the list's rows and filters, the detail page's forms
// (status and follow-up, notes, delete), the admin API, and the dashboard's figures. Each change leaves an audit row.
import sharp from "sharp";
import { beforeAll, describe, expect, test } from "vitest";
import { exportTable, loadTable } from "~/routes/admin/+shared/tables.server";
import { keepPendingPhoto } from "~/estimates/estimate-photos.server";
import { getMediaStore } from "~/media/media-storage.server";
import { formatDuration } from "~/estimates/estimate-admin";
import { isCalendarDate } from "~/utils/dates";
import { ESTIMATE_TABLE_COLUMNS, estimateStats, median } from "~/estimates/estimate-admin.server";
import { createEstimate, getEstimate, updateEstimate } from "~/estimates/estimate.server";
import { requestContext } from "~/logs/audit.server";
import { listLogs } from "~/logs/log.server";
import { db } from "~/db/client.server";
import { estimatePhotos, estimates } from "~/db/schema";
import * as detailPage from "~/routes/admin/estimates/$id";
import * as estimateApi from "~/routes/api/estimates/$id";
import * as estimatesApi from "~/routes/api/estimates";
import { eq } from "drizzle-orm";
import { seedWithApiUsers } from "../support/api-users";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { callRoute } from "../support/route-call";

let adminToken = "";
let userToken = "";
let cookie = "";
let office: { id: string; email: string };

beforeAll(async () => {
  ({ adminToken, userToken } = await seedWithApiUsers());
  ({ actor: office, cookie } = await signedInAdmin({
    name: "Dana Office",
    email: "dana@example.com",
    password: "dana-password-1",
  }));
});

const HOUR = 60 * 60 * 1000;

async function photo(color: string) {
  const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
  const sender = { owner: "office-test", ip: "127.0.0.1" };
  const kept = await keepPendingPhoto({ bytes, fileName: `lot-${color.slice(1)}.jpg`, sender });
  if (!kept.ok) throw new Error(kept.error);
  return kept.photo.id;
}

function request(
  name: string,
  options: { service?: string; city?: string; photos?: string[]; now?: Date } = {},
) {
  return createEstimate(
    {
      name,
      email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.com`,
      phone: "(480) 555-0142",
      service: options.service ?? "Sealcoating",
      propertyType: "HOA / community",
      address: "1200 W Main St",
      city: options.city ?? "Mesa",
      zip: "85201",
      size: 12000,
      sizeUnit: "sq ft",
      timeframe: "Within a month",
      details: "Cracked lot, needs sealcoat and restriping.",
    },
    options.photos ?? [],
    { now: options.now },
  );
}

const page = (id: string, fields: Record<string, string>) =>
  postPageForm(cookie, detailPage, `/admin/estimates/${id}`, fields, { id });

const lastLog = (event: string) => listLogs({ event })[0];

describe("dashboard figures", () => {
  test("median of none, one, an odd and an even count", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 4])).toBe(4);
    expect(median([4, 1, 10, 2])).toBe(3);
  });

  test("durations read as the office would say them; none is a dash", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration(3 * HOUR + 20 * 60_000)).toBe("3 h 20 min");
    expect(formatDuration(2 * 24 * HOUR + 4 * HOUR)).toBe("2 d 4 h");
  });

  test("new requests of the last seven days, and the median time to first contact of contacted ones", () => {
    const now = new Date();
    expect(estimateStats(now)).toEqual({ newThisWeek: 0, medianFirstContactMs: null });

    const old = request("Old Lead", { now: new Date(now.getTime() - 8 * 24 * HOUR) });
    const waits = [2, 4, 9].map((hours) =>
      request(`Lead ${hours}`, { now: new Date(now.getTime() - hours * HOUR) }),
    );
    request("Still New");
    const by = requestContext(new Request("http://site.test/admin/estimates", { method: "POST" }), office);
    for (const estimate of waits) updateEstimate(estimate.id, { status: "contacted" }, by);
    // A later status change does not move the first contact.
    updateEstimate(waits[0].id, { status: "won" }, by);

    const stats = estimateStats(new Date());
    expect(stats.newThisWeek).toBe(4);
    expect(stats.medianFirstContactMs).toBeGreaterThanOrEqual(4 * HOUR);
    expect(stats.medianFirstContactMs).toBeLessThan(4 * HOUR + 60_000);
    expect(getEstimate(old.id)?.firstContactedAt).toBeNull();
  });
});

describe("the estimates list", () => {
  test("rows show received date, reference, name, service, city, status and photo count; filters narrow them", async () => {
    const withPhotos = request("Lot Manager", {
      service: "Crack Sealing",
      city: "Tempe",
      photos: [await photo("#556677"), await photo("#887766")],
    });
    const table = loadTable("estimates", new URL("http://site.test/admin/estimates?q=Lot%20Manager"));
    expect(table.columns).toEqual(ESTIMATE_TABLE_COLUMNS);
    expect(table.rows).toEqual([
      {
        _id: withPhotos.id,
        createdAt: withPhotos.createdAt.toISOString(),
        name: "Lot Manager",
        service: "Crack Sealing",
        reference: withPhotos.reference,
        city: "Tempe",
        status: "New",
        followUpOn: null,
        siteVisitAt: null,
        siteVisitNote: "",
        photos: 2,
        phone: "(480) 555-0142",
        email: "lot.manager@example.com",
        address: "1200 W Main St",
        zip: "85201",
      },
    ]);

    const byService = loadTable(
      "estimates",
      new URL("http://site.test/admin/estimates?service=Crack+Sealing"),
    );
    expect(byService.rows.map((row) => row._id)).toEqual([withPhotos.id]);
    const won = loadTable("estimates", new URL("http://site.test/admin/estimates?status=Won"));
    expect(won.rows.map((row) => row.status)).toEqual(["Won"]);
    const none = loadTable("estimates", new URL("http://site.test/admin/estimates?status=lost"));
    expect(none.rows).toEqual([]);

    const csv = exportTable(
      "estimates",
      new URL("http://site.test/admin/export/estimates?service=Crack+Sealing"),
    );
    expect(csv.rows).toHaveLength(1);
    expect(csv.columns).toContain("reference");
  });
});

describe("the estimate page's forms", () => {
  test("Save sets the status and follow-up date, records the first contact and writes an audit row", async () => {
    const estimate = request("Pat Status");
    const answer = (await page(estimate.id, {
      intent: "update",
      status: "estimate_sent",
      followUpOn: "2026-12-01",
    })) as Response;
    expect(answer.status).toBe(302);
    // Back to the pipeline, whose confirmation shows beside it.
    expect(answer.headers.get("Location")).toBe(`/admin/estimates/${estimate.id}#estimate-pipeline`);
    expect(await flashedAlert(answer)).toMatchObject({
      kind: "success",
      message: "Estimate request saved",
      at: "estimate-pipeline",
    });
    const saved = getEstimate(estimate.id)!;
    expect(saved).toMatchObject({ status: "estimate_sent", followUpOn: "2026-12-01" });
    expect(saved.firstContactedAt).toBeInstanceOf(Date);
    expect(lastLog("estimate.update")).toMatchObject({
      actorEmail: office.email,
      path: `/admin/estimates/${estimate.id}`,
      message: `Estimate ${estimate.reference} updated (status, followUpOn)`,
      detail: {
        estimateId: estimate.id,
        changes: {
          status: { from: "new", to: "estimate_sent" },
          followUpOn: { from: null, to: "2026-12-01" },
        },
      },
    });

    // An emptied date input clears the follow-up.
    await page(estimate.id, { intent: "update", status: "won" });
    expect(getEstimate(estimate.id)?.followUpOn).toBeNull();
  });

  test("a bad status or date is a 400 with the field's message, and changes nothing", async () => {
    const estimate = request("Pat Refused");
    const before = listLogs({ event: "estimate.update" }).length;
    const badDate = (await page(estimate.id, {
      intent: "update",
      status: "contacted",
      followUpOn: "2026-02-30",
    })) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(badDate.init.status).toBe(400);
    expect(badDate.data.result.error.followUpOn).toEqual(["Enter the follow-up date as YYYY-MM-DD"]);
    const badStatus = (await page(estimate.id, { intent: "update", status: "maybe" })) as typeof badDate;
    expect(badStatus.data.result.error.status).toEqual(["Choose a status from the list"]);
    expect(getEstimate(estimate.id)).toMatchObject({
      status: "new",
      followUpOn: null,
      firstContactedAt: null,
    });
    expect(listLogs({ event: "estimate.update" })).toHaveLength(before);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-13-01")).toBe(false);
  });

  test("a note is added with its author and time, with an audit row; an empty note is refused", async () => {
    const estimate = request("Pat Notes");
    const empty = (await page(estimate.id, { intent: "note", body: "   " })) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(empty.init.status).toBe(400);
    expect(empty.data.result.error.body).toEqual(["Write a note before adding it"]);

    const added = (await page(estimate.id, {
      intent: "note",
      body: "Called; site visit Tuesday 9am.",
    })) as Response;
    expect(added.status).toBe(302);
    const [note] = getEstimate(estimate.id)!.notes;
    expect(note).toMatchObject({ body: "Called; site visit Tuesday 9am.", authorName: "Dana Office" });
    expect(note.createdAt).toBeInstanceOf(Date);
    expect(lastLog("estimate.note")).toMatchObject({
      actorEmail: office.email,
      message: `Note added to estimate ${estimate.reference}`,
      detail: { estimateId: estimate.id, noteId: note.id },
    });
    await expect(page("no-such-estimate", { intent: "note", body: "Hello" })).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  test("delete asks first, then removes the request, its photo rows and files, with an audit row", async () => {
    const estimate = request("Pat Delete", { photos: [await photo("#224466")] });
    const files = db.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, estimate.id)).all();
    const keys = files.flatMap((row) => [row.path, ...row.variants.map((variant) => variant.path)]);
    expect(keys.length).toBeGreaterThan(1);
    const store = await getMediaStore();
    for (const key of keys) expect(await store.open(key), key).toBeTruthy();

    const asked = await page(estimate.id, { intent: "delete", id: estimate.id });
    expect(asked).toEqual({ confirmDelete: `delete:${estimate.id}` });
    expect(getEstimate(estimate.id)).toBeDefined();

    const done = (await page(estimate.id, {
      intent: "delete",
      id: estimate.id,
      confirmed: "yes",
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/estimates");
    expect(getEstimate(estimate.id)).toBeUndefined();
    expect(db.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, estimate.id)).all()).toEqual(
      [],
    );
    for (const key of keys) expect(await store.open(key), key).toBeNull();
    expect(lastLog("estimate.delete")).toMatchObject({
      actorEmail: office.email,
      message: `Estimate ${estimate.reference} deleted`,
      detail: { estimateId: estimate.id, photos: 1 },
    });
  });
});

describe("the admin API", () => {
  test("GET lists and reads requests with private photo URLs; anonymous and non-admin calls are refused", async () => {
    const estimate = request("Api Reader", { photos: [await photo("#aa8844")] });
    const list = await callRoute(estimatesApi, "GET", { token: adminToken, path: "/api/estimates" });
    expect(list.status).toBe(200);
    const { estimates: all } = await list.json();
    expect(all.find((e: { _id: string }) => e._id === estimate.id)).toMatchObject({
      reference: estimate.reference,
      status: "new",
    });

    const one = await callRoute(estimateApi, "GET", { token: adminToken, params: { id: estimate.id } });
    const body = await one.json();
    expect(body.estimate).toMatchObject({ _id: estimate.id, name: "Api Reader", followUpOn: null });
    expect(body.estimate).not.toHaveProperty("consent");
    expect(body.estimate.photos).toEqual([
      { _id: estimate.photos[0].id, src: `/admin/estimate-photos/${estimate.photos[0].id}` },
    ]);

    expect((await callRoute(estimatesApi, "GET", {})).status).toBe(401);
    expect((await callRoute(estimatesApi, "GET", { token: userToken })).status).toBe(403);
    const missing = await callRoute(estimateApi, "GET", { token: adminToken, params: { id: "nope" } });
    expect(missing.status).toBe(404);
  });

  test("PATCH changes the status and follow-up (audited as the API), refuses bad values with fieldErrors", async () => {
    const estimate = request("Api Patch");
    const patch = (body: unknown, id = estimate.id) =>
      callRoute(estimateApi, "PATCH", {
        token: adminToken,
        params: { id },
        body,
        path: `/api/estimates/${id}`,
      });

    const bad = await patch({ status: "closed", followUpOn: "tomorrow" });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fieldErrors).toEqual({
      status: ["Choose a status from the list"],
      followUpOn: ["Enter the follow-up date as YYYY-MM-DD"],
    });
    expect((await patch({})).status).toBe(400);
    expect(getEstimate(estimate.id)?.status).toBe("new");

    // "Site visit scheduled" needs the visit.
    const noVisit = await patch({ status: "site_visit_scheduled", followUpOn: "2027-01-15" });
    expect(noVisit.status).toBe(400);
    expect((await noVisit.json()).fieldErrors).toEqual({
      siteVisitAt: ["A site visit needs its date and time"],
    });
    const noOffset = await patch({ status: "site_visit_scheduled", siteVisitAt: "2027-01-14T09:30:00" });
    expect(noOffset.status).toBe(400);
    expect(Object.keys((await noOffset.json()).fieldErrors)).toEqual(["siteVisitAt"]);

    const ok = await patch({
      status: "site_visit_scheduled",
      followUpOn: "2027-01-15",
      siteVisitAt: "2027-01-14T16:30:00Z",
      siteVisitNote: "Gate code 4412",
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).estimate).toMatchObject({
      status: "site_visit_scheduled",
      followUpOn: "2027-01-15",
      siteVisitAt: "2027-01-14T09:30:00-07:00",
      siteVisitNote: "Gate code 4412",
    });
    expect(lastLog("estimate.update")?.detail).toMatchObject({ estimateId: estimate.id, via: "api" });
    const cleared = await patch({ followUpOn: null });
    expect((await cleared.json()).estimate).toMatchObject({
      status: "site_visit_scheduled",
      followUpOn: null,
    });

    // A closed request takes no follow-up: the API says why, as the page does; reopening it in the same call does.
    expect((await patch({ status: "won" })).status).toBe(200);
    const closed = await patch({ followUpOn: "2027-02-01" });
    expect(closed.status).toBe(409);
    expect(await closed.json()).toMatchObject({
      success: false,
      error: "This request is closed: reopen it to set a follow-up",
      fieldErrors: { followUpOn: ["This request is closed: reopen it to set a follow-up"] },
    });
    expect(getEstimate(estimate.id)).toMatchObject({ status: "won", followUpOn: null });
    // A new visit on a request past "Site visit scheduled" asks first: move it back, or keep its status.
    const asked = await patch({ siteVisitAt: "2027-02-03T16:30:00Z" });
    expect(asked.status).toBe(409);
    expect((await asked.json()).fieldErrors).toEqual({
      siteVisitStatus: [
        'This request is already "Won": move it back to "Site visit scheduled" with this visit, or keep "Won"?',
      ],
    });
    const kept = await patch({ siteVisitAt: "2027-02-03T16:30:00Z", siteVisitStatus: "keep" });
    expect((await kept.json()).estimate).toMatchObject({
      status: "won",
      siteVisitAt: "2027-02-03T09:30:00-07:00",
    });
    const reopened = await patch({ status: "contacted", followUpOn: "2027-02-01" });
    expect((await reopened.json()).estimate).toMatchObject({ status: "contacted", followUpOn: "2027-02-01" });

    expect((await patch({ status: "won" }, "nope")).status).toBe(404);
    const member = await callRoute(estimateApi, "PATCH", {
      token: userToken,
      params: { id: estimate.id },
      body: { status: "won" },
    });
    expect(member.status).toBe(403);
  });

  test("DELETE removes the request and its photos; a second DELETE is a 404", async () => {
    const estimate = request("Api Delete", { photos: [await photo("#336699")] });
    const remove = () => callRoute(estimateApi, "DELETE", { token: adminToken, params: { id: estimate.id } });
    const done = await remove();
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ success: true, message: "Estimate request deleted" });
    expect(db.select().from(estimates).where(eq(estimates.id, estimate.id)).get()).toBeUndefined();
    expect(db.select().from(estimatePhotos).where(eq(estimatePhotos.estimateId, estimate.id)).all()).toEqual(
      [],
    );
    expect((await remove()).status).toBe(404);
  });
});
