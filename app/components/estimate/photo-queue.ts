// The photo uploader's queue, without React: photos join it from the file input (up to the form's room), are prepared
// and sent one at a time, pause while the browser is offline and resume when it is back, can be retried and removed.
// React reads it with useSyncExternalStore (estimate-photo-uploader.tsx); Vitest drives it with a fake sender.
import { ESTIMATE_MESSAGES } from "~/estimates/estimate-options";

export type PhotoStatus = "queued" | "preparing" | "uploading" | "offline" | "done" | "failed" | "refused";

export type QueuedPhoto = {
  key: string;
  name: string;
  status: PhotoStatus;
  sent: number;
  total: number;
  /** The server's pending upload, once the whole photo is there. */
  pendingId?: string;
  error?: string;
};

/** What the page shows: the photos, the last change in words, and the photos over the limit by name. */
export type PhotoQueueSnapshot = {
  photos: readonly QueuedPhoto[];
  announcement: string;
  notice: string;
};

/** One upload under way, as the sender hands it back (./upload-photo with tus in the browser). */
export type SentPhoto = { done: Promise<string>; stop: (drop: boolean) => Promise<void> };

/** How the queue prepares and sends a photo: the browser's scaler and tus, or a test's stand-in. */
export type PhotoSender = {
  prepare: (file: File) => Promise<Blob>;
  send: (options: {
    file: Blob;
    fileName: string;
    uploadUrl: string | null;
    onUrl: (url: string) => void;
    onProgress: (sent: number, total: number) => void;
  }) => Promise<SentPhoto>;
};

/** Still on its way: the form waits for these before it is sent. */
const ACTIVE: readonly PhotoStatus[] = ["queued", "preparing", "uploading", "offline"];

type Entry = {
  file: File;
  blob?: Blob;
  url: string | null;
  upload?: SentPhoto;
  /** The sender is working on it, or waiting to retry. */
  active: boolean;
  removed: boolean;
};

const plural = (n: number) => `${n} ${n === 1 ? "photo" : "photos"}`;

