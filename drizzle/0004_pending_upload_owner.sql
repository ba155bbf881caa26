ALTER TABLE `pending_uploads` ADD `owner` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `pending_uploads` ADD `ip` text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX `pending_uploads_owner_idx` ON `pending_uploads` (`owner`);--> statement-breakpoint
CREATE INDEX `pending_uploads_ip_idx` ON `pending_uploads` (`ip`);