CREATE TABLE `estimate_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`body` text NOT NULL,
	`author_id` text,
	`author_name` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `estimate_notes_estimate_idx` ON `estimate_notes` (`estimate_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `estimate_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`estimate_id` text NOT NULL,
	`position` integer NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`path` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`variants` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`estimate_id`) REFERENCES `estimates`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `estimate_photos_estimate_idx` ON `estimate_photos` (`estimate_id`,`position`);--> statement-breakpoint
CREATE TABLE `estimates` (
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
	`size` integer,
	`size_unit` text DEFAULT '' NOT NULL,
	`timeframe` text DEFAULT '' NOT NULL,
	`details` text NOT NULL,
	`consent_at` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`follow_up_on` text,
	`first_contacted_at` integer,
	`ip` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `estimates_reference_unique` ON `estimates` (`reference`);--> statement-breakpoint
CREATE INDEX `estimates_created_idx` ON `estimates` (`created_at`);--> statement-breakpoint
CREATE INDEX `estimates_status_idx` ON `estimates` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `pending_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`path` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`bytes` integer NOT NULL,
	`variants` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `pending_uploads_created_idx` ON `pending_uploads` (`created_at`);--> statement-breakpoint
CREATE TABLE `service_area_revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`area_id` text NOT NULL,
	`snapshot` text NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`created_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`area_id`) REFERENCES `service_areas`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_area_revisions_area_idx` ON `service_area_revisions` (`area_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_areas` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`intro` text DEFAULT '' NOT NULL,
	`zip_codes` text DEFAULT '[]' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `service_areas_slug_unique` ON `service_areas` (`slug`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`quote` text NOT NULL,
	`name` text NOT NULL,
	`city` text DEFAULT '' NOT NULL,
	`project_id` text,
	`published` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `testimonials_created_idx` ON `testimonials` (`created_at`);--> statement-breakpoint
ALTER TABLE `blog_revisions` ADD `summary` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `content_page_revisions` ADD `summary` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `city` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `draft` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `opening_hours` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `after_hours_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `home_image` text;