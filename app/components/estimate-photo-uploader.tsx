// The uploader behind EstimatePhotoUploads, loaded when the first photo is chosen: the queue (./estimate/photo-queue,
// plain code) does the work; this part draws it and ties it to the form. Each photo is scaled in the browser and sent
// over tus one at a time, with a progress bar; once the server has it, a hidden `pendingPhoto` field refers to it and
// the file leaves the input, so the form submits only references.
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { scalePhoto } from "~/estimates/scale-photo";
import { uploadPhoto } from "~/estimates/upload-photo";
import { MAX_ESTIMATE_PHOTOS, PENDING_PHOTO_FIELD } from "~/estimates/estimate-form-fields";
import { createPhotoQueue, waitingText, type QueuedPhoto } from "./estimate/photo-queue";

function statusText(photo: QueuedPhoto) {
  const percent = photo.total ? Math.floor((photo.sent / photo.total) * 100) : 0;
  switch (photo.status) {
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
      return `Not uploaded yet: ${photo.error ?? "the connection failed."}`;
    case "refused":
      return photo.error ?? "Not sent.";
  }
}

export default function EstimatePhotoUploader({
  inputId,
  reply,
  announce,
  onSendStatus,
  heldSubmit: heldBeforeLoad,
  onReady,
}: {
  inputId: string;
  /** The action's last answer: a new one means the form was sent and the server lists what it kept. */
  reply: unknown;
  /** Says what changed in the page's live region. */
  announce: (text: string) => void;
  /** The line by the Send button while the form waits for the photos ("" when it does not). */
  onSendStatus: (text: string) => void;
  /** A Send made while this module was loading: it waits for the photos here. */
  heldSubmit?: { submitter: HTMLElement | null };
  /** Called once this module listens to the form itself. */
  onReady: () => void;
}) {
  const [queue] = useState(() =>
    createPhotoQueue({ prepare: async (file) => (await scalePhoto(file)) ?? file, send: uploadPhoto }),
  );
  const snapshot = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const listRef = useRef<HTMLDivElement>(null);
  // The Send button whose submit waits for the photos (null: the form was sent another way), or undefined.
  const [heldSubmit, setHeldSubmit] = useState<{ submitter: HTMLElement | null } | undefined>(heldBeforeLoad);
  const input = () => document.getElementById(inputId) as HTMLInputElement | null;

  useEffect(() => announce(snapshot.announcement), [snapshot.announcement, announce]);

  // A new answer from the server: the photos that went with the form are in its list now.
  const lastReply = useRef(reply);
  useEffect(() => {
    if (reply === lastReply.current) return;
    lastReply.current = reply;
    queue.settleSubmitted();
  }, [reply, queue]);

  // The file input keeps only the photos not yet on the server: if the form is sent before they are, they go with it.
  const listed = useRef(false);
  useEffect(() => {
    const field = input();
    if (!field || !listed.current || typeof DataTransfer === "undefined") return;
    const transfer = new DataTransfer();
    for (const file of queue.filesToSend()) transfer.items.add(file);
    field.files = transfer.files;
  });

  useEffect(() => {
    const offline = () => queue.setOnline(false);
    const online = () => queue.setOnline(true);
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [queue]);

  // Photos chosen in the file input join the queue, up to the form's limit (photos the server keeps count too).
  useEffect(() => {
    const field = input();
    if (!field) return;
    const onChange = () => {
      const keptElsewhere = field.form
        ? Array.from(field.form.querySelectorAll(`input[name="${PENDING_PHOTO_FIELD}"]`)).filter(
            (element) => !listRef.current?.contains(element),
          ).length
        : 0;
      queue.add(Array.from(field.files ?? []), MAX_ESTIMATE_PHOTOS - keptElsewhere);
      listed.current = true;
    };
    field.addEventListener("change", onChange);
    // The choice that loaded this module is already in the input.
    if (field.files?.length) onChange();
    return () => field.removeEventListener("change", onChange);
  }, [queue]); // eslint-disable-line react-hooks/exhaustive-deps

  // Sending the form while photos are still on their way waits for them, then sends it.
  useEffect(() => {
    const form = input()?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (!queue.progress().busy) {
        queue.markSubmitted();
        return;
      }
      event.preventDefault();
      event.stopImmediatePropagation();
      setHeldSubmit({ submitter: event.submitter });
    };
    form.addEventListener("submit", onSubmit, true);
    onReady();
    return () => form.removeEventListener("submit", onSubmit, true);
  }, [queue]); // eslint-disable-line react-hooks/exhaustive-deps

  // Read afresh here, not from the render: the photos that loaded this module join the queue in an effect above.
  useEffect(() => {
    if (!heldSubmit) return onSendStatus("");
    const progress = queue.progress();
    if (progress.busy) return onSendStatus(waitingText(progress));
    setHeldSubmit(undefined);
    if (progress.failed) {
      onSendStatus("Some photos are not uploaded yet. Try them again, or send the form: they go with it.");
      return;
    }
    onSendStatus("");
    const { submitter } = heldSubmit;
    const form = (document.getElementById(inputId) as HTMLInputElement | null)?.form;
    form?.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }, [heldSubmit, snapshot, queue, onSendStatus, inputId]);

  return (
    <div ref={listRef}>
      {snapshot.notice ? <p className="photo-uploads__notice">{snapshot.notice}</p> : null}
      {snapshot.photos.length > 0 ? (
        <ul className="photo-uploads__list">
          {snapshot.photos.map((photo) => (
            <li key={photo.key} className={`photo-uploads__item photo-uploads__item--${photo.status}`}>
              <span id={`${photo.key}-name`} className="photo-uploads__name">
                {photo.name}
              </span>
              <span className="photo-uploads__actions">
                {photo.status === "failed" ? (
                  <button
                    type="button"
                    className="button button-outline"
                    onClick={() => queue.retry(photo.key)}
                  >
                    Try again<span className="visually-hidden"> to upload {photo.name}</span>
                  </button>
                ) : null}
                <button
                  type="button"
                  className="button button-outline"
                  onClick={() => queue.remove(photo.key)}
                >
                  Remove<span className="visually-hidden"> {photo.name}</span>
                </button>
              </span>
              {/* A refused photo is not on its way: no bar, only the reason. */}
              {photo.status === "refused" ? null : (
                <progress
                  max={100}
                  value={photo.total ? Math.round((photo.sent / photo.total) * 100) : 0}
                  aria-labelledby={`${photo.key}-name`}
                  aria-describedby={`${photo.key}-status`}
                />
              )}
              <span id={`${photo.key}-status`} className="photo-uploads__status">
                {statusText(photo)}
              </span>
              {photo.pendingId ? (
                <input type="hidden" name={PENDING_PHOTO_FIELD} value={photo.pendingId} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
