import { arizonaDay } from "~/utils/dates";

// The messages list's views: links (?view=new, ?view=today) that work without JavaScript. "New" is a message nobody
// has opened yet; "Today" one that came in on the company's (Arizona) calendar day.
export const MESSAGE_VIEWS = [
  { value: "new", label: "New" },
  { value: "today", label: "Today" },
  { value: "all", label: "All" },
] as const;

export type MessageView = (typeof MESSAGE_VIEWS)[number]["value"];

export function readMessageView(params: URLSearchParams): MessageView {
  const view = params.get("view");
  return view === "new" || view === "today" ? view : "all";
}

/** Whether a message belongs in a view. */
export function inMessageView(
  view: MessageView,
  message: { isRead: boolean; createdAt: Date },
  now = new Date(),
): boolean {
  if (view === "new") return !message.isRead;
  if (view === "today") return arizonaDay(message.createdAt) === arizonaDay(now);
  return true;
}
