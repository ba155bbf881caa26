// The uploader's queue without a browser: a stand-in sender whose uploads the test finishes, fails or cuts by hand.
import { describe, expect, test } from "vitest";
import { createPhotoQueue, waitingText, type PhotoSender, type SentPhoto } from "./photo-queue";

type Pending = {
  name: string;
  uploadUrl: string | null;
  progress: (sent: number, total: number) => void;
  succeed: (id: string) => void;
  fail: (error: Error) => void;
  stopped?: boolean;
  dropped?: boolean;
};

class Refusal extends Error {
  refused = true;
}

/** A sender that records each upload started and lets the test decide how it ends. */
function fakeSender() {
  const started: Pending[] = [];
  const sender: PhotoSender = {
    prepare: async (file) => file,
    send: async (options) => {
      let succeed!: (id: string) => void;
      let fail!: (error: Error) => void;
      const done = new Promise<string>((resolve, reject) => {
        succeed = resolve;
        fail = reject;
      });
      const pending: Pending = {
        name: options.fileName,
        uploadUrl: options.uploadUrl,
        progress: options.onProgress,
        succeed,
        fail,
      };
      options.onUrl(`/uploads/estimate-photos/${options.fileName}`);
      started.push(pending);
      const upload: SentPhoto = {
        done,
        stop: async (drop) => {
          pending.stopped = true;
          pending.dropped = drop;
          fail(new Refusal("The upload was stopped."));
        },
      };
      return upload;
    },
  };
  return { sender, started };
}

const photo = (name: string) => new File([new Uint8Array(100)], name, { type: "image/jpeg" });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const statuses = (queue: ReturnType<typeof createPhotoQueue>) =>
  queue.getSnapshot().photos.map((item) => `${item.name}:${item.status}`);

