import { parseWithZod } from "@conform-to/zod/v4";
import { redirectWithAlert } from "~/auth/alert.server";
import { replyTo } from "~/forms/form-intents.server";
import type { EditContext } from "~/logs/audit.server";
import { chooseHomeImageFromMedia, clearHomeImage } from "~/content/home-image.server";
import {
  isSettingsSection,
  NO_SECTION,
  SETTINGS_SECTION_MESSAGES,
  settingsSections,
} from "~/content/settings-sections";
import { saveCompanySettings } from "~/content/site-settings.server";

const PAGE = "/admin/settings";

/**
 * Saves the one section the form's `intent` names, and only its fields; the others keep their stored values. Without
 * JavaScript, a list's Add, Move and Remove come back here as Conform intents and return the form as changed.
 */
export async function saveSettingsSection(request: Request, formData: FormData, by: EditContext) {
  const section = formData.get("intent");
  if (!isSettingsSection(section)) {
    const submission = parseWithZod(formData, { schema: settingsSections.company.schema });
    // Not a section's form: the page shows the message above all of them.
    return replyTo(NO_SECTION, submission.reply({ formErrors: [SETTINGS_SECTION_MESSAGES.unknown] }));
  }
  const { title, schema } = settingsSections[section];
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const failed = submission.status === "error";
    return replyTo(
      section,
      submission.reply(failed ? { formErrors: [SETTINGS_SECTION_MESSAGES.failed(title)] } : undefined),
      failed ? 400 : 200,
    );
  }

  if (section === "home") {
    const { image } = submission.value as { image: string };
    if (image === "none") clearHomeImage(by);
    else if (image.startsWith("media:") && !chooseHomeImageFromMedia(image.slice("media:".length), by)) {
      return replyTo(
        section,
        submission.reply({ fieldErrors: { image: [SETTINGS_SECTION_MESSAGES.imageGone] } }),
      );
    }
  } else {
    saveCompanySettings(submission.value as Parameters<typeof saveCompanySettings>[0], by);
  }
  return redirectWithAlert(request, `${PAGE}#settings-${section}`, {
    kind: "success",
    message: SETTINGS_SECTION_MESSAGES.saved(title),
    at: `settings-${section}`,
  });
}
