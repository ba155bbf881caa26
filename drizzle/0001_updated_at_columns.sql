-- updated_at used to share created_at's column, so every update rewrote when a row was created. SQLite cannot add a
-- column with an expression default, so the new columns start at 0 and take the creation time; new rows get theirs
-- from the application.
ALTER TABLE `blog_posts` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `blog_posts` SET `updated_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `customers` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `customers` SET `updated_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `projects` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `projects` SET `updated_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `users` ADD `updated_at` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `users` SET `updated_at` = `created_at`;--> statement-breakpoint
ALTER TABLE `site_settings` RENAME COLUMN `created_at` TO `updated_at`;
