CREATE TABLE `invoice_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`url` text NOT NULL,
	`payment_intent_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_checkout_sessions_invoice_idx` ON `invoice_checkout_sessions` (`invoice_id`);--> statement-breakpoint
CREATE INDEX `invoice_checkout_sessions_payment_intent_idx` ON `invoice_checkout_sessions` (`payment_intent_id`);--> statement-breakpoint
ALTER TABLE `estimates` ADD `paid_at` integer;--> statement-breakpoint
ALTER TABLE `invoice_payments` ADD `cleared_at` integer;--> statement-breakpoint
ALTER TABLE `invoice_payments` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `invoices` ADD `disputed_at` integer;