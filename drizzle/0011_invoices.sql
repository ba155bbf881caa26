CREATE TABLE `invoice_events` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`type` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_events_invoice_idx` ON `invoice_events` (`invoice_id`,`at`);--> statement-breakpoint
CREATE TABLE `invoice_items` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_items_invoice_idx` ON `invoice_items` (`invoice_id`,`position`);--> statement-breakpoint
CREATE TABLE `invoice_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `invoice_links_invoice_idx` ON `invoice_links` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `invoice_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`invoice_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`status` text DEFAULT 'cleared' NOT NULL,
	`paid_at` integer NOT NULL,
	`provider_ref` text,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `invoice_payments_invoice_idx` ON `invoice_payments` (`invoice_id`,`paid_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_payments_provider_ref_unique` ON `invoice_payments` (`provider_ref`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`quote_id` text NOT NULL,
	`job_id` text,
	`basis` text NOT NULL,
	`tax_classification` text NOT NULL,
	`tax_rate_thousandths` integer DEFAULT 0 NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`retention_bps` integer DEFAULT 0 NOT NULL,
	`retention_cents` integer DEFAULT 0 NOT NULL,
	`retention_released_cents` integer DEFAULT 0 NOT NULL,
	`credits_cents` integer DEFAULT 0 NOT NULL,
	`terms_days` integer NOT NULL,
	`issued_on` text,
	`due_on` text,
	`sent_at` integer,
	`voided_at` integer,
	`replaces_id` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_reference_unique` ON `invoices` (`reference`);--> statement-breakpoint
CREATE INDEX `invoices_quote_idx` ON `invoices` (`quote_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `invoices_status_idx` ON `invoices` (`status`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `invoice_terms_days` integer DEFAULT 14 NOT NULL;