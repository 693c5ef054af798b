/**
 * Stable ids of the seed data, for pages under development and for end-to-end tests.
 * Every id here exists after start-up and after `POST /__control/reset`. See server/README.md.
 */
export const SEED_LOCALES = ['en', 'zh', 'es', 'pt', 'ja'] as const;
export type SeedLocale = (typeof SEED_LOCALES)[number];

type PerLocale<T = string> = Readonly<Record<SeedLocale, T>>;
const perLocale = (prefix: string): PerLocale =>
  Object.fromEntries(SEED_LOCALES.map((locale) => [locale, `${prefix}_${locale}`])) as PerLocale;

export const SeedIds = {
  users: {
    /** The author of each locale's characters and content. */
    creator: perLocale('u_creator'),
    /** A real-name account with no membership, three invitation rewards and gems of several ages. */
    viewer: 'u_viewer',
    standardMember: 'u_member_standard',
    proMember: 'u_member_pro',
    /** A banned account: its content answers UserUnavailable, its login is refused. */
    banned: 'u_banned',
    /** Owner of the expired invitation code. */
    expiredInviter: 'u_inviter_expired',
  },
  /**
   * `credential` for account/login types 1 (one-click) and 2 (with verify_code, default 123456): valid
   * numbers of the 555-01xx range North America keeps for fiction, in E.164 as the API stores them.
   */
  credentials: {
    viewer: '+12015550101',
    standardMember: '+12015550102',
    proMember: '+12015550103',
    banned: '+12015550109',
    /** The creators (`users.creator`): weekly report, subscription settings. */
    creator: '+12015550110',
    creatorZh: '+12015550111',
    creatorEs: '+12015550112',
    creatorPt: '+12015550113',
    creatorJa: '+12015550114',
  },
  npcs: perLocale('npc'),
  /** A second character per locale of type Game (3). */
  gameNpcs: perLocale('npc_game'),
  chats: perLocale('chat'),
  /** Shared by the banned account: UserUnavailable. */
  chatByBannedUser: 'chat_banned_author',
  memories: perLocale('memory'),
  /** Its memory shows; its chat history answers ChatHistoryUnavailable. */
  memoryHistoryUnavailable: 'memory_history_unavailable',
  images: perLocale('image'),
  materials: {
    image: perLocale('material_image'),
    voice: perLocale('material_voice'),
    expiredImage: 'material_image_expired',
    expiredVoice: 'material_voice_expired',
  },
  templates: perLocale('template'),
  deletedTemplate: 'template_deleted',
  videos: perLocale('video'),
  goneVideo: 'video_gone',
  posts: perLocale('post'),
  /** One post per moderation visibility value (SPEC §3), authored by the English creator. */
  postsByVisibility: {
    doingModeration: 'post_visibility_0',
    visibleAll: 'post_visibility_100',
    visibleSelf: 'post_visibility_200',
    visibleNone: 'post_visibility_300',
    handsOff: 'post_visibility_400',
  },
  postByBannedUser: 'post_banned_author',
  /** Three trending posts per locale: `trending_post_<locale>_<1..3>`. */
  trendingPostPrefix: 'trending_post',
  fm: perLocale('fm'),
  products: {
    standardMonthly: 'standard_monthly',
    proMonthly: 'pro_monthly',
    standardYearly: 'standard_yearly',
    proYearly: 'pro_yearly',
    /** The daily limited discount (gems), Standard or higher. */
    dailyDeal: 'daily_deal_gems',
  },
  /** Help center: a category, a question of it (with an image and a list), and ids that do not exist. */
  help: { category: '1', question: '12', questionWithImage: '11', unknownCategory: '99', unknownQuestion: '999' },
  inviteCodes: {
    viewer: 'VIEWER01',
    standardMember: 'MEMBER02',
    proMember: 'MEMBER03',
    creator: { en: 'TALKEN01', zh: 'TALKZH01', es: 'TALKES01', pt: 'TALKPT01', ja: 'TALKJA01' } as PerLocale,
    banned: 'BANNED09',
    /** Past its expiry: InviteCodeExpired. */
    expired: 'EXPIRED1',
    /** Well-formed but nobody's: InviteCodeInvalid. */
    unknown: 'NOSUCH00',
    /** Not 8 letters or digits: InviteCodeMalformed. */
    malformed: 'ab-12',
  },
  /** The viewer's invitation rewards. */
  rewards: {
    receivable: 'reward_receivable',
    received: 'reward_received',
    expired: 'reward_expired',
  },
  /** Rankings (server/seed/rank-seed.ts): 110 ranked characters `npc_rank_001..110` by `u_rank_creator_01..20`. */
  rank: {
    /** First on every popular board and period. */
    popularTop: 'npc_rank_001',
    /** Tied second on every popular board and period (both rank 2; the next is rank 4). */
    popularTied: ['npc_rank_002', 'npc_rank_003'],
    /** First on every gem-elite board and period. */
    gemEliteTop: 'npc_rank_004',
    /** Tied second on every gem-elite board and period. */
    gemEliteTied: ['npc_rank_005', 'npc_rank_006'],
    /** The viewer's own character (u_viewer is its creator). */
    viewerNpc: 'npc_rank_050',
    /** A character nobody has supported yet (empty supporters list). */
    unsupportedNpc: 'npc_rank_110',
    /** Creator of npc_rank_001, 021, 041...: supporters of a creator. */
    creator: 'u_rank_creator_01',
    /** Scores are seeded for the UTC days from 40 days back to 10 days ahead of the seed time. */
    daysBack: 40,
    daysAhead: 10,
  },
  /** Achievements: npc_rank_001 and the viewer have some unlocked, others locked, of both validities. */
  achievements: {
    npcOwner: 'npc_rank_001',
    userOwner: 'u_viewer',
  },
  /** Creator tools. */
  creator: {
    /** A theme with sample bubbles; unknown ids answer NotFound. */
    themes: { sakura: 'theme_sakura', midnight: 'theme_midnight' },
    /** A finished series with its epilogue, and one still running (no epilogue yet). */
    series: { finished: '5', ongoing: '6' },
    /** A visible topic with posts, and one under review. */
    topics: { visible: '1001', underReview: '1002' },
    /** The English creator's plans in the planning list. */
    plans: ['plan_en_1', 'plan_en_2'],
  },
} as const;
