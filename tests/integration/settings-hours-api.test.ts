// GET/PUT /api/settings carry the business hours and the after-hours phone (issue 28 item 5, issue 29 item 8).
import { beforeAll, expect, test } from "vitest";
import { defaultOpeningHours } from "~/content/opening-hours";
import * as settingsRoute from "~/routes/api/settings";
import { seedWithApiUsers } from "../support/api-users";
import { callRoute } from "../support/route-call";

let adminToken = "";

beforeAll(async () => {
  ({ adminToken } = await seedWithApiUsers());
});

const read = async () =>
  (await (await callRoute(settingsRoute, "GET", { path: "/api/settings" })).json()).settings;

test("GET shows the hours; a PUT without them keeps them; a PUT with them replaces them, checked", async () => {
  const settings = await read();
  expect(settings.openingHours).toEqual(defaultOpeningHours);
  expect(settings.afterHoursPhone).toBe("");
  const { updatedAt: _updatedAt, openingHours: _hours, afterHoursPhone: _phone, ...rest } = settings;

  const kept = await callRoute(settingsRoute, "PUT", {
    token: adminToken,
    body: { ...rest, phone: "(480) 555-0123" },
  });
  expect(kept.status).toBe(200);
  expect((await read()).openingHours).toEqual(defaultOpeningHours);

  const week = [{ day: 1, closed: false, opens: "08:00", closes: "17:00" }];
  const replaced = await callRoute(settingsRoute, "PUT", {
    token: adminToken,
    body: { ...rest, openingHours: week, afterHoursPhone: "(480) 555-0100" },
  });
  expect(replaced.status).toBe(200);
  expect((await replaced.json()).changed).toEqual(
    expect.arrayContaining(["openingHours", "afterHoursPhone"]),
  );
  expect(await read()).toMatchObject({ openingHours: week, afterHoursPhone: "(480) 555-0100" });

  const refused = await callRoute(settingsRoute, "PUT", {
    token: adminToken,
    body: { ...rest, openingHours: [{ day: 2, closed: false, opens: "17:00", closes: "08:00" }] },
  });
  expect(refused.status).toBe(400);
  expect(JSON.stringify(await refused.json())).toContain(
    "Tuesday: closing time must be after the opening time",
  );
  expect((await read()).openingHours).toEqual(week);
});
