ALTER TABLE "outbox_messages" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "template_data" jsonb;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_content" CHECK ("outbox_messages"."text" is not null or "outbox_messages"."template" is not null);