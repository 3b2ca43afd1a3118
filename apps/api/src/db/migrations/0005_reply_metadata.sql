ALTER TABLE "chat_files" ADD COLUMN "extraction" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "reply" jsonb;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "skipped_files" jsonb DEFAULT '[]'::jsonb NOT NULL;