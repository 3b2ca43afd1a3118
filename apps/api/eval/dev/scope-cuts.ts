import { fr, inSection, nonGoal, notRequired, persona, req } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// A brief whose scope was cut in a review: the cuts are worded every way people word them.
const BRIEF = `Meshmate v1 — post-review scope

Meshmate is the companion app for our home mesh Wi-Fi routers (Aerio M3). Support gets 3,100 calls a month that are really "my Wi-Fi is slow in the bedroom".

Keeping:
- Setup in the app: scan the sticker on the router, name the network, done in under 10 minutes.
- A room-by-room speed test that tells the user where to put a second node.
- Pause the internet for a child's devices on a schedule.
- Guest network with its own password that can be shared as a QR code.

Cut in the review:
- We dropped the parental content filter — too close to what the ISPs sell.
- Don't build a desktop app.
- No to VPN.
- Out of scope: smart-home hub features (Zigbee, Matter).
- Speed-test leaderboard: not v1.

Constraint: the app must work without an account; the router never sends browsing data to our servers.

Target: slow-Wi-Fi calls down 40% in the 6 months after launch.`;

export const scopeCuts: EvalCase = {
  name: 'dev-scope-cuts',
  description:
    'Five cuts in five wordings ("we dropped", "don\'t build", "no to", "out of scope:", "not v1").',
  input: { message: BRIEF },
  expect: {
    productName: 'Meshmate',
    notProductName: ['Aerio M3'],
    facts: [
      fr('setup by scanning the sticker in under 10 minutes', /setup|set up/, /sticker|10 ?min/),
      fr('room-by-room speed test suggesting where to put a node', /speed test/, /node/),
      fr('pause a child’s devices on a schedule', /pause/, /schedule/),
      fr('guest network shared as a QR code', /guest/, /qr/),
      req('works without an account', /without an account|no account/),
      req('no browsing data sent to our servers', /browsing data/),
      nonGoal('the parental content filter was dropped', /content filter/),
      nonGoal('no desktop app', /desktop/),
      nonGoal('no VPN', /vpn/),
      nonGoal('no smart-home hub features', /smart-?home|zigbee|matter/),
      nonGoal('no speed-test leaderboard in v1', /leaderboard/),
      persona('home users or parents', /parent|user|household|home/),
      inSection(['Success metrics', 'Problem and goals'], 'slow-Wi-Fi calls down 40%', /40 ?%/),
    ],
    forbidden: [
      notRequired('parental content filter', /content filter/),
      notRequired('desktop app', /desktop/),
      notRequired('VPN', /vpn/),
      notRequired('smart-home hub', /zigbee|matter|smart-?home hub/),
      notRequired('leaderboard', /leaderboard/),
    ],
    requirements: { min: 3, max: 8 },
  },
};
