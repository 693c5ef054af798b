/**
 * Every route of SPEC §2, in the spec's order, as plain data (no React, no Lingui) so the router tests,
 * the end-to-end tests and the README can all read it. `sample` is a concrete URL that renders the page.
 * `page` names the page for titles, analytics (`page`, `refer_page_name`) and tests.
 */
export interface RouteEntry {
  readonly path: string;
  readonly sample: string;
  readonly page: PageName;
}

export const STATIC_DOCS = [
  'service',
  'privacy',
  'story_guide',
  'faq',
  'image',
  'guide',
  'about',
  'creator_guide',
  'moment_guide',
  'vip_contract',
  // Chosen here: the image-creation guide of SPEC §2 (expression and holiday clips).
  'image_creation',
] as const;
export type StaticDoc = (typeof STATIC_DOCS)[number];
export const isStaticDoc = (value: string): value is StaticDoc => (STATIC_DOCS as readonly string[]).includes(value);

export const LEVEL_DOC_TYPES = ['level', 'quest', 'reward', 'score'] as const;
export type LevelDocType = (typeof LEVEL_DOC_TYPES)[number];
export const isLevelDocType = (value: string): value is LevelDocType =>
  (LEVEL_DOC_TYPES as readonly string[]).includes(value);

export const PAGE_NAMES = [
  'appeal',
  'ban_appeal',
  'rank',
  'rank_supporters',
  'rank_detail',
  'tag_detail',
  'account_delete',
  'report',
  'feedback',
  'feedback_help',
  'feedback_question',
  'feedback_category',
  'summer',
  'summer_rewarded_history',
  'summer_collection_fm',
  'summer_collection_npc',
  'summer_rank',
  'community_covenant',
  'share_chat',
  'share_image',
  'share_material',
  'share_memory',
  'share_chat_history',
  'share_template',
  'share_video',
  'share_post',
  'share_fm',
  'ai_clone',
  'ai_clone_create',
  'ai_clone_summary',
  'claim_prize',
  'easter_egg',
  'invitation',
  'about_stories',
  'creator_guide',
  'static_service',
  'static_privacy',
  'static_story_guide',
  'static_faq',
  'static_image',
  'static_guide',
  'static_about',
  'static_creator_guide',
  'static_moment_guide',
  'static_vip_contract',
  'static_image_creation',
  'static_originality_statement',
  'spin_wheel',
  'spin_wheel_v2',
  'record_card',
  'record_gems',
  'weekly_report',
  'theme_preview',
  'series_epilogue',
  'ug',
  'ug_video',
  'ug_rule',
  'level_doc',
  'star_rank',
  'achievement_npc',
  'achievement_user',
  'vip_benefit',
  'membership',
  'creator_subscription',
  'fallback',
] as const;
export type PageName = (typeof PAGE_NAMES)[number];

// Built by a pure call: only tests and scripts read the catalog, so the app's bundle leaves it out.
export const ROUTE_CATALOG: readonly RouteEntry[] = /* @__PURE__ */ routeCatalog();

