// What an attack is: a named group of hostile requests, sent in one of the storm's waves, each answer recorded by kind.
import type { Client } from "./client";

/** The storm's waves, in the order they run; the groups of one wave are sent at once. */
export const WAVES = [
  // The bodies that are refused by their size or shape.
  "refused by size or shape",
  // The bodies at each route's limit, which are parsed.
  "parsed at the limit",
  // The lying files and bombs, first, so that they reach the decoder rather than the upload bound's 503.
  "to the decoder",
  // The uploads that fill that bound.
  "filling the upload bound",
  // Uploads a byte a second, which try to hold the upload slots until the minimum rate ends them.
  "holding the upload slots",
  // The requests whose answer is a document drawn for them (a quote's PDF, in the PDF worker).
  "drawing documents",
] as const;

export type Wave = (typeof WAVES)[number];

/** What every attack may use: the client, the admin's API token, and the form tokens of an anonymous visitor and of
 * the admin's signed-in session. */
export type Storm = Client & {
  /** The admin's API token, as a header. */
  auth: { Authorization: string };
  /** An anonymous visitor's form token. */
  csrf: string;
  /** The admin signed in through the sign-in form: the session cookie and that session's form token. */
  adminPage: { cookie: string; csrf: string };
  /** `fields` after the anonymous visitor's form token. */
  withToken: (fields: [string, string][]) => [string, string][];
  /** The server's data folder (its database, read by an attack's preparation). */
  dataDir: string;
};

export interface Attack {
  /** The group's name, as STORM_ONLY picks it and the wave's line of the report names it. */
  name: string;
  wave: Wave;
  /** What the attack needs stored first (a quote and its link), done before the storm's snapshot of what is stored. */
  prepare?: (storm: Storm) => Promise<unknown>;
  run: (storm: Storm) => Promise<unknown>;
}
