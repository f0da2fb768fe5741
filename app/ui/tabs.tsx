import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { cn } from './cn';

/*
 * Tabs after the WAI-ARIA tabs pattern, on native buttons (no dependency): one tab stop for the list
 * (roving tabindex), Left/Right (and Up/Down, for a list that wraps into rows) move to the previous or
 * next tab and show it, Home/End jump to the first or last. Panels are labelled by their tab; only the
 * selected panel is rendered.
 */

interface TabsState {
  value: string;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts must be inside <Tabs>');
  return state;
}

export function Tabs({
  value,
  defaultValue,
  onValueChange,
  className,
  children,
}: {
  /** Controlled selection; omit it (and give defaultValue) to let the tabs keep their own. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}) {
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const baseId = useId();
  const current = value ?? ownValue;
  const select = useCallback(
    (next: string) => {
      setOwnValue(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const state = useMemo<TabsState>(
    () => ({
      value: current,
      select,
      // Values are free text ("general"): keep only id-safe characters.
      idOf: (part, tabValue) => `${baseId}-${part}-${tabValue.replace(/[^\w-]/g, '_')}`,
    }),
    [current, select, baseId],
  );
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs();

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    const last = tabs.length - 1;
    const target = (() => {
      switch (event.key) {
        case 'ArrowRight':
        case 'ArrowDown':
          return tabs[index === last ? 0 : index + 1];
        case 'ArrowLeft':
        case 'ArrowUp':
          return tabs[index === 0 ? last : index - 1];
        case 'Home':
          return tabs[0];
        case 'End':
          return tabs[last];
        default:
          return undefined;
      }
    })();
    if (!target) return;
    event.preventDefault();
    target.focus();
    const next = target.dataset.value;
    if (next !== undefined) select(next);
  }

  return (
    <div
      role="tablist"
      className={cn('bg-brand-100 grid gap-1 rounded-xl p-1', className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  children,
  ...props
}: Omit<ComponentProps<'button'>, 'value' | 'role' | 'onClick'> & { value: string }) {
  const { value: selected, select, idOf } = useTabs();
  const isSelected = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={isSelected}
      // Only the selected panel exists: pointing at an absent one would be a broken reference.
      aria-controls={isSelected ? idOf('panel', value) : undefined}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      data-state={isSelected ? 'active' : 'inactive'}
      onClick={() => select(value)}
      className={cn(
        'text-brand-800 hover:bg-brand-50 flex min-h-11 min-w-0 items-center justify-center rounded-lg px-2 text-sm font-semibold break-words transition-colors',
        'focus-visible:outline-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2',
        'data-[state=active]:text-ink data-[state=active]:bg-white data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, ...props }: Omit<ComponentProps<'div'>, 'role'> & { value: string }) {
  const { value: selected, idOf } = useTabs();
  if (selected !== value) return null;
  return (
    <div
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={idOf('tab', value)}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
