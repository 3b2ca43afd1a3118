import { messages } from '@prd/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ada, json, renderMenu, signIn, stubFetch } from './test/render-menu';

const text = messages.accountMenu;
const userPath = '/api/v1/user/get_user';

afterEach(() => {
  vi.unstubAllGlobals();
});

const trigger = () => screen.findByRole('button', { name: /Ada Lovelace/ });

describe('AccountMenu when logged out', () => {
  it('shows Log In, which opens the Sign In modal, and asks nothing of the server', async () => {
    const calls = stubFetch({});
    const { user } = renderMenu();
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: text.logIn }));
    expect(screen.getByTestId('auth-modal')).toHaveTextContent('signIn');
    expect(calls).toEqual([]);
  });

  it('turns into the account menu once a sign-in stores the token and closes the modal', async () => {
    stubFetch({ [userPath]: () => json(200, ada) });
    const { user } = renderMenu();
    await user.click(screen.getByRole('button', { name: text.logIn }));
    signIn();
    await user.click(screen.getByRole('button', { name: 'probe: close modal' }));
    expect(await trigger()).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.logIn })).not.toBeInTheDocument();
  });
});

describe('AccountMenu when logged in', () => {
  it('shows the first letter, the name and the plan, fetched with the user token', async () => {
    const calls = stubFetch({ [userPath]: () => json(200, ada) });
    signIn();
    renderMenu();
    const button = await trigger();
    expect(within(button).getByTestId('avatar-initial')).toHaveTextContent('A');
    expect(within(button).getByText('Pro')).toBeInTheDocument();
    expect(button.querySelector('img')).toBeNull();
    expect(calls[0]).toMatchObject({ url: userPath, auth: 'Bearer user-access' });
  });

  it.each([
    ['missing', { ...ada, plan_name: undefined }],
    ['empty', { ...ada, plan_name: '' }],
  ])('labels the plan "Free plan" when plan_name is %s', async (_, body) => {
    stubFetch({ [userPath]: () => json(200, body) });
    signIn();
    renderMenu();
    expect(within(await trigger()).getByText('Free plan')).toBeInTheDocument();
  });

  it('shows the profile picture instead of the letter, at its path on the API host', async () => {
    const picture = '/api/v1/user/profile_picture/0a1b2c.webp';
    stubFetch({ [userPath]: () => json(200, { ...ada, profile_picture: picture }) });
    signIn();
    renderMenu();
    const button = await trigger();
    expect(button.querySelector('img')).toHaveAttribute('src', picture);
    expect(within(button).queryByTestId('avatar-initial')).not.toBeInTheDocument();
  });

  it('falls back to the letter when the picture cannot be loaded', async () => {
    stubFetch({ [userPath]: () => json(200, { ...ada, profile_picture: '/missing.webp' }) });
    signIn();
    renderMenu();
    const button = await trigger();
    act(() => {
      button.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(within(button).getByTestId('avatar-initial')).toHaveTextContent('A');
  });

  it('opens on the name: name, email, Settings, View all plans, Learn, Help and Log out', async () => {
    stubFetch({ [userPath]: () => json(200, ada) });
    signIn();
    const { user } = renderMenu();
    await user.click(await trigger());
    const menu = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(menu).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(menu).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: text.settings })).toHaveAttribute(
      'href',
      '/settings/profiledash',
    );
    expect(within(menu).getByRole('link', { name: text.viewAllPlans })).toHaveAttribute(
      'href',
      '/settings/plancard',
    );
    expect(within(menu).getByRole('link', { name: 'Learn' })).toHaveAttribute('href', '/learn');
    expect(within(menu).getByRole('button', { name: text.help })).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: text.logOut })).toBeInTheDocument();
  });

  it('goes to the plans page from View all plans and closes the menu', async () => {
    stubFetch({ [userPath]: () => json(200, ada) });
    signIn();
    const { user } = renderMenu('/settings/profiledash');
    await user.click(await trigger());
    await user.click(await screen.findByRole('link', { name: text.viewAllPlans }));
    expect(screen.getByTestId('pathname')).toHaveTextContent('/settings/plancard');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is keyboard reachable: Enter opens it, arrow keys move between rows, Escape closes', async () => {
    stubFetch({ [userPath]: () => json(200, ada) });
    signIn();
    const { user } = renderMenu();
    (await trigger()).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: text.settings })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: text.viewAllPlans })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: text.logOut })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: text.settings })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await trigger()).toHaveFocus();
  });
});
