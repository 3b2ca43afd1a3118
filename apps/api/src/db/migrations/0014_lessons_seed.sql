-- The Learn area a fresh installation starts with: two levels of short lessons on writing PRDs
-- with PRD Studio (admins edit, move or remove them; never re-added).
INSERT INTO "lesson_levels" ("name", "description", "position") VALUES
('Foundations', 'What a good Project Requirement Document contains, section by section.', 0),
('Going further', 'Working with the assistant, your files and your team''s tools.', 1);
--> statement-breakpoint
INSERT INTO "lesson_subjects" ("level_id", "name", "description", "position")
SELECT l."id", s."name", s."description", s."position"
FROM (VALUES
  ('Foundations', 'The problem and the goals', 'Say why the work matters and how you will know it worked.', 0),
  ('Foundations', 'Users and requirements', 'Turn needs into stories and testable criteria.', 1),
  ('Foundations', 'Scope and risks', 'Draw the line and name what could go wrong.', 2),
  ('Going further', 'Working with the assistant', 'Give it good material and steer the draft.', 0),
  ('Going further', 'Sharing your PRD', 'Take the document to where your team works.', 1)
) AS s("level", "name", "description", "position")
JOIN "lesson_levels" l ON l."name" = s."level";
--> statement-breakpoint
INSERT INTO "lessons" ("subject_id", "title", "body", "position", "published")
SELECT s."id", x."title", x."body", x."position", true
FROM (VALUES
('The problem and the goals', 'Writing a problem statement', 0, $body$# Writing a problem statement

A PRD starts with the problem, not the solution. A good problem statement lets anyone on the team explain **why** the work matters before they read a single requirement.

## A simple shape

> **Who** has the problem, **what** they are trying to do, **what gets in the way**, and **what it costs** them today.

For example:

> Support agents answer the same billing questions by hand every day. Finding a customer's invoice takes four screens, so each answer takes about six minutes and the queue doubles at month end.

## Checklist

- It names a real group of people, not "users" in general.
- It describes today's situation, with a number if you have one.
- It does not contain the solution ("we need a chatbot" is a solution).
- Someone outside the team can read it in under a minute.

## In PRD Studio

Start your chat with the problem in your own words, even if it is rough. The assistant turns it into the **Problem** section of the draft; if it sounds vague, ask: *"Make the problem statement more specific and add the cost today."*
$body$),
('The problem and the goals', 'Goals and success metrics', 1, $body$# Goals and success metrics

Goals say what will be different when the work ships; metrics say how you will **know**.

## Good goals are outcomes

| Output (avoid) | Outcome (prefer) |
|---|---|
| Build a billing FAQ page | Agents answer billing questions faster |
| Add an export button | Finance closes the month without spreadsheets |

## Make each metric measurable

For each goal write one or two metrics with a **baseline**, a **target** and a **time frame**:

- Median time to answer a billing ticket: 6 min → 2 min within 60 days of launch.
- Share of billing tickets closed without escalation: 55 % → 80 %.

Add a **guardrail** metric too: something that must not get worse (for example, customer satisfaction on those tickets stays at or above 4.5/5).

## In PRD Studio

If the draft's metrics are vague, ask the assistant: *"Make every metric measurable with a baseline, a target and a date."* Keep the numbers you know; mark guesses as assumptions so reviewers can challenge them.
$body$),
('Users and requirements', 'User stories that stay useful', 0, $body$# User stories that stay useful

A user story keeps the requirement tied to a person and a reason:

> As a **support agent**, I want to **see a customer's last three invoices next to the ticket**, so that **I can answer billing questions without leaving the conversation**.

## Tips

- **One need per story.** If you write "and", it is probably two stories.
- **The "so that" matters most.** It lets engineers and designers find a better solution than the one you imagined.
- **Name real roles** from your problem statement: agent, team lead, finance, visitor.
- **Order by value.** Put the stories that deliver the goal first; the rest can be a later phase.

## In PRD Studio

Ask the assistant to *"group the user stories by role and order them by priority"*, or to *"split any story that covers more than one need"*. Each answer is a new version, so you can compare before and after.
$body$),
('Users and requirements', 'Acceptance criteria', 1, $body$# Acceptance criteria

Acceptance criteria turn a story into something a tester can check. Without them, "done" means something different to everyone.

## Given / When / Then

```
Given a ticket from a customer with invoices
When the agent opens the ticket
Then the three most recent invoices are shown with date, amount and status
And each invoice opens as a PDF in one click
```

## What good criteria cover

- The **normal case** and at least one **edge case** (no invoices, a refunded invoice).
- **Errors**: what the person sees when something fails.
- **Limits** that matter: how many, how fast, who may see it.

Avoid words a tester cannot check, such as *fast*, *easy* or *intuitive*; replace them with numbers or observable behaviour.

## In PRD Studio

Ask: *"Add Given/When/Then acceptance criteria to every user story, including one edge case each."*
$body$),
('Scope and risks', 'Scope and non-goals', 0, $body$# Scope and non-goals

Scope says what this release **will** do. Non-goals say what it **will not** do, even though someone might reasonably expect it. Non-goals prevent more arguments than any other section.

## Writing them

- **In scope:** the stories and platforms of this release (for example, web app for agents, English only).
- **Out of scope / non-goals:** related ideas you are consciously leaving out, each with a short reason.

> **Non-goal:** self-service invoice downloads for customers. *Reason:* the problem we are solving is the agents' time; customer self-service is a separate project.

## Signs your scope is too big

- The goals section has more than three goals.
- Some stories serve none of the goals.
- The timeline only works if nothing goes wrong.

## In PRD Studio

Ask the assistant to *"add a non-goals section with a reason for each"*, or paste ideas from a meeting and ask which belong in scope for this release.
$body$),
('Scope and risks', 'Risks, dependencies and open questions', 1, $body$# Risks, dependencies and open questions

A PRD is honest about what is uncertain. Naming risks early is cheaper than discovering them late.

## Risks

For each risk write its **likelihood**, its **impact** and a **mitigation**:

| Risk | Likelihood | Impact | Mitigation |
|---|---|---|---|
| Invoice service is slow under load | Medium | High | Cache the last three invoices per customer |
| Agents ignore the new panel | Low | Medium | Pilot with one team first |

## Dependencies

Other teams, services, contracts or approvals you need, with an owner and a date.

## Open questions

Keep a short list of questions nobody can answer yet, each with who will answer it and by when. Remove them from the PRD as they are answered, and record the decision.

## In PRD Studio

The draft has a risks and open questions section; ask the assistant to *"add a mitigation and an owner for every risk"* after you review it with the team.
$body$),
('Working with the assistant', 'Giving the assistant good input', 0, $body$# Giving the assistant good input

The assistant writes a better first draft when you give it the same context you would give a colleague.

## Include

- **The problem** and who has it.
- **What you already know:** numbers, constraints, deadlines, the platforms involved.
- **What is decided** and what is still open.
- **The audience** of the PRD: engineers, leadership, a client.

## Example first message

> We want to help support agents answer billing questions faster. Agents use our web console; invoices live in the billing service. Month-end queues double. We have two engineers for six weeks. The PRD is for the engineering team and our head of support.

You do not need perfect sentences: notes and bullet points work well.
$body$),
('Working with the assistant', 'Attaching files', 1, $body$# Attaching files

Often the best context already exists: a brief, meeting notes, a recording, a screenshot of the current screen. Attach it to your message with **Attach files** and the assistant reads it.

## What you can attach

- **Documents:** PDF and Word files (briefs, research, specifications).
- **Images:** screenshots, sketches, whiteboard photos.
- **Audio and video:** interviews and meetings; the speech is transcribed and used as input.

## Tips

- Say in your message what each file is: *"The PDF is last quarter's support report; the recording is an interview with a team lead."*
- Attach only what matters to this PRD: more files are not always a better draft.
- The draft lists the sources it used, so you can check where a requirement came from.

Your plan sets how many files and how large; the limits are shown when a file is refused.
$body$),
('Working with the assistant', 'Refining a draft', 2, $body$# Refining a draft

The first answer is a draft. Keep the conversation going in the same chat to shape it.

## Ask for specific changes

- *"Shorten the background to one paragraph."*
- *"Add an offline mode to the scope and update the risks."*
- *"Rewrite the metrics with baselines and targets."*
- *"Write this for executives: lead with the goals and the cost."*

Each answer is a **new version** of the PRD, so you can go back to an earlier one if you prefer it.

## Other tools

- **Regenerate** writes the last answer again if it missed the point.
- **Edit** your last message to change what you asked, then send it again.

## A good review loop

1. Read the draft end to end once before asking for changes.
2. Fix the facts first (problem, users, numbers), then the wording.
3. Share the draft with one reviewer, and bring their comments back into the chat.
$body$),
('Sharing your PRD', 'Downloading Word or text', 0, $body$# Downloading Word or text

When a draft is ready, take it out of PRD Studio from the answer's **Download** menu:

- **Download Doc** gives a Word file with headings, lists and tables, ready for comments and tracked changes.
- **Download TXT** gives plain text, handy for tickets, emails or another tool.

## Tips

- Download the version you reviewed: each answer in the chat is its own version.
- Keep the chat: if the team asks for changes, refine it there and download again, rather than editing several copies by hand.
$body$),
('Sharing your PRD', 'Sharing to Notion or Confluence', 1, $body$# Sharing to Notion or Confluence

Send a PRD straight to where your team already works.

## Connect once

Open **Settings → Connect** and choose **Connect Notion** or **Connect Confluence**. You sign in with that service and choose what PRD Studio may reach. You can disconnect at any time on the same tab.

## Share a PRD

1. Open the chat and find the answer you want to share.
2. Choose **Share**, then **Notion** or **Confluence**.
3. For Notion, pick the page the PRD goes under; for Confluence, pick the space.

The PRD becomes a new page with its headings, lists and tables.

## Tips

- In Notion, share a parent page with the integration first, or PRD Studio cannot see anywhere to put the PRD.
- If sharing says the connection expired, connect again on the Connect tab; nothing is lost.
$body$)
) AS x("subject", "title", "position", "body")
JOIN "lesson_subjects" s ON s."name" = x."subject";
