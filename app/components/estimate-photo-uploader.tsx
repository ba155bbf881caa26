// The uploader behind EstimatePhotoUploads, loaded when the first photo is chosen. Each photo is scaled in the browser
// and sent over tus one at a time, with a progress bar; once the server has it, a hidden `pendingPhoto` field refers to
// it and the file leaves the input, so the form submits only references.
import { useCallback, useEffect, useRef, useState } from "react";
import { scalePhoto } from "~/estimates/scale-photo";
import { uploadPhoto, type PhotoUpload } from "~/estimates/upload-photo";
import { ESTIMATE_MESSAGES, MAX_ESTIMATE_PHOTOS, PENDING_PHOTO_FIELD } from "~/models/estimate-options";

type Status = "queued" | "preparing" | "uploading" | "offline" | "done" | "failed" | "refused";

type Item = {
  key: string;
  name: string;
  status: Status;
  sent: number;
  total: number;
  pendingId?: string;
  error?: string;
};

// What React does not need to draw: the file, what is sent, the upload's address (so a retry resumes it).
type Entry = {
  file: File;
  blob?: Blob;
  url: string | null;
  upload?: PhotoUpload;
  /** tus-js-client is sending it or waiting to retry. */
  active?: boolean;
  removed?: boolean;
};

const ACTIVE: Status[] = ["queued", "preparing", "uploading", "offline"];
let nextKey = 0;

function statusText(item: Item) {
  const percent = item.total ? Math.floor((item.sent / item.total) * 100) : 0;
  switch (item.status) {
    case "queued":
      return "Waiting to upload";
    case "preparing":
      return "Preparing…";
    case "uploading":
      return `Uploading… ${percent}%`;
    case "offline":
      return `Connection lost at ${percent}%. It resumes by itself.`;
    case "done":
      return "Uploaded";
    case "failed":
      return `Not uploaded yet: ${item.error ?? "the connection failed."}`;
    case "refused":
      return item.error ?? "Not sent.";
  }
}

