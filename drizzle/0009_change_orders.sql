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
CREATE INDEX `change_orders_job_idx` ON `change_orders` (`job_id`,`created_at`);