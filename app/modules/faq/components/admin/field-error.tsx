/** A field's error under it, referenced by the field's aria-describedby. Renders nothing without a message. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-danger text-sm font-medium">
      {message}
    </p>
  );
}
