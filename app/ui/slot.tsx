import { Children, cloneElement, isValidElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';

type SlotProps = HTMLAttributes<HTMLElement> & { children?: ReactNode; ref?: Ref<HTMLElement> };
type AnyProps = Record<string, unknown>;

/**
 * Renders its only child with the slot's props merged in: what `<Button asChild><a …/></Button>` needs to
 * give a link the button's look. The child's own props win; event handlers run both (the child's first),
 * class names and styles are combined, refs both receive the element. The same rules as Radix Slot, whose
 * general version costs the public pages a kilobyte they do not need.
 */
export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const child = Children.only(children);
  if (!isValidElement<AnyProps>(child)) return null;
  const childProps = child.props;
  const merged: AnyProps = { ...slotProps, ...childProps };
  for (const [key, slotValue] of Object.entries(slotProps as AnyProps)) {
    const childValue = childProps[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[key] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = [slotProps.className, childProps.className].filter(Boolean).join(' ') || undefined;
  if (slotProps.style && childProps.style) merged.style = { ...slotProps.style, ...(childProps.style as object) };
  if (ref) merged.ref = composeRefs(ref, childProps.ref as Ref<HTMLElement> | undefined);
  return cloneElement(child, merged);
}

function composeRefs<T>(...refs: Array<Ref<T> | undefined>) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
