import type { Address } from "~/db/schema";
import { escapeHtml } from "~/utils/html";
import { mailHtml, type MailContent } from "./layout";

export type CampaignMailPost = { title: string; description: string; url: string };

export type CampaignMailInput = {
  companyName: string;
  address: Address;
  /** The public site's origin, named in the footer ("you subscribed at …"). */
  origin: string;
  subject: string;
  /** The message as plain text (Markdown rendered as text, links absolute): the plain-text part shows it. */
  messageText: string;
  /** The message rendered from Markdown with raw HTML off. */
  messageHtml: string;
  posts: CampaignMailPost[];
  /** This recipient's own unsubscribe link. */
  unsubscribeUrl: string;
};

/** "1234 E Main St, Mesa, AZ 85203, USA": the postal address every campaign mail must show. */
function postalAddressLine(address: Address) {
  const stateZip = [address.state, address.zip].filter(Boolean).join(" ");
  return [address.street, address.city, stateZip, address.country].filter((part) => part.trim()).join(", ");
}

/** RFC 2369 and RFC 8058: the mail client's own Unsubscribe button, which unsubscribes with one POST. */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** A newsletter issue: the message, the chosen posts, and a footer with the postal address and unsubscribe link. */
export function newsletterCampaignMail(input: CampaignMailInput): MailContent {
  const address = postalAddressLine(input.address);
  const host = new URL(input.origin).host;
  const reason = `You receive this e-mail because you subscribed to the ${input.companyName} newsletter at ${host}.`;

  const textPosts = input.posts.length
    ? [
        "",
        "From our blog",
        "",
        ...input.posts.flatMap((post) => [post.title, post.description, post.url, ""]),
      ]
    : [""];
  const text = [
    input.messageText.trim(),
    ...textPosts,
    "--",
    reason,
    `${input.companyName}, ${address}`,
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join("\n");

  const htmlPosts = input.posts.length
    ? [
        `<h2 style="font-size:18px;margin:28px 0 12px;border-top:1px solid #e3ddd2;padding-top:20px">From our blog</h2>`,
        ...input.posts.map(
          (post) =>
            `<div style="margin:0 0 16px"><p style="margin:0 0 4px;font-weight:600"><a href="${escapeHtml(post.url)}" style="color:#8f3512">${escapeHtml(post.title)}</a></p>` +
            `<p style="margin:0;color:#4a5059">${escapeHtml(post.description)}</p></div>`,
        ),
      ]
    : [];
  const html = mailHtml(
    input.companyName,
    [
      `<div style="font-size:16px">${input.messageHtml}</div>`,
      ...htmlPosts,
      `<div style="margin-top:32px;border-top:1px solid #e3ddd2;padding-top:16px;font-size:13px;color:#4a5059">`,
      `<p style="margin:0 0 8px">${escapeHtml(reason)}</p>`,
      `<p style="margin:0 0 8px">${escapeHtml(input.companyName)}, ${escapeHtml(address)}</p>`,
      `<p style="margin:0"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#4a5059">Unsubscribe</a></p>`,
      `</div>`,
    ].join(""),
  );
  return { subject: input.subject, text, html };
}
