// The office's next steps on a request, below the pages: site visits (the form's rule, the customer's mail with its
// calendar invitation, an update of the same event), notes stored once, follow-ups due and today's visits for the
// dashboard, and the list's search and status counts.
import ICAL from "ical.js";
import { beforeAll, describe, expect, test } from "vitest";
import { loadTable } from "~/routes/admin/+shared/tables.server";
import { attachmentsOf, listOutbox } from "~/mail/outbox.server";
import { requestContext } from "~/logs/audit.server";
import {
  addEstimateNote,
  estimateStatusCounts,
  followUpsDue,
  siteVisitsToday,
} from "~/estimates/estimate-admin.server";
import { createEstimate, getEstimate, updateEstimate } from "~/estimates/estimate.server";
import { siteVisitUid } from "~/site-visits/send-site-visit-invitation.server";
import * as detailPage from "~/routes/admin/estimates/$id";
import * as dashboard from "~/routes/admin/index";
import { seedWithApiUsers } from "../support/api-users";
import { flashedAlert, postPageForm, signedInAdmin } from "../support/admin-form";
import { routeArgs } from "../support/route-call";

let cookie = "";
let office: { id: string; email: string };

beforeAll(async () => {
  await seedWithApiUsers();
  ({ actor: office, cookie } = await signedInAdmin({
    name: "Maria Office",
    email: "maria.pipeline@example.com",
    password: "maria-password-1",
  }));
});

let counter = 0;
function request(name: string, values: Partial<Parameters<typeof createEstimate>[0]> = {}) {
  counter++;
  return createEstimate(
    {
      name,
      email: `customer${counter}@example.com`,
      phone: "4805550142",
      service: "Grading",
      propertyType: "Commercial",
      address: `${100 + counter} E Baseline Rd`,
      city: "Gilbert",
      zip: "85233",
      size: 2.5,
      sizeUnit: "acres",
      timeframe: "",
      details: "Grade the pad.",
      ...values,
    },
    [],
  );
}

const page = (id: string, fields: Record<string, string>) =>
  postPageForm(cookie, detailPage, `/admin/estimates/${id}`, fields, { id });

type Refused = { data: { result: { error: Record<string, string[]> } }; init: { status: number } };

/** The invitation attached to the newest mail to this address, read back by ical.js. */
async function invitationTo(email: string) {
  const mail = listOutbox(email).at(-1)!;
  const [file] = await attachmentsOf(mail.id);
  const attachment = { ...file, content: file.content.toString("utf8") };
  const calendar = new ICAL.Component(ICAL.parse(attachment.content));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  return { mail, attachment, event: new ICAL.Event(calendar.getFirstSubcomponent("vevent")!) };
}

const tomorrow = () => {
  const day = new Date(Date.now() - 7 * 3600_000 + 24 * 3600_000);
  return day.toISOString().slice(0, 10);
};

