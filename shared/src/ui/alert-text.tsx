/** A message said at once to a screen reader (role="alert"), as a paragraph; nothing while there is none. */
export function AlertText({ message, className, id }: { message: string | null | undefined; className?: string | undefined; id?: string }) {
  return message ? (
    <p id={id} className={className} role="alert">
      {message}
    </p>
  ) : null;
}
