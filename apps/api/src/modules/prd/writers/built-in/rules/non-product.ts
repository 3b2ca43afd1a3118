import type { RuleTable } from './rule.js';

const TIME = String.raw`\d{1,2}[:.]\d{2}(?::\d{2})?(?:\s?[aApP]\.?[mM]\.?)?`;
const NAME = String.raw`[\p{Lu}@][\p{L}'’.-]{0,30}(?:\s[\p{Lu}][\p{L}'’.-]{0,30}){0,3}`;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?`;
const WEEKDAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?`;

/** Greeting and sign-off words, their first letter in either case. */
const GREETINGS = [
  'hi',
  'hey',
  'hello',
  'dear',
  'good morning',
  'good afternoon',
  'good evening',
  'hallo',
  'liebe',
  'lieber',
  'liebes',
  'bonjour',
  'salut',
  'hola',
  'buenos días',
  'olá',
  'bom dia',
  'thanks',
  'thank you',
  'many thanks',
  'thanks again',
  'thanks all',
  'cheers',
  'best',
  'best wishes',
  'regards',
  'kind regards',
  'best regards',
  'warm regards',
  'br',
  'ty',
  'thx',
  'talk soon',
  'speak soon',
  'bye',
  'danke',
  'viele grüße',
  'viele grüsse',
  'mit freundlichen grüßen',
  'lg',
  'merci',
  'cordialement',
  'bien à vous',
  'gracias',
  'saludos',
  'un saludo',
  'obrigado',
  'obrigada',
  'abraços',
]
  .sort((a, b) => b.length - a.length)
  .map((w) =>
    w
      .split(' ')
      .map((part) => `[${part.charAt(0).toUpperCase()}${part.charAt(0)}]${part.slice(1)}`)
      .join(' '),
  )
  .join('|');

/**
 * Lines that are the material's wrapping, not its content: chat exports' join lines, headers
 * and reactions, timestamps, ticket fields, page footers, greetings and sign-offs. Read as a
 * whole line (or sentence); dropped before anything is classified.
 */
/** A field name of a ticket or a page's properties ("Assignee", "Last edited by"). */
const FIELD =
  '(?:status|assignee|assigned to|reporter|reported by|labels?|tags|sprint|story points|points|estimate|original estimate|time tracking|created|updated|resolved|resolution|components?|fix versions?|affects versions?|epic(?: link| name)?|issue ?type|type|watchers|votes|due(?: date)?|environment|parent|linked issues|issue links|rank|team|cycle|project|key|id|ticket|last (?:edited|updated|modified)(?: by)?|author|owner|reviewers?|approvers?|version|doc(?:ument)? (?:owner|status|version)|created by|modified)';
/** A page's properties add these ("Priority: P1   Quarter: Q3"), only beside another field. */
const PROPERTY = `(?:${FIELD}|priority|stakeholders?|driver|contributors?|area|quarter|date)`;

