import { createModelWriter } from '../../src/modules/prd/writers/provider/writer.js';
import type { PrdWriter } from '../../src/modules/prd/writers/types.js';
import { scripted } from '../../test/helpers/scripted-model.js';
import { scriptedAnswer } from './script.js';

/** The model name the scripted writer reports; its context budget is the default (16k tokens). */
const SCRIPTED_MODEL = 'eval-scripted';

/**
 * The provider pipeline (`createModelWriter`, every step real) over the eval's scripted model,
 * for the golden set: no key, no network.
 */
export function createScriptedWriter(): PrdWriter {
  const { model } = scripted((call) => scriptedAnswer(call), 400);
  return createModelWriter(model, {
    name: 'scripted',
    model: SCRIPTED_MODEL,
    timeoutSeconds: 60,
    acceptsImages: false,
    maxRetries: 0,
  });
}
