/** The message's length near and over its limit, under the field (messageLengthHint). */
export function MessageLength({ text, over }: { text: string; over: boolean }) {
  return <span className={over ? 'text-danger font-medium' : undefined}>{text}</span>;
}
