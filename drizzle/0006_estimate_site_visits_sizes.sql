PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_estimates` (
	`id` text PRIMARY KEY NOT NULL,
	`reference` text NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`service` text NOT NULL,
	`property_type` text DEFAULT '' NOT NULL,
	`address` text NOT NULL,
	`city` text NOT NULL,
	`zip` text NOT NULL,
	`size` real,
	`size_unit` text DEFAULT '' NOT NULL,
	`timeframe` text DEFAULT '' NOT NULL,
	`details` text NOT NULL,
	`consent_at` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`follow_up_on` text,
	`first_contacted_at` integer,
	`site_visit_at` integer,
	`site_visit_note` text DEFAULT '' NOT NULL,
	`site_visit_sequence` integer DEFAULT 0 NOT NULL,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_estimates`("id", "reference", "name", "email", "phone", "service", "property_type", "address", "city", "zip", "size", "size_unit", "timeframe", "details", "consent_at", "status", "follow_up_on", "first_contacted_at", "ip", "created_at", "updated_at") SELECT "id", "reference", "name", "email", "phone", "service", "property_type", "address", "city", "zip", "size", "size_unit", "timeframe", "details", "consent_at", "status", "follow_up_on", "first_contacted_at", "ip", "created_at", "updated_at" FROM `estimates`;--> statement-breakpoint
DROP TABLE `estimates`;--> statement-breakpoint
ALTER TABLE `__new_estimates` RENAME TO `estimates`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_reference_unique` ON `estimates` (`reference`);--> statement-breakpoint
CREATE INDEX `estimates_created_idx` ON `estimates` (`created_at`);--> statement-breakpoint
CREATE INDEX `estimates_status_idx` ON `estimates` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `estimates_follow_up_idx` ON `estimates` (`follow_up_on`);--> statement-breakpoint
CREATE INDEX `estimates_site_visit_idx` ON `estimates` (`site_visit_at`);
