CREATE TABLE "prd_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prd_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"model" jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"author" text NOT NULL,
	"message_id" bigint,
	"based_on" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "version_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "variant_of" bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "origin" text DEFAULT 'send' NOT NULL;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "replaces_answer_id" bigint;--> statement-breakpoint
ALTER TABLE "generations" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "prd_documents" ADD CONSTRAINT "prd_documents_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prd_versions" ADD CONSTRAINT "prd_versions_document_id_prd_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."prd_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prd_versions" ADD CONSTRAINT "prd_versions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prd_documents_session_idx" ON "prd_documents" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prd_versions_document_number_idx" ON "prd_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "prd_versions_message_idx" ON "prd_versions" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_version_id_prd_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."prd_versions"("id") ON DELETE set null ON UPDATE no action;