// Resumable photo uploads for the /estimate form, once JavaScript runs: this part only waits for the first photo to be
// chosen in the form's file input, then loads the uploader (./estimate-photo-uploader), so the page's own script stays
// small. Without JavaScript none of this exists and the file input posts the photos itself.
import { lazy, Suspense, useEffect, useState } from "react";

const EstimatePhotoUploader = lazy(() => import("./estimate-photo-uploader"));

/** Put inside the form, after its file input (named by id); shows nothing until photos are chosen. */
export function EstimatePhotoUploads({
  inputId,
  reply,
  onSendStatus,
}: {
  inputId: string;
  /** The action's last answer (the uploader hands the photos sent with the form over to the server's list). */
  reply: unknown;
  /** The line by the Send button while the form waits for photos. */
  onSendStatus: (text: string) => void;
}) {
  const [chosen, setChosen] = useState(false);
  const [ready, setReady] = useState(false);
  // A Send while the uploader is still loading waits for it (else the photos would go twice: in the post and over tus).
  const [heldSubmit, setHeldSubmit] = useState<{ submitter: HTMLElement | null }>();
  // In the page from the start, so screen readers follow what the uploader says in it.
  const [announcement, setAnnouncement] = useState("");

  useEffect(() => {
    const field = document.getElementById(inputId);
    if (chosen || !(field instanceof HTMLInputElement)) return;
    const onChange = () => setChosen(!!field.files?.length);
    field.addEventListener("change", onChange);
    return () => field.removeEventListener("change", onChange);
  }, [inputId, chosen]);

  useEffect(() => {
    const form = (document.getElementById(inputId) as HTMLInputElement | null)?.form;
    if (!chosen || ready || !form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      event.stopImmediatePropagation();
      setHeldSubmit({ submitter: event.submitter });
    };
    form.addEventListener("submit", onSubmit, true);
    return () => form.removeEventListener("submit", onSubmit, true);
  }, [inputId, chosen, ready]);

  return (
    <div className="photo-uploads">
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      {chosen ? (
        <Suspense fallback={null}>
          <EstimatePhotoUploader
            inputId={inputId}
            reply={reply}
            announce={setAnnouncement}
            onSendStatus={onSendStatus}
            heldSubmit={heldSubmit}
            onReady={() => setReady(true)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
