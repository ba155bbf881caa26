import { expect, test } from "vitest";
import {
  LATE_NOTICE_LINE,
  lateNoticeCoversFrom,
  lienRecordingDeadline,
  NOTICE_TO_PROPERTY_OWNER,
  OWNER_OCCUPIED_NOTE,
  PRELIMINARY_NOTICE_CITATION,
  PRELIMINARY_NOTICE_TITLE,
  preliminaryNoticeDocument,
  preliminaryNoticeDueOn,
  preliminaryNoticeStatus,
  TEN_DAY_PARAGRAPHS,
  type PreliminaryNoticeInput,
} from "./preliminary-notice";

test("the last day to serve is the first furnished day plus 20 days", () => {
  expect(preliminaryNoticeDueOn("2027-03-01")).toBe("2027-03-21");
  expect(preliminaryNoticeDueOn("2027-12-20")).toBe("2028-01-09");
  expect(preliminaryNoticeDueOn("2028-02-15")).toBe("2028-03-06");
});

test("days left count down to the last day, then the notice is overdue", () => {
  const first = "2027-03-01";
  expect(preliminaryNoticeStatus({ firstFurnishedOn: first, servedOn: null, today: "2027-03-01" })).toEqual({
    dueOn: "2027-03-21",
    daysLeft: 20,
    served: false,
    overdue: false,
    servedLate: false,
    coversWorkFrom: null,
  });
  expect(
    preliminaryNoticeStatus({ firstFurnishedOn: first, servedOn: null, today: "2027-03-21" }),
  ).toMatchObject({
    daysLeft: 0,
    overdue: false,
  });
  expect(
    preliminaryNoticeStatus({ firstFurnishedOn: first, servedOn: null, today: "2027-03-24" }),
  ).toMatchObject({
    daysLeft: -3,
    overdue: true,
  });
});

test("a notice served on time covers the work from the first day; a late one only from 20 days before service", () => {
  expect(
    preliminaryNoticeStatus({ firstFurnishedOn: "2027-03-01", servedOn: "2027-03-21", today: "2027-04-01" }),
  ).toMatchObject({ served: true, overdue: false, servedLate: false, coversWorkFrom: "2027-03-01" });
  expect(
    preliminaryNoticeStatus({ firstFurnishedOn: "2027-03-01", servedOn: "2027-04-10", today: "2027-04-10" }),
  ).toMatchObject({ served: true, overdue: false, servedLate: true, coversWorkFrom: "2027-03-21" });
  expect(lateNoticeCoversFrom("2027-03-05")).toBe("2027-02-13");
  expect(LATE_NOTICE_LINE).toBe(
    "A late notice covers only the work furnished from 20 days before it was served (A.R.S. § 33-992.01).",
  );
});

test("the last day to record a lien: 120 days after completion, or 60 after a recorded notice of completion", () => {
  expect(lienRecordingDeadline({ completedOn: "2027-03-15" })).toBe("2027-07-13");
  expect(lienRecordingDeadline({ completedOn: "2027-11-30", noticeOfCompletionRecordedOn: null })).toBe(
    "2028-03-29",
  );
  expect(
    lienRecordingDeadline({ completedOn: "2027-03-15", noticeOfCompletionRecordedOn: "2027-03-20" }),
  ).toBe("2027-05-19");
});

test("the owner-occupied note names § 33-1002 and the written contract with the owner-occupant", () => {
  expect(OWNER_OCCUPIED_NOTE).toContain("A.R.S. § 33-1002");
  expect(OWNER_OCCUPIED_NOTE).toContain("written contract made directly with the owner-occupant");
});