describe("the photo queue", () => {
  test("photos go one at a time, in the order chosen, each ending with its pending id", async () => {
    const { sender, started } = fakeSender();
    const queue = createPhotoQueue(sender);
    let changes = 0;
    queue.subscribe(() => changes++);
    queue.add([photo("a.jpg"), photo("b.jpg")], 10);
    await settle();
    expect(started.map((upload) => upload.name)).toEqual(["a.jpg"]);
    expect(statuses(queue)).toEqual(["a.jpg:uploading", "b.jpg:queued"]);
    started[0].progress(50, 100);
    expect(queue.getSnapshot().photos[0]).toMatchObject({ sent: 50, total: 100 });

    started[0].succeed("pending-a");
    await settle();
    await settle();
    expect(started.map((upload) => upload.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(queue.getSnapshot().photos[0]).toMatchObject({ status: "done", pendingId: "pending-a" });
    expect(queue.progress()).toEqual({ busy: true, failed: false, done: 1, total: 2 });
    expect(waitingText(queue.progress())).toBe("Sending as soon as the photos finish (1 of 2)");

    started[1].succeed("pending-b");
    await settle();
    expect(queue.progress()).toEqual({ busy: false, failed: false, done: 2, total: 2 });
    expect(queue.filesToSend()).toEqual([]);
    expect(queue.getSnapshot().announcement).toBe("b.jpg uploaded.");
    expect(changes).toBeGreaterThan(4);
  });

  test("beyond the room left, photos are named in a visible notice and not added", async () => {
    const { sender } = fakeSender();
    const queue = createPhotoQueue(sender);
    const files = Array.from({ length: 11 }, (_, i) => photo(`photo${i + 1}.jpg`));
    queue.add(files, 10);
    expect(queue.getSnapshot().photos).toHaveLength(10);
    expect(queue.getSnapshot().notice).toBe("Attach at most 10 photos: photo11.jpg was not added");
    // Two kept by the server already leave room for 8.
    const other = createPhotoQueue(sender);
    other.add(files.slice(0, 10), 8);
    expect(other.getSnapshot().notice).toBe(
      "Attach at most 10 photos: photo9.jpg and photo10.jpg were not added",
    );
    // The same file chosen again is not added twice.
    queue.add(files.slice(0, 1), 10);
    expect(queue.getSnapshot().photos).toHaveLength(10);
  });

  test("a removed photo stops, is dropped on the server, and is never sent with the form", async () => {
    const { sender, started } = fakeSender();
    const queue = createPhotoQueue(sender);
    queue.add([photo("a.jpg"), photo("b.jpg")], 10);
    await settle();
    const [a] = queue.getSnapshot().photos;
    queue.remove(a.key);
    await settle();
    expect(started[0]).toMatchObject({ stopped: true, dropped: true });
    expect(statuses(queue)).toEqual(["b.jpg:uploading"]);
    expect(queue.filesToSend().map((file) => file.name)).toEqual(["b.jpg"]);
    expect(queue.getSnapshot().announcement).toBe("a.jpg removed.");

    // A whole photo removed: not dropped (the server deletes unused pending uploads), and its id leaves the form.
    started[1].succeed("pending-b");
    await settle();
    queue.remove(queue.getSnapshot().photos[0].key);
    expect(started[1]).toMatchObject({ stopped: true, dropped: false });
    expect(queue.getSnapshot().photos).toEqual([]);
  });

  test("a refused photo stops there with the server's reason; a failed one is retried from where it was", async () => {
    const { sender, started } = fakeSender();
    const queue = createPhotoQueue(sender);
    queue.add([photo("notes.jpg"), photo("lot.jpg")], 10);
    await settle();
    started[0].fail(new Refusal("Photos must be images (JPEG, PNG, WebP or HEIC)"));
    await settle();
    await settle();
    expect(queue.getSnapshot().photos[0]).toMatchObject({
      status: "refused",
      error: "Photos must be images (JPEG, PNG, WebP or HEIC)",
    });
    // A refused photo is not counted, nor sent with the form.
    expect(queue.progress().total).toBe(1);
    expect(queue.filesToSend().map((file) => file.name)).toEqual(["lot.jpg"]);

    started[1].fail(new Error("The connection failed."));
    await settle();
    expect(queue.progress()).toMatchObject({ busy: false, failed: true });
    queue.retry(queue.getSnapshot().photos[1].key);
    await settle();
    expect(started[2]).toMatchObject({ name: "lot.jpg", uploadUrl: "/uploads/estimate-photos/lot.jpg" });
  });

  test("offline, a photo on its way says so; back online it goes on and failed ones start again", async () => {
    const { sender, started } = fakeSender();
    const queue = createPhotoQueue(sender);
    queue.add([photo("a.jpg"), photo("b.jpg")], 10);
    await settle();
    queue.setOnline(false);
    expect(statuses(queue)).toEqual(["a.jpg:offline", "b.jpg:queued"]);
    // tus keeps trying while offline: progress keeps the offline state.
    started[0].progress(10, 100);
    expect(statuses(queue)[0]).toBe("a.jpg:offline");
    started[0].fail(new Error("The connection failed."));
    await settle();
    await settle();
    // The queue moved on to b, which starts offline too.
    expect(statuses(queue)).toEqual(["a.jpg:failed", "b.jpg:offline"]);
    queue.setOnline(true);
    expect(statuses(queue)).toEqual(["a.jpg:queued", "b.jpg:uploading"]);
    started[1].succeed("pending-b");
    await settle();
    await settle();
    expect(started.map((upload) => upload.name)).toEqual(["a.jpg", "b.jpg", "a.jpg"]);
    expect(started[2].uploadUrl).toBe("/uploads/estimate-photos/a.jpg");
  });

  test("after the form was sent and answered, the photos it carried leave the list: the server's list has them", async () => {
    const { sender, started } = fakeSender();
    const queue = createPhotoQueue(sender);
    queue.add([photo("a.jpg")], 10);
    await settle();
    started[0].succeed("pending-a");
    await settle();
    queue.markSubmitted();
    queue.add([photo("late.jpg")], 10);
    queue.settleSubmitted();
    expect(statuses(queue)).toEqual(["late.jpg:preparing"]);
    // Nothing marked: an answer changes nothing.
    queue.settleSubmitted();
    expect(queue.getSnapshot().photos).toHaveLength(1);
  });
});
