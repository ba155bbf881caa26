// The posts of the office's invoice pages: "Create invoice" (on a quote), and on an invoice "Send", "Void", "Void
// and reissue" and "Record payment". Each calls its use case and translates the answer.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { redirectWithAlert } from "~/auth/alert.server";
import { intentOf, refusalOf, replyTo } from "~/forms/form-intents.server";
import { INVOICE_MESSAGES } from "~/invoices/invoice-options";
import { invoiceFormSchema, invoicePaymentFormSchema } from "~/invoices/invoice-schema";
import { setInvoiceReminders } from "~/invoices/invoice-reminders.server";
import { recordInvoicePayment } from "~/invoices/record-invoice-payment.server";
import { sendInvoice } from "~/invoices/send-invoice.server";
import { voidInvoice } from "~/invoices/void-invoice.server";
import { createInvoice } from "~/invoices/write-invoice.server";
import type { EditContext } from "~/logs/audit.server";
import { arizonaInstant } from "~/utils/dates";
import type { Refusal } from "~/utils/result";

const notFound = () => data(INVOICE_MESSAGES.notFound, { status: 404 });

export async function createInvoiceAction(quoteId: string, formData: FormData, by: EditContext) {
  const submission = parseWithZod(formData, { schema: invoiceFormSchema });
  if (submission.status !== "success") return replyTo("invoice", submission.reply());
  const result = createInvoice(quoteId, submission.value, by);
  if (!result.ok) return refusalOf("invoice", submission, result);
  return redirectWithAlert(by.request, `/admin/invoices/${result.invoice.id}`, {
    kind: "success",
    message: INVOICE_MESSAGES.created,
  });
}

const INTENTS = ["send", "void", "reissue", "payment", "reminders"] as const;

export async function invoiceDetailAction(id: string, formData: FormData, by: EditContext) {
  const here = `/admin/invoices/${id}`;
  const intent = intentOf(formData, INTENTS);
  if (intent === "payment") {
    const submission = parseWithZod(formData, { schema: invoicePaymentFormSchema });
    if (submission.status !== "success") return replyTo("payment", submission.reply());
    const { amount, paidOn, method, note } = submission.value;
    const paidAt = arizonaInstant(paidOn, "12:00");
    const result = recordInvoicePayment(id, { amountCents: amount, paidAt, method, note }, by);
    if (!result.ok) {
      if (result.status === 404) throw notFound();
      return refusalOf("payment", submission, result);
    }
    return redirectWithAlert(by.request, `${here}#invoice-payments`, {
      kind: "success",
      message: INVOICE_MESSAGES.paymentRecorded,
    });
  }
  if (intent === "reminders") {
    const off = formData.get("reminders") === "off";
    const result = setInvoiceReminders(id, off, by);
    if (!result.ok) return refusal(result);
    return redirectWithAlert(by.request, `${here}#invoice-reminders`, {
      kind: "success",
      message: off ? INVOICE_MESSAGES.remindersOff : INVOICE_MESSAGES.remindersOn,
    });
  }
  if (intent === "send") {
    const result = sendInvoice(id, by);
    if (!result.ok) return refusal(result);
    return redirectWithAlert(by.request, here, { kind: "success", message: INVOICE_MESSAGES.sent });
  }
  const result = voidInvoice(id, by, { reissue: intent === "reissue" });
  if (!result.ok) return refusal(result);
  if (result.reissued)
    return redirectWithAlert(by.request, `/admin/invoices/${result.reissued.id}`, {
      kind: "success",
      message: INVOICE_MESSAGES.reissued,
    });
  return redirectWithAlert(by.request, here, { kind: "success", message: INVOICE_MESSAGES.voided });
}

function refusal(failure: Refusal) {
  if (failure.status === 404) throw notFound();
  return data({ error: failure.error }, { status: failure.status });
}
