/** "Yes, ok, sure…": the opener of a reply, before what it says. */
export const CHATTER_START =
  /^(?:yes|yeah|yep|yup|ok(?:ay)?|sure|right|agreed|agree|exactly|great|cool|perfect|nice|good|sounds good|makes sense|got it|thanks|thank you|cheers|lol|haha|hmm+|um+|uh+|\+1|same|totally|definitely|absolutely|fine|true|correct|indeed|no|nope|nah|hi|hello|hey|morning|alright|so)\b[\s,.!-]*/i;
/** "So", "OK then", "in that case": words that open a decision without adding to it. */
export const DECIDING_LEAD =
  /^(?:(?:so|then|ok(?:ay)?|right|fine|alright|well|honestly|actually|frankly|i think|i guess|in that case|to be clear|for the record)\b[\s,:-]*)+/i;
