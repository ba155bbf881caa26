/**
 * A form's or page's error that stays put (unlike the flash alert, which hides after 3.5 s): what went wrong with
 * the last submission, rendered by the server so it shows without JavaScript.
 */
export function ErrorNotice({ message }: { message: string }) {
  return (
    <div className="admin-error" role="alert">
      <p>{message}</p>
    </div>
  );
}