export default function EstimatePhotoUploader({
  inputId,
  announce: setAnnouncement,
}: {
  inputId: string;
  /** Says what changed in the page's live region. */
  announce: (text: string) => void;
}) {
  const [items, setItems] = useState<Item[]>([]);
  const entries = useRef(new Map<string, Entry>());
  const running = useRef(false);
  const listRef = useRef<HTMLDivElement>(null);
  const heldSubmit = useRef<HTMLElement | null | undefined>(undefined);
  // Set once photos join the list: until then the input holds the choice that loaded this module, not yet read.
  const listed = useRef(false);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const input = useCallback(() => document.getElementById(inputId) as HTMLInputElement | null, [inputId]);
  const update = useCallback((key: string, change: Partial<Item>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  // The file input keeps only the photos not yet on the server: if the form is sent before they are, they go with it.
  const syncInput = useCallback(
    (current: Item[]) => {
      const field = input();
      if (!field || !listed.current || typeof DataTransfer === "undefined") return;
      const transfer = new DataTransfer();
      for (const item of current) {
        const entry = entries.current.get(item.key);
        if (entry && item.status !== "done" && item.status !== "refused") transfer.items.add(entry.file);
      }
      field.files = transfer.files;
    },
    [input],
  );

  useEffect(() => syncInput(items), [items, syncInput]);

  const uploadOne = useCallback(
    async (key: string) => {
      const entry = entries.current.get(key);
      if (!entry) return;
      entry.active = true;
      try {
        if (!entry.blob) {
          update(key, { status: "preparing" });
          // A photo the browser cannot decode (HEIC outside Safari) goes as it is: the server converts it.
          entry.blob = (await scalePhoto(entry.file).catch(() => null)) ?? entry.file;
        }
        if (entry.removed) return;
        update(key, { status: "uploading", sent: 0, total: entry.blob.size, error: undefined });
        const upload = await uploadPhoto({
          file: entry.blob,
          fileName: entry.file.name,
          uploadUrl: entry.url,
          onUrl: (url) => (entry.url = url),
          onProgress: (sent, total) =>
            setItems((current) =>
              current.map((item) =>
                item.key === key
                  ? { ...item, sent, total, status: item.status === "offline" ? "offline" : "uploading" }
                  : item,
              ),
            ),
        });
        entry.upload = upload;
        if (entry.removed) await upload.stop(true);
        const pendingId = await upload.done;
        if (entry.removed) return;
        update(key, { status: "done", pendingId, sent: entry.blob.size });
        setAnnouncement(`${entry.file.name} uploaded.`);
      } catch (error) {
        if (entry.removed) return;
        const refused = error instanceof Error && "refused" in error && error.refused === true;
        const message = error instanceof Error ? error.message : "The photo could not be sent.";
        update(key, { status: refused ? "refused" : "failed", error: message });
        setAnnouncement(
          refused
            ? `${entry.file.name}: ${message}`
            : `${entry.file.name} is not uploaded yet. It resumes when the connection is back.`,
        );
      } finally {
        entry.active = false;
      }
    },
    [update, setAnnouncement],
  );

  // One upload at a time, in the order chosen: a weak signal serves one photo better than ten half-sent ones.
  const runQueue = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (;;) {
        const next = itemsRef.current.find((item) => item.status === "queued");
        if (!next) break;
        itemsRef.current = itemsRef.current.map((item) =>
          item.key === next.key ? { ...item, status: "preparing" } : item,
        );
        await uploadOne(next.key);
      }
    } finally {
      running.current = false;
    }
  }, [uploadOne]);

  useEffect(() => {
    if (items.some((item) => item.status === "queued")) void runQueue();
  }, [items, runQueue]);

  // Offline, a photo on its way says so (tus-js-client keeps retrying). Back online, it goes on, and photos that gave
  // up start again from where the server has them.
  useEffect(() => {
    const stalled = () =>
      setItems((current) =>
        current.map((item) => (item.status === "uploading" ? { ...item, status: "offline" } : item)),
      );
    const resume = () =>
      setItems((current) =>
        current.map((item) => {
          if (item.status === "failed") return { ...item, status: "queued" };
          if (item.status !== "offline") return item;
          return { ...item, status: entries.current.get(item.key)?.active ? "uploading" : "queued" };
        }),
      );
    window.addEventListener("offline", stalled);
    window.addEventListener("online", resume);
    return () => {
      window.removeEventListener("offline", stalled);
      window.removeEventListener("online", resume);
    };
  }, []);

  // Photos chosen in the file input join the queue, up to the form's limit.
  useEffect(() => {
    const field = input();
    if (!field) return;
    const onChange = () => {
      const form = field.form;
      const known = new Set([...entries.current.values()].map((entry) => entry.file));
      const chosen = Array.from(field.files ?? []).filter((file) => !known.has(file));
      const keptElsewhere = form
        ? Array.from(form.querySelectorAll(`input[name="${PENDING_PHOTO_FIELD}"]`)).filter(
            (element) => !listRef.current?.contains(element),
          ).length
        : 0;
      const counted = itemsRef.current.filter((item) => item.status !== "refused").length;
      const room = Math.max(0, MAX_ESTIMATE_PHOTOS - keptElsewhere - counted);
      const added: Item[] = chosen.slice(0, room).map((file) => {
        const key = `photo-${++nextKey}`;
        entries.current.set(key, { file, url: null });
        return { key, name: file.name, status: "queued", sent: 0, total: file.size };
      });
      if (added.length) listed.current = true;
      if (chosen.length > room) setAnnouncement(ESTIMATE_MESSAGES.tooManyPhotos);
      else if (added.length)
        setAnnouncement(`${added.length} ${added.length === 1 ? "photo" : "photos"} added.`);
      setItems((current) => {
        const next = [...current, ...added];
        itemsRef.current = next;
        return next;
      });
    };
    field.addEventListener("change", onChange);
    // The choice that loaded this module is already in the input.
    if (field.files?.length) onChange();
    return () => field.removeEventListener("change", onChange);
  }, [input, setAnnouncement]);

  // Sending the form while photos are still on their way waits for them, then sends it.
  useEffect(() => {
    const form = input()?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (!itemsRef.current.some((item) => ACTIVE.includes(item.status))) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      heldSubmit.current = event.submitter;
      setAnnouncement("Your request is sent as soon as the photos have uploaded.");
    };
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, [input, setAnnouncement]);

  useEffect(() => {
    if (heldSubmit.current === undefined || items.some((item) => ACTIVE.includes(item.status))) return;
    const submitter = heldSubmit.current;
    heldSubmit.current = undefined;
    if (items.some((item) => item.status === "failed")) {
      setAnnouncement("Some photos are not uploaded yet. Try them again, or send the form: they go with it.");
      return;
    }
    input()?.form?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }, [items, input, setAnnouncement]);

  const remove = (key: string) => {
    const entry = entries.current.get(key);
    if (entry) {
      entry.removed = true;
      // Asks the server to drop a half-sent photo; a whole one is already a pending upload, deleted after a day.
      const drop = items.find((item) => item.key === key)?.status !== "done";
      void entry.upload?.stop(drop).catch(() => undefined);
      entries.current.delete(key);
    }
    const item = items.find((candidate) => candidate.key === key);
    setItems((current) => {
      const next = current.filter((candidate) => candidate.key !== key);
      itemsRef.current = next;
      return next;
    });
    if (item) setAnnouncement(`${item.name} removed.`);
  };

  const retry = (key: string) => update(key, { status: "queued", error: undefined });

  return (
    <div ref={listRef}>
      {items.length > 0 ? (
        <ul className="photo-uploads__list">
          {items.map((item) => (
            <li key={item.key} className={`photo-uploads__item photo-uploads__item--${item.status}`}>
              <label htmlFor={`${item.key}-progress`} className="photo-uploads__name">
                {item.name}
              </label>
              <span className="photo-uploads__actions">
                {item.status === "failed" ? (
                  <button type="button" className="button button-outline" onClick={() => retry(item.key)}>
                    Try again<span className="visually-hidden"> to upload {item.name}</span>
                  </button>
                ) : null}
                <button type="button" className="button button-outline" onClick={() => remove(item.key)}>
                  Remove<span className="visually-hidden"> {item.name}</span>
                </button>
              </span>
              <progress
                id={`${item.key}-progress`}
                max={100}
                value={item.total ? Math.round((item.sent / item.total) * 100) : 0}
                aria-describedby={`${item.key}-status`}
              />
              <span id={`${item.key}-status`} className="photo-uploads__status">
                {statusText(item)}
              </span>
              {item.pendingId ? (
                <input type="hidden" name={PENDING_PHOTO_FIELD} value={item.pendingId} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
