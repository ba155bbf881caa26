CREATE TABLE `change_order_approvals` (
	`id` text PRIMARY KEY NOT NULL,
	`change_order_id` text NOT NULL,
	`version` integer NOT NULL,
	`name` text NOT NULL,
	`consent_text` text NOT NULL,
	`consent_version` text NOT NULL,
	`approved_at` integer NOT NULL,
	`ip` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL,
	`document` text NOT NULL,
	`document_sha256` text NOT NULL,
	FOREIGN KEY (`change_order_id`) REFERENCES `change_orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_order_approvals_order_unique` ON `change_order_approvals` (`change_order_id`);--> statement-breakpoint
CREATE TABLE `change_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`reference` text NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`reason` text NOT NULL,
	`items` text DEFAULT '[]' NOT NULL,
	`tax_classification` text NOT NULL,
	`tax_rate_thousandths` integer DEFAULT 0 NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`sent_at` integer,
	`declined_at` integer,
	`decline_reason` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_orders_reference_unique` ON `change_orders` (`reference`);--> statement-breakpoint
CREATE INDEX `change_orders_job_idx` ON `change_orders` (`job_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `crews` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_key` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`members` text DEFAULT '[]' NOT NULL,
	`calendar_seed` text NOT NULL,
	`calendar_token_hash` text NOT NULL,
	`calendar_link_created_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crews_name_key_unique` ON `crews` (`name_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `crews_calendar_token_unique` ON `crews` (`calendar_token_hash`);--> statement-breakpoint
CREATE TABLE `job_events` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`type` text NOT NULL,
	`detail` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_events_job_idx` ON `job_events` (`job_id`,`at`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`quote_id` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`arrival_start` text,
	`arrival_end` text,
	`crew_id` text,
	`crew_note` text DEFAULT '' NOT NULL,
	`hold_reason` text,
	`hold_note` text DEFAULT '' NOT NULL,
	`status_before_hold` text,
	`cancel_reason` text DEFAULT '' NOT NULL,
	`first_furnished_on` text,
	`completed_at` integer,
	`closed_at` integer,
	`cancelled_at` integer,
	`sequence` integer DEFAULT 0 NOT NULL,
	`reminded_for` text,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`quote_id`) REFERENCES `quotes`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`crew_id`) REFERENCES `crews`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_reference_unique` ON `jobs` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_quote_unique` ON `jobs` (`quote_id`);--> statement-breakpoint
CREATE INDEX `jobs_status_idx` ON `jobs` (`status`,`start_date`);--> statement-breakpoint
CREATE INDEX `jobs_crew_idx` ON `jobs` (`crew_id`,`start_date`);--> statement-breakpoint
CREATE INDEX `jobs_dates_idx` ON `jobs` (`start_date`,`end_date`);--> statement-breakpoint
ALTER TABLE `site_settings` ADD `before_we_arrive` text DEFAULT '' NOT NULL;