CREATE TABLE `invoice_reminders` (
	`invoice_id` text NOT NULL,
	`step` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`invoice_id`, `step`),
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `invoices` ADD `reminders_off` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `retention_bps` integer DEFAULT 0 NOT NULL;