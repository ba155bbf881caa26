import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Field, SubmitButton } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { ErrorSummary } from "~/components/form/error-summary";
import { FieldFrame } from "~/components/form/field-frame";
import { controlProps } from "~/components/form/input";
import { useZodForm } from "~/components/form/use-zod-form";
import { replyFor, type FormReply } from "~/forms/form-reply";
import type { CloseoutOfficeView } from "~/jobs/closeout-office-view.server";
import { CLOSEOUT_LIMITS } from "~/jobs/closeout-options";
import { afterPhotosFormSchema, punchItemFormSchema } from "~/jobs/closeout-schema";
import type { CloseoutForm } from "./job-closeout.server";

type Photo = CloseoutOfficeView["after"][number];

function PhotoGrid({ photos, what, empty }: { photos: Photo[]; what: string; empty: string }) {
  if (!photos.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="thumb-grid job-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.full} target="_blank" rel="noopener">
            <img
              src={photo.thumbnail}
              alt={`${what} ${index + 1} of ${photos.length}${photo.fileName ? `: ${photo.fileName}` : ""}, open full size`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              decoding="async"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The job's closeout: the request's before photos beside the after photos, "Add after photos" while the job is in
 * progress (a native multipart form), the punch list, and the customer's confirmation.
 */
export function JobCloseout({
  closeout,
  reply,
}: {
  closeout: CloseoutOfficeView;
  reply: FormReply | undefined;
}) {
  return (
    <section className="panel" id="job-closeout" aria-labelledby="job-closeout-title">
      <h2 id="job-closeout-title">Closeout</h2>
      <div className="job-photo-compare">
        <div>
          <h3>Before</h3>
          <PhotoGrid photos={closeout.before} what="Before photo" empty="The request came without photos." />
        </div>
        <div>
          <h3>After</h3>
          <PhotoGrid photos={closeout.after} what="After photo" empty="No after photos yet." />
        </div>
      </div>
      {closeout.canAddPhotos ? (
        <AfterPhotosForm lastResult={replyFor<CloseoutForm | string>(reply, "add-photos")} />
      ) : null}
      {closeout.confirmation ? (
        <p>
          The customer confirmed the work is complete: {closeout.confirmation.name},{" "}
          {closeout.confirmation.at}. Fingerprint (SHA-256):{" "}
          <code>{closeout.confirmation.documentSha256}</code>
        </p>
      ) : null}
      <PunchList closeout={closeout} reply={reply} />
    </section>
  );
}

function AfterPhotosForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(afterPhotosFormSchema, { id: "job-photos-form", lastResult });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="stack">
      <CsrfInput />
      <ErrorSummary form={form} />
      <FieldFrame
        label="Add after photos"
        field={fields.photos}
        hint={`JPEG, PNG, WebP or HEIC; up to ${CLOSEOUT_LIMITS.photosPerUpload} at once. "Complete job" needs at least one.`}
      >
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          multiple
          {...controlProps(fields.photos, fields.photos.descriptionId)}
        />
      </FieldFrame>
      <SubmitButton
        name="intent"
        value="add-photos"
        className="button button-secondary"
        pendingLabel="Uploading..."
      >
        Upload photos
      </SubmitButton>
    </Form>
  );
}

function PunchList({ closeout, reply }: { closeout: CloseoutOfficeView; reply?: FormReply }) {
  const resolved = replyFor(reply, "resolve-punch-item");
  return (
    <>
      <h3>Punch list</h3>
      {resolved?.error?.[""] ? <ErrorSummary form={{ errors: resolved.error[""] }} /> : null}
      {closeout.punchList.length ? (
        <ul className="job-punch-list">
          {closeout.punchList.map((item) => (
            <li key={item.id}>
              {item.resolvedAt ? <s>{item.text}</s> : item.text}
              {item.fromCustomer ? " (from the customer)" : ""}
              {item.resolvedAt ? (
                <span className="muted"> Resolved {item.resolvedAt}</span>
              ) : closeout.punchListOpen ? (
                <Form method="post" className="inline-form">
                  <CsrfInput />
                  <input type="hidden" name="itemId" value={item.id} />
                  <SubmitButton
                    name="intent"
                    value="resolve-punch-item"
                    className="button button-secondary button-small"
                    pendingLabel="Saving..."
                  >
                    Resolve<span className="visually-hidden"> {item.text}</span>
                  </SubmitButton>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing on the punch list.</p>
      )}
      {closeout.punchListOpen ? <PunchItemForm lastResult={replyFor(reply, "add-punch-item")} /> : null}
    </>
  );
}

function PunchItemForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(punchItemFormSchema, { id: "job-punch-form", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="stack">
      <CsrfInput />
      <ErrorSummary form={form} />
      <Field label="Punch-list item" field={fields.text} hint="Work left to do, in a few words." />
      <SubmitButton
        name="intent"
        value="add-punch-item"
        className="button button-secondary"
        pendingLabel="Adding..."
      >
        Add item
      </SubmitButton>
    </Form>
  );
}
