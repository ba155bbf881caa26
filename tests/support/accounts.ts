// Small helpers shared by the account specs.
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

/** A new address on every call, so tests never collide with each other or with earlier runs. */
export const uniqueEmail = (label: string) => `${label}-${randomBytes(5).toString("hex")}@example.com`;

/**
 * A random client address for X-Forwarded-For: each spec (and each browser context) gets its own per-IP rate-limit
 * buckets, so limits only bite where a test means them to.
 */
export const clientAddress = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

/** The site's alert notice (flashed by the server after a redirect). */
export const pageAlert = (page: Page) => page.locator(".alert .alert-message").first();

/** The message of an account form: its error summary (refusals) or its success line. */
export const formAlert = (page: Page) => page.locator(".error-summary, .form-alert").first();
