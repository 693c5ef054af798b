import type { Author, ChatMessage, Npc, SharedChat, SharedPost } from '@/api/contract/share';

export const author: Author = {
  user_id: 'u_creator_en',
  nickname: 'Maple Writes',
  avatar_url: 'https://example.test/a.svg',
};

export const npc: Npc = {
  npc_id: 'npc_en',
  name: 'Luna',
  avatar_url: 'https://example.test/luna.svg',
  cover_url: 'https://example.test/cover.svg',
  bio: 'A night-shift librarian.',
  character_type: 1,
  follower_count: 10,
  author,
};

const voice = (expired: boolean): ChatMessage['voice'] => ({
  audio_url: expired ? null : 'https://example.test/v.wav',
  duration_ms: 4200,
  expires_at_ms: 1,
  expired,
});

export const messages: ChatMessage[] = [
  { message_id: 'm1', sender: 'ai', kind: 'aside', text: 'The lamps flicker.', voice: null },
  { message_id: 'm2', sender: 'ai', kind: 'text', text: 'You came back!', voice: null },
  { message_id: 'm3', sender: 'user', kind: 'text', text: 'Tell me a story?', voice: null },
  { message_id: 'm4', sender: 'ai', kind: 'voice', text: 'Once, a lighthouse...', voice: voice(false) },
  { message_id: 'm5', sender: 'ai', kind: 'voice', text: 'An old goodnight.', voice: voice(true) },
];

export const chat: SharedChat = {
  locale: 'en',
  author,
  created_at_ms: 1,
  chat_id: 'chat_en',
  title: 'Late night at the library',
  npc,
  messages,
};

export const post = (visibility: SharedPost['visibility'], post_id = 'post_1'): SharedPost => ({
  locale: 'en',
  author,
  created_at_ms: 1,
  post_id,
  title: `Post ${post_id}`,
  content: 'She remembered my cat.',
  image_urls: ['https://example.test/p.svg'],
  npc,
  visibility,
  like_count: 1,
  comment_count: 0,
});
