import type { Hono } from 'hono';
import { StatusCode } from '../../src/api/contract/codes';
import type { ContractLocale } from '../../src/api/contract/endpoint';
import {
  shareChat,
  shareChatHistory,
  shareFm,
  shareImage,
  shareMaterial,
  shareMemory,
  sharePost,
  shareTemplate,
  shareVideo,
  trendingPosts,
  type Author,
  type ChatMessage,
  type Npc,
  type SharedPost,
} from '../../src/api/contract/share';
import type { ApiDeps, AppEnv } from '../context';
import type { Db } from '../db/database';
import { ApiError, mountEndpoint } from '../http/pipeline';
import { absoluteUrl } from '../services/media';

/** Visibility values other viewers may see (SPEC §3): VisibleAll and HandsOff (moderation finished, left alone). */
const PUBLIC_VISIBILITY = new Set([100, 400]);
/** Values the author still sees on their own post: under review and visible to self. */
const AUTHOR_VISIBILITY = new Set([0, 100, 200, 400]);

type Row = Record<string, unknown> & { author_id: string; locale: string; created_at: number };

class ShareViews {
  constructor(
    private readonly db: Db,
    private readonly origin: string,
    private readonly now: number,
  ) {}

  url = (path: unknown): string => absoluteUrl(String(path), this.origin);

  /** The author of shared content; a banned author makes the content unavailable. */
  author(userId: string): Author {
    const user = this.db
      .prepare('SELECT user_id, nickname, avatar_url, status FROM users WHERE user_id = ?')
      .get(userId) as { user_id: string; nickname: string; avatar_url: string; status: string } | undefined;
    if (!user || user.status === 'banned')
      throw new ApiError(StatusCode.UserUnavailable, 'this user account is unavailable');
    return { user_id: user.user_id, nickname: user.nickname, avatar_url: this.url(user.avatar_url) };
  }

  npc(npcId: string | null | unknown): Npc | null {
    // Stryker disable next-line ConditionalExpression: a non-string id (null) finds no row and returns null on the next line: same answer
    if (typeof npcId !== 'string') return null;
    const row = this.db.prepare('SELECT * FROM npcs WHERE npc_id = ?').get(npcId) as
      | {
          npc_id: string;
          name: string;
          avatar_url: string;
          cover_url: string;
          bio: string;
          character_type: 1 | 3;
          follower_count: number;
          author_id: string;
        }
      | undefined;
    if (!row) return null;
    return {
      npc_id: row.npc_id,
      name: row.name,
      avatar_url: this.url(row.avatar_url),
      cover_url: this.url(row.cover_url),
      bio: row.bio,
      character_type: row.character_type,
      follower_count: row.follower_count,
      author: this.author(row.author_id),
    };
  }

  requiredNpc(npcId: unknown): Npc {
    const npc = this.npc(npcId);
    if (!npc) throw new ApiError(StatusCode.NotFound, 'the character of this content no longer exists');
    return npc;
  }

  messages(ownerKind: 'chat' | 'memory', ownerId: string, limit = 500): ChatMessage[] {
    const rows = this.db
      .prepare('SELECT * FROM messages WHERE owner_kind = ? AND owner_id = ? ORDER BY seq LIMIT ?')
      .all(ownerKind, ownerId, limit) as {
      message_id: string;
      sender: 'ai' | 'user';
      kind: 'text' | 'voice' | 'aside';
      text: string;
      audio_url: string | null;
      audio_duration_ms: number | null;
      audio_expires_at: number | null;
    }[];
    return rows.map((m) => {
      const expired = m.audio_expires_at !== null && m.audio_expires_at <= this.now;
      return {
        message_id: m.message_id,
        sender: m.sender,
        kind: m.kind,
        text: m.text,
        voice:
          m.kind === 'voice'
            ? {
                audio_url: expired || !m.audio_url ? null : this.url(m.audio_url),
                duration_ms: m.audio_duration_ms ?? 0,
                expires_at_ms: m.audio_expires_at ?? 0,
                expired,
              }
            : null,
      };
    });
  }

  base(row: Row) {
    return { locale: row.locale as ContractLocale, author: this.author(row.author_id), created_at_ms: row.created_at };
  }

  post(row: Row): SharedPost {
    return {
      ...this.base(row),
      post_id: String(row.post_id),
      title: String(row.title),
      content: String(row.content),
      image_urls: (JSON.parse(String(row.image_urls)) as string[]).map(this.url),
      npc: this.npc(row.npc_id),
      visibility: row.visibility as SharedPost['visibility'],
      like_count: Number(row.like_count),
      comment_count: Number(row.comment_count),
    };
  }
}

/**
 * The row of a shared item, or NotFound; the refusal names the item by its id column (`chat_id`: "chat") unless told.
 */
function find(db: Db, table: string, idColumn: string, id: string, what?: string): Row {
  const row = db.prepare(`SELECT * FROM ${table} WHERE ${idColumn} = ?`).get(id) as Row | undefined;
  if (!row) throw new ApiError(StatusCode.NotFound, `${what ?? idColumn.replace(/_id$/, '')} ${id} does not exist`);
  return row;
}

