import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PageWrapper } from '@/ui/page-wrapper';
import { renderWithShell } from '../support/render';

describe('PageWrapper', () => {
  it('sets the document title and the header from the page name', () => {
    renderWithShell(<PageWrapper page="share_chat" />, { locale: 'es' });
    expect(document.title).toBe('Chat compartido');
    expect(screen.getByTestId('page-title')).toHaveTextContent('Chat compartido');
  });

  it('a content title overrides the default one', () => {
    renderWithShell(<PageWrapper page="share_post" title="Sunset at the pier" />);
    expect(document.title).toBe('Sunset at the pier');
  });

  it('tells the shell which page is showing, for the next page’s refer_page_name', () => {
    const enterPage = vi.fn();
    renderWithShell(<PageWrapper page="invitation" />, { shell: { enterPage } });
    expect(enterPage).toHaveBeenCalledWith('invitation');
  });
});
