CREATE TABLE `job_liens` (
	`job_id` text PRIMARY KEY NOT NULL,
	`owner_name` text DEFAULT '' NOT NULL,
	`owner_address` text DEFAULT '' NOT NULL,
	`lender_name` text DEFAULT '' NOT NULL,
	`lender_address` text DEFAULT '' NOT NULL,
	`apn` text DEFAULT '' NOT NULL,
	`owner_occupied` integer DEFAULT false NOT NULL,
	`notice_served_on` text,
	`notice_method` text,
	`tracking_number` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
