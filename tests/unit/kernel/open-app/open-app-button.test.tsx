import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { DownloadPrompt, OpenAppButton, OpenAppProvider, OpenAppEvent } from '@/kernel/open-app';
import { fakeServices, hosts, renderInApp } from './support/render-app';

const chat = { target: 'chat', params: { npc_id: 'npc_en' } } as const;

describe('OpenAppButton and DownloadPrompt', () => {
  it('inside the Talkie app the button opens the deep link through the bridge, and no download prompt shows', async () => {
    const fake = fakeServices(hosts.talkieIos);
    renderInApp(
      <OpenAppProvider fromPage="share_chat" target={chat}>
        <DownloadPrompt />
        <OpenAppButton label="Open" entrance="cta" />
      </OpenAppProvider>,
      { services: fake.services, shell: { params: { share_trace_id: 'trace-9' } } },
    );
    expect(screen.queryByTestId('download-prompt')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
    await waitFor(() => expect(fake.bridgeCall).toHaveBeenCalled());
    expect(fake.bridgeCall).toHaveBeenCalledWith('openNativePage', {
      page: 'talkie://chat?npc_id=npc_en&share_trace_id=trace-9&channel_label=H5',
    });
    expect(fake.trackClick).toHaveBeenCalledTimes(1);
    expect(fake.trackClick).toHaveBeenCalledWith(OpenAppEvent.openApp, {
      from_page: 'share_chat',
      entrance: 'cta',
      target: 'chat',
      open_method: 'native_page',
    });
  });

  it('a per-button target (the author’s home) replaces the page target for that tap', async () => {
    const fake = fakeServices(hosts.talkieIos);
    renderInApp(
      <OpenAppProvider fromPage="share_post" target={chat}>
        <OpenAppButton label="Author" target={{ target: 'userHome', params: { user_id: 'u1' } }} entrance="author" />
      </OpenAppProvider>,
      { services: fake.services },
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Author' })));
    await waitFor(() => expect(fake.bridgeCall).toHaveBeenCalled());
    expect(fake.bridgeCall).toHaveBeenCalledWith('openNativePage', {
      page: 'talkie://user_home?entrance=h5_enter&user_id=u1&channel_label=H5',
    });
  });

  it('in WeChat the tap opens the open-in-browser guide (a dialog that Escape closes) and records one click', async () => {
    const fake = fakeServices(hosts.wechat);
    renderInApp(
      <OpenAppProvider fromPage="share_chat" target={chat}>
        <DownloadPrompt />
      </OpenAppProvider>,
      { services: fake.services },
    );
    fireEvent.click(screen.getByTestId('download-button'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(screen.getByTestId('download-button'));
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus moves into the guide once it has rendered (it loads lazily): wait for it as a keyboard user would.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    // A second tap while the guide shows is not a new attempt.
    expect(fake.trackClick).toHaveBeenCalledTimes(1);
    expect(fake.trackClick).toHaveBeenCalledWith(
      OpenAppEvent.download,
      expect.objectContaining({ entrance: 'download_prompt', open_method: 'guide_to_browser' }),
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.bridgeCall).not.toHaveBeenCalled();
  });

  it('in an Android browser Download is a real link to the market (the tap opens it; the app scheme is not tried) and then says so', () => {
    const fake = fakeServices(hosts.androidChrome);
    renderInApp(
      <OpenAppProvider fromPage="share_chat" target={chat}>
        <DownloadPrompt />
      </OpenAppProvider>,
      { services: fake.services },
    );
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'market://details?id=com.weaver.app.prod');
    // jsdom does not follow the market scheme; the page's own reaction is what is tested.
    download.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(download);
    expect(screen.getByRole('status')).toHaveTextContent('Opening the app store…');
    expect(screen.getByRole('link', { name: 'Nothing opened? Use the download page' })).toHaveAttribute(
      'href',
      'https://talkie-ai.com/download?from_page=share_chat',
    );
    expect(fake.trackClick).toHaveBeenCalledWith(OpenAppEvent.download, {
      from_page: 'share_chat',
      entrance: 'download_prompt',
      target: 'store',
    });
  });

  it('renders nothing where the app can be neither opened nor downloaded (mini program)', () => {
    const fake = fakeServices(hosts.miniProgram);
    renderInApp(<OpenAppButton label="Open" fromPage="share_chat" target={chat} />, { services: fake.services });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('works standalone (outside a provider) with its own machine', async () => {
    const fake = fakeServices(hosts.qq);
    renderInApp(<OpenAppButton label="Open" fromPage="invitation" target={null} />, { services: fake.services });
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByTestId('open-in-browser-guide')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('open-in-browser-guide')).toBeNull();
  });
});
