CREATE TABLE "generations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"answer_id" bigint NOT NULL,
	"first_message_id" bigint NOT NULL,
	"caller_kind" text NOT NULL,
	"user_id" uuid,
	"visitor_id" text,
	"ip" text NOT NULL,
	"user_agent" text,
	"text" text NOT NULL,
	"reservation" text NOT NULL,
	"visitor_usage_id" bigint,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"stop_requested" boolean DEFAULT false NOT NULL,
	"settlement" text,
	"deadline_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "generations_answer_id_unique" UNIQUE("answer_id")
);
--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_answer_id_chat_messages_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generations" ADD CONSTRAINT "generations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "generations_open_idx" ON "generations" USING btree ("status","deadline_at");--> statement-breakpoint
CREATE INDEX "generations_session_idx" ON "generations" USING btree ("session_id","created_at");