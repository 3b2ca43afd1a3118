import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { ProviderModel } from './call.js';
import type { AiSettings } from './types.js';

const trimSlash = (url: string | undefined) => url?.replace(/\/+$/, '') || undefined;

/** The AI SDK model for the settings. OpenAI and compatible servers use chat completions. */
export function languageModel(settings: AiSettings): ProviderModel {
  const common = {
    apiKey: settings.apiKey ?? '',
    baseURL: trimSlash(settings.baseUrl),
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
  };
  switch (settings.provider) {
    case 'anthropic':
      return createAnthropic(common)(settings.model);
    case 'google':
      return createGoogleGenerativeAI(common)(settings.model);
    case 'openai':
      return createOpenAI(common).chat(settings.model);
    case 'openai-compatible':
      return createOpenAI({ ...common, name: 'openai-compatible' }).chat(settings.model);
  }
}
