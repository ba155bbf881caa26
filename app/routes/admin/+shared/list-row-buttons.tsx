import type { ControlButtonProps } from "@conform-to/dom";

// The list intents of a Conform form, as far as these buttons use them (method syntax: any form's fits).
type ListIntents = {
  reorder: { getButtonProps(payload: { name: string; from: number; to: number }): ControlButtonProps };
  remove: { getButtonProps(payload: { name: string; index: number }): ControlButtonProps };
};

/**
 * Move up, Move down and Remove for one row of a Conform list. They are submit buttons carrying an intent, so they
 * work without JavaScript (the server answers with the changed form) and at once with it. `rowLabel` ("social link
 * 2") tells screen readers which row a button acts on.
 */
export function ListRowButtons({
  form,
  name,
  index,
  count,
  rowLabel,
  removable = true,
}: {
  form: ListIntents;
  name: string;
  index: number;
  count: number;
  rowLabel: string;
  removable?: boolean;
}) {
  return (
    <div className="button-row list-row-buttons">
      <button
        className="button button-secondary button-small"
        disabled={index === 0}
        {...form.reorder.getButtonProps({ name, from: index, to: index - 1 })}
      >
        Move up<span className="visually-hidden"> {rowLabel}</span>
      </button>
      <button
        className="button button-secondary button-small"
        disabled={index === count - 1}
        {...form.reorder.getButtonProps({ name, from: index, to: index + 1 })}
      >
        Move down<span className="visually-hidden"> {rowLabel}</span>
      </button>
      {removable ? (
        <button
          className="button button-danger button-small"
          {...form.remove.getButtonProps({ name, index })}
        >
          Remove<span className="visually-hidden"> {rowLabel}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Put first in a form with row buttons: Enter in a text field presses a form's first submit button, which would
 * otherwise be a row's "Move down" or "Remove". This one (never shown) saves instead.
 */
export function DefaultSubmitButton() {
  return <button type="submit" hidden tabIndex={-1} />;
}
