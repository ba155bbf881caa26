ALTER TABLE `quote_acceptances` ADD `title` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `quotes` ADD `customer_organization` text DEFAULT '' NOT NULL;