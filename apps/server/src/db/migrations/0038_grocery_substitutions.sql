CREATE TABLE "substitutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"proposed_item_id" uuid,
	"proposed_name" text,
	"offered_unit_cents" integer,
	"original_name" text NOT NULL,
	"original_unit_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"outcome" text,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"extra_cents" integer DEFAULT 0 NOT NULL,
	"proposed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "substitutions_status_check" CHECK ("substitutions"."status" in ('proposed', 'accepted', 'declined', 'expired', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitution_preference" text DEFAULT 'best_match' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "substitute_item_id" uuid;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "substitutions" ADD CONSTRAINT "substitutions_proposed_item_id_menu_items_id_fk" FOREIGN KEY ("proposed_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "substitutions_order_idx" ON "substitutions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "substitutions_open_line_uq" ON "substitutions" USING btree ("order_item_id") WHERE "substitutions"."status" = 'proposed';--> statement-breakpoint
CREATE INDEX "substitutions_open_expiry_idx" ON "substitutions" USING btree ("expires_at") WHERE "substitutions"."status" = 'proposed';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_substitute_item_id_menu_items_id_fk" FOREIGN KEY ("substitute_item_id") REFERENCES "public"."menu_items"("id") ON DELETE set null ON UPDATE no action;