const input: PreliminaryNoticeInput = {
  date: "2027-03-02",
  claimant: { name: "Ironwash Paving & Civil LLC", address: "100 N Center St, Mesa, AZ 85201" },
  owner: { name: "Desert Vista HOA", address: "PO Box 10, Mesa, AZ 85203" },
  originalContractor: { name: "Ironwash Paving & Civil LLC", address: "100 N Center St, Mesa, AZ 85201" },
  lender: null,
  contractedWith: { name: "Desert Vista HOA", address: "PO Box 10, Mesa, AZ 85203" },
  description: "Asphalt paving of the north parking lot",
  jobSiteAddress: "1200 E Main St, Mesa, AZ 85203",
  county: "Maricopa",
  legalDescription: null,
  apn: "140-12-345",
  estimateCents: 38_405_00,
};

test("the notice holds what § 33-992.01 requires, in the statute's order", () => {
  const blocks = preliminaryNoticeDocument(input);
  expect(blocks.map((block) => block.kind)).toEqual([
    "statement",
    "field",
    "field",
    "field",
    "field",
    "field",
    "field",
    "field",
    "field",
    "field",
    "notice-box",
    "large-type",
    "large-type",
    "signature",
    "acknowledgment",
  ]);
  const fields = Object.fromEntries(
    blocks.flatMap((block) => (block.kind === "field" ? [[block.label, block.lines]] : [])),
  );
  expect(fields["The name and address of the owner or reputed owner are:"]).toEqual([
    "Desert Vista HOA",
    "PO Box 10, Mesa, AZ 85203",
  ]);
  expect(
    fields["This preliminary lien notice has been completed by (name and address of claimant):"],
  ).toEqual(["Ironwash Paving & Civil LLC", "100 N Center St, Mesa, AZ 85201", "Date: March 2, 2027"]);
  expect(fields["The name and address of any lender or reputed lender and assigns are:"]).toEqual(["None"]);
  expect(
    fields[
      "And situated on that certain lot(s) or parcel(s) of land in Maricopa County, Arizona, described as follows:"
    ],
  ).toEqual(["Assessor's parcel number: 140-12-345"]);
  expect(
    fields[
      "An estimate of the total price of the labor, professional services, materials, machinery, fixtures or tools furnished or to be furnished is:"
    ],
  ).toEqual(["$38,405.00"]);
  expect(blocks[0]).toEqual({
    kind: "statement",
    text:
      "In accordance with Arizona Revised Statutes section 33-992.01, this is not a lien. This is not a reflection " +
      "on the integrity of any contractor or subcontractor.",
  });
  expect(blocks[10]).toEqual({
    kind: "notice-box",
    heading: "Notice to Property Owner",
    paragraphs: NOTICE_TO_PROPERTY_OWNER.paragraphs,
  });
  expect(NOTICE_TO_PROPERTY_OWNER.paragraphs).toHaveLength(4);
  expect(NOTICE_TO_PROPERTY_OWNER.paragraphs[3]).toBe(
    "3. Using any other method or device that is appropriate under the circumstances.",
  );
  expect(TEN_DAY_PARAGRAPHS[0]).toMatch(
    /^Within ten days after the receipt of this preliminary twenty day notice/,
  );
});

test("a blank county stays a blank to fill in by hand", () => {
  const blocks = preliminaryNoticeDocument({
    ...input,
    county: null,
    apn: null,
    legalDescription: "Lot 25, Baywood",
  });
  const land = blocks.find((block) => block.kind === "field" && block.label.startsWith("And situated"));
  expect(land).toEqual({
    kind: "field",
    label:
      "And situated on that certain lot(s) or parcel(s) of land in ____________ County, Arizona, described as follows:",
    lines: ["Lot 25, Baywood"],
  });
});

test("the notice's title and statute, and the acknowledgment of receipt of § 33-992.02 at its end", () => {
  expect(`${PRELIMINARY_NOTICE_TITLE} (${PRELIMINARY_NOTICE_CITATION})`).toBe(
    "Preliminary Twenty Day Notice (A.R.S. § 33-992.01)",
  );
  expect(preliminaryNoticeDocument(input).at(-1)).toMatchObject({
    kind: "acknowledgment",
    senderCaption: "Signature of sender",
    heading: "Acknowledgment of receipt of preliminary twenty day notice",
  });
});
