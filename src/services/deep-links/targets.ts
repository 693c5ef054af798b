/**
 * Every native deep-link target of SPEC §2 as data: its path, required parameters, defaults and
 * enumerations, plus the parameter types that make a missing required parameter a compile error.
 * The spec names the targets and parameters but not the paths; the paths below are this project's
 * (documented in the README). Where the spec writes "(req)" after one parameter of a list, only that
 * parameter is required; "(all req)" makes all of them required.
 */

export type Id = string | number;
type NoParams = Record<string, never>;

export type MainTab = 'home' | 'contact' | 'create' | 'explore' | 'me';
export type DetailTab = 'setting' | 'follow';
/** 1 heartbeat moment, 2 dynamic background. */
export type GetNpcScene = 1 | 2;
/** 1 straight into the call, 2 the character phones the user. */
export type VoiceChatScene = 1 | 2;
/** 0 info, 1 memory, 2 story / series cards. */
export type ChatDefaultTab = 0 | 1 | 2;
export type ShowDetail = 0 | 1;

export interface PostPublishNpc {
  npc_id: Id;
  npc_name: string;
  npc_avatar: string;
}

export interface DeepLinkParams {
  main: { tab?: MainTab };
  sidebar: NoParams;
  notice: NoParams;
  feed: NoParams;
  videoCreation: NoParams;
  myVideoLibrary: NoParams;
  npcComment: { npc_id: Id };
  detail: { tab: DetailTab };
  chat: { npc_id: Id; author_id?: Id; show_detail?: ShowDetail; default_tab?: ChatDefaultTab; force_enter?: boolean };
  groupChat: { group_template_id: Id; show_detail?: ShowDetail };
  avatarCreation: { tags?: string | readonly string[]; prompt?: string; limit_check?: boolean };
  combinedCreation: { tags?: string | readonly string[] };
  webView: { url: string; title?: string; transparent?: boolean };
  materialReceive: {
    material_type?: Id;
    material_id: Id;
    share_user_id?: Id;
    share_user_avatar?: string;
    share_user_name?: string;
  };
  templateDetail: { template_id: Id };
  videoFromTemplate: { template_id: Id };
  longArticle: { npc_id: Id };
  userHome: { user_id: Id; entrance?: string };
  materialCreation: { material_type: Id; stay_page_stack?: boolean };
  postTab: { insert_post_id: Id };
  postDetail: { post_id: Id };
  videoChoose: { get_npc_scene: GetNpcScene; entrance?: string };
  starRank: { npc_id: Id; section?: string };
  voiceCall: { npc_id: Id; voice_chat_scene?: VoiceChatScene };
  postPublish: {
    ref_type?: Id;
    ref_id: Id;
    content?: string;
    for_public?: boolean;
    article_title?: string;
    article_brief_content?: string;
    article_bg_url?: string;
    material_id?: Id;
    figure_url?: string;
    video?: string;
    npc?: PostPublishNpc;
  };
  createNpc: { entrance?: string; stay_page_stack?: boolean };
  npcDetail: { npc_id: Id };
  cardCollection: { npc_id?: Id; npc_name?: string; npc_image: string; is_owner?: boolean };
  fullAdapter: { bundle_scene_name?: string; page_name: string };
  memory: { memory_id: Id };
  videoPlay: { video: string };
  membership: { entrance?: string; to_vip_type?: Id };
  wallet: { tab?: string };
  guardianPassDetail: { npc_id: Id; guardian_type?: Id; personality_id?: Id };
  guardianPassPersonalityManage: { npc_id: Id };
  fmPlaying: { npc_id: Id; fm_id: Id; fm_type: Id };
}

export type DeepLinkTarget = keyof DeepLinkParams;

export interface TargetSpec {
  /** Path after the scheme; an object when iOS and Android differ. */
  readonly path: string | { readonly ios: string; readonly android: string };
  readonly required?: readonly string[];
  readonly defaults?: Readonly<Record<string, string>>;
  readonly enums?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
}

const showDetail = [0, 1] as const;
const bool = [true, false] as const;

export const DEEP_LINK_TARGETS: { readonly [K in DeepLinkTarget]: TargetSpec } = {
  main: {
    path: 'main',
    // tab is required, and always given: a blank value never replaces its default.
    defaults: { tab: 'home' },
    enums: { tab: ['home', 'contact', 'create', 'explore', 'me'] },
  },
  sidebar: { path: 'sidebar' },
  notice: { path: 'notice' },
  feed: { path: 'feed' },
  videoCreation: { path: 'video_creation' },
  myVideoLibrary: { path: 'my_video_library' },
  npcComment: { path: 'npc_comment', required: ['npc_id'] },
  detail: { path: 'detail', required: ['tab'], enums: { tab: ['setting', 'follow'] } },
  chat: {
    path: 'chat',
    required: ['npc_id'],
    enums: { show_detail: showDetail, default_tab: [0, 1, 2], force_enter: bool },
  },
  groupChat: { path: 'group_chat', required: ['group_template_id'], enums: { show_detail: showDetail } },
  avatarCreation: { path: 'avatar_creation', enums: { limit_check: bool } },
  combinedCreation: { path: 'combined_creation' },
  webView: { path: 'webview', required: ['url'], enums: { transparent: bool } },
  materialReceive: { path: 'material_receive', required: ['material_id'] },
  templateDetail: { path: 'template_detail', required: ['template_id'] },
  videoFromTemplate: { path: 'template_video_creation', required: ['template_id'] },
  longArticle: { path: 'long_article_generation', required: ['npc_id'] },
  userHome: { path: 'user_home', required: ['user_id'], defaults: { entrance: 'h5_enter' } },
  materialCreation: { path: 'material_creation', required: ['material_type'], enums: { stay_page_stack: bool } },
  postTab: { path: 'post_tab', required: ['insert_post_id'] },
  postDetail: { path: 'post_detail', required: ['post_id'] },
  videoChoose: { path: 'video_choose', required: ['get_npc_scene'], enums: { get_npc_scene: [1, 2] } },
  starRank: { path: 'star_rank', required: ['npc_id'], defaults: { section: 'task' } },
  voiceCall: { path: 'voice_call', required: ['npc_id'], enums: { voice_chat_scene: [1, 2] } },
  postPublish: { path: 'post_publish', required: ['ref_id'], enums: { for_public: bool } },
  createNpc: { path: 'create_npc', enums: { stay_page_stack: bool } },
  npcDetail: { path: { ios: 'npc/profile', android: 'npc_detail' }, required: ['npc_id'] },
  cardCollection: { path: 'card_collection', required: ['npc_image'], enums: { is_owner: bool } },
  fullAdapter: { path: 'full_adapter', required: ['page_name'] },
  memory: { path: 'memory', required: ['memory_id'] },
  videoPlay: { path: 'video_play', required: ['video'] },
  membership: { path: 'membership' },
  wallet: { path: 'wallet' },
  guardianPassDetail: { path: 'guardian_pass_detail', required: ['npc_id'] },
  guardianPassPersonalityManage: { path: 'guardian_pass_personality_manage', required: ['npc_id'] },
  fmPlaying: { path: 'fm_playing', required: ['npc_id', 'fm_id', 'fm_type'] },
};

export const DEEP_LINK_TARGET_NAMES = Object.keys(DEEP_LINK_TARGETS) as DeepLinkTarget[];
