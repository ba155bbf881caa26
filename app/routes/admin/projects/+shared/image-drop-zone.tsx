import { useEffect, useRef, useState, type DragEvent, type ReactNode } from "react";
import { ErrorList } from "~/components/form";

type Chosen = { name: string; size: number; url: string };

/**
 * A plain `<input type="file" multiple accept="image/*">` (it works without JavaScript) that, with JavaScript, also
 * takes images dropped on it and previews the chosen ones. Non-images are left out of a drop; the server checks
 * every file by its content anyway.
 */
export function ImageDropZone({
  id,
  name,
  label,
  hint,
  errors,
  multiple = true,
  form,
}: {
  form?: string;
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  multiple?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [dragging, setDragging] = useState(false);
  const [skipped, setSkipped] = useState(0);

  // Object URLs hold the files in memory until revoked.
  useEffect(() => () => chosen.forEach((file) => URL.revokeObjectURL(file.url)), [chosen]);

  // A form reset (after creating a project) clears the previews as well as the input.
  useEffect(() => {
    const owner = inputRef.current?.form;
    if (!owner) return;
    const onReset = () => {
      setChosen([]);
      setSkipped(0);
    };
    owner.addEventListener("reset", onReset);
    return () => owner.removeEventListener("reset", onReset);
  }, []);

  function showFiles(files: FileList | null) {
    setChosen(
      [...(files ?? [])].map((file) => ({
        name: file.name,
        size: file.size,
        url: URL.createObjectURL(file),
      })),
    );
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const input = inputRef.current;
    if (!input) return;
    const dropped = [...event.dataTransfer.files];
    const images = dropped
      .filter((file) => file.type.startsWith("image/"))
      .slice(0, multiple ? undefined : 1);
    const transfer = new DataTransfer();
    images.forEach((file) => transfer.items.add(file));
    input.files = transfer.files;
    setSkipped(dropped.length - images.length);
    showFiles(input.files);
  }

  function clear() {
    if (inputRef.current) inputRef.current.value = "";
    setSkipped(0);
    setChosen([]);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div
        className={dragging ? "drop-zone drop-zone-active" : "drop-zone"}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          form={form}
          type="file"
          accept="image/*"
          multiple={multiple}
          aria-describedby={hint ? hintId : undefined}
          aria-invalid={errors?.length ? true : undefined}
          aria-errormessage={errors?.length ? errorId : undefined}
          onChange={(event) => {
            setSkipped(0);
            showFiles(event.currentTarget.files);
          }}
        />
        <p className="drop-zone-text" id={hintId}>
          {hint ?? "Drag and drop images here, or choose files."}
        </p>
      </div>
      {skipped > 0 ? (
        <p className="field-hint" role="status">
          {skipped === 1
            ? "1 file was not an image and was left out."
            : `${skipped} files were not images and were left out.`}
        </p>
      ) : null}
      {chosen.length > 0 ? (
        <div className="drop-zone-chosen">
          <ul className="drop-zone-previews" aria-label="Chosen images">
            {chosen.map((file) => (
              <li key={file.url}>
                <img src={file.url} alt="" width={72} height={72} />
                <span>{file.name}</span>
              </li>
            ))}
          </ul>
          <button type="button" className="button button-secondary button-small" onClick={clear}>
            Clear selection
          </button>
        </div>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
