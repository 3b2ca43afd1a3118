// What an OpenAI-compatible chat-completions server answers, for the benches' fake providers.

/** The JSON body of a plain (not streamed) completion. */
export function completionBody({ id, model, content, tokens }) {
  return JSON.stringify({
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: tokens, total_tokens: 10 + tokens },
  });
}

/** The Server-Sent Events of a streamed completion: role, one per token, stop, [DONE]. */
export function completionEvents({ id, model, tokens }) {
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta, finish = null) =>
    `data: ${JSON.stringify({
      id,
      object: 'chat.completion.chunk',
      created,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    })}\n\n`;
  return [
    chunk({ role: 'assistant', content: '' }),
    ...tokens.map((token) => chunk({ content: token })),
    chunk({}, 'stop'),
    'data: [DONE]\n\n',
  ];
}
