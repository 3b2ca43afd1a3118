-- The help pages a fresh installation starts with (admins edit or remove them; never re-added).
INSERT INTO "content_pages" ("slug", "topic", "title", "body", "published") VALUES
('Getting_started', 'getting_started', 'Getting started', $body$# Getting started

PRD Studio turns a conversation and your files into a structured **Project Requirement Document**.

1. **Describe the product.** Type what you want to build, or attach a brief: PDF, Word, images, audio or video.
2. **Read the draft.** The assistant answers with a PRD: goals, users, requirements, metrics, risks and open questions, with the sources it used.
3. **Refine it.** Ask for changes in the same chat ("add an offline mode", "make the metrics measurable"); each answer is a new version.
4. **Take it with you.** Download it as Word or text, or share it to Notion or Confluence once you connect them in **Settings → Connect**.

Your chats are listed in the sidebar; open one to continue where you left off.
$body$, true),
('Plans_and_uploads', 'plans_and_uploads', 'Plans and uploads', $body$# Plans and uploads

Each PRD the assistant writes uses **one upload** from your plan. The sidebar shows how many you have left ("Remaining Uploads").

- **Free** gives a few PRDs in each period, renewed automatically.
- **Paid plans** give more PRDs per period. Pay once for one period, or turn on **Auto-Pay** to renew each period until you cancel.
- When a plan ends (or a payment is refunded) your account returns to Free; nothing you wrote is lost.

Manage your plan, payments and auto-pay in **Settings**. Visitors who have not signed in can try a small number of PRDs first.
$body$, true),
('Privacy', 'privacy', 'Privacy', $body$# Privacy

- **What we keep:** your account (name, email), your chats and the files you attach, your payments, and security logs of sign-ins.
- **What we use it for:** to write and keep your PRDs, to bill your plan, and to protect your account. We do not sell your data.
- **Connected workspaces:** tokens for Notion or Confluence are stored encrypted and used only when you share a PRD. Disconnect them at any time in **Settings → Connect**.
- **Your choices:** download your PRDs at any time; ask for your account to be deleted from the account menu (**Help → Request Delete**). Payment records are kept as accounting law requires, detached from you.
$body$, true),
('Terms', 'terms', 'Terms', $body$# Terms

By using PRD Studio you agree to these terms.

- **Your content is yours.** You keep the rights to what you write and upload; you give us permission to process it to provide the service.
- **Use it fairly.** Do not upload what you have no right to share, try to break the service, or get around its limits.
- **Plans.** Paid plans renew only with Auto-Pay turned on; you can cancel auto-pay at any time and keep the plan until its period ends.
- **The documents are drafts.** Review generated PRDs before you rely on them.
$body$, true),
('Contact', 'contact', 'Contact', $body$# Contact

Questions about your account, billing or a larger plan? Use **Contact Us** on the plans page (**View all plans**): your message goes straight to our team, and we answer by email.

For a security issue, include "Security" in your message so it reaches the right people first.
$body$, true);
