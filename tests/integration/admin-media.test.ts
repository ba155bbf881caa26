// Projects' images and uploads share content-hashed files: deleting a row removes only files nobody else uses.
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { imageFileUrls } from "~/media/image-pipeline.server";
import { isMediaReferenced, removeUnreferencedMedia } from "~/media/media-cleanup.server";
import { MediaError } from "~/media/media-error";
import { mediaUrlToPath } from "~/media/media-storage.server";
import { createAiImage } from "~/ai/ai-image.server";
import { createBlogPost } from "~/blog/blog-post.server";
import {
  deleteAiImageAndFiles,
  deleteMediaUploadAndFiles,
  uploadMedia,
  uploadMediaFromForm,
} from "~/media-library/media-library.server";
import { projectUpdateSchema } from "~/projects/project";
import {
  addImagesToProject,
  createProjectWithImages,
  deleteProjectAndFiles,
  deleteProjectImageAndFiles,
  saveProjectEdit,
} from "~/projects/project-admin.server";
import { getProject, saveProjectImageDetails, updateProject } from "~/projects/project.server";

let shade = 0;
/** A small PNG of a colour no other test image has (so its stored files are its own). */
async function pngFile(name = "photo.png") {
  shade += 1;
  const bytes = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: shade * 7, g: 120, b: 255 - shade } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

const exists = (url: string) => fs.existsSync(mediaUrlToPath(url)!);
const fields = (title: string) => ({
  title,
  description: "",
  project_type: "Paving",
  category: "",
  alt: "",
  date: "",
});

describe("projects and their image files", () => {
  test("creating stores every image; deleting the project removes its files", async () => {
    const project = await createProjectWithImages(fields("Main St"), [await pngFile(), await pngFile()]);
    expect(project.images).toHaveLength(2);
    const urls = project.images.flatMap(imageFileUrls);
    expect(urls.length).toBeGreaterThan(2);
    expect(urls.every(exists)).toBe(true);
    expect(project.images[0].alt).toBe("Main St");

    expect(await deleteProjectAndFiles(project.id)).toBe(true);
    expect(getProject(project.id)).toBeUndefined();
    expect(urls.some(exists)).toBe(false);
    expect(await deleteProjectAndFiles(project.id)).toBe(false);
  });

  test("a file shared with another project (same content) stays until its last user is gone", async () => {
    const file = await pngFile();
    const first = await createProjectWithImages(fields("First"), [file]);
    const second = await createProjectWithImages(fields("Second"), [file]);
    const urls = imageFileUrls(first.images[0]);
    expect(imageFileUrls(second.images[0])).toEqual(urls);

    await deleteProjectAndFiles(first.id);
    expect(urls.every(exists)).toBe(true);
    expect(isMediaReferenced(urls[0])).toBe(true);
    await deleteProjectAndFiles(second.id);
    expect(urls.some(exists)).toBe(false);
  });

  test("a project image reused by a blog post keeps its files", async () => {
    const project = await createProjectWithImages(fields("Shared with blog"), [await pngFile()]);
    const image = project.images[0];
    createBlogPost(
      {
        title: `Post using ${project.id}`,
        description: "d",
        img: image.src,
        imgAlt: "",
        sections: [{ title: "s", body: "b" }],
        conclusion: "",
        status: "published",
      },
      { image: { src: image.src, alt: "", width: 1, height: 1, variants: image.variants } },
    );
    await deleteProjectAndFiles(project.id);
    expect(imageFileUrls(image).every(exists)).toBe(true);
  });

  test("a refused file creates nothing and leaves no files behind", async () => {
    const good = await pngFile();
    const bad = new File([new TextEncoder().encode("<html>not an image</html>")], "evil.png", {
      type: "image/png",
    });
    await expect(createProjectWithImages(fields("Refused"), [good, bad])).rejects.toThrow(MediaError);
    await expect(createProjectWithImages(fields("Refused"), [good, bad])).rejects.toThrow(/^evil\.png: /);
    const stored = await createProjectWithImages(fields("Probe"), [good]);
    // The good file was written and removed again by the failed attempt; this project wrote it afresh.
    expect(stored.images).toHaveLength(1);
    await deleteProjectAndFiles(stored.id);
  });

  test("images are added at the end, deleted one by one, and reordered with new alt texts", async () => {
    const project = await createProjectWithImages(fields("Order"), [await pngFile(), await pngFile()]);
    const added = await addImagesToProject(project.id, [await pngFile()], "Third photo");
    expect(added).toHaveLength(1);
    expect(added![0].alt).toBe("Third photo");
    expect(await addImagesToProject("missing", [await pngFile()], "")).toBeUndefined();

    const [a, b, c] = getProject(project.id)!.images;
    expect(c.id).toBe(added![0].id);
    saveProjectImageDetails(project.id, [
      { id: a.id, alt: "A", position: 3 },
      { id: b.id, alt: "B", position: 1 },
      { id: c.id, alt: "C", position: 2 },
      { id: "someone-elses", alt: "X", position: 1 },
    ]);
    expect(getProject(project.id)!.images.map((image) => [image.id, image.alt, image.position])).toEqual([
      [b.id, "B", 0],
      [c.id, "C", 1],
      [a.id, "A", 2],
    ]);

    expect(await deleteProjectImageAndFiles(project.id, b.id)).toBe(true);
    expect(imageFileUrls(b).some(exists)).toBe(false);
    expect(await deleteProjectImageAndFiles("other-project", c.id)).toBe(false);
    expect(getProject(project.id)!.images).toHaveLength(2);
  });

  test("saving an edit updates fields, order and adds images in one go", async () => {
    const project = await createProjectWithImages(fields("Edit me"), [await pngFile(), await pngFile()]);
    const [first, second] = project.images;
    const saved = await saveProjectEdit(
      project.id,
      { ...fields("Edited"), description: "New text" },
      [
        { id: first.id, alt: "first", position: 2 },
        { id: second.id, alt: "second", position: 1 },
      ],
      [await pngFile()],
    );
    expect(saved!.title).toBe("Edited");
    expect(saved!.description).toBe("New text");
    expect(saved!.images.map((image) => image.alt)).toEqual(["second", "first", "Edited"]);
    expect(await saveProjectEdit("missing", fields("x"), [], [])).toBeUndefined();
  });

  test("PUT's partial schema leaves out what the client did not send", () => {
    expect(projectUpdateSchema.parse({ title: " New " })).toEqual({ title: "New" });
    expect(projectUpdateSchema.safeParse({ title: "" }).success).toBe(false);
    expect(projectUpdateSchema.safeParse({ date: "31/03/2025" }).success).toBe(false);
  });

  test("a partial update keeps the other fields", async () => {
    const project = await createProjectWithImages({ ...fields("Keep"), description: "Stays" }, []);
    updateProject(project.id, projectUpdateSchema.parse({ category: "Concrete" }));
    expect(getProject(project.id)).toMatchObject({
      title: "Keep",
      description: "Stays",
      category: "Concrete",
    });
  });
});