function routeCatalog(): RouteEntry[] {
  return [
    { path: '/appeal', sample: '/appeal', page: 'appeal' },
    { path: '/ban_appeal', sample: '/ban_appeal', page: 'ban_appeal' },
    { path: '/rank', sample: '/rank', page: 'rank' },
    { path: '/rank/supporters', sample: '/rank/supporters', page: 'rank_supporters' },
    { path: '/rank/detail', sample: '/rank/detail', page: 'rank_detail' },
    { path: '/tag/$tagID', sample: '/tag/1001', page: 'tag_detail' },
    { path: '/app/delete', sample: '/app/delete', page: 'account_delete' },
    { path: '/report', sample: '/report', page: 'report' },
    { path: '/feedback', sample: '/feedback', page: 'feedback' },
    { path: '/feedback_help', sample: '/feedback_help', page: 'feedback_help' },
    { path: '/feedback_help/question/$questionID', sample: '/feedback_help/question/12', page: 'feedback_question' },
    { path: '/feedback_help/category/$categoryID', sample: '/feedback_help/category/3', page: 'feedback_category' },
    { path: '/summer', sample: '/summer', page: 'summer' },
    { path: '/summer/rewarded_history', sample: '/summer/rewarded_history', page: 'summer_rewarded_history' },
    { path: '/summer/collection/fm', sample: '/summer/collection/fm', page: 'summer_collection_fm' },
    { path: '/summer/collection/npc', sample: '/summer/collection/npc', page: 'summer_collection_npc' },
    { path: '/summer/rank', sample: '/summer/rank', page: 'summer_rank' },
    { path: '/term/community_covenant', sample: '/term/community_covenant', page: 'community_covenant' },
    { path: '/share/chat', sample: '/share/chat', page: 'share_chat' },
    { path: '/share/image', sample: '/share/image', page: 'share_image' },
    { path: '/share/material', sample: '/share/material', page: 'share_material' },
    { path: '/share/memory/$memoryID', sample: '/share/memory/1', page: 'share_memory' },
    { path: '/share/chat_history/$memoryID', sample: '/share/chat_history/1', page: 'share_chat_history' },
    { path: '/share/template', sample: '/share/template', page: 'share_template' },
    { path: '/share/video', sample: '/share/video', page: 'share_video' },
    { path: '/share/post', sample: '/share/post', page: 'share_post' },
    { path: '/share/fm', sample: '/share/fm', page: 'share_fm' },
    { path: '/ai/clone', sample: '/ai/clone', page: 'ai_clone' },
    { path: '/ai/clone/create', sample: '/ai/clone/create', page: 'ai_clone_create' },
    { path: '/ai/clone/summary', sample: '/ai/clone/summary', page: 'ai_clone_summary' },
    { path: '/claim_prize', sample: '/claim_prize', page: 'claim_prize' },
    { path: '/activity/easter_egg', sample: '/activity/easter_egg', page: 'easter_egg' },
    { path: '/invitation', sample: '/invitation', page: 'invitation' },
    { path: '/about_stories', sample: '/about_stories', page: 'about_stories' },
    { path: '/creator_guide', sample: '/creator_guide', page: 'creator_guide' },
    ...STATIC_DOCS.map((doc) => ({ path: '/static/$doc', sample: `/static/${doc}`, page: `static_${doc}` as const })),
    {
      path: '/static/originality_statement/$npcID',
      sample: '/static/originality_statement/7',
      page: 'static_originality_statement',
    },
    { path: '/spin_wheel', sample: '/spin_wheel', page: 'spin_wheel' },
    { path: '/spin_wheel_v2', sample: '/spin_wheel_v2', page: 'spin_wheel_v2' },
    { path: '/record/$record', sample: '/record/card', page: 'record_card' },
    // Not in SPEC §2's table: the gems record (SPEC §3, §9); its path is chosen here.
    { path: '/record/$record', sample: '/record/gems', page: 'record_gems' },
    { path: '/weekly_report', sample: '/weekly_report', page: 'weekly_report' },
    { path: '/theme/preview', sample: '/theme/preview', page: 'theme_preview' },
    { path: '/series/epilogue/$seriesId', sample: '/series/epilogue/5', page: 'series_epilogue' },
    { path: '/ug', sample: '/ug', page: 'ug' },
    { path: '/ug/video', sample: '/ug/video', page: 'ug_video' },
    { path: '/ug/rule', sample: '/ug/rule', page: 'ug_rule' },
    { path: '/level/doc/$docType', sample: '/level/doc/level', page: 'level_doc' },
    { path: '/star_rank', sample: '/star_rank', page: 'star_rank' },
    { path: '/achievement/npc', sample: '/achievement/npc', page: 'achievement_npc' },
    { path: '/achievement/user', sample: '/achievement/user', page: 'achievement_user' },
    { path: '/user/vip_benefit', sample: '/user/vip_benefit', page: 'vip_benefit' },
    // Not in SPEC §2's table: the membership screen is implied by text; its path is chosen here.
    { path: '/membership', sample: '/membership', page: 'membership' },
    // Implied by text too (SPEC §2 "creator subscription management"); path chosen here.
    { path: '/creator/subscription', sample: '/creator/subscription', page: 'creator_subscription' },
  ];
}

/** Paths the router must send to the fallback page. */
export const UNKNOWN_SAMPLES = [
  '/no/such/page',
  '/static/unknown_doc',
  '/level/doc/unknown',
  '/record/unknown',
] as const;
