import { describe, expect, it } from 'vitest';
import { SharePaths } from '@/api/contract/share';
import { shareCallFor } from '@/features/share/early-share-request';

describe('shareCallFor: the content call a share URL makes', () => {
  it.each([
    ['/share/chat', '?chat_id=chat_en', SharePaths.chat, { chat_id: 'chat_en' }],
    ['/share/image', '?image_id=img-1', SharePaths.image, { image_id: 'img-1' }],
    ['/share/material', '?material_id=m_1&share_trace_id=t', SharePaths.material, { material_id: 'm_1' }],
    ['/share/template', '?template_id=t1', SharePaths.template, { template_id: 't1' }],
    ['/share/video', '?video_id=v1', SharePaths.video, { video_id: 'v1' }],
    ['/share/fm', '?fm_id=f1', SharePaths.fm, { fm_id: 'f1' }],
    ['/share/memory/memory_en', '', SharePaths.memory, { memory_id: 'memory_en' }],
    ['/share/chat_history/memory_en/', '', SharePaths.chatHistory, { memory_id: 'memory_en' }],
    ['/share/memory/%6Demory', '', SharePaths.memory, { memory_id: 'memory' }],
    ['/share/chat', '?chat_id=%20abc%20', SharePaths.chat, { chat_id: 'abc' }],
    ['/share/chat', '?chat_id=first&chat_id=second', SharePaths.chat, { chat_id: 'first' }],
  ])('%s%s', (path, search, apiPath, body) => {
    expect(shareCallFor(path, search)).toMatchObject({ path: apiPath, body });
  });

  it.each([
    ['/share/chat', ''],
    ['/share/chat', '?chat_id=%3Cscript%3E'],
    ['/share/chat', `?chat_id=${'x'.repeat(65)}`],
    ['/share/memory/%E0%A4%A', ''],
    ['/share/memory/a/b', ''],
    // Who may see a post depends on the viewer: asked for only once the login has settled.
    ['/share/post', '?post_id=post_en'],
    ['/membership', ''],
    ['/', '?chat_id=chat_en'],
  ])('%s%s names nothing to ask for early', (path, search) => {
    expect(shareCallFor(path, search)).toBeNull();
  });

  it('names the pictures at the top of the page from the answer: cover, character, author', () => {
    const memory = shareCallFor('/share/memory/m1', '');
    const answer = { memory: { cover_url: 'https://cdn.example/c.webp', npc: { avatar_url: '/a/npc.png', cover_url: 'https://cdn.example/npc-cover.webp' }, author: { avatar_url: 'https://cdn.example/u.png' } } };
    expect(memory?.firstScreenImages(answer)).toEqual(['https://cdn.example/c.webp', '/a/npc.png', 'https://cdn.example/u.png']);
    expect(shareCallFor('/share/image', '?image_id=i1')?.firstScreenImages({ image: { url: 'https://cdn.example/i.webp', author: { avatar_url: 'javascript:alert(1)' } } })).toEqual(['https://cdn.example/i.webp']);
    expect(shareCallFor('/share/chat', '?chat_id=c1')?.firstScreenImages('not an answer')).toEqual([]);
  });
});
