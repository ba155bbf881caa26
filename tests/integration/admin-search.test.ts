// The back office's search finds a person across messages, estimate requests and subscribers: by name, e-mail address
// or phone number (typed with or without separators), and a subscriber by the name on their messages or estimates.
import { beforeAll, expect, test } from "vitest";
import { phoneDigitsQuery } from "~/admin/admin-search";
import { searchAdmin } from "~/admin/admin-search.server";
import { subscribeCustomer } from "~/newsletter/subscriber.server";
import { createEstimate } from "~/estimates/estimate.server";
import { createMessage } from "~/leads/contact-message.server";

beforeAll(() => {
  createMessage({
    name: "Dana Whitfield",
    email: "dana@whitfield-family.example.com",
    phone: "(480) 555-0142",
    message: "Our driveway has cracks.",
    consent: true,
  });
  createEstimate(
    {
      name: "Dana Whitfield",
      email: "dana.w@example.com",
      phone: "480.555.0199",
      service: "Sealcoating & Striping",
      propertyType: "",
      address: "12 Saguaro Way",
      city: "Mesa",
      zip: "85201",
      size: null,
      sizeUnit: "",
      timeframe: "",
      details: "Sealcoat the lot.",
    },
    [],
  );
  subscribeCustomer("dana@whitfield-family.example.com");
  subscribeCustomer("someone.else@example.com");
});

test("a name finds the person's messages, estimates and, through their address, the subscriber", () => {
  const found = searchAdmin("whitfield")!;
  expect(found.messages.map((m) => m.name)).toEqual(["Dana Whitfield"]);
  expect(found.estimates.map((e) => e.email)).toEqual(["dana.w@example.com"]);
  expect(found.customers.map((c) => c.email)).toEqual(["dana@whitfield-family.example.com"]);

  const byName = searchAdmin("Dana W")!;
  expect(byName.customers.map((c) => c.email)).toEqual(["dana@whitfield-family.example.com"]);
});

test("an e-mail address finds the message and the subscriber", () => {
  const found = searchAdmin("dana@whitfield")!;
  expect(found.messages).toHaveLength(1);
  expect(found.customers).toHaveLength(1);
  expect(found.estimates).toHaveLength(0);
});

test("a phone number matches however it is written", () => {
  expect(searchAdmin("480-555-0142")!.messages.map((m) => m.name)).toEqual(["Dana Whitfield"]);
  expect(searchAdmin("4805550199")!.estimates.map((e) => e.name)).toEqual(["Dana Whitfield"]);
  const both = searchAdmin("(480) 555")!;
  expect(both.messages).toHaveLength(1);
  expect(both.estimates).toHaveLength(1);
});

test("only phone-like queries are compared digit by digit", () => {
  expect(phoneDigitsQuery("(480) 555-01")).toBe("48055501");
  expect(phoneDigitsQuery("555")).toBeNull();
  expect(phoneDigitsQuery("EST-2026-0042")).toBeNull();
  expect(searchAdmin("   ")).toBeNull();
});
