import type { AdminMenuItem, MenuCategory } from '@lekker/core/contracts/menu-admin';
import { randToCents } from '@lekker/core/money';
import { type FormEvent, useId, useState } from 'react';
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
import { ApiError } from '@/lib/api-client.ts';
import { toast } from '@/lib/toast.ts';
import { useSaveItem, useUploadItemImage } from '../api/venue-api.ts';
import { IMAGE_ACCEPT, imageProblem } from '../image-files.ts';

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

type Errors = Partial<Record<'name' | 'price' | 'preparation_time' | 'image' | 'form', string>>;

/** Rand as typed ('65', '65.5', 'R 65,50') → cents, or null when it is not an amount. */
export function parseRandInput(text: string): number | null {
  const cleaned = text.trim().replace(/^r\s*/i, '').replace(',', '.').replace(/\s/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return randToCents(Number(cleaned));
}

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
  const [errors, setErrors] = useState<Errors>({});
  const [file, setFile] = useState<File | null>(null);
  const busy = save.isPending || upload.isPending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('name') ?? '').trim();
    const priceCents = parseRandInput(String(form.get('price') ?? ''));
    const prepText = String(form.get('preparation_time') ?? '').trim();
    const prep = prepText === '' ? null : Number(prepText);
    const next: Errors = {};
    if (name.length < 2) next.name = 'Give the item a name (at least 2 characters).';
    if (priceCents === null || priceCents < 100)
      next.price = 'Enter a price in rand, e.g. 65 or 65.50 (at least R1).';
    else if (priceCents > 1_000_000) next.price = 'At most R10 000.';
    if (prep !== null && (!Number.isInteger(prep) || prep < 1 || prep > 240))
      next.preparation_time = 'Whole minutes between 1 and 240, or leave it empty.';
    if (file) {
      const problem = imageProblem(file);
      if (problem) next.image = problem;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;

    const categoryId = String(form.get('category_id') ?? '') || null;
    const input = {
      name,
      description: String(form.get('description') ?? ''),
      price_cents: priceCents as number,
      preparation_time: prep,
      category_id: categoryId,
      is_available: form.get('is_available') === 'on',
      cooks_without_power: form.get('cooks_without_power') === 'on',
    };
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, input });
      if (file) await upload.mutateAsync({ itemId: saved.id, file });
      toast.success(item ? `${saved.name} saved` : `${saved.name} added to the menu`);
      setFile(null);
      onOpenChange(false);
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not save the item.';
      const fields = error instanceof ApiError ? error.fields : undefined;
      setErrors({
        form: message,
        ...(fields?.name ? { name: fields.name } : {}),
        ...(fields?.price_cents ? { price: fields.price_cents } : {}),
      });
    }
  }

  const field = (key: keyof Errors) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorText = (key: keyof Errors) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setErrors({});
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
              name="name"
              defaultValue={item?.name ?? ''}
              maxLength={120}
              {...field('name')}
            />
            {errorText('name')}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-description`}>Description (optional)</Label>
            <Textarea
              id={`${id}-description`}
              name="description"
              defaultValue={item?.description ?? ''}
              maxLength={500}
              rows={3}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-price`}>Price (R)</Label>
              <Input
                id={`${id}-price`}
                name="price"
                inputMode="decimal"
                defaultValue={item ? (item.price_cents / 100).toFixed(2) : ''}
                placeholder="65.00"
                {...field('price')}
              />
              {errorText('price')}
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-prep`}>Preparation time (minutes)</Label>
              <Input
                id={`${id}-prep`}
                name="preparation_time"
                inputMode="numeric"
                defaultValue={item?.preparation_time ?? ''}
                placeholder="15"
                {...field('preparation_time')}
              />
              {errorText('preparation_time')}
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <NativeSelect
              id={`${id}-category`}
              name="category_id"
              defaultValue={item ? (item.category_id ?? '') : (defaultCategoryId ?? '')}
            >
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
            <Switch id={`${id}-available`} name="is_available" defaultChecked={item?.is_available ?? true} />
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
              name="cooks_without_power"
              defaultChecked={item?.cooks_without_power ?? false}
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
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              {...field('image')}
            />
            {errorText('image')}
          </div>
          {errors.form ? (
            <Alert variant="destructive" role="alert">
              {errors.form}
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