describe("uploads and AI images", () => {
  test("an image upload goes through the pipeline; deleting it removes its files", async () => {
    const [upload] = await uploadMedia(
      { img: await pngFile() },
      { caption: "Crew", alt: "Crew at work", hidden: true },
    );
    expect(upload).toMatchObject({ kind: "image", caption: "Crew", hidden: true, mime: "image/png" });
    expect(upload.variants.length).toBeGreaterThan(0);
    const urls = [upload.path, ...upload.variants.map((v) => v.src)];
    expect(urls.every(exists)).toBe(true);
    await deleteMediaUploadAndFiles(upload.id);
    expect(urls.some(exists)).toBe(false);
  });

  test("videos are checked by signature; a refused video stores nothing at all", async () => {
    const mp4 = new Uint8Array(64);
    mp4.set(new TextEncoder().encode("ftypisom"), 4);
    const [video] = await uploadMedia(
      { video: new File([mp4], "clip.mp4") },
      { caption: "", alt: "", hidden: false },
    );
    expect(video).toMatchObject({ kind: "video", mime: "video/mp4" });

    const img = await pngFile();
    const fake = new File([new TextEncoder().encode("not a video at all")], "clip.mp4", {
      type: "video/mp4",
    });
    await expect(uploadMedia({ img, video: fake }, { caption: "", alt: "", hidden: false })).rejects.toThrow(
      /not a video/,
    );

    const form = new FormData();
    await expect(uploadMediaFromForm(form, { caption: "", alt: "", hidden: false })).rejects.toThrow(
      /Choose an image or a video/,
    );
  });

  test("deleting an AI image removes its files unless a blog post uses them", async () => {
    const [upload] = await uploadMedia({ img: await pngFile() }, { caption: "", alt: "", hidden: false });
    const stored = {
      src: upload.path,
      width: 64,
      height: 48,
      bytes: 1,
      mime: "image/png",
      variants: upload.variants,
    };
    const ai = createAiImage({ prompt: "asphalt", name: "a.png", image: stored, source: "offline" });
    await deleteAiImageAndFiles(ai.id);
    // The upload row still points at the same files.
    expect(exists(upload.path)).toBe(true);
    await deleteMediaUploadAndFiles(upload.id);
    expect(exists(upload.path)).toBe(false);
    expect(await removeUnreferencedMedia([])).toEqual([]);
  });
});
