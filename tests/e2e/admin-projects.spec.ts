// Projects: create with images (drag and drop or the plain file input), edit (fields, alt text, order, new and
// deleted images) and delete, with and without JavaScript; deleting removes the image files.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ProjectJson } from "../../app/api/contract/projects";
import { signInAs } from "../support/e2e-auth";
import { waitForHydration } from "../support/hydration";
import { mediaFileExists, readLogs, samplePng, uniqueTag } from "../support/e2e-admin-data";

async function findProject(request: APIRequestContext, title: string) {
  const projects = (await (await request.get("/api/projects")).json()) as ProjectJson[];
  return projects.find((project) => project.title === title);
}

const filesOf = (project: ProjectJson) =>
  project.images.flatMap((image) => [image.src, ...image.variants.map((variant) => variant.src)]);

async function fillProject(page: Page, title: string) {
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Project type").fill("Parking lot");
  await page.getByLabel("Category").fill("Asphalt");
  await page.getByLabel("Date").fill("2025-04-18");
  await page.getByLabel("Description").fill("Mill and overlay of a 120-stall lot.");
  await page.getByLabel("Image alt text").fill("New asphalt on a retail lot");
}

/** Drops files on the drop zone the way a browser does (a DataTransfer on a drop event). */
async function dropFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((file) => ({ ...file, data: [...file.buffer] }));
  const transfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items)
      dt.items.add(new File([new Uint8Array(item.data)], item.name, { type: item.mimeType }));
    return dt;
  }, payload);
  await page.locator(".drop-zone").dispatchEvent("dragover", { dataTransfer: transfer });
  await page.locator(".drop-zone").dispatchEvent("drop", { dataTransfer: transfer });
}

test("with JavaScript: create by drag and drop, edit, delete an image, delete the project", async ({
  page,
  context,
  request,
}) => {
  const admin = await signInAs(context, { isAdmin: true });
  const title = `Dropped ${uniqueTag()}`;
  await page.goto("/admin/add-project");
  // Dropping files is JavaScript's: before hydration the drop zone is a plain file input.
  await waitForHydration(page);
  await fillProject(page, title);
  await dropFiles(page, [
    await samplePng(),
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hi") },
  ]);
  await expect(page.getByRole("list", { name: "Chosen images" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByText("1 file was not an image and was left out.")).toBeVisible();
  await page.getByRole("button", { name: "Create Project" }).click();

  await expect(page.locator(".alert")).toContainText("Project created.");
  // The form starts afresh for the next project: fields empty, no files chosen.
  await expect(page.getByLabel("Title")).toHaveValue("");
  await expect(page.getByLabel("Description")).toHaveValue("");
  await expect(page.getByRole("list", { name: "Chosen images" })).toHaveCount(0);
  expect(
    await page.locator("#create-project-images").evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(0);
  const item = page.locator(".project-item", { hasText: title });
  await expect(item).toContainText("Parking lot · 1 image");

  const created = (await findProject(request, title))!;
  expect(created).toMatchObject({
    project_type: "Parking lot",
    category: "Asphalt",
    date: "2025-04-18",
    alt: "New asphalt on a retail lot",
  });
  expect(created.images).toHaveLength(1);
  expect(created.images[0].alt).toBe("New asphalt on a retail lot");
  expect(readLogs("project.create").find((log) => log.message.includes(title))?.actorEmail).toBe(admin.email);

  // Edit: rename, give the image a new alt text and add a second image (it goes last).
  await item.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(`/admin/projects/edit/${created._id}`);
  await page.getByLabel("Title").fill(`${title} (done)`);
  await page.getByLabel("New images").setInputFiles(await samplePng());
  await page.getByLabel("Alt text of image 1").fill("Before the overlay");
  await page.getByRole("button", { name: "Save Changes" }).click();
  // The site's project list, whose alert links to the project's own page (SPEC §4, decision 021).
  await expect(page).toHaveURL("/projects");
  await expect(page.locator(".alert")).toContainText("Project updated.");
  await expect(page.locator(".alert").getByRole("link", { name: "View on site" })).toHaveAttribute(
    "href",
    `/projects/${created._id}`,
  );

  // The list is read until the rename shows: on a loaded machine the read can reach the server before the edit's
  // images are stored.
  await expect.poll(async () => (await findProject(request, `${title} (done)`))?.images.length).toBe(2);
  const edited = (await findProject(request, `${title} (done)`))!;
  expect(edited._id).toBe(created._id);
  expect(edited.images).toHaveLength(2);
  expect(edited.images[0]).toMatchObject({ _id: created.images[0]._id, alt: "Before the overlay" });
  expect(edited.images[1].alt).toBe("New asphalt on a retail lot");
  const files = filesOf(edited);
  expect(files.every(mediaFileExists)).toBe(true);

  // Delete one image: the dialog asks first.
  await page.goto(`/admin/projects/edit/${created._id}`);
  await page.getByRole("button", { name: "Delete image 1" }).click();
  const imageDialog = page.getByRole("dialog", { name: "Delete this image?" });
  await imageDialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.locator(".alert")).toContainText("Image deleted.");
  await expect(page.getByLabel(/^Alt text of image/)).toHaveCount(1);
  const firstImageFiles = filesOf({ ...edited, images: [edited.images[0]] });
  expect((await findProject(request, `${title} (done)`))!.images.map((image) => image._id)).toEqual([
    edited.images[1]._id,
  ]);
  expect(firstImageFiles.some(mediaFileExists)).toBe(false);

  // Delete the project from the list: cancel once, then confirm.
  await page.goto("/admin/add-project");
  const row = page.locator(".project-item", { hasText: title });
  // The dialog is rendered once the page is hydrated; a Delete pressed before then gets the server's confirm step.
  await expect(row.locator("dialog")).toBeAttached();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this project?" });
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await findProject(request, `${title} (done)`)).toBeDefined();
  await row.getByRole("button", { name: `Delete ${title}` }).click();
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.locator(".alert")).toContainText("Project deleted.");
  await expect(page.locator(".project-item", { hasText: title })).toHaveCount(0);
  expect(await findProject(request, `${title} (done)`)).toBeUndefined();
  expect(files.some(mediaFileExists)).toBe(false);
});