describe("site visits", () => {
  test("'Site visit scheduled' asks for the date and time; the crew note is optional", async () => {
    const estimate = request("Visit Needed");
    const refused = (await page(estimate.id, {
      intent: "update",
      status: "site_visit_scheduled",
    })) as Refused;
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error.siteVisitDate).toEqual(["Enter the site visit's date"]);
    expect(refused.data.result.error.siteVisitTime).toEqual(["Enter the site visit's time"]);
    const halfway = (await page(estimate.id, {
      intent: "update",
      status: "contacted",
      siteVisitDate: "2027-03-04",
    })) as Refused;
    expect(halfway.data.result.error.siteVisitTime).toEqual(["Enter the site visit's time"]);
    expect(getEstimate(estimate.id)).toMatchObject({ status: "new", siteVisitAt: null });
    expect(listOutbox(estimate.email)).toHaveLength(0);
  });

  test("a visit set for tomorrow at 9:30 mails the customer an invitation a calendar imports; a change updates it", async () => {
    const estimate = request("Pat Visit");
    const day = tomorrow();
    const saved = (await page(estimate.id, {
      intent: "update",
      status: "site_visit_scheduled",
      siteVisitDate: day,
      siteVisitTime: "09:30",
      siteVisitNote: "Gate code 4412",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(await flashedAlert(saved)).toMatchObject({ kind: "success", at: "estimate-pipeline" });
    expect(getEstimate(estimate.id)).toMatchObject({
      status: "site_visit_scheduled",
      siteVisitAt: new Date(`${day}T16:30:00Z`),
      siteVisitNote: "Gate code 4412",
    });

    const first = await invitationTo(estimate.email);
    expect(first.mail.subject).toMatch(/^Site visit on \w+ \d{1,2}, \d{4} at 9:30 AM$/);
    expect(first.mail.text).toContain(`${estimate.address}, Gilbert, AZ 85233`);
    // The crew's note stays in the office.
    expect(first.mail.text).not.toContain("4412");
    expect(first.attachment).toMatchObject({ filename: "site-visit.ics" });
    expect(first.attachment.contentType).toMatch(/^text\/calendar/);
    expect(first.event.uid).toBe(siteVisitUid(estimate.id));
    expect(first.event.sequence).toBe(0);
    expect(first.event.location).toBe(`${estimate.address}, Gilbert, AZ 85233`);
    expect(first.event.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(first.event.startDate.toString()).toBe(`${day}T09:30:00`);

    // Saving the same visit again sends nothing; a new note for the crew sends nothing either.
    await page(estimate.id, {
      intent: "update",
      status: "site_visit_scheduled",
      siteVisitDate: day,
      siteVisitTime: "09:30",
      siteVisitNote: "Gate code 9999",
    });
    expect(listOutbox(estimate.email)).toHaveLength(1);

    // Moved: an update of the same event.
    await page(estimate.id, {
      intent: "update",
      status: "site_visit_scheduled",
      siteVisitDate: day,
      siteVisitTime: "13:00",
    });
    expect(listOutbox(estimate.email)).toHaveLength(2);
    const moved = await invitationTo(estimate.email);
    expect(moved.mail.subject).toMatch(/ at 1:00 PM$/);
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBe(1);
  });

  test("the dashboard lists today's visits and due follow-ups with name, service and date", async () => {
    const now = new Date();
    const today = new Date(now.getTime() - 7 * 3600_000).toISOString().slice(0, 10);
    const visit = request("Today Visit", { service: "Sealcoating" });
    const by = requestContext(new Request("http://site.test/admin"), office);
    updateEstimate(
      visit.id,
      { status: "site_visit_scheduled", siteVisitAt: new Date(`${today}T23:45:00Z`) },
      by,
    );
    const due = request("Due Today");
    updateEstimate(due.id, { followUpOn: today }, by);
    const overdue = request("Was Due");
    updateEstimate(overdue.id, { followUpOn: "2020-01-01" }, by);
    const later = request("Not Yet");
    updateEstimate(later.id, { followUpOn: "2099-01-01" }, by);
    const closed = request("Closed Won");
    updateEstimate(closed.id, { followUpOn: "2020-01-01" }, by);
    updateEstimate(closed.id, { status: "won" }, by);

    expect(siteVisitsToday(now).map((item) => item.name)).toContain("Today Visit");
    const dueNames = followUpsDue(now).map((item) => item.name);
    expect(dueNames).toEqual(expect.arrayContaining(["Due Today", "Was Due"]));
    expect(dueNames).not.toContain("Not Yet");
    expect(dueNames).not.toContain("Closed Won");
    expect(followUpsDue(now)[0]).toMatchObject({ name: "Was Due", service: "Grading", when: "2020-01-01" });

    const data = (await dashboard.loader(
      routeArgs(new Request("http://site.test/admin", { headers: { Cookie: cookie } })),
    )) as Awaited<ReturnType<typeof dashboard.loader>>;
    expect(data.followUps.map((item) => item.name)).toContain("Due Today");
    expect(data.siteVisits.map((item) => item.name)).toContain("Today Visit");

    const list = loadTable(
      "estimates",
      new URL("http://site.test/admin/estimates?followUp=due&sort=followUpOn"),
    );
    expect(list.rows.map((row) => row.name)).toEqual(expect.arrayContaining(["Due Today", "Was Due"]));
    expect(list.rows.map((row) => row.name)).not.toContain("Not Yet");
  });
});

describe("the pipeline's rules", () => {
  test("a follow-up on a Won or Lost request is refused with why; reopened in the same save, it is kept", async () => {
    for (const closed of ["won", "lost"]) {
      const estimate = request(`Closed ${closed}`);
      await page(estimate.id, { intent: "update", status: closed });
      const refused = (await page(estimate.id, {
        intent: "update",
        status: closed,
        followUpOn: "2027-05-01",
      })) as Refused;
      expect(refused.init.status).toBe(409);
      expect(refused.data.result.error.followUpOn).toEqual([
        "This request is closed: reopen it to set a follow-up",
      ]);
      expect(getEstimate(estimate.id)).toMatchObject({ status: closed, followUpOn: null });
      const reopened = (await page(estimate.id, {
        intent: "update",
        status: "contacted",
        followUpOn: "2027-05-01",
      })) as Response;
      expect(reopened.status).toBe(302);
      expect(getEstimate(estimate.id)).toMatchObject({ status: "contacted", followUpOn: "2027-05-01" });
    }
  });

  test("a site visit moves a new or contacted request to 'Site visit scheduled'; one past it is asked first", async () => {
    const day = tomorrow();
    const contacted = request("Moves Along");
    await page(contacted.id, { intent: "update", status: "contacted" });
    const saved = (await page(contacted.id, {
      intent: "update",
      status: "contacted",
      siteVisitDate: day,
      siteVisitTime: "10:00",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(getEstimate(contacted.id)?.status).toBe("site_visit_scheduled");

    const sent = request("Already Sent");
    await page(sent.id, { intent: "update", status: "estimate_sent" });
    const visit = { intent: "update", status: "estimate_sent", siteVisitDate: day, siteVisitTime: "11:00" };
    const asked = (await page(sent.id, visit)) as Refused;
    expect(asked.init.status).toBe(409);
    expect(asked.data.result.error.siteVisitStatus).toEqual([
      'This request is already "Estimate sent": move it back to "Site visit scheduled" with this visit, or keep "Estimate sent"?',
    ]);
    // Nothing was saved or mailed while the question is open.
    expect(getEstimate(sent.id)).toMatchObject({ status: "estimate_sent", siteVisitAt: null });
    expect(listOutbox(sent.email)).toHaveLength(0);
    const kept = (await page(sent.id, { ...visit, siteVisitStatus: "keep" })) as Response;
    expect(kept.status).toBe(302);
    expect(getEstimate(sent.id)).toMatchObject({
      status: "estimate_sent",
      siteVisitAt: new Date(`${day}T18:00:00Z`),
    });
    expect(listOutbox(sent.email)).toHaveLength(1);
    const moved = (await page(sent.id, {
      ...visit,
      siteVisitTime: "12:00",
      siteVisitStatus: "move",
    })) as Response;
    expect(moved.status).toBe(302);
    expect(getEstimate(sent.id)?.status).toBe("site_visit_scheduled");
  });
});

describe("notes", () => {
  test("the same text by the same person within a minute is stored once", async () => {
    const estimate = request("Note Once");
    const first = (await page(estimate.id, { intent: "note", body: "Called, left a message." })) as Response;
    expect(first.headers.get("Location")).toBe(`/admin/estimates/${estimate.id}#estimate-notes`);
    expect(await flashedAlert(first)).toMatchObject({ message: "Note added", at: "estimate-notes" });
    const again = (await page(estimate.id, { intent: "note", body: "Called, left a message." })) as Response;
    expect(await flashedAlert(again)).toMatchObject({ kind: "info", message: "This note was just added" });
    expect(getEstimate(estimate.id)!.notes).toHaveLength(1);

    // Later, or by someone else, the same words are a new note.
    const by = requestContext(new Request("http://site.test/admin"), office);
    const inTwoMinutes = new Date(Date.now() + 2 * 60_000);
    addEstimateNote(
      estimate.id,
      "Called, left a message.",
      { id: office.id, name: "Maria" },
      by,
      inTwoMinutes,
    );
    expect(getEstimate(estimate.id)!.notes).toHaveLength(2);
  });
});

describe("finding people in the list", () => {
  test("the filter finds a name, e-mail, phone in any format, ZIP, street and reference; statuses are counted", () => {
    const legacy = request("Legacy Phone", {
      phone: "(602) 555-0117",
      zip: "85296",
      address: "77 Ocotillo Way",
    });
    const digits = request("Digits Phone", { phone: "6025550199", email: "facilities@hoa.example" });
    const find = (q: string) =>
      loadTable(
        "estimates",
        new URL(`http://site.test/admin/estimates?${new URLSearchParams({ q })}`),
      ).rows.map((row) => row.name);
    expect(find("602.555.0117")).toEqual(["Legacy Phone"]);
    expect(find("(602) 555-0199")).toEqual(["Digits Phone"]);
    expect(find("6025550199")).toEqual(["Digits Phone"]);
    expect(find("facilities@hoa")).toEqual(["Digits Phone"]);
    expect(find("85296")).toEqual(["Legacy Phone"]);
    expect(find("Ocotillo")).toEqual(["Legacy Phone"]);
    expect(find(legacy.reference)).toEqual(["Legacy Phone"]);
    expect(find("Digits")).toEqual(["Digits Phone"]);

    const counts = estimateStatusCounts(new URLSearchParams({ q: "Phone", status: "won" }));
    expect(counts).toEqual({ new: 2 });
    expect(digits.phone).toBe("6025550199");
  });
});