export function createPhotoQueue(sender: PhotoSender) {
  let snapshot: PhotoQueueSnapshot = { photos: [], announcement: "", notice: "" };
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  let running = false;
  let online = true;
  let nextKey = 0;
  // The photos that went with a submitted form: the server's answer lists them, so they leave this list then.
  let submitted: string[] = [];

  const publish = (change: Partial<PhotoQueueSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };
  const update = (key: string, change: Partial<QueuedPhoto>) =>
    publish({
      photos: snapshot.photos.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    });
  const find = (key: string) => snapshot.photos.find((photo) => photo.key === key);

  async function sendOne(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entry.active = true;
    const name = entry.file.name;
    try {
      if (!entry.blob) {
        update(key, { status: "preparing" });
        // A photo the browser cannot decode (HEIC outside Safari) goes as it is: the server converts it.
        entry.blob = await sender.prepare(entry.file).catch(() => entry.file);
      }
      if (entry.removed) return;
      update(key, {
        status: online ? "uploading" : "offline",
        sent: 0,
        total: entry.blob.size,
        error: undefined,
      });
      const upload = await sender.send({
        file: entry.blob,
        fileName: name,
        uploadUrl: entry.url,
        onUrl: (url) => (entry.url = url),
        onProgress: (sent, total) => {
          if (!entry.removed) update(key, { sent, total, status: online ? "uploading" : "offline" });
        },
      });
      entry.upload = upload;
      if (entry.removed) await upload.stop(true);
      const pendingId = await upload.done;
      if (entry.removed) return;
      update(key, { status: "done", pendingId, sent: entry.blob.size });
      publish({ announcement: `${name} uploaded.` });
    } catch (error) {
      if (entry.removed) return;
      const refused = error instanceof Error && "refused" in error && error.refused === true;
      const message = error instanceof Error ? error.message : "The photo could not be sent.";
      update(key, { status: refused ? "refused" : "failed", error: message });
      publish({
        announcement: refused
          ? `${name}: ${message}`
          : `${name} is not uploaded yet. It resumes when the connection is back.`,
      });
    } finally {
      entry.active = false;
    }
  }

  // One upload at a time, in the order chosen: a weak signal serves one photo better than ten half-sent ones.
  async function run() {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const next = snapshot.photos.find((photo) => photo.status === "queued");
        if (!next) break;
        await sendOne(next.key);
      }
    } finally {
      running = false;
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,

    /**
     * Files chosen in the input join the queue, as many as `room` allows; the rest are named in a visible notice.
     * Files already in the queue are skipped.
     */
    add(files: readonly File[], room: number) {
      const known = new Set([...entries.values()].map((entry) => entry.file));
      const chosen = files.filter((file) => !known.has(file));
      const counted = snapshot.photos.filter((photo) => photo.status !== "refused").length;
      const space = Math.max(0, room - counted);
      const added = chosen.slice(0, space).map((file): QueuedPhoto => {
        const key = `photo-${++nextKey}`;
        entries.set(key, { file, url: null, active: false, removed: false });
        return { key, name: file.name, status: "queued", sent: 0, total: file.size };
      });
      const left = chosen.slice(space).map((file) => file.name);
      const notice = left.length ? ESTIMATE_MESSAGES.tooManyPhotos(left) : "";
      publish({
        photos: [...snapshot.photos, ...added],
        notice,
        announcement: notice || (added.length ? `${plural(added.length)} added.` : snapshot.announcement),
      });
      void run();
      return added;
    },

    /** Takes a photo off the list: a half-sent one is dropped on the server too; it is never sent with the form. */
    remove(key: string) {
      const photo = find(key);
      const entry = entries.get(key);
      if (entry) {
        entry.removed = true;
        void entry.upload?.stop(photo?.status !== "done").catch(() => undefined);
        entries.delete(key);
      }
      if (!photo) return;
      publish({
        photos: snapshot.photos.filter((candidate) => candidate.key !== key),
        announcement: `${photo.name} removed.`,
        notice: "",
      });
    },

    /** Sends a photo that failed again, from where the server has it. */
    retry(key: string) {
      if (find(key)?.status !== "failed") return;
      update(key, { status: "queued", error: undefined });
      void run();
    },

    /** The browser went offline or came back: photos on their way say so, and failed ones start again once online. */
    setOnline(now: boolean) {
      online = now;
      publish({
        photos: snapshot.photos.map((photo) => {
          if (!now) return photo.status === "uploading" ? { ...photo, status: "offline" } : photo;
          if (photo.status === "failed") return { ...photo, status: "queued" };
          if (photo.status !== "offline") return photo;
          return { ...photo, status: entries.get(photo.key)?.active ? "uploading" : "queued" };
        }),
      });
      if (now) void run();
    },

    /** The files the form must still carry itself: those the server does not have yet. */
    filesToSend(): File[] {
      return snapshot.photos
        .filter((photo) => photo.status !== "done" && photo.status !== "refused")
        .flatMap((photo) => entries.get(photo.key)?.file ?? []);
    },

    /** Whether a photo is still on its way (the form waits), and how far the queue got: "3 of 5". */
    progress() {
      const counted = snapshot.photos.filter((photo) => photo.status !== "refused");
      return {
        busy: counted.some((photo) => ACTIVE.includes(photo.status)),
        failed: counted.some((photo) => photo.status === "failed"),
        done: counted.filter((photo) => photo.status === "done").length,
        total: counted.length,
      };
    },

    /** The form was sent with what the list holds now (done photos by id, the others as files). */
    markSubmitted() {
      submitted = snapshot.photos.map((photo) => photo.key);
    },

    /**
     * The server answered the sent form: what it kept is in its own list now (with a Remove that works without
     * JavaScript), so those photos leave this one and the form carries each photo once.
     */
    settleSubmitted() {
      if (!submitted.length) return;
      const sent = new Set(submitted);
      submitted = [];
      for (const key of sent) entries.delete(key);
      publish({ photos: snapshot.photos.filter((photo) => !sent.has(photo.key)), notice: "" });
    },
  };
}

/** "Sending as soon as the photos finish (3 of 5)": the line by the Send button while the form waits. */
export const waitingText = (progress: { done: number; total: number }) =>
  `Sending as soon as the photos finish (${progress.done} of ${progress.total})`;
