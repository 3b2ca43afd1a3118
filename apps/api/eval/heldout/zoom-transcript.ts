import {
  action,
  BODY,
  chatter,
  fr,
  inSection,
  nonGoal,
  notIn,
  notRequired,
  openQuestion,
  persona,
  req,
} from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A Zoom transcript (VTT-style cues), people talking over each other, an "um"-heavy style, a
// practice goal stated and then lowered, and a feature ruled out.
const VTT = `WEBVTT

1
00:00:02.120 --> 00:00:06.400
Fiona Grant: Right, is it recording? OK. This is the practice app call.

2
00:00:06.900 --> 00:00:15.300
Fiona Grant: So, um, Metronote. Our students at the Kelvin Music School are meant to practise between lessons and teachers have no idea if they do.

3
00:00:15.800 --> 00:00:24.100
Dev Patel: Yeah so the idea is the student presses start when they practise and the app logs the minutes, per instrument.

4
00:00:24.500 --> 00:00:29.000
Fiona Grant: And the teacher sets a weekly target, I was thinking 150 minutes a week for everyone.

5
00:00:29.200 --> 00:00:31.000
Aoife Byrne: That's a lot for the little ones—

6
00:00:31.100 --> 00:00:33.500
Dev Patel: —yeah for the seven-year-olds—

7
00:00:33.600 --> 00:00:41.800
Fiona Grant: OK fair. The teacher sets the target per student then, default 90 minutes a week, not 150.

8
00:00:42.000 --> 00:00:50.700
Aoife Byrne: Teachers should be able to attach a recording of the piece, and the student can record themselves and send it back before the lesson.

9
00:00:51.000 --> 00:00:57.400
Dev Patel: Recordings up to five minutes each, otherwise storage goes mad.

10
00:00:57.800 --> 00:01:05.200
Fiona Grant: And parents of under-16s see their child's practice log, read-only.

11
00:01:05.600 --> 00:01:12.900
Dev Patel: What about a tuner and metronome built in? Everyone asks.

12
00:01:13.100 --> 00:01:19.000
Fiona Grant: No, there are free apps for that, we're not building a tuner or a metronome.

13
00:01:19.300 --> 00:01:24.800
Aoife Byrne: Sorry, my cat just walked across the keyboard.

14
00:01:25.000 --> 00:01:33.600
Fiona Grant: Ha. OK, lesson booking and payments stay in the school's current system, not part of this.

15
00:01:34.000 --> 00:01:41.500
Aoife Byrne: Do we reward streaks? Badges or something? I'm not sure it helps.

16
00:01:41.700 --> 00:01:48.900
Fiona Grant: Let's leave that open. Aoife, could you ask three teachers what they think by next week?

17
00:01:49.200 --> 00:01:58.000
Fiona Grant: Goal for the pilot: 60% of students log practice at least three times a week by the end of term. Thanks everyone, stopping the recording.`;

export const zoomTranscript: EvalCase = {
  name: 'heldout-zoom-transcript',
  description:
    'A Zoom VTT transcript: cue numbers and times, interruptions, a target lowered mid-call.',
  input: { message: VTT },
  expect: {
    productName: 'Metronote',
    facts: [
      fr('the app logs practice minutes per instrument', /minute/, /instrument|log/),
      fr('teacher sets a target per student, default 90 minutes a week', /\b90 ?min/, /target/),
      fr('teacher attaches a recording of the piece', /teacher/, /record/),
      fr('students record themselves and send it back', /student/, /record/),
      req('recordings up to five minutes', /\b(5|five) ?min/),
      fr('parents of under-16s see the log read-only', /parent/, /read-only|read only/),
      nonGoal('no tuner or metronome', /tuner|metronome/),
      nonGoal('lesson booking and payments stay in the current system', /booking|payment/),
      persona('students', /student/),
      persona('teachers', /teacher/),
      persona('parents', /parent/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        '60% log practice three times a week',
        /60 ?%/,
      ),
      openQuestion('streak rewards or badges', /streak|badge/),
      action('Aoife asks three teachers by next week', /aoife/, /teacher/),
    ],
    forbidden: [
      notIn(
        ['Functional requirements', 'Non-functional requirements', 'TL;DR', 'Success metrics'],
        'the lowered 150-minute target',
        /\b150\b/,
        'stale',
      ),
      notRequired(
        'a tuner or metronome',
        /(?<!no |not |nor )(built-in )?(tuner|metronome)(?! is| are)/,
      ),
      chatter('the cat on the keyboard', /\bcat\b|keyboard/),
      chatter('recording talk', /is it recording|stopping the recording/),
      notIn(BODY, 'a cue timing or WEBVTT', /-->|webvtt|\d\d:\d\d:\d\d\.\d/, 'chatter'),
    ],
    requirements: { min: 4, max: 9 },
  },
};
