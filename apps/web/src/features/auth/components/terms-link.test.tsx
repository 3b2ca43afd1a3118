import { helpTopicPath, LINKED_HELP_TOPICS, messages, paths } from '@prd/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, networkError, server } from '../../../test/server';
import { renderAuthModal } from '../test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Nothing here answers these calls: they fail like a lost connection.
beforeEach(() => {
  server.use(http.get(paths.oauth.providers, networkError));
});

// The link used to lead to /settings/terms-and-conditions, a page no installation has ("We could
// not find this help topic"); the Terms page is /settings/terms (a topic every install has).
describe('Sign Up terms link', () => {
  it('opens the Terms help page in a new tab', async () => {
    renderAuthModal('signUp');
    const dialog = await screen.findByRole('dialog', { name: 'Sign Up' });
    const link = within(dialog).getByRole('link', { name: messages.authForms.signUp.terms });
    expect(link).toHaveAttribute('href', '/settings/terms');
    expect(link).toHaveAttribute('href', helpTopicPath(LINKED_HELP_TOPICS.terms));
    expect(link).toHaveAttribute('target', '_blank');
  });
});
