CREATE TABLE `email_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`email_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`content` blob NOT NULL,
	FOREIGN KEY (`email_id`) REFERENCES `email_outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_attachments_email_idx` ON `email_attachments` (`email_id`,`position`);--> statement-breakpoint
CREATE TABLE `quote_acceptances` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`version` integer NOT NULL,
	`name` text NOT NULL,
	`signature_svg` text,
	`consent_text` text NOT NULL,
	`consent_version` text NOT NULL,
	`accepted_at` integer NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`document` text NOT NULL,
	`document_sha256` text NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quote_acceptances_version_unique` ON `quote_acceptances` (`quote_id`,`version`);--> statement-breakpoint
CREATE TABLE `quote_chosen_items` (
	`quote_id` text NOT NULL,
	`item_id` text NOT NULL,
	PRIMARY KEY(`quote_id`, `item_id`),
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `quote_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `quote_events` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`type` text NOT NULL,
	`version` integer NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_events_quote_idx` ON `quote_events` (`quote_id`,`at`);--> statement-breakpoint
CREATE TABLE `quote_items` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity_milli` integer NOT NULL,
	`unit` text DEFAULT '' NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`optional` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_items_quote_idx` ON `quote_items` (`quote_id`,`position`);--> statement-breakpoint
CREATE TABLE `quote_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `quote_links_quote_idx` ON `quote_links` (`quote_id`);--> statement-breakpoint
CREATE TABLE `quote_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`method` text NOT NULL,
	`paid_at` integer NOT NULL,
	`provider_ref` text,
	`note` text DEFAULT '' NOT NULL,
	`recorded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `quote_payments_quote_idx` ON `quote_payments` (`quote_id`,`paid_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `quote_payments_provider_ref_unique` ON `quote_payments` (`provider_ref`);--> statement-breakpoint
CREATE TABLE `quotes` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`published_version` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`estimate_id` text,
	`customer_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`zip` text NOT NULL,
	`tax_rate_bps` integer DEFAULT 0 NOT NULL,
	`deposit_type` text DEFAULT 'percent' NOT NULL,
	`deposit_value` integer DEFAULT 0 NOT NULL,
	`valid_until` text NOT NULL,
	`start_date` text,
	`completion_date` text,
	`terms` text DEFAULT '' NOT NULL,
	`issued_at` integer,
	`first_sent_at` integer,
	`last_sent_at` integer,
	`follow_up_reminded_at` integer,
	`expiry_reminded_at` integer,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quotes_reference_unique` ON `quotes` (`reference`);--> statement-breakpoint
CREATE INDEX `quotes_status_idx` ON `quotes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `quotes_estimate_idx` ON `quotes` (`estimate_id`);--> statement-breakpoint
CREATE TABLE `stripe_checkout_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`quote_id` text NOT NULL,
	`quote_version` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`url` text NOT NULL,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stripe_checkout_sessions_quote_idx` ON `stripe_checkout_sessions` (`quote_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`processed_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `site_settings` ADD `roc_license_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `payment_instructions` text DEFAULT '' NOT NULL;