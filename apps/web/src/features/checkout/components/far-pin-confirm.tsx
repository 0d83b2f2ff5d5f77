import { Button } from '@/components/ui/button.tsx';

/**
 * The server found the pin far from where the address is (docs/decisions/016-hardening-limits.md): the customer
 * moves the pin, or says that the pin is right and the order goes there.
 */
export function FarPinConfirm({ onConfirm }: { onConfirm(): void }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span>Is the pin right?</span>
      <Button type="button" size="sm" variant="outline" onClick={onConfirm}>
        Yes, deliver to the pin
      </Button>
    </div>
  );
}
