import { BODY, fr, inSection, nonGoal, notIn, notRequired, persona } from '../cases/helpers.js';
import type { EvalCase } from '../types.js';

// The request to the tool comes first and names no product; the name is in the brief itself.
const BRIEF = `Write a PRD for the feature below. Keep it tight, it's for the Thursday review.

We're adding receipt capture to Tallyho, our expense tool for construction firms. Site foremen buy materials on the company card and the receipts end up crumpled in a van. Finance chases about 120 missing receipts a month.

The foreman photographs the receipt in the Tallyho app right after paying. The app reads the merchant, date, total and VAT from the photo, and the foreman only confirms or corrects them. Each receipt is matched automatically to the card transaction with the same amount within 3 days. Anything unmatched after 7 days shows up on the finance team's list. Foremen tag each expense to a job site from a dropdown.

Receipts must be kept for 6 years for HMRC.

Mileage claims are a separate project, not this one.

Success = missing receipts down to under 20 a month.`;

export const instructionFirst: EvalCase = {
  name: 'dev-instruction-first',
  description:
    'A brief after "Write a PRD for the feature below": the instruction is not the product.',
  input: { message: BRIEF },
  expect: {
    productName: 'Tallyho',
    notProductName: ['Write a PRD', 'The feature below', 'Feature'],
    facts: [
      fr('the foreman photographs the receipt in the app', /photo/, /receipt/),
      fr('merchant, date, total and VAT read from the photo', /vat/, /merchant|total/),
      fr('matched to the card transaction within 3 days', /match/, /\b(3|three) days\b/),
      fr('unmatched after 7 days goes to the finance list', /unmatched/, /\b(7|seven) days\b/),
      fr('tag each expense to a job site', /job site/),
      inSection('Non-functional requirements', 'kept for 6 years for HMRC', /\b(6|six) years\b/),
      nonGoal('mileage claims are a separate project', /mileage/),
      persona('site foremen', /forem[ae]n/),
      persona('finance team', /finance/),
      inSection(
        ['Success metrics', 'Problem and goals'],
        'missing receipts under 20 a month',
        /\b20\b/,
        /month/,
      ),
    ],
    forbidden: [
      notIn(
        BODY,
        'the request to the tool',
        /write a prd|thursday review|keep it tight/,
        'chatter',
      ),
      notRequired('mileage claims', /(?<!no |not )mileage/),
    ],
    requirements: { min: 4, max: 8 },
  },
};
