// Radix's popover (with floating-ui for placement), loaded the first time a header popover is wanted: see
// deferred-popover.tsx.
import * as Popover from '@radix-ui/react-popover';
import type { DeferredPopoverProps } from './deferred-popover.tsx';

/** A button opening a panel anchored under it: outside clicks and Escape close it, focus returns to the button. */
export function PopoverPanel({
  open,
  onOpenChange,
  triggerProps,
  trigger,
  contentProps,
  children,
  extra,
}: DeferredPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      {extra}
      <Popover.Trigger {...triggerProps}>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content {...contentProps}>{children}</Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
