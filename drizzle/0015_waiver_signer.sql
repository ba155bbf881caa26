ALTER TABLE `site_settings` ADD `waiver_signer_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `site_settings` ADD `waiver_signer_title` text DEFAULT '' NOT NULL;