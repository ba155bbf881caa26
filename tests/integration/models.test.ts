// Every table round-trips through the model layer on a fresh, migrated database.
import { describe, expect, test } from "vitest";
import { aiImageToJson } from "~/api/serialize/ai-image.server";
import { projectToJson } from "~/api/serialize/project.server";
import { verifyPassword } from "~/security/password.server";
import { createAiImage, deleteAiImage, getAiImage, listAiImages } from "~/ai/ai-image.server";
import {
  createBlogPost,
  getBlogPost,
  listBlogArchive,
  listBlogPosts,
  listBlogRevisions,
  updateBlogPost,
} from "~/blog/blog-post.server";
import {
  confirmSubscription,
  listCustomers,
  subscribeCustomer,
  unsubscribeCustomer,
} from "~/newsletter/subscriber.server";
import { listKeywords, replaceKeywords } from "~/content/keyword.server";
import { keywordListSchema } from "~/content/keyword";
import { listLogs, writeLog } from "~/logs/log.server";
import { createMediaUpload, deleteMediaUpload, listMediaUploads } from "~/media-library/media-upload.server";
import { contactMessageSchema } from "~/leads/contact-message";
import {
  createMessage,
  deleteMessage,
  getMessage,
  listMessages,
  markMessageRead,
} from "~/leads/contact-message.server";
import {
  checkVerificationCode,
  consumePasswordResetToken,
  findPasswordResetToken,
  issuePasswordResetToken,
  issueVerificationCode,
} from "~/accounts/one-time-code.server";
import {
  addProjectImages,
  createProject,
  deleteProject,
  deleteProjectImage,
  getProject,
  listProjects,
  updateProject,
} from "~/projects/project.server";
import { hitRateLimit } from "~/security/rate-limit.server";
import { createSession, deleteUserSessions, getActiveSession } from "~/accounts/session-store.server";
import { getSiteSettings, saveSiteSettings } from "~/content/site-settings.server";
import { createUser, getUserByEmail, getUserById } from "~/accounts/user.server";
import {
  enqueueEmail,
  listDueEmails,
  listOutbox,
  markEmailFailed,
  markEmailSent,
} from "~/mail/outbox.server";

const fakeImage = (n: number) => ({
  src: `/media/projects/${String(n).padStart(20, "0")}.jpg`,
  width: 1440,
  height: 960,
  bytes: 1234,
  mime: "image/jpeg",
  variants: [
    { format: "webp" as const, width: 480, src: `/media/projects/${String(n).padStart(20, "0")}-480.webp` },
  ],
});

