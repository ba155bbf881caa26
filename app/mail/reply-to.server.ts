import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { siteSettings } from "~/db/schema";
import { env } from "~/env.server";

/**
 * Where a reply to the site's mail goes: the company's e-mail from the settings, or CONTACT_NOTIFY_EMAIL while that
 * is unset; undefined when neither is. Mail goes out from MAIL_FROM, often a no-reply sender, so without it a
 * customer's "Reply" would reach nobody.
 */
export function officeReplyTo(): string | undefined {
  const settings = db
    .select({ email: siteSettings.email })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .get();
  return settings?.email.trim() || env.CONTACT_NOTIFY_EMAIL || undefined;
}
