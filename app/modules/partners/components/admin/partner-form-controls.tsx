import { type ComponentProps, useState } from 'react';
import { Input } from '~/ui/input';

/**
 * Services as one line of text separated by semicolons (the CSV's own convention), held as a list in the
 * form. The typed text is kept while editing, so "Cremation; " does not lose its separator mid-word.
 */
export function ServicesInput({
  value,
  onChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange'> & { value: unknown; onChange: (services: string[]) => void }) {
  const list = Array.isArray(value) ? (value as string[]) : [];
  const [text, setText] = useState(list.join('; '));
  const joined = list.join('; ');
  const [shownFor, setShownFor] = useState(joined);
  if (joined !== shownFor) {
    // A reset of the form (a reload after a conflict) replaces the text; typing does not.
    setShownFor(joined);
    if (splitServices(text).join('; ') !== joined) setText(joined);
  }
  return (
    <Input
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitServices(event.target.value));
      }}
    />
  );
}

export function splitServices(text: string): string[] {
  return text
    .split(/[;\n]/)
    .map((service) => service.trim())
    .filter(Boolean);
}
