import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HelpTopicPage } from './help-topic-page';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/settings/:topic', element: <HelpTopicPage /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('help topic page', () => {
  it.each([
    ['/settings/privacy_policy', 'privacy policy'],
    ['/settings/terms-of-use', 'terms of use'],
    ['/settings/getting__started_', 'getting started'],
  ])('%s is titled "%s"', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });
});
