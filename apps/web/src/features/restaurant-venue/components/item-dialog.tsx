import type { AdminMenuItem, CreateMenuItem, MenuCategory } from '@lekker/core/contracts/menu-admin';
import { useId } from 'react';
import { useSaveItem, useUploadItemImage } from '@/api/restaurant-venue.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { applyServerError, fieldErrors, formErrorText, useZodForm } from '@/lib/forms/use-zod-form.ts';
import { toast } from '@/lib/toast.ts';
import { IMAGE_ACCEPT } from '../image-files.ts';
import {
  ITEM_DESCRIPTION_MAX_CHARS,
  ITEM_NAME_MAX_CHARS,
  ItemFormSchema,
  type ItemFormValues,
} from '../item-form.ts';

export { parseRandInput } from '../item-form.ts';

type ItemDialogProps = {
  venueId: string;
  /** The item to edit, or null to add one. */
  item: AdminMenuItem | null;
  categories: MenuCategory[];
  /** The category a new item starts in. */
  defaultCategoryId?: string | null;
  open: boolean;
  onOpenChange(open: boolean): void;
};

type ErrorKey = 'name' | 'description' | 'price' | 'preparation_time' | 'image';

const LABELS = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  preparation_time: 'Preparation time',
  category_id: 'Category',
};

const valuesOf = (item: AdminMenuItem | null, defaultCategoryId: string | null): ItemFormValues => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item ? (item.price_cents / 100).toFixed(2) : '',
  preparation_time: item?.preparation_time == null ? '' : String(item.preparation_time),
  category_id: item ? (item.category_id ?? '') : (defaultCategoryId ?? ''),
  is_available: item?.is_available ?? true,
  cooks_without_power: item?.cooks_without_power ?? false,
  image: null,
});

/** Add or edit one menu item: name, description, price in rand, preparation time, category, toggles, photo. */
export function ItemDialog({
  venueId,
  item,
  categories,
  defaultCategoryId = null,
  open,
  onOpenChange,
}: ItemDialogProps) {
  const id = useId();
  const save = useSaveItem(venueId);
  const upload = useUploadItemImage(venueId);
  const form = useZodForm<ItemFormValues, CreateMenuItem>(ItemFormSchema, {
    defaultValues: valuesOf(item, defaultCategoryId),
    labels: LABELS,
  });
  const busy = save.isPending || upload.isPending;
  const errors: Partial<Record<ErrorKey, string>> = fieldErrors(form.formState.errors);
  const formError = formErrorText(form.formState.errors);

  const onSubmit = form.handleSubmit(async (input) => {
    const file = form.getValues('image');
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, input });
      if (file) await upload.mutateAsync({ itemId: saved.id, file });
      toast.success(item ? `${saved.name} saved` : `${saved.name} added to the menu`);
      onOpenChange(false);
    } catch (error) {
      applyServerError(form, error, { price_cents: 'price' });
    }
  });

  const field = (key: ErrorKey) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: ErrorKey) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const available = form.watch('is_available');
  const cooksWithoutPower = form.watch('cooks_without_power');

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.clearErrors();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{item ? `Edit ${item.name}` : 'Add a menu item'}</DialogTitle>
          <DialogDescription>
            Prices in rand; changes show on the customer menu straight away.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="space-y-4" aria-busy={busy}>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              maxLength={ITEM_NAME_MAX_CHARS}
              {...form.register('name')}
              {...field('name')}
            />
            {errorText('name')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea
              id={`${id}-description`}
              maxLength={ITEM_DESCRIPTION_MAX_CHARS}
              {...form.register('description')}
              rows={3}
              {...field('description')}
            />
            {errorText('description')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-price`}>Price (R)</Label>
              <Input
                id={`${id}-price`}
                inputMode="decimal"
                {...form.register('price')}
                placeholder="65.00"
                {...field('price')}
              />
              {errorText('price')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-prep`}>Preparation time (minutes)</Label>
              <Input
                id={`${id}-prep`}
                inputMode="numeric"
                {...form.register('preparation_time')}
                placeholder="15"
                {...field('preparation_time')}
              />
              {errorText('preparation_time')}
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect id={`${id}-category`} {...form.register('category_id')}>
              <option value="">No category</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-available`}>Available to order</Label>
            <Switch
              id={`${id}-available`}
              checked={available}
              onCheckedChange={(on) => form.setValue('is_available', on)}
            />
          </div>
          <div className="flex items-center justify-between gap-4">
            <Label htmlFor={`${id}-cwp`}>
              Cooks without power
              <span className="block text-xs font-normal text-muted-foreground">
                Shown on the load-shedding menu (cold, gas-cooked)
              </span>
            </Label>
            <Switch
              id={`${id}-cwp`}
              checked={cooksWithoutPower}
              onCheckedChange={(on) => form.setValue('cooks_without_power', on)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-image`}>Photo (JPG, PNG or WebP, up to 5 MB)</Label>
            {item?.image_url ? (
              <img src={item.image_url} alt="" className="h-24 w-32 rounded-lg object-cover" />
            ) : null}
            <Input
              id={`${id}-image`}
              type="file"
              accept={IMAGE_ACCEPT}
              onChange={(e) => form.setValue('image', e.currentTarget.files?.[0] ?? null)}
              {...field('image')}
            />
            {errorText('image')}
          </div>
          {formError ? (
            <Alert variant="destructive" role="alert">
              {formError}
            </Alert>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving…' : item ? 'Save item' : 'Add item'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