export function mountShareRoutes(app: Hono<AppEnv>, deps: ApiDeps): void {
  const { db } = deps;
  const views = (ctx: { origin: string; now: number }) => new ShareViews(db, ctx.origin, ctx.now);

  mountEndpoint(app, deps, shareChat, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'chats', 'chat_id', input.chat_id);
    return {
      chat: {
        ...v.base(row),
        chat_id: input.chat_id,
        title: String(row.title),
        npc: v.requiredNpc(row.npc_id),
        messages: v.messages('chat', input.chat_id),
      },
    };
  });

  mountEndpoint(app, deps, shareImage, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'images', 'image_id', input.image_id);
    return {
      image: {
        ...v.base(row),
        image_id: input.image_id,
        url: v.url(row.url),
        width: Number(row.width),
        height: Number(row.height),
        prompt: String(row.prompt),
        npc: v.npc(row.npc_id),
      },
    };
  });

  mountEndpoint(app, deps, shareMaterial, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'materials', 'material_id', input.material_id);
    const base = v.base(row);
    const type = row.material_type as 'image' | 'voice';
    if (Number(row.expires_at) <= ctx.now) {
      throw type === 'image'
        ? new ApiError(StatusCode.ImageExpired, 'too late, this image material has expired')
        : new ApiError(StatusCode.VoiceExpired, 'too late, this voice has expired');
    }
    return {
      material: {
        ...base,
        material_id: input.material_id,
        material_type: type,
        title: String(row.title),
        url: v.url(row.url),
        width: Number(row.width),
        height: Number(row.height),
        duration_ms: Number(row.duration_ms),
        expires_at_ms: Number(row.expires_at),
        npc: v.npc(row.npc_id),
      },
    };
  });

  mountEndpoint(app, deps, shareMemory, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'memories', 'memory_id', input.memory_id);
    const count = db
      .prepare(`SELECT COUNT(*) AS n FROM messages WHERE owner_kind = 'memory' AND owner_id = ?`)
      .get(input.memory_id) as { n: number };
    return {
      memory: {
        ...v.base(row),
        memory_id: input.memory_id,
        title: String(row.title),
        content: String(row.content),
        cover_url: v.url(row.cover_url),
        npc: v.requiredNpc(row.npc_id),
        excerpt: v.messages('memory', input.memory_id, 3),
        message_count: count.n,
        chat_history_available: row.history_available === 1,
      },
    };
  });

  mountEndpoint(app, deps, shareChatHistory, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'memories', 'memory_id', input.memory_id);
    const base = v.base(row);
    if (row.history_available !== 1)
      throw new ApiError(StatusCode.ChatHistoryUnavailable, 'chat history is currently unavailable');
    return {
      history: {
        ...base,
        memory_id: input.memory_id,
        title: String(row.title),
        npc: v.requiredNpc(row.npc_id),
        messages: v.messages('memory', input.memory_id),
      },
    };
  });

  mountEndpoint(app, deps, shareTemplate, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'templates', 'template_id', input.template_id);
    const base = v.base(row);
    if (row.deleted_at !== null)
      throw new ApiError(StatusCode.TemplateDeleted, 'sorry, this template is no longer available');
    return {
      template: {
        ...base,
        template_id: input.template_id,
        title: String(row.title),
        description: String(row.description),
        cover_url: v.url(row.cover_url),
        preview_video_url: v.url(row.preview_video_url),
        use_count: Number(row.use_count),
      },
    };
  });

  mountEndpoint(app, deps, shareVideo, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'videos', 'video_id', input.video_id);
    const base = v.base(row);
    if (row.removed_at !== null) throw new ApiError(StatusCode.VideoGone, 'the video is gone');
    return {
      video: {
        ...base,
        video_id: input.video_id,
        title: String(row.title),
        cover_url: v.url(row.cover_url),
        video_url: v.url(row.video_url),
        duration_ms: Number(row.duration_ms),
        width: Number(row.width),
        height: Number(row.height),
        play_count: Number(row.play_count),
        npc: v.npc(row.npc_id),
      },
    };
  });

  mountEndpoint(app, deps, sharePost, (input, ctx) => {
    const v = views(ctx);
    const row = find(db, 'posts', 'post_id', input.post_id);
    const visibility = Number(row.visibility);
    // With no user, null === row.author_id is false (author_id is a NOT NULL column).
    const isAuthor = ctx.userId === row.author_id;
    const post = v.post(row);
    if (!(isAuthor ? AUTHOR_VISIBILITY : PUBLIC_VISIBILITY).has(visibility)) {
      throw new ApiError(StatusCode.PostNotVisible, `this post is not visible (visibility ${visibility})`);
    }
    return { post };
  });

  mountEndpoint(app, deps, trendingPosts, (input, ctx) => {
    const v = views(ctx);
    const rows = db
      .prepare(
        `SELECT p.* FROM posts p JOIN users u ON u.user_id = p.author_id
      WHERE p.trending_rank IS NOT NULL AND p.locale = ? AND p.visibility IN (100, 400) AND u.status = 'active'
      ORDER BY p.trending_rank LIMIT ?`,
      )
      .all(input.locale ?? 'en', input.limit ?? 10) as Row[];
    return { posts: rows.map((row) => v.post(row)) };
  });

  mountEndpoint(app, deps, shareFm, (input, ctx) => {
    const v = views(ctx);
    const row = find(
      db,
      'fm_episodes',
      'fm_id',
      input.fm_id,
      // Stryker disable next-line StringLiteral: it only words the NotFound refusal's status_msg (pages choose by the status_code)
      'FM episode',
    );
    return {
      fm: {
        ...v.base(row),
        fm_id: input.fm_id,
        fm_type: Number(row.fm_type),
        title: String(row.title),
        description: String(row.description),
        cover_url: v.url(row.cover_url),
        audio_url: v.url(row.audio_url),
        duration_ms: Number(row.duration_ms),
        play_count: Number(row.play_count),
        npc: v.requiredNpc(row.npc_id),
      },
    };
  });
}