describe("users, sessions and one-time codes", () => {
  test("a user is stored with a hashed password and found by e-mail in any case", async () => {
    const user = await createUser({
      name: " Dana Ruiz ",
      email: " Dana@Example.com ",
      password: "correct horse battery",
    });
    expect(user).toMatchObject({
      name: "Dana Ruiz",
      email: "dana@example.com",
      isAdmin: false,
      isVerified: false,
    });
    expect(user.passwordHash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse battery", user.passwordHash)).toBe(true);
    expect(await verifyPassword("wrong", user.passwordHash)).toBe(false);
    expect(getUserByEmail("DANA@EXAMPLE.COM")?.id).toBe(user.id);
    await expect(
      createUser({ name: "Copy", email: "dana@EXAMPLE.com", password: "x".repeat(10) }),
    ).rejects.toThrow(/UNIQUE/);

    const session = createSession(user.id);
    expect(getActiveSession(session.id)?.userId).toBe(user.id);
    const expired = createSession(user.id, -1000);
    expect(getActiveSession(expired.id)).toBeUndefined();
    deleteUserSessions(user.id);
    expect(getActiveSession(session.id)).toBeUndefined();
  });

  test("verification codes expire, count attempts and work once", async () => {
    const user = await createUser({ name: "Code", email: "code@example.com", password: "long enough pw" });
    const code = issueVerificationCode(user.id);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(checkVerificationCode(user.id, wrong)).toEqual({ ok: false, reason: "wrong", attemptsLeft: 4 });
    expect(checkVerificationCode(user.id, code)).toEqual({ ok: true, userId: user.id });
    expect(checkVerificationCode(user.id, code)).toEqual({ ok: false, reason: "missing" });

    const late = issueVerificationCode(user.id, new Date(Date.now() - 16 * 60_000));
    expect(checkVerificationCode(user.id, late)).toEqual({ ok: false, reason: "expired" });

    const token = issuePasswordResetToken(user.id);
    const row = findPasswordResetToken(token)!;
    expect(row.userId).toBe(user.id);
    expect(row.tokenHash).not.toBe(token);
    expect(consumePasswordResetToken(row.id)).toBe(true);
    expect(consumePasswordResetToken(row.id)).toBe(false);
    expect(findPasswordResetToken(token)).toBeUndefined();
    expect(getUserById(user.id)?.email).toBe("code@example.com");
  });

  test("rate limits count hits per key inside a window", () => {
    const now = 1_000_000;
    expect(hitRateLimit("ip:1", 2, 60_000, now).allowed).toBe(true);
    expect(hitRateLimit("ip:1", 2, 60_000, now + 1).allowed).toBe(true);
    expect(hitRateLimit("ip:1", 2, 60_000, now + 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(hitRateLimit("ip:2", 2, 60_000, now + 2).allowed).toBe(true);
    expect(hitRateLimit("ip:1", 2, 60_000, now + 60_000).allowed).toBe(true);
  });
});

describe("contact messages and customers", () => {
  test("a subscriber is pending until confirmed, unique in any case, and can unsubscribe", () => {
    const first = subscribeCustomer("Crew@Example.com");
    expect(first).toMatchObject({
      needsConfirmation: true,
      customer: { email: "crew@example.com", status: "pending" },
    });
    const again = subscribeCustomer("crew@example.COM");
    expect(again.customer.id).toBe(first.customer.id);
    expect(listCustomers()).toHaveLength(1);

    const confirmed = confirmSubscription(again.customer.confirmToken)!;
    expect(confirmed.status).toBe("subscribed");
    expect(subscribeCustomer("crew@example.com").needsConfirmation).toBe(false);
    expect(unsubscribeCustomer(confirmed.unsubscribeToken)?.status).toBe("unsubscribed");
    expect(confirmSubscription("no-such-token")).toBeUndefined();
  });

  test("a message keeps its consent and time and links to the customer with the same e-mail", () => {
    subscribeCustomer("owner@example.com");
    const input = contactMessageSchema.parse({
      name: "Pat Owner",
      email: "Owner@Example.com",
      message: "Our lot on Main St needs sealcoating.",
      consent: "on",
    });
    const message = createMessage(input, { ip: "127.0.0.1" });
    expect(message).toMatchObject({ consent: true, phone: "", isRead: false, leadStatus: "new" });
    expect(message.consentAt).toBeInstanceOf(Date);
    const loaded = getMessage(message.id)!;
    expect(loaded.customer?.email).toBe("owner@example.com");
    markMessageRead(message.id);
    expect(getMessage(message.id)?.isRead).toBe(true);
    expect(listMessages().map((m) => m.id)).toContain(message.id);
    expect(deleteMessage(message.id)?.id).toBe(message.id);
    expect(getMessage(message.id)).toBeUndefined();
  });
});

describe("projects and images", () => {
  test("a project keeps its fields and ordered images, and deleting it answers the images", () => {
    const project = createProject({
      title: "Retail lot overlay",
      description: "Two-inch overlay.",
      project_type: "Asphalt Paving",
      category: "Retail",
      alt: "Fresh overlay",
      date: "2025-04-02",
    });
    addProjectImages(
      project.id,
      [fakeImage(1), fakeImage(2)].map((image) => ({ ...image, alt: "lot" })),
    );
    addProjectImages(project.id, [{ ...fakeImage(3), alt: "later" }]);
    const loaded = getProject(project.id)!;
    expect(loaded.images.map((image) => image.position)).toEqual([0, 1, 2]);
    expect(projectToJson(loaded)).toMatchObject({
      _id: project.id,
      title: "Retail lot overlay",
      project_type: "Asphalt Paving",
      images: [{ src: fakeImage(1).src, alt: "lot" }, {}, { alt: "later" }],
    });
    expect(updateProject(project.id, { title: "Retail lot mill and overlay" })?.title).toBe(
      "Retail lot mill and overlay",
    );
    expect(getProject(project.id)?.description).toBe("Two-inch overlay.");
    expect(deleteProjectImage("other-project", loaded.images[0].id)).toBeUndefined();
    expect(deleteProjectImage(project.id, loaded.images[0].id)?.src).toBe(fakeImage(1).src);
    expect(listProjects()).toHaveLength(1);
    expect(deleteProject(project.id)?.map((image) => image.src)).toEqual([
      fakeImage(2).src,
      fakeImage(3).src,
    ]);
    expect(getProject(project.id)).toBeUndefined();
  });
});

describe("blog posts", () => {
  const input = {
    title: "When to sealcoat in Mesa",
    description: "Timing matters in the desert.",
    img: "",
    imgAlt: "",
    sections: [
      { title: "Heat", body: "Sealcoat cures best in spring." },
      { title: "Traffic", body: "Plan around your tenants." },
    ],
    conclusion: "Call us early.",
    status: "published" as const,
  };

  test("posts keep ordered sections, hide drafts from the public, and keep revisions", () => {
    const post = createBlogPost(input);
    const draft = createBlogPost({ ...input, title: "Draft post", status: "draft" });
    expect(getBlogPost(post.id)?.sections.map((s) => s.title)).toEqual(["Heat", "Traffic"]);
    expect(getBlogPost(draft.id)).toBeUndefined();
    expect(getBlogPost(draft.id, { includeDrafts: true })?.status).toBe("draft");
    expect(listBlogPosts().map((p) => p.id)).toEqual([post.id]);
    expect(listBlogArchive()).toEqual([
      { _id: post.id, name: input.title, date: expect.any(String), href: `/blog/${post.id}` },
    ]);

    const updated = updateBlogPost(
      post.id,
      { ...input, title: "Sealcoating in Mesa", sections: [input.sections[1]] },
      { source: "enhanced" },
    )!;
    expect(updated.source).toBe("enhanced");
    expect(getBlogPost(post.id)?.sections).toEqual([input.sections[1]]);
    const revisions = listBlogRevisions(post.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0].snapshot).toMatchObject({
      title: input.title,
      source: "written",
      sections: input.sections,
    });
  });
});

describe("keywords, logs, AI images, uploads, settings and the outbox", () => {
  test("keywords are cleaned, merged and kept in order", () => {
    const { keywords } = keywordListSchema.parse({
      keywords: ["  asphalt  paving ", "", "Asphalt Paving", "sealcoat"],
    });
    expect(replaceKeywords(keywords)).toEqual(["asphalt paving", "sealcoat"]);
    expect(listKeywords()).toEqual(["asphalt paving", "sealcoat"]);
  });

  test("logs keep level, event, actor, ip, path and JSON detail", () => {
    writeLog({
      event: "project.delete",
      message: "Deleted a project",
      level: "warn",
      actor: { id: "u1", email: "admin@example.com" },
      ip: "127.0.0.1",
      path: "/admin/add-project",
      detail: { projectId: "p1" },
    });
    expect(listLogs({ event: "project.delete" })[0]).toMatchObject({
      level: "warn",
      actorEmail: "admin@example.com",
      detail: { projectId: "p1" },
    });
  });

  test("AI images and media uploads round-trip", () => {
    const ai = createAiImage({
      prompt: "fresh striping",
      name: "striping.jpg",
      image: fakeImage(9),
      source: "unsplash",
      unsplash: { photographer: "A. Person" },
    });
    expect(aiImageToJson(getAiImage(ai.id)!)).toMatchObject({
      prompt: "fresh striping",
      size: 1234,
      unsplash: { photographer: "A. Person" },
    });
    expect(listAiImages()).toHaveLength(1);
    deleteAiImage(ai.id);
    expect(listAiImages()).toHaveLength(0);

    const upload = createMediaUpload({
      kind: "video",
      path: "/media/uploads/a.mp4",
      mime: "video/mp4",
      bytes: 99,
      hidden: true,
      caption: "Paver",
    });
    expect(listMediaUploads({ includeHidden: false })).toHaveLength(0);
    expect(listMediaUploads()[0]).toMatchObject({ caption: "Paver", hidden: true });
    expect(deleteMediaUpload(upload.id)?.id).toBe(upload.id);
  });

  test("site settings are one row, saved twice", () => {
    const settings = {
      companyName: "Test Paving",
      phone: "(480) 555-0100",
      email: "office@example.com",
      address: { street: "1 Main St", city: "Mesa", state: "AZ", zip: "85201", country: "US" },
      siteTitle: "Test Paving",
      description: "Paving in Mesa.",
      landingServices: [{ name: "Paving", description: "We pave." }],
    };
    saveSiteSettings(settings);
    saveSiteSettings({ ...settings, phone: "(480) 555-0199" });
    expect(getSiteSettings()).toMatchObject({ id: 1, phone: "(480) 555-0199", address: { city: "Mesa" } });
  });

  test("the outbox keeps mail and retries with back-off", () => {
    const row = enqueueEmail({ to: "a@example.com", subject: "Hi", text: "Hello" });
    expect(listDueEmails().map((r) => r.id)).toContain(row.id);
    markEmailFailed(row, "connection refused");
    expect(listDueEmails().map((r) => r.id)).not.toContain(row.id);
    expect(listOutbox("a@example.com")[0]).toMatchObject({
      attempts: 1,
      lastError: "connection refused",
      status: "pending",
    });
    markEmailSent(row);
    expect(listOutbox("a@example.com")[0].status).toBe("sent");
  });
});
