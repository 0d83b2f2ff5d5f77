// The owner's menu editor: categories and items (docs/product.md#menu-page). Prices in cents.
import { z } from 'zod';

export const MenuCategorySchema = z
  .object({ id: z.uuid(), name: z.string(), sort_order: z.number().int(), item_count: z.number().int() })
  .meta({ id: 'MenuCategory' });
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

/** An item as the owner sees it: every field, including the temporary sold-out mark. */
export const AdminMenuItemSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    price_cents: z.number().int(),
    image_url: z.string().nullable(),
    is_available: z.boolean(),
    preparation_time: z.number().int().nullable(),
    category_id: z.uuid().nullable(),
    sort_order: z.number().int(),
    cooks_without_power: z.boolean(),
    /** Sold out until this instant (the session's end, else the next local midnight), then available again by itself. */
    sold_out_until: z.string().nullable(),
  })
  .meta({ id: 'AdminMenuItem' });
export type AdminMenuItem = z.infer<typeof AdminMenuItemSchema>;

export const AdminMenuSchema = z
  .object({ categories: z.array(MenuCategorySchema), items: z.array(AdminMenuItemSchema) })
  .meta({ id: 'AdminMenu' });
export type AdminMenu = z.infer<typeof AdminMenuSchema>;

const categoryName = z.string().trim().min(1, 'give the category a name').max(60);
export const CreateCategorySchema = z.object({ name: categoryName }).meta({ id: 'CreateMenuCategory' });
export const RenameCategorySchema = z.object({ name: categoryName }).meta({ id: 'RenameMenuCategory' });
/** The complete new order: every category id of the venue, once. */
export const ReorderCategoriesSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(200) })
  .refine((v) => new Set(v.ids).size === v.ids.length, 'a category is listed twice')
  .meta({ id: 'ReorderMenuCategories' });

/** Largest price an item may have: R10 000. */
export const MENU_ITEM_MAX_PRICE_CENTS = 1_000_000;

const itemFields = {
  name: z.string().trim().min(2, 'at least 2 characters').max(120),
  description: z
    .string()
    .trim()
    .max(500)
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  price_cents: z
    .number()
    .int('whole cents')
    .min(100, 'at least R1')
    .max(MENU_ITEM_MAX_PRICE_CENTS, 'at most R10 000'),
  preparation_time: z.number().int().min(1).max(240).nullable(),
  category_id: z.uuid().nullable(),
  is_available: z.boolean(),
  cooks_without_power: z.boolean(),
};

export const CreateMenuItemSchema = z
  .object({
    ...itemFields,
    description: itemFields.description.optional(),
    preparation_time: itemFields.preparation_time.optional(),
    category_id: itemFields.category_id.optional(),
    is_available: itemFields.is_available.optional(),
    cooks_without_power: itemFields.cooks_without_power.optional(),
  })
  .meta({ id: 'CreateMenuItem' });
export type CreateMenuItem = z.infer<typeof CreateMenuItemSchema>;

export const UpdateMenuItemSchema = z
  .object({
    name: itemFields.name.optional(),
    description: itemFields.description.optional(),
    price_cents: itemFields.price_cents.optional(),
    preparation_time: itemFields.preparation_time.optional(),
    category_id: itemFields.category_id.optional(),
    is_available: itemFields.is_available.optional(),
    cooks_without_power: itemFields.cooks_without_power.optional(),
    /** true: sold out until the next local midnight; false: back now. */
    sold_out_today: z.boolean().optional(),
  })
  .meta({ id: 'UpdateMenuItem' });
export type UpdateMenuItem = z.infer<typeof UpdateMenuItemSchema>;

/** Bulk "sold out today" (or back in stock) for several items at once. */
export const BulkSoldOutSchema = z
  .object({ item_ids: z.array(z.uuid()).min(1).max(500), sold_out: z.boolean() })
  .meta({ id: 'BulkSoldOut' });
export type BulkSoldOut = z.infer<typeof BulkSoldOutSchema>;

export const MenuItemParamsSchema = z.object({ id: z.uuid(), itemId: z.uuid() });
export const MenuCategoryParamsSchema = z.object({ id: z.uuid(), categoryId: z.uuid() });
