// The phone's filter sheet: all five filters in a dialog. Loaded the first time it opens, not with the shell
// (docs/decisions/028-light-shell.md).
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { FilterFields } from './filter-fields.tsx';
import { activeFilterCount, type RestaurantFiltersBarProps } from './filter-rules.ts';

type FilterSheetProps = Omit<RestaurantFiltersBarProps, 'className'> & {
  open: boolean;
  setOpen(open: boolean): void;
};

export function FilterSheet({ open, setOpen, value, onChange, cuisines }: FilterSheetProps) {
  const active = activeFilterCount(value);
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('filters.sheet.title')}</DialogTitle>
          <DialogDescription>{t('filters.sheet.text')}</DialogDescription>
        </DialogHeader>
        <FilterFields value={value} onChange={onChange} cuisines={cuisines} />
        <DialogFooter>
          {active > 0 ? (
            <Button variant="ghost" onClick={() => onChange({})}>
              <X aria-hidden="true" />
              {t('filters.clear')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen(false)}>{t('filters.sheet.show')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
