import type { SubmissionResult } from "@conform-to/react";
import { useZodForm } from "~/components/form/use-zod-form";
import { ErrorList } from "~/components/form";
import type { ChosenImage } from "~/db/schema";
import { homeSectionSchema } from "~/content/settings-sections";
import { SettingsSection } from "./settings-section";

type Choice = { id: string; src: string; alt: string; width: number | null; height: number | null };

/**
 * The Home page section: the landing page's background and the site's sharing image, chosen from the media library
 * (or kept as chosen from a project photo). With none, the landing page shows its built-in background.
 */
export function HomeImageSection({
  current,
  choices,
  lastResult,
}: {
  current: ChosenImage | null;
  choices: Choice[];
  lastResult?: SubmissionResult<string[]>;
}) {
  const fromLibrary = current ? choices.find((choice) => choice.src === current.src) : undefined;
  const selected = !current ? "none" : fromLibrary ? `media:${fromLibrary.id}` : "current";
  const [form, fields] = useZodForm(homeSectionSchema, {
    id: "settings-home-form",
    lastResult,
    defaultValue: { image: selected },
  });
  const field = fields.image;
  const chosen = String(field.initialValue ?? selected);
  const options: { value: string; label: string; image?: Choice | ChosenImage }[] = [
    { value: "none", label: "No image: the built-in background" },
    ...(current && !fromLibrary
      ? [{ value: "current", label: "Keep the current image (a project photo)", image: current }]
      : []),
    ...choices.map((choice) => ({
      value: `media:${choice.id}`,
      label: choice.alt || choice.src.split("/").pop() || "Image",
      image: choice,
    })),
  ];
  return (
    <SettingsSection
      id="home"
      form={form}
      intro={
        <p className="field-hint">
          The landing page&apos;s background and the image shown when the site is shared. Choose one from the
          media library, or mark a project photo with “Use as home page image” on the project&apos;s edit
          page. New projects never change it.
        </p>
      }
    >
      <fieldset className="admin-fieldset" aria-describedby={field.errors ? field.errorId : undefined}>
        <legend>Home page image</legend>
        <ErrorList id={field.errorId} errors={field.errors} />
        {choices.length === 0 ? (
          <p className="muted">
            The media library has no images yet: upload one under Media, or mark a project photo.
          </p>
        ) : null}
        <ul className="thumb-grid image-choices">
          {options.map((option) => (
            <li key={option.value}>
              <label className="image-choice">
                <input
                  type="radio"
                  name={field.name}
                  form={form.id}
                  value={option.value}
                  defaultChecked={chosen === option.value}
                />
                {option.image ? (
                  <img src={option.image.src} alt="" width={120} height={80} loading="lazy" />
                ) : (
                  <span className="image-choice-none" aria-hidden="true" />
                )}
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </SettingsSection>
  );
}
