CREATE TABLE `receipts` (
	`transaction_id` integer PRIMARY KEY NOT NULL,
	`company_id` integer NOT NULL,
	`invoice_number` integer NOT NULL,
	`issued_at` integer NOT NULL,
	`seller_name` text NOT NULL,
	`seller_street` text,
	`seller_zip` text NOT NULL,
	`seller_city` text NOT NULL,
	`seller_cvr` text,
	`buyer_name` text NOT NULL,
	`buyer_street` text,
	`buyer_zip` text NOT NULL,
	`buyer_city` text NOT NULL,
	`buyer_cvr` text,
	`plan` text NOT NULL,
	`category_name_da` text NOT NULL,
	`category_name_en` text NOT NULL,
	`period_start` integer NOT NULL,
	`period_end` integer NOT NULL,
	`plan_ore` integer NOT NULL,
	`credit_ore` integer NOT NULL,
	`net_ore` integer NOT NULL,
	`vat_percent` integer NOT NULL,
	`vat_ore` integer NOT NULL,
	`total_ore` integer NOT NULL,
	FOREIGN KEY (`transaction_id`) REFERENCES `ledger_transactions`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_invoiceNumber_unique` ON `receipts` (`invoice_number`);--> statement-breakpoint
CREATE TABLE `review_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`company_id` integer NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_invitations_tokenHash_unique` ON `review_invitations` (`token_hash`);--> statement-breakpoint
CREATE INDEX `review_invitations_company_idx` ON `review_invitations` (`company_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `review_mail_quota` (
	`company_id` integer PRIMARY KEY NOT NULL,
	`month_key` text NOT NULL,
	`month_count` integer NOT NULL,
	`day_key` text NOT NULL,
	`day_count` integer NOT NULL,
	`nonce` text NOT NULL,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contact_id` integer NOT NULL,
	`company_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`title` text NOT NULL,
	`text` text NOT NULL,
	`comment` text,
	`commented_at` integer,
	`invitation_id` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`contact_id`) REFERENCES `contacts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`company_id`) REFERENCES `companies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`invitation_id`) REFERENCES `review_invitations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_contact_unique` ON `reviews` (`contact_id`);--> statement-breakpoint
CREATE INDEX `reviews_company_idx` ON `reviews` (`company_id`,`created_at`);--> statement-breakpoint
-- Receipts of the charges made before this table: copied once from what holds now (operator, VAT 25 %,
-- 30-day periods; a renewal's period starts at the end in its key, `renewal:{company}:{category}:{end}`).
INSERT INTO `receipts` (`transaction_id`, `company_id`, `invoice_number`, `issued_at`,
  `seller_name`, `seller_street`, `seller_zip`, `seller_city`, `seller_cvr`,
  `buyer_name`, `buyer_street`, `buyer_zip`, `buyer_city`, `buyer_cvr`,
  `plan`, `category_name_da`, `category_name_en`, `period_start`, `period_end`,
  `plan_ore`, `credit_ore`, `net_ore`, `vat_percent`, `vat_ore`, `total_ore`)
SELECT `t`.`id`, `t`.`company_id`, `t`.`invoice_number`, `t`.`created_at`,
  'Opgavetorvet ApS', 'Vesterbrogade 149', '1620', 'København V', '41800003',
  `co`.`name`, `co`.`address`, `co`.`zip`, `co`.`city`, `co`.`cvr`,
  `t`.`plan`, `cat`.`name_da`, `cat`.`name_en`, `s`.`start`, `s`.`start` + 2592000,
  `t`.`net_ore` + `t`.`credit_ore`, `t`.`credit_ore`, `t`.`net_ore`, 25, `t`.`vat_ore`, `t`.`net_ore` + `t`.`vat_ore`
FROM `ledger_transactions` `t`
JOIN (
  SELECT `id`, CASE WHEN `kind` = 'renewal'
    THEN CAST(replace(`idempotency_key`, 'renewal:' || `company_id` || ':' || `category_id` || ':', '') AS INTEGER)
    ELSE `created_at` END AS `start`
  FROM `ledger_transactions`
) `s` ON `s`.`id` = `t`.`id`
JOIN `companies` `co` ON `co`.`id` = `t`.`company_id`
JOIN `categories` `cat` ON `cat`.`id` = `t`.`category_id`
WHERE `t`.`invoice_number` IS NOT NULL AND `t`.`plan` IS NOT NULL;
