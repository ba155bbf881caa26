import { expect, test } from "vitest";
import { estimateAcknowledgementMail, estimateNotificationMail } from "./estimate-mails";

const spam = "Cheap pills at https://spam.example";
const estimate = {
  id: "e1",
  reference: "EST-2026-0042",
  name: spam,
  email: "victim@example.com",
  phone: spam,
  service: "Sealcoating",
  propertyType: "Commercial",
  address: spam,
  city: spam,
  zip: "85210",
  size: 12000,
  sizeUnit: "sq ft",
  timeframe: "Within a month",
  details: spam,
  photoCount: 2,
};

test("the acknowledgement to the typed address carries nothing the visitor wrote: only the reference and choices", () => {
  const mail = estimateAcknowledgementMail(estimate, "Desert Paving");
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain("spam.example");
    expect(part).not.toContain("Cheap pills");
  }
  expect(mail.subject).toBe("We received your estimate request EST-2026-0042");
  expect(mail.text).toMatch(/^Hello,\n/);
  for (const shown of [
    "EST-2026-0042",
    "Sealcoating",
    "Commercial",
    "85210",
    "12,000 sq ft",
    "Within a month",
  ]) {
    expect(mail.text).toContain(shown);
  }
  // A ZIP that is not five digits (an old record, say) is left out rather than repeated.
  expect(estimateAcknowledgementMail({ ...estimate, zip: spam }, "Desert Paving").text).not.toContain("spam");
});

test("the office's notice still shows everything the visitor wrote", () => {
  const mail = estimateNotificationMail(estimate, {
    origin: "https://site.example",
    companyName: "Desert Paving",
  });
  expect(mail.text).toContain(spam);
});