export const NON_PRODUCT: RuleTable = {
  name: 'non-product lines',
  means: 'a line that is not product content (dropped)',
  rules: [
    {
      name: 'joined or left a channel',
      pattern: new RegExp(
        String.raw`^(?:${NAME}|\S{1,40})\s+(?:has\s+)?(?:joined|left|was added to|was removed from|added [^.]{1,40} to (?:the |this )?(?:#\S+|channel|group|chat|conversation|meeting|call|team\b)|removed [^.]{1,40} from (?:the |this )?(?:#\S+|channel|group|chat|conversation|meeting|call|team\b)|renamed|set the (?:channel )?(?:topic|description)|pinned a message|changed the (?:group|channel) name)\b[^.!?]{0,80}[.!]?$`,
        'u',
      ),
      examples: [
        'Dana Whitfield joined #ops-bristol',
        'Marco has joined the channel',
        'Priya left the meeting',
        'Tom was added to the chat by Lea',
        'Sam pinned a message to this channel.',
        'Lea added Tom and Ana to the channel.',
      ],
      counterExamples: [
        'A worker who joined less than 30 days ago cannot offer shifts.',
        'Members can leave a group at any time.',
        'Reviewers added a comment field to every claim.',
      ],
    },
    {
      name: 'a chat message header (name and time)',
      pattern: new RegExp(
        String.raw`^(?:\[?${TIME}\]?\s*[-–]?\s*${NAME}|${NAME}(?:\s*\([^)]{1,30}\))?\s*[-–,·]?\s*(?:\[?(?:[Tt]oday|[Yy]esterday|[MTWFS][a-z]{2,8})?\s*(?:at\s+)?${TIME}\]?|\d{1,2}/\d{1,2}(?:/\d{2,4})?,?\s*${TIME}))\s*:?$`,
        'u',
      ),
      examples: [
        'Dana Whitfield  10:42 AM',
        '[09:15] Marco',
        'Lea Park, Yesterday at 4:12 PM',
        'Sam (Ops) 14:03',
        'Ana Costa 3/4/2026, 9:12 AM',
      ],
      counterExamples: ['Reminders go out at 9:00 AM.', 'Shifts start at 06:00.'],
    },
    {
      name: 'a chat channel or a day divider',
      pattern:
        /^(?:#[a-z0-9][a-z0-9_.-]{1,80}|-{2,}\s*(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|yesterday)\b[^-]{0,40}\s*-{2,}|(?:like|heart|laugh|surprised|sad|angry)(?:\s+\d{1,4})?|\d{1,4})$/i,
      examples: ['#wh-picklight', '--- Tuesday, October 14th ---', 'Like', 'Heart 2', '3'],
      counterExamples: ['#1 priority is speed.', 'Like the old app, but faster.'],
    },
    {
      name: 'a call or meeting notice',
      pattern:
        /^(?:[^.!?]{1,40}\s)?(?:meeting|call|recording|transcription|screen sharing|live captions?)\s+(?:started|ended|stopped|has started|has ended|was recorded)\b[^.!?]{0,40}$|^[^.!?]{1,40}\s(?:started|ended|joined|left) (?:the |a )?(?:meeting|call)\b[^.!?]{0,20}$|^[^.!?]{1,40} (?:is|started) presenting\b[^.!?]{0,20}$/i,
      examples: [
        'Meeting started',
        'Meeting ended: 22m 10s',
        'Recording has started',
        'Lea Park started a call',
        'Sam is presenting',
      ],
      counterExamples: [
        'A reminder is sent when the meeting started late.',
        'Calls ended by the customer are logged with a reason.',
      ],
    },
    {
      name: 'a byline with a relative time',
      pattern:
        /^(?:(?:created|updated|edited|posted|commented|opened|closed|merged|reported)\s+(?:by\s+)?)?[^.!?]{1,60}?\s*[·•|,-]\s*(?:(?:about|over|almost)\s+)?(?:\d{1,3}|an?|one)\s+(?:second|minute|min|hour|hr|day|week|month|year)s?\s+ago(?:\s*\(edited\))?$|^(?:just now|yesterday|today)\s*[·•|]\s*[^.!?]{1,60}$|^[A-Z][\w'’-]{0,24}(?: [A-Z][\w'’-]{0,24}){0,2}\s+(?:yesterday|today|just now|(?:\d{1,3}|an?) (?:min(?:ute)?|hour|day|week)s? ago)(?:,?\s+(?:at\s+)?\d{1,2}:\d\d(?:\s?[ap]m)?)?$/i,
      examples: [
        'Clara Jensen · 10 days ago',
        'Created by Clara Jensen · 12 days ago',
        'GitHub · 6 days ago',
        'Mia, 3 hours ago',
        'Ines Duarte  Yesterday',
        'Sam Ortiz Today at 4:12 PM',
      ],
      counterExamples: [
        'Remind the driver if the van left 2 hours ago.',
        'Show orders placed 30 days ago or later.',
      ],
    },
    {
      name: 'a closing slide or agenda word',
      pattern:
        /^(?:(?:any\s+)?questions\s*\?|q\s*&\s*a|agenda|appendix|backup slides?|thank you[!.]*\s*(?:(?:any\s+)?questions\s*\?)?|questions and answers)$/i,
      examples: ['Questions?', 'Any questions?', 'Q&A', 'Thank you! Questions?', 'Appendix'],
      counterExamples: ['Questions are answered within a day.'],
    },
    {
      name: 'a time or date on its own',
      pattern: new RegExp(
        String.raw`^[-–—=\s]*(?:\[?${TIME}\]?|(?:today|yesterday)(?:\s+at\s+${TIME})?|(?:${WEEKDAY},?\s+)?(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH})(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2}(?:[ T]${TIME})?|${WEEKDAY}(?:day)?)[-–—=\s]*$`,
        'i',
      ),
      examples: [
        '10:42',
        '[14:03:22]',
        '--- Tuesday, March 4th ---',
        'Yesterday',
        '2026-03-04 09:12',
      ],
      counterExamples: ['Launch on March 4th.', 'Friday 5pm: payroll cut-off for swaps.'],
    },
    {
      name: 'reactions, emoji and thread chrome',
      pattern:
        /^(?:(?::[a-z0-9_+-]{1,30}:|(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D}))\s*(?:[x×]?\s*\d{1,4})?\s*)+$|^(?:\(edited\)|edited|\d{1,4}\s+(?:repl(?:y|ies)|reactions?|comments?)|view (?:thread|\d+ (?:more )?repl(?:y|ies))|show more|see more|reply in thread|also sent to the channel|new messages?|unread messages?|this message was deleted)[.\s]*$/iu,
      examples: [':+1: 3', '👍 2  🎉 1', ':tada::heart:', '4 replies', 'View thread', '(edited)'],
      counterExamples: ['Users react with a thumbs up to confirm.'],
    },
    {
      name: 'a chat thread notice',
      pattern: new RegExp(
        String.raw`^(?:(?:${NAME}\s+)?replied to a thread:[^\n]{0,300}|commented on ${NAME}(?:'s|’s) (?:message|post|comment):[^\n]{0,300}|last reply (?:(?:today|yesterday|${WEEKDAY}|${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?)\s+)?at\s+${TIME}|(?:${NAME}\s+)?(?:also sent to the channel|replied in a thread|started a thread))$`,
        'iu',
      ),
      examples: [
        'replied to a thread: v1 plan: • every label gets a QR code…',
        'Last reply today at 10:42 AM',
        'Last reply Tuesday at 4:05 PM',
        'Also sent to the channel',
        "Commented on Dom Fletcher's message: Each drop gets a delivery window of 30 minutes",
      ],
      counterExamples: [
        'Show the last reply at the top of each thread.',
        'Agents who replied to a thread get a notification.',
      ],
    },
    {
      name: 'a chat export placeholder',
      pattern:
        /^(?:<?(?:media|image|video|audio|sticker|gif|document|file) omitted>?|<?multimedia omitid[oa]>?|<?(?:imagen|video|audio|sticker|documento) omitid[oa]>?|<?m[ée]dias? omis>?|<?medien (?:weggelassen|ausgeschlossen)>?|<?(?:attached|adjunto|pi[èe]ce jointe):\s?[^>]{1,80}>?|(?:this message was deleted|you deleted this message|este mensaje fue eliminado|eliminaste este mensaje|ce message a été supprimé|vous avez supprimé ce message|diese nachricht wurde gelöscht|du hast diese nachricht gelöscht|esta mensagem foi apagada|(?:missed|perdida de) (?:voice|video|llamada)(?: call| de voz| de video)?)|messages and calls are end-to-end encrypted[^\n]{0,200}|los mensajes y las llamadas están cifrados[^\n]{0,200}|\S[^\n]{0,60} (?:created group|created this group|changed (?:the subject|this group's icon|the group description)|creó el grupo|cambió (?:el asunto|la descripción|el icono del grupo))[^\n]{0,80}|<this message was edited>)$/iu,
      examples: [
        '<Media omitted>',
        '<Multimedia omitido>',
        'This message was deleted',
        'Este mensaje fue eliminado',
        'image omitted',
        '<attached: 00000012-PHOTO-2026-02-24.jpg>',
        'Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
        'Lucía Romero creó el grupo "Academia"',
      ],
      counterExamples: [
        'Media files are omitted from the export.',
        'A deleted message is kept for 30 days.',
        'Members can leave the group at any time.',
      ],
    },
    {
      name: 'a document byline',
      pattern: new RegExp(
        String.raw`^(?:[^.!?·•|]{1,60}\s[·•|–—]\s)?(?:[Pp]repared|[Ww]ritten|[Dd]rafted|[Cc]ompiled|[Aa]uthored|[Mm]aintained)\s+by\s+(?:\p{Lu}[\p{L}'’-]*\.?\s?){1,4}(?:,\s*[^.!?]{1,60})?(?:\s[·•|–—]\s[^.!?]{1,40})?$`,
        'u',
      ),
      examples: [
        'One-page spec · prepared by J. Osei, Parking Services',
        'Prepared by Dana Whitfield',
        'Written by Mia Chen, Product',
      ],
      counterExamples: [
        'Reports prepared by the manager must be approved.',
        'Orders prepared by the kitchen show a timer.',
      ],
    },
    {
      name: 'a ticket or document field',
      pattern: new RegExp(
        `^(?:\\*\\*)?${FIELD}(?:\\*\\*)?\\s*[:=|]\\s*(?:\\*\\*)?[^.!?]{0,80}$`,
        'i',
      ),
      examples: [
        'Status: In Progress',
        'Assignee: Jordan Blake',
        'Labels: checkout, mobile',
        'Story Points: 5',
        'Created: 03/Mar/26 10:14 AM',
        '**Reporter:** Sam Ortiz',
        'Last edited by: Mia',
      ],
      counterExamples: [
        'Status changes are emailed to the requester.',
        'The ticket status must update within 5 seconds.',
      ],
    },
    {
      name: 'a comment header or an attachment',
      pattern:
        /^\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,3}\s+(?:added|left|posted|edited|made)\s+a\s+comment\b[^.!?]{0,60}$|^@?\p{Lu}[\p{L}'’.-]+(?:\s\p{Lu}[\p{L}'’.-]+){0,3}\s+commented(?:\s+(?:on\s+\S[^.!?]{0,40}|\d{1,3}\s+\w+\s+ago|yesterday|today|just now|last week))?[^.!?]{0,30}$|^[\w ()'’,-]{1,80}\.(?:png|jpe?g|gif|svg|webp|pdf|docx?|xlsx?|pptx?|csv|zip|mp4|mov|txt|fig|sketch)\s*(?:\(\s*\d+(?:[.,]\d+)?\s*(?:[kmg]i?b|bytes)\s*\))?$/iu,
      examples: [
        'Priya Raman added a comment - 14/Feb/26 11:02 AM',
        'Marco Bellini commented 3 days ago',
        'transcript-player-mock-v2.png (212 kB)',
        'Attachments transcript-player-mock-v2.png (212 kB)',
      ],
      counterExamples: [
        'Reviewers added a comment field to every claim.',
        'Drivers upload a photo of the receipt as a PNG.',
        'The customer commented that delivery was late.',
      ],
    },
    {
      name: 'a chat app or system line',
      pattern:
        /^(?:\[?\d{1,2}[/.]\d{1,2}[/.]\d{2,4},?\s+\d{1,2}:\d\d(?::\d\d)?(?:\s?[ap]\.?m\.?)?\]?\s*[-–]?\s*(?![^:]{1,40}:\s))[^:]{0,160}$|^you(?:'ve| have)? (?:been added|added|joined|left|were added)\b[^.!?]{0,80}[.!]?$|^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){0,2} (?:created|completed|assigned|closed|reopened|scheduled) (?:a|an|the) (?:task|story|issue|bug|card|ticket|event|meeting|poll)(?::[^\n]{0,160}|\s*[.!]?)$|^(?:a )?huddle (?:happened|started|ended)\b[^\n]{0,100}$|^\p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){0,2} (?:started|joined|left) (?:a|the) huddle\b[^\n]{0,80}$/iu,
      examples: [
        '12/03/2026, 21:14 - Messages and calls are end-to-end encrypted.',
        "You've been added by Rhiannon Price.",
        'Rhiannon Price created a task: Check the visa hours rule with Compliance.',
        'Theo Lam created a Story: CALL-88 Import the day’s scenes',
        'A huddle happened for 12 minutes',
      ],
      counterExamples: [
        'Managers created a task list for each shift.',
        '12/03/2026 is the go-live date: stores switch over then.',
      ],
    },
    {
      name: 'page properties on one line',
      pattern: new RegExp(
        `^(?:\\*\\*)?${PROPERTY}(?:\\*\\*)?\\s*:\\s*[^.!?:]{1,60}?(?:\\s{2,}|\\t|\\s[|·•]\\s)(?:\\*\\*)?${PROPERTY}(?:\\*\\*)?\\s*:[^!?]{0,160}$`,
        'i',
      ),
      examples: [
        'Owner: @Ines Duarte   Status: In progress   Team: Community   Last edited: 11 February 2026 4:12 PM',
        'Status: Draft | Owner: Sam Reyes | Updated: 3 March 2026',
      ],
      counterExamples: [
        'Owner: the area manager approves every swap. Status: shown on the card.',
        'Status changes are emailed to the requester.',
      ],
    },
    {
      name: 'a page footer or header',
      pattern:
        /^(?:(?:page|p\.|slide|seite|p[áa]gina|diapositiva|folie)\s*\d{1,4}(?:\s*(?:\/|of|von|de|sur|di)\s*\d{1,4})?|\d{1,4}\s*(?:\/|of)\s*\d{1,4}|(?:[^.!?]{1,40}?\s[—–|·-]\s)?(?:(?:company |strictly )?(?:confidential|internal(?: use)?(?: only)?|for internal use(?: only)?|proprietary|draft|vertraulich|confidentiel|confidencial)\b(?:\s*(?:[-–—,&]|and)?\s*(?:confidential|proprietary|draft|information|document|do not (?:distribute|share|forward)|not for distribution))*)(?:\s*[·•|–—-]\s*(?:page\s*)?\d{1,4}(?:\s*(?:\/|of)\s*\d{1,4})?)?|(?:©|\(c\)|copyright)\s*(?:\d{4}\s*)?[^!?]{0,60}?(?:all rights reserved\.?)?)\s*$/i,
      examples: [
        'Page 3 of 12',
        'Confidential · 3/12',
        'Acme Corp — Internal use only',
        '© 2026 Northwind Ltd. All rights reserved.',
        '7 / 24',
        'Seite 2 von 5',
        'Confidential – Page 1 of 3',
        'Draft – do not distribute',
        'Internal only',
        'Page 2 of 3 · Harbour Museum of Science · Internal',
      ],
      counterExamples: [
        'Confidential documents must never leave the EU.',
        'Internal dogfood: 2 Feb 2026',
        'Draft invoices are kept for 30 days',
        'Show page 3 of the report first.',
      ],
    },
    {
      name: 'a greeting or sign-off on its own',
      // Case-sensitive on purpose: only a capitalised name may follow ("Thanks, Dana").
      pattern: new RegExp(
        String.raw`^(?:${GREETINGS})(?=[\s,!.]|$)[,!.]*(?:\s+(?:all|team|everyone|folks|guys|y'?all|both|chic[oa]s|gente|equipo|tod[oa]s|a tod[oa]s|amig[oa]s|tout le monde|[àa] tous|l'[ée]quipe|zusammen|alle|leute|pessoal|galera|\p{Lu}[\p{L}'’-]{0,30})){0,3}[,!.:]*$|^(?:[Ss]ent from my [^.!?]{1,30}|[Gg]et Outlook for [^.!?]{1,20})$`,
        'u',
      ),
      examples: [
        'Hi team,',
        'Thanks!',
        'Best regards,',
        'Sent from my iPhone',
        'Viele Grüße',
        'Cordialement,',
        'Thanks, Dana',
        'Hey all!',
        'Buenos días chicas!!',
      ],
      counterExamples: [
        'Thanks to the new flow, reception saves 2 hours a day.',
        'Morning shifts are short-staffed.',
        'Best practices must be followed.',
        'Hello messages are sent on sign-up.',
      ],
    },
  ],
};

/** Emoji shortcodes (":tada:"), pictographs and "(edited)" marks inside a line. */
const CHROME =
  /^\s*[▸▹▾▿►▶▷▼➤]\s*|\[(?:crosstalk|laughs?|laughter|inaudible|silence|music|pause|applause|cross-?talk|unintelligible|background noise)\]|\((?:crosstalk|laughs?|laughter|inaudible|unintelligible)\)|:(?=[a-z0-9_+-]{0,29}[a-z])[a-z0-9_+-]{1,30}:|(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0F}|\u{200D})+|\s\(edited\)\s*$/gu;
const MAY_HAVE_CHROME = /[:\p{Extended_Pictographic}([▸▹▾▿►▶▷▼➤]/u;

/** The line without its chat chrome (emoji, reactions, edit marks); its layout kept. */
export function stripChrome(line: string): string {
  if (!MAY_HAVE_CHROME.test(line)) return line;
  const stripped = line.replace(CHROME, '');
  return stripped === line ? line : stripped.replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ').trimEnd();
}