test('an unknown project shows "Failed to load project."', async ({ page, context }) => {
  await signInAs(context, { isAdmin: true });
  const response = await page.goto("/admin/projects/edit/no-such-project");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("alert")).toHaveText("Failed to load project.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create with the file input, edit, and delete through the confirm step", async ({
    page,
    context,
    request,
  }) => {
    await signInAs(context, { isAdmin: true });
    const title = `Plain ${uniqueTag()}`;
    await page.goto("/admin/add-project");
    await fillProject(page, title);
    await page.getByLabel("Images").setInputFiles([await samplePng(), await samplePng()]);
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.locator(".alert")).toContainText("Project created.");
    await expect(page.getByLabel("Title")).toHaveValue("");
    const created = (await findProject(request, title))!;
    expect(created.images).toHaveLength(2);
    const files = filesOf(created);
    expect(files.every(mediaFileExists)).toBe(true);

    await page.goto(`/admin/projects/edit/${created._id}`);
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Description").fill("Updated without JavaScript.");
    await page.getByLabel("Order of image 1").fill("2");
    await page.getByLabel("Order of image 2").fill("1");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(page.locator(".alert")).toContainText("Project updated.");
    await expect(page.locator(".alert").getByRole("link", { name: "View on site" })).toHaveAttribute(
      "href",
      `/projects/${created._id}`,
    );
    const edited = (await findProject(request, title))!;
    expect(edited.description).toBe("Updated without JavaScript.");
    expect(edited.images.map((image) => image._id)).toEqual([created.images[1]._id, created.images[0]._id]);

    await page.goto(`/admin/projects/edit/${created._id}`);
    await expect(page.getByLabel("Order of image 1")).toHaveValue("1");
    await page.getByRole("button", { name: "Delete image 2" }).click();
    await expect(page.getByRole("alert")).toContainText("Delete this image?");
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator(".alert")).toContainText("Image deleted.");
    expect((await findProject(request, title))!.images.map((image) => image._id)).toEqual([
      created.images[1]._id,
    ]);

    await page.goto("/admin/add-project");
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    await expect(page.getByRole("alert")).toContainText("Delete this project?");
    expect(await findProject(request, title)).toBeDefined();
    await page.getByRole("button", { name: "Yes, delete" }).click();
    await expect(page.locator(".alert")).toContainText("Project deleted.");
    expect(await findProject(request, title)).toBeUndefined();
    expect(files.some(mediaFileExists)).toBe(false);
  });

  test("bad input keeps the form and says what failed", async ({ page, context, request }) => {
    await signInAs(context, { isAdmin: true });
    const title = `Refused ${uniqueTag()}`;
    await page.goto("/admin/add-project");
    await page.getByLabel("Description").fill("No title given");
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByRole("alert").first()).toContainText(
      "Failed to create project. Please try again.",
    );
    await expect(page.locator(".field-errors").getByText("Title is required")).toBeVisible();
    await expect(page.getByLabel("Description")).toHaveValue("No title given");

    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Images").setInputFiles({
      name: "invoice.png",
      mimeType: "image/png",
      buffer: Buffer.from("%PDF-1.4 not really a picture"),
    });
    await page.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByText("Failed to create project. Please try again.")).toBeVisible();
    await expect(page.locator("#create-project-images-error")).toContainText(
      /invoice\.png: That file is not an image/,
    );
    await expect(page.getByLabel("Title")).toHaveValue(title);
    expect(await findProject(request, title)).toBeUndefined();

    await page.goto("/admin/projects/edit/no-such-project");
    await expect(page.getByText("Failed to load project.")).toBeVisible();
  });
});
