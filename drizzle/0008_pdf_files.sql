CREATE TABLE `pdf_files` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`file_name` text NOT NULL,
	`data` text NOT NULL,
	`bytes` blob,
	`sha256` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`rendered_at` integer
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_email_attachments` (
	`id` text PRIMARY KEY NOT NULL,
	`email_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`content` blob,
	`pdf_file` text,
	FOREIGN KEY (`email_id`) REFERENCES `email_outbox`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pdf_file`) REFERENCES `pdf_files`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
INSERT INTO `__new_email_attachments`("id", "email_id", "position", "filename", "content_type", "content") SELECT "id", "email_id", "position", "filename", "content_type", "content" FROM `email_attachments`;--> statement-breakpoint
DROP TABLE `email_attachments`;--> statement-breakpoint
ALTER TABLE `__new_email_attachments` RENAME TO `email_attachments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `email_attachments_email_idx` ON `email_attachments` (`email_id`,`position`);