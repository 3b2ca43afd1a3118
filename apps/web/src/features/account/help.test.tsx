import { messages } from '@prd/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../lib/token-storage';
import { toSlugs, topicLabel, topicPath } from './api/help-topics';
import { ada, json, renderMenu, signIn, stubFetch, type Route } from './test/render-menu';

const text = messages.accountMenu;
const userPath = '/api/v1/user/get_user';
const slugsPath = '/api/v1/content/get_all_slugs';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openHelp(slugs?: Route) {
  const calls = stubFetch({
    [userPath]: () => json(200, ada),
    ...(slugs ? { [slugsPath]: slugs } : {}),
  });
  signIn();
  const view = renderMenu();
  await view.user.click(await screen.findByRole('button', { name: /Ada Lovelace/ }));
  await view.user.click(await screen.findByRole('button', { name: text.help }));
  const help = await screen.findByRole('dialog', { name: text.help });
  return { ...view, calls, help };
}

describe('Help popover', () => {
  it('lists the topics with underscores shown as spaces, each linking to its slug path', async () => {
    const { help } = await openHelp(() =>
      json(200, ['getting_started', 'Privacy Policy', 'Billing_FAQ']),
    );
    const links = await within(help).findAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['getting started', '/settings/getting_started'],
      ['Privacy Policy', '/settings/privacy-policy'],
      ['Billing FAQ', '/settings/billing_faq'],
    ]);
    expect(within(help).getByRole('button', { name: text.requestDelete })).toBeInTheDocument();
  });

  it('asks for the slug list with either token, the admin one first', async () => {
    tokenStorage.save('admin', { access_token: 'admin-access', refresh_token: 'admin-refresh' });
    const { calls, help } = await openHelp(() => json(200, ['faq']));
    await within(help).findByRole('link', { name: 'faq' });
    expect(calls.find((c) => c.url === slugsPath)).toMatchObject({
      method: 'GET',
      auth: 'Bearer admin-access',
    });
  });

  it('opens a topic page and closes the popover', async () => {
    const { user, help } = await openHelp(() => json(200, ['Getting_Started']));
    await user.click(await within(help).findByRole('link', { name: 'Getting Started' }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/settings/getting_started');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Route]>([
    ['the endpoint is missing', () => json(404, { message: 'Not found.' })],
    ['the server fails', () => json(500, { message: 'Something went wrong on our side.' })],
    ['there is no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the list is empty', () => json(200, [])],
  ])('says "No help topics yet." when %s', async (_, route) => {
    const { help } = await openHelp(route);
    expect(await within(help).findByText(text.noHelpTopics)).toBeInTheDocument();
    expect(within(help).queryByRole('link')).not.toBeInTheDocument();
    expect(within(help).getByRole('button', { name: text.requestDelete })).toBeInTheDocument();
  });

  it('closes on an outside click', async () => {
    const { user } = await openHelp(() => json(200, ['faq']));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Back returns to the account menu with focus on Help', async () => {
    const { user, help } = await openHelp(() => json(200, ['faq']));
    expect(within(help).getByRole('button', { name: text.back })).toHaveFocus();
    await user.click(within(help).getByRole('button', { name: text.back }));
    expect(await screen.findByRole('button', { name: text.help })).toHaveFocus();
    expect(screen.getByRole('link', { name: text.settings })).toBeInTheDocument();
  });
});

describe('help topic helpers', () => {
  it('reads a bare list, a wrapped list and slug objects, without blanks or repeats', () => {
    expect(toSlugs(['a_b', 'c'])).toEqual(['a_b', 'c']);
    expect(toSlugs({ slugs: ['a', 'a', ' '] })).toEqual(['a']);
    expect(toSlugs({ data: [{ slug: 'x_y' }, { id: 1 }] })).toEqual(['x_y']);
    expect(toSlugs(null)).toEqual([]);
  });

  it('shows underscores as spaces and routes to the lowercased slug with hyphens for spaces', () => {
    expect(topicLabel('terms_of_service')).toBe('terms of service');
    expect(topicPath('Terms Of  Service')).toBe('/settings/terms-of-service');
    expect(topicPath('Refund_Policy')).toBe('/settings/refund_policy');
  });
});
