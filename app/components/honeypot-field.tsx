import { useId } from "react";
import { HONEYPOT_FIELD } from "~/utils/honeypot";

/** An input moved off screen and hidden from assistive technology; people leave it empty, form-filling bots do not. */
export function HoneypotField() {
  const id = useId();
  return (
    <div className="hp-field" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
