ALTER TABLE `stripe_checkout_sessions` ADD `flagged_at` integer;--> statement-breakpoint
ALTER TABLE `stripe_checkout_sessions` ADD `reported_amount_cents` integer;--> statement-breakpoint
ALTER TABLE `stripe_checkout_sessions` ADD `reported_currency` text;--> statement-breakpoint
ALTER TABLE `stripe_checkout_sessions` ADD `reviewed_at` integer;