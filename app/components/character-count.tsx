import { useEffect, useState } from "react";
import { groupDigits } from "~/utils/text";
import { useHydrated } from "~/utils/use-hydrated";

/** A live count of the characters typed into the field with `targetId` (shown once JavaScript runs). */
export function CharacterCount({ targetId, id }: { targetId: string; id?: string }) {
  const hydrated = useHydrated();
  const [count, setCount] = useState(0);
  useEffect(() => {
    const field = document.getElementById(targetId) as HTMLTextAreaElement | HTMLInputElement | null;
    if (!field) return;
    const update = () => setCount(field.value.length);
    // A form reset changes the value without an input event; read it once the reset has happened.
    const onReset = () => window.setTimeout(update, 0);
    update();
    field.addEventListener("input", update);
    field.form?.addEventListener("reset", onReset);
    return () => {
      field.removeEventListener("input", update);
      field.form?.removeEventListener("reset", onReset);
    };
  }, [targetId, hydrated]);
  if (!hydrated) return null;
  return (
    <p id={id} className="field-hint character-count" data-count={count}>
      {groupDigits(count)} {count === 1 ? "character" : "characters"}
    </p>
  );
}
