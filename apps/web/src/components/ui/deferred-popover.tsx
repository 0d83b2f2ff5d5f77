// The header's popovers (notification bell, account menu) without Radix and floating-ui on the first load of `/`
// (~15 KB gzip; docs/decisions/028-light-shell.md): until the panel is first wanted, the trigger is a plain button
// that looks and reads the same; pointing at it or focusing it starts loading the panel, and a click opens it as
// soon as it is here.
import type { ReactNode } from 'react';
import { deferredModule } from '@/lib/deferred-module.ts';

export type DeferredPopoverProps = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The trigger button's accessible name and classes. */
  triggerProps: { 'aria-label': string; className?: string };
  /** What the trigger button shows. */
  trigger: ReactNode;
  /** The panel's placement, accessible name and classes. */
  contentProps: {
    align?: 'start' | 'center' | 'end';
    sideOffset?: number;
    'aria-label': string;
    className?: string;
  };
  /** The panel's content. */
  children: ReactNode;
  /** Rendered beside the trigger once the popover is loaded (e.g. a listener closing it on navigation). */
  extra?: ReactNode;
};

const panel = deferredModule(() => import('./popover-panel.tsx'));

/** Loads the popover (once). */
const loadPopover = panel.load;

export function DeferredPopover(props: DeferredPopoverProps) {
  const Loaded = panel.use()?.PopoverPanel;
  if (Loaded) return <Loaded {...props} />;
  const { triggerProps, trigger, onOpenChange } = props;
  const preload = () => void loadPopover();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      {...triggerProps}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => {
        preload();
        onOpenChange(true);
      }}
    >
      {trigger}
    </button>
  );
}
