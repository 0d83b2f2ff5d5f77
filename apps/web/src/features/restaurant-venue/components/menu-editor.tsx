import type { AdminMenuItem, MenuCategory } from '@lekker/core/contracts/menu-admin';
import { formatRand } from '@lekker/core/money';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useAdminMenu, useMenuAction, useSaveItem } from '@/api/restaurant-venue.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Switch } from '@/components/ui/switch.tsx';
import { toast } from '@/lib/toast.ts';
import { ItemDialog } from './item-dialog.tsx';
import { PanelError, PanelSkeleton } from './query-state.tsx';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

/** Sold out until a future instant (the next local midnight): it comes back by itself. */
const isSoldOutToday = (item: AdminMenuItem, now = Date.now()) =>
  item.sold_out_until !== null && Date.parse(item.sold_out_until) > now;

function CategoriesCard({ venueId, categories }: { venueId: string; categories: MenuCategory[] }) {
  const id = useId();
  const action = useMenuAction(venueId);
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = (a: Parameters<typeof action.mutate>[0], done?: string) =>
    action.mutate(a, {
      onSuccess: () => {
        setError(null);
        if (done) toast.success(done);
      },
      onError: (e) => setError(errorMessage(e)),
    });

  function add(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError('Give the category a name.');
    run({ type: 'create-category', name: name.trim() }, `Category ${name.trim()} added`);
    setName('');
  }

  function move(index: number, by: -1 | 1) {
    const ids = categories.map((c) => c.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    run({ type: 'reorder-categories', ids });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Categories</CardTitle>
        <CardDescription>The customer menu shows them in this order.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories yet: add one, e.g. Mains or Drinks.</p>
        ) : (
          <ol className="divide-y rounded-lg border" aria-label="Categories in menu order">
            {categories.map((c, index) => (
              <li key={c.id} className="flex flex-wrap items-center gap-2 p-2">
                {renaming?.id === c.id ? (
                  <form
                    className="flex flex-1 flex-wrap items-center gap-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      run(
                        { type: 'rename-category', id: c.id, name: renaming.name.trim() },
                        'Category renamed',
                      );
                      setRenaming(null);
                    }}
                  >
                    <Label htmlFor={`${id}-rename-${c.id}`} className="sr-only">
                      New name for {c.name}
                    </Label>
                    <Input
                      id={`${id}-rename-${c.id}`}
                      value={renaming.name}
                      onChange={(e) => setRenaming({ id: c.id, name: e.target.value })}
                      className="h-8 min-w-0 flex-1"
                      maxLength={60}
                    />
                    <Button type="submit" size="sm">
                      Save
                    </Button>
                    <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                      Cancel
                    </Button>
                  </form>
                ) : (
                  <>
                    <span className="min-w-0 flex-1 font-medium">
                      {c.name}{' '}
                      <span className="text-sm font-normal text-muted-foreground">
                        ({c.item_count} {c.item_count === 1 ? 'item' : 'items'})
                      </span>
                    </span>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`Move ${c.name} up`}
                      disabled={index === 0 || action.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`Move ${c.name} down`}
                      disabled={index === categories.length - 1 || action.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={`Rename ${c.name}`}
                      onClick={() => setRenaming({ id: c.id, name: c.name })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      className="size-8"
                      aria-label={
                        c.item_count > 0 ? `Delete ${c.name} (move its items first)` : `Delete ${c.name}`
                      }
                      disabled={c.item_count > 0 || action.isPending}
                      onClick={() => run({ type: 'delete-category', id: c.id }, `Category ${c.name} deleted`)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
        <form onSubmit={add} className="space-y-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-new`}>New category</Label>
            <Input
              id={`${id}-new`}
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="e.g. Kotas"
              maxLength={60}
            />
          </div>
          <Button type="submit" variant="outline" disabled={action.isPending}>
            <Plus aria-hidden="true" /> Add category
          </Button>
        </form>
        {error ? (
          <Alert variant="destructive" role="alert">
            {error}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ItemRow({
  venueId,
  item,
  selected,
  onSelect,
  onEdit,
}: {
  venueId: string;
  item: AdminMenuItem;
  selected: boolean;
  onSelect(checked: boolean): void;
  onEdit(): void;
}) {
  const id = useId();
  const save = useSaveItem(venueId);
  const soldOut = isSoldOutToday(item);
  const toggle = (input: { is_available?: boolean; sold_out_today?: boolean }, done: string) =>
    save.mutate(
      { id: item.id, input },
      {
        onSuccess: () => toast.success(done),
        onError: (e) => toast.error(`Could not update ${item.name}`, { description: errorMessage(e) }),
      },
    );

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center" data-testid="menu-item-row">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          id={`${id}-select`}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${item.name}`}
        />
        {item.image_url ? (
          <img src={item.image_url} alt="" className="size-12 shrink-0 rounded-md object-cover" />
        ) : null}
        <div className="min-w-0">
          <p className="font-medium">{item.name}</p>
          <p className="text-sm text-muted-foreground">
            {formatRand(item.price_cents)}
            {item.preparation_time ? ` · ${item.preparation_time} min` : ''}
          </p>
          <div className="mt-1 flex flex-wrap gap-1">
            {!item.is_available ? <Badge variant="muted">Off the menu</Badge> : null}
            {soldOut ? <Badge variant="destructive">Sold out today</Badge> : null}
            {item.cooks_without_power ? <Badge variant="outline">Cooks without power</Badge> : null}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-available`}
            checked={item.is_available}
            disabled={save.isPending}
            onCheckedChange={(checked) =>
              toggle(
                { is_available: checked },
                checked ? `${item.name} is on the menu` : `${item.name} switched off`,
              )
            }
          />
          <Label htmlFor={`${id}-available`} className="text-sm">
            Available<span className="sr-only"> ({item.name})</span>
          </Label>
        </div>
        <Button
          size="sm"
          variant={soldOut ? 'secondary' : 'outline'}
          disabled={save.isPending}
          onClick={() =>
            toggle(
              { sold_out_today: !soldOut },
              soldOut ? `${item.name} is back in stock` : `${item.name} is sold out until midnight`,
            )
          }
        >
          {soldOut ? 'Back in stock' : 'Sold out today'}
          <span className="sr-only"> ({item.name})</span>
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit}>
          <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {item.name}</span>
        </Button>
      </div>
    </li>
  );
}

/**
 * The menu editor: categories (add, rename, reorder with buttons, delete when empty), items grouped by category
 * with availability, "sold out today" (back by itself at midnight) and editing, and bulk sold-out for a selection.
 */
export function MenuEditor({ venueId }: { venueId: string }) {
  const menu = useAdminMenu(venueId);
  const bulk = useMenuAction(venueId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [dialog, setDialog] = useState<{ item: AdminMenuItem | null; categoryId: string | null } | null>(
    null,
  );

  if (menu.isPending) return <PanelSkeleton label="Loading the menu" rows={5} />;
  if (menu.isError) return <PanelError message={menu.error.message} onRetry={() => void menu.refetch()} />;

  const { categories, items } = menu.data;
  const groups: { key: string; title: string; categoryId: string | null; items: AdminMenuItem[] }[] = [
    ...categories.map((c) => ({
      key: c.id,
      title: c.name,
      categoryId: c.id as string | null,
      items: items.filter((i) => i.category_id === c.id),
    })),
    {
      key: 'none',
      title: 'No category',
      categoryId: null,
      items: items.filter((i) => i.category_id === null),
    },
  ].filter((g) => g.items.length > 0 || g.categoryId !== null);
  const chosen = items.filter((i) => selected.has(i.id));

  function markSelected(soldOut: boolean) {
    bulk.mutate(
      { type: 'sold-out', itemIds: chosen.map((i) => i.id), soldOut },
      {
        onSuccess: () => {
          toast.success(
            soldOut
              ? `${chosen.length} item(s) sold out until midnight`
              : `${chosen.length} item(s) back in stock`,
          );
          setSelected(new Set());
        },
        onError: (e) => toast.error('Could not update the items', { description: errorMessage(e) }),
      },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="menu-items-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="menu-items-heading" className="text-lg font-semibold">
            Items ({items.length})
          </h2>
          <Button onClick={() => setDialog({ item: null, categoryId: categories[0]?.id ?? null })}>
            <Plus aria-hidden="true" /> Add item
          </Button>
        </div>
        {chosen.length > 0 ? (
          <section
            aria-label="Selected items"
            className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted p-3 text-sm"
          >
            <span className="font-medium">{chosen.length} selected</span>
            <Button size="sm" onClick={() => markSelected(true)} disabled={bulk.isPending}>
              Sold out today
            </Button>
            <Button size="sm" variant="outline" onClick={() => markSelected(false)} disabled={bulk.isPending}>
              Back in stock
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
          </section>
        ) : null}
        {items.length === 0 ? (
          <Card>
            <CardContent className="py-8 text-center text-sm text-muted-foreground">
              Your menu is empty. Add your first item: customers need at least 5 to order from you.
            </CardContent>
          </Card>
        ) : (
          groups.map((group) => (
            <Card key={group.key}>
              <CardHeader className="pb-0">
                <CardTitle as="h3" className="text-base">
                  {group.title}
                </CardTitle>
              </CardHeader>
              <CardContent className="px-0 pb-2">
                {group.items.length === 0 ? (
                  <p className="px-6 py-2 text-sm text-muted-foreground">No items in this category yet.</p>
                ) : (
                  <ul className="divide-y">
                    {group.items.map((item) => (
                      <ItemRow
                        key={item.id}
                        venueId={venueId}
                        item={item}
                        selected={selected.has(item.id)}
                        onSelect={(checked) =>
                          setSelected((prev) => {
                            const next = new Set(prev);
                            if (checked) next.add(item.id);
                            else next.delete(item.id);
                            return next;
                          })
                        }
                        onEdit={() => setDialog({ item, categoryId: item.category_id })}
                      />
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          ))
        )}
      </section>
      <aside>
        <CategoriesCard venueId={venueId} categories={categories} />
      </aside>
      {dialog ? (
        <ItemDialog
          key={dialog.item?.id ?? 'new'}
          venueId={venueId}
          item={dialog.item}
          categories={categories}
          defaultCategoryId={dialog.categoryId}
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
