import { expect, test } from "vitest";
import { defaultOpeningHours, hoursForForm, hoursSectionSchema } from "./opening-hours";

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

test("the default week is Monday to Friday 7:00 to 16:00, weekends closed, and passes", () => {
  expect(defaultOpeningHours.filter((day) => !day.closed).map((day) => day.day)).toEqual([1, 2, 3, 4, 5]);
  expect(defaultOpeningHours[1]).toEqual({ day: 1, closed: false, opens: "07:00", closes: "16:00" });
  expect(hoursSectionSchema.parse({ openingHours: defaultOpeningHours }).openingHours).toEqual(
    defaultOpeningHours,
  );
});

test("an open day needs both times, and it closes after it opens", () => {
  const result = hoursSectionSchema.safeParse({
    openingHours: [
      { day: 1, opens: "07:00" },
      { day: 2, opens: "16:00", closes: "07:00" },
      { day: 3, closes: "15:00" },
      { day: 4, opens: "7am", closes: "16:00" },
    ],
  });
  expect(messages(result)).toEqual({
    "openingHours.0.closes": "Monday: closing time is required",
    "openingHours.1.closes": "Tuesday: closing time must be after the opening time",
    "openingHours.2.opens": "Wednesday: opening time is required",
    "openingHours.3.opens": "Opens must be a time like 07:00",
  });
});

test("a closed day keeps no times; seconds from a time input are dropped; days are stored Sunday first", () => {
  const parsed = hoursSectionSchema.parse({
    openingHours: [
      { day: 6, closed: true, opens: "08:00" },
      { day: 1, opens: "06:30:00", closes: "15:30" },
    ],
    afterHoursPhone: " (480) 555-0199 ",
  });
  expect(parsed).toEqual({
    openingHours: [
      { day: 1, closed: false, opens: "06:30", closes: "15:30" },
      { day: 6, closed: true, opens: "", closes: "" },
    ],
    afterHoursPhone: "(480) 555-0199",
  });
});

test("a weekday twice and a bad after-hours phone are refused", () => {
  const result = hoursSectionSchema.safeParse({
    openingHours: [
      { day: 1, closed: true },
      { day: 1, closed: true },
    ],
    afterHoursPhone: "call us",
  });
  expect(messages(result)).toMatchObject({
    openingHours: "Each weekday may appear only once",
    afterHoursPhone: expect.stringMatching(/^After-hours phone must be 7 to 15 digits/),
  });
});

test("the form lists all seven days, Monday first, filling missing days as closed", () => {
  const days = hoursForForm([{ day: 2, closed: false, opens: "08:00", closes: "12:00" }]);
  expect(days.map((day) => day.day)).toEqual([1, 2, 3, 4, 5, 6, 0]);
  expect(days[1]).toEqual({ day: 2, closed: false, opens: "08:00", closes: "12:00" });
  expect(days[0]).toEqual({ day: 1, closed: true, opens: "", closes: "" });
});
