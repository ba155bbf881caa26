import { getFormProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { Field, FormAlert, SubmitButton, TextareaField } from "~/components/form";
import { CsrfInput } from "~/components/form/csrf-input";
import { FieldFrame } from "~/components/form/field-frame";
import { ChangeOrderSheet } from "~/components/change-order-sheet";
import { replyFor, type FormReply } from "~/forms/form-reply";
import { HOLD_REASON_LABELS, JOB_MOVE_LABELS, type JobMove } from "~/jobs/job-options";
import type { JobPageView } from "~/jobs/job-office-view.server";
import { cancelFormSchema, holdFormSchema, startFormSchema } from "~/jobs/job-schema";
import { useZodForm } from "~/components/form/use-zod-form";
import { formatDateTime } from "~/utils/dates";
import { telHref } from "~/utils/tel";
import type { JobPageForm } from "./job-page.server";

/** A section of the job's page: a panel with its heading. Each part of a job (closeout, change orders, lien) adds one. */
function JobSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="panel" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** The customer, the site, the work, the dates and the crew. */
export function JobFacts({ job }: { job: JobPageView }) {
  const phone = telHref(job.customer.phone);
  const rows: [string, ReactNode][] = [
    ["Customer", job.customer.name],
    ["E-mail", <a href={`mailto:${job.customer.email}`}>{job.customer.email}</a>],
    ["Phone", phone ? <a href={phone}>{job.customer.phone}</a> : job.customer.phone || "-"],
    ["Job site", job.customer.site],
    ["Work", job.service || "-"],
    ["Quote", <Link to={`/admin/quotes/${job.quote.id}`}>{job.quote.reference}</Link>],
    ["Contract value", job.contract],
    ["Dates", job.days],
    ["Arrival window", job.window ?? "None"],
    ["Crew", job.crew ? <Link to={`/admin/crews/${job.crew.id}`}>{job.crew.name}</Link> : "Unassigned"],
    ["Notes for the crew", job.crewNote || "-"],
    ...(job.firstFurnishedOn ? ([["First day of work", job.firstFurnishedOn]] as [string, ReactNode][]) : []),
    ...(job.completedAt ? ([["Completed", formatDateTime(job.completedAt)]] as [string, ReactNode][]) : []),
    ...(job.hold
      ? ([["On hold", `${job.hold.reason}${job.hold.note ? `: ${job.hold.note}` : ""}`]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(job.cancelReason ? ([["Cancelled", job.cancelReason]] as [string, ReactNode][]) : []),
  ];
  return (
    <JobSection id="job-facts" title="Job">
      <dl className="meta-list job-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {job.reschedulable ? (
        <p>
          <Link to={`/admin/jobs/${job.id}/edit`} className="button button-secondary">
            Reschedule<span className="visually-hidden"> job {job.reference}</span>
          </Link>
        </p>
      ) : null}
    </JobSection>
  );
}

// Any of the page's forms may have been sent (the closeout's too): each form picks its own reply.
type Reply = FormReply | undefined;

/** What the job's status allows next, each move a form of its own; a move the status does not allow is not offered. */
export function JobMoves({ job, reply }: { job: JobPageView; reply: Reply }) {
  if (!job.moves.length) return null;
  return (
    <JobSection id="job-status" title="Status">
      <p>
        <span className={`lead-status job-status-${job.status}`}>{job.statusLabel}</span>
      </p>
      <div className="job-moves">
        {job.moves.map((move) => (
          <Move key={move} move={move} job={job} lastResult={replyFor(reply, move as JobPageForm)} />
        ))}
      </div>
    </JobSection>
  );
}

function Move({
  move,
  job,
  lastResult,
}: {
  move: JobMove;
  job: JobPageView;
  lastResult?: SubmissionResult<string[]>;
}) {
  if (move === "start") return <StartForm today={job.today} lastResult={lastResult} />;
  if (move === "hold") return <HoldForm lastResult={lastResult} />;
  if (move === "cancel") return <CancelForm lastResult={lastResult} />;
  const hint = move === "close" ? "Paid in full: the job is done with." : null;
  return (
    <Form method="post" className="job-move">
      <CsrfInput />
      <FormAlert errors={lastResult?.error?.[""]} />
      {hint ? <p className="field-hint">{hint}</p> : null}
      <SubmitButton name="intent" value={move} className="button" pendingLabel="Saving...">
        {JOB_MOVE_LABELS[move]}
      </SubmitButton>
    </Form>
  );
}

function StartForm({ today, lastResult }: { today: string; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(startFormSchema, {
    id: "job-start-form",
    lastResult,
    defaultValue: { firstFurnishedOn: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="job-move stack">
      <CsrfInput />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        label="First day of work"
        field={fields.firstFurnishedOn}
        type="date"
        hint="The day the crew first worked on site (the lien notice counts from it)."
      />
      <SubmitButton name="intent" value="start" pendingLabel="Starting...">
        Start job
      </SubmitButton>
    </Form>
  );
}

function HoldForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(holdFormSchema, { id: "job-hold-form", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="job-move stack">
      <CsrfInput />
      <FormAlert id={form.errorId} errors={form.errors} />
      <FieldFrame label="Reason for the hold" field={fields.holdReason}>
        <select {...getSelectProps(fields.holdReason)}>
          <option value="">Choose a reason</option>
          {Object.entries(HOLD_REASON_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FieldFrame>
      <TextareaField
        label="Note"
        field={fields.holdNote}
        rows={2}
        hint="Required for Other. The customer reads it."
      />
      <SubmitButton name="intent" value="hold" className="button button-secondary" pendingLabel="Saving...">
        Put on hold
      </SubmitButton>
    </Form>
  );
}

function CancelForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useZodForm(cancelFormSchema, { id: "job-cancel-form", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="job-move stack">
      <CsrfInput />
      <FormAlert id={form.errorId} errors={form.errors} />
      <TextareaField
        label="Reason for cancelling"
        field={fields.cancelReason}
        rows={2}
        hint="The customer's mail gives it."
      />
      <SubmitButton
        name="intent"
        value="cancel"
        className="button button-danger"
        pendingLabel="Cancelling..."
      >
        Cancel job
      </SubmitButton>
    </Form>
  );
}

/** The job's life, oldest first. */
export function JobTimeline({ timeline }: { timeline: JobPageView["timeline"] }) {
  return (
    <JobSection id="job-timeline" title="Timeline">
      <ol className="quote-timeline">
        {timeline.map((event) => (
          <li key={event.id}>
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> {event.text}
          </li>
        ))}
      </ol>
    </JobSection>
  );
}

/** The job's change orders: each with its lines and status, "Send to customer" while it waits, and "Add change order". */
export function JobChangeOrders({ job, reply }: { job: JobPageView; reply: Reply }) {
  const { orders, canAdd, canSend } = job.changeOrders;
  const refused = replyFor(reply, "send-change-order");
  return (
    <JobSection id="job-change-orders" title="Change orders">
      <FormAlert errors={refused?.error?.[""] ?? refused?.error?.status} />
      {orders.length ? null : <p className="muted">No change orders.</p>}
      {orders.map((order) => (
        <article key={order.id} className="change-order" aria-labelledby={`change-order-${order.id}`}>
          <h3 id={`change-order-${order.id}`}>
            {order.reference}{" "}
            <span className={`lead-status change-order-${order.status}`}>{order.statusLabel}</span>
          </h3>
          <ChangeOrderSheet order={order} />
          {order.approval ? (
            <p>
              Approved and signed by {order.approval.name}, {order.approval.at}. Fingerprint (SHA-256):{" "}
              <code>{order.approval.documentSha256}</code>
            </p>
          ) : null}
          {order.declineReason ? <p>Declined: {order.declineReason}</p> : null}
          {canSend && (order.status === "draft" || order.status === "sent") ? (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="changeOrderId" value={order.id} />
              <SubmitButton
                name="intent"
                value="send-change-order"
                className={order.status === "sent" ? "button button-secondary" : "button"}
                pendingLabel="Sending..."
              >
                {order.status === "sent" ? "Send again" : "Send to customer"}
                <span className="visually-hidden"> {order.reference}</span>
              </SubmitButton>
            </Form>
          ) : null}
        </article>
      ))}
      {canAdd ? (
        <p>
          <Link to={`/admin/jobs/${job.id}/change-orders/new`} className="button button-secondary">
            Add change order
          </Link>
        </p>
      ) : null}
    </JobSection>
  );
}
