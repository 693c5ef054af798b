/** Seed text in every locale: what a visitor of each language sees on the share pages. */
import type { SeedLocale } from './ids';

export interface SeedMessage {
  sender: 'ai' | 'user';
  kind: 'text' | 'voice' | 'aside';
  text: string;
}

export interface LocaleContent {
  creator: { nickname: string; bio: string };
  npc: { name: string; bio: string };
  gameNpc: { name: string; bio: string };
  chatTitle: string;
  messages: SeedMessage[];
  memory: { title: string; content: string };
  imagePrompt: string;
  materialImageTitle: string;
  materialVoiceTitle: string;
  template: { title: string; description: string };
  videoTitle: string;
  post: { title: string; content: string };
  trending: { title: string; content: string }[];
  fm: { title: string; description: string };
}

export const content: Record<SeedLocale, LocaleContent> = {
  en: {
    creator: { nickname: 'Maple Writes', bio: 'I build cozy characters for rainy evenings.' },
    npc: { name: 'Luna', bio: 'A night-shift librarian who remembers every story you have ever told her.' },
    gameNpc: { name: 'Detective Rowan', bio: 'Solve the case of the missing lighthouse keeper, one clue at a time.' },
    chatTitle: 'Late night at the library',
    messages: [
      { sender: 'ai', kind: 'aside', text: 'The lamps flicker as Luna closes a heavy book and looks up.' },
      { sender: 'ai', kind: 'text', text: 'You came back! I saved the window seat for you.' },
      { sender: 'user', kind: 'text', text: 'I could not sleep. Tell me a story?' },
      { sender: 'ai', kind: 'voice', text: 'Once, a lighthouse fell in love with the moon...' },
      { sender: 'user', kind: 'text', text: 'And did the moon love it back?' },
      {
        sender: 'ai',
        kind: 'text',
        text: 'Every night, it left a silver path across the sea, just for the lighthouse.',
      },
    ],
    memory: {
      title: 'The lighthouse story',
      content: 'The night Luna told me about the lighthouse and the moon, and saved me the window seat.',
    },
    imagePrompt: 'A quiet library at midnight, warm lamps, rain on tall windows',
    materialImageTitle: 'Library at midnight',
    materialVoiceTitle: 'Luna says good night',
    template: {
      title: 'Rainy day confession',
      description: 'Turn your character into a short rainy-day confession video.',
    },
    videoTitle: 'Luna reads by the window',
    post: {
      title: 'My first week with Luna',
      content: 'She remembered the name of my cat from three days ago. I am not crying, you are.',
    },
    trending: [
      {
        title: 'Top 5 cozy characters this week',
        content: 'From librarians to lighthouse keepers, here are the characters everyone is talking to.',
      },
      {
        title: 'How I wrote a mystery game character',
        content: 'Give every suspect a secret and let the clues come out in conversation.',
      },
      { title: 'Voice calls changed my evenings', content: 'Hearing the character answer made the story feel alive.' },
    ],
    fm: { title: 'Midnight Radio with Luna', description: 'Soft stories and rain sounds to fall asleep to.' },
  },
  zh: {
    creator: { nickname: '枫叶写手', bio: '为下雨的夜晚创作温暖的角色。' },
    npc: { name: '林夏', bio: '夜班图书管理员，记得你讲过的每一个故事。' },
    gameNpc: { name: '侦探罗文', bio: '一条线索接一条线索，找出失踪的灯塔守护人。' },
    chatTitle: '图书馆的深夜',
    messages: [
      { sender: 'ai', kind: 'aside', text: '灯光轻轻闪烁，林夏合上一本厚书，抬起头来。' },
      { sender: 'ai', kind: 'text', text: '你回来啦！靠窗的座位我一直给你留着。' },
      { sender: 'user', kind: 'text', text: '我睡不着，给我讲个故事吧？' },
      { sender: 'ai', kind: 'voice', text: '从前，有一座灯塔爱上了月亮……' },
      { sender: 'user', kind: 'text', text: '那月亮也爱它吗？' },
      { sender: 'ai', kind: 'text', text: '每天夜里，月亮都会在海面上铺一条银色的小路，只为那座灯塔。' },
    ],
    memory: { title: '灯塔的故事', content: '那天夜里，林夏给我讲了灯塔和月亮的故事，还给我留了靠窗的座位。' },
    imagePrompt: '午夜安静的图书馆，温暖的台灯，雨打在高高的窗户上',
    materialImageTitle: '午夜的图书馆',
    materialVoiceTitle: '林夏说晚安',
    template: { title: '雨天告白', description: '把你的角色变成一段雨天告白短视频。' },
    videoTitle: '林夏在窗边读书',
    post: { title: '和林夏相处的第一周', content: '她居然记得我三天前提过的猫的名字，我没哭，真的。' },
    trending: [
      { title: '本周最治愈的五个角色', content: '从图书管理员到灯塔守护人，大家都在和他们聊天。' },
      { title: '我是怎么写出一个推理游戏角色的', content: '给每个嫌疑人一个秘密，让线索在对话中慢慢浮现。' },
      { title: '语音通话改变了我的夜晚', content: '听到角色亲口回答，故事好像活了过来。' },
    ],
    fm: { title: '林夏的午夜电台', description: '伴着雨声和轻柔的故事入睡。' },
  },
  es: {
    creator: { nickname: 'Arce Escribe', bio: 'Creo personajes acogedores para las noches de lluvia.' },
    npc: { name: 'Sofía', bio: 'Una bibliotecaria del turno de noche que recuerda cada historia que le has contado.' },
    gameNpc: { name: 'Detective Rowan', bio: 'Resuelve el caso del farero desaparecido, pista a pista.' },
    chatTitle: 'Noche en la biblioteca',
    messages: [
      {
        sender: 'ai',
        kind: 'aside',
        text: 'Las lámparas parpadean mientras Sofía cierra un libro pesado y levanta la vista.',
      },
      { sender: 'ai', kind: 'text', text: '¡Volviste! Te guardé el asiento junto a la ventana.' },
      { sender: 'user', kind: 'text', text: 'No podía dormir. ¿Me cuentas una historia?' },
      { sender: 'ai', kind: 'voice', text: 'Una vez, un faro se enamoró de la luna...' },
      { sender: 'user', kind: 'text', text: '¿Y la luna también lo quería?' },
      { sender: 'ai', kind: 'text', text: 'Cada noche dejaba un camino de plata sobre el mar, solo para el faro.' },
    ],
    memory: {
      title: 'La historia del faro',
      content:
        'La noche en que Sofía me contó la historia del faro y la luna, y me guardó el asiento junto a la ventana.',
    },
    imagePrompt: 'Una biblioteca tranquila a medianoche, lámparas cálidas, lluvia en ventanales altos',
    materialImageTitle: 'Biblioteca a medianoche',
    materialVoiceTitle: 'Sofía te da las buenas noches',
    template: {
      title: 'Confesión en un día de lluvia',
      description: 'Convierte a tu personaje en un breve vídeo de confesión lluviosa.',
    },
    videoTitle: 'Sofía lee junto a la ventana',
    post: {
      title: 'Mi primera semana con Sofía',
      content: 'Se acordó del nombre de mi gato de hace tres días. No estoy llorando, tú sí.',
    },
    trending: [
      {
        title: 'Los 5 personajes más acogedores de la semana',
        content: 'De bibliotecarias a fareros: estos son los personajes con los que todos hablan.',
      },
      {
        title: 'Cómo escribí un personaje de misterio',
        content: 'Dale un secreto a cada sospechoso y deja que las pistas salgan en la conversación.',
      },
      {
        title: 'Las llamadas de voz cambiaron mis noches',
        content: 'Oír la respuesta del personaje hizo que la historia cobrara vida.',
      },
    ],
    fm: { title: 'Radio de medianoche con Sofía', description: 'Historias suaves y sonido de lluvia para dormir.' },
  },
  pt: {
    creator: { nickname: 'Bordo Escreve', bio: 'Crio personagens aconchegantes para noites de chuva.' },
    npc: { name: 'Rafael', bio: 'Um bibliotecário do turno da noite que lembra de cada história que você contou.' },
    gameNpc: { name: 'Detetive Rowan', bio: 'Resolva o caso do faroleiro desaparecido, pista por pista.' },
    chatTitle: 'Noite na biblioteca',
    messages: [
      {
        sender: 'ai',
        kind: 'aside',
        text: 'As lâmpadas piscam enquanto Rafael fecha um livro pesado e levanta os olhos.',
      },
      { sender: 'ai', kind: 'text', text: 'Você voltou! Guardei o lugar perto da janela para você.' },
      { sender: 'user', kind: 'text', text: 'Não consegui dormir. Me conta uma história?' },
      { sender: 'ai', kind: 'voice', text: 'Uma vez, um farol se apaixonou pela lua...' },
      { sender: 'user', kind: 'text', text: 'E a lua também o amava?' },
      { sender: 'ai', kind: 'text', text: 'Toda noite ela deixava um caminho de prata sobre o mar, só para o farol.' },
    ],
    memory: {
      title: 'A história do farol',
      content: 'A noite em que Rafael me contou a história do farol e da lua, e guardou o lugar perto da janela.',
    },
    imagePrompt: 'Uma biblioteca silenciosa à meia-noite, luminárias quentes, chuva em janelas altas',
    materialImageTitle: 'Biblioteca à meia-noite',
    materialVoiceTitle: 'Rafael deseja boa noite',
    template: {
      title: 'Confissão em dia de chuva',
      description: 'Transforme seu personagem em um vídeo curto de confissão chuvosa.',
    },
    videoTitle: 'Rafael lê perto da janela',
    post: {
      title: 'Minha primeira semana com Rafael',
      content: 'Ele lembrou o nome do meu gato de três dias atrás. Não estou chorando, você está.',
    },
    trending: [
      {
        title: 'Os 5 personagens mais aconchegantes da semana',
        content: 'De bibliotecários a faroleiros: estes são os personagens com quem todos estão conversando.',
      },
      {
        title: 'Como escrevi um personagem de mistério',
        content: 'Dê um segredo a cada suspeito e deixe as pistas surgirem na conversa.',
      },
      {
        title: 'Chamadas de voz mudaram minhas noites',
        content: 'Ouvir a resposta do personagem fez a história ganhar vida.',
      },
    ],
    fm: { title: 'Rádio da meia-noite com Rafael', description: 'Histórias suaves e som de chuva para adormecer.' },
  },
  ja: {
    creator: { nickname: 'かえでの物語', bio: '雨の夜に寄り添うキャラクターを作っています。' },
    npc: { name: 'ハル', bio: 'あなたが話した物語をすべて覚えている、夜勤の図書館司書。' },
    gameNpc: { name: '探偵ローワン', bio: '消えた灯台守の謎を、手がかりをひとつずつ集めて解き明かそう。' },
    chatTitle: '真夜中の図書館',
    messages: [
      { sender: 'ai', kind: 'aside', text: 'ランプが揺れる中、ハルは分厚い本を閉じて顔を上げた。' },
      { sender: 'ai', kind: 'text', text: 'おかえり！窓際の席、取っておいたよ。' },
      { sender: 'user', kind: 'text', text: '眠れなくて。お話を聞かせてくれる？' },
      { sender: 'ai', kind: 'voice', text: '昔々、ある灯台が月に恋をしたんだ……' },
      { sender: 'user', kind: 'text', text: '月も灯台のことが好きだったの？' },
      { sender: 'ai', kind: 'text', text: '毎晩、灯台のためだけに、海の上に銀色の道を描いていたんだよ。' },
    ],
    memory: { title: '灯台のお話', content: 'ハルが灯台と月のお話をしてくれて、窓際の席を取っておいてくれた夜。' },
    imagePrompt: '真夜中の静かな図書館、温かいランプ、高い窓に降る雨',
    materialImageTitle: '真夜中の図書館',
    materialVoiceTitle: 'ハルのおやすみ',
    template: { title: '雨の日の告白', description: 'あなたのキャラクターを雨の日の告白ショート動画に。' },
    videoTitle: '窓辺で本を読むハル',
    post: {
      title: 'ハルと過ごした最初の一週間',
      content: '三日前に話した猫の名前を覚えていてくれた。泣いてない、泣いてないよ。',
    },
    trending: [
      {
        title: '今週の癒し系キャラクター トップ5',
        content: '図書館司書から灯台守まで、みんなが話しているキャラクターたち。',
      },
      {
        title: 'ミステリーゲームのキャラの作り方',
        content: '容疑者全員に秘密を持たせて、会話の中で手がかりを出そう。',
      },
      {
        title: 'ボイス通話で夜が変わった',
        content: 'キャラクターの声で返事が聞こえると、物語が生きているように感じる。',
      },
    ],
    fm: { title: 'ハルの真夜中ラジオ', description: '雨音とやさしいお話で、ぐっすり眠ろう。' },
  },
};

type Localized<T> = Record<SeedLocale, T>;

export interface SeedProduct {
  productId: string;
  storeProductId: string;
  kind: 'membership' | 'gems';
  tier: 'standard' | 'pro' | null;
  periodDays: number;
  gems: number;
  priceCents: number;
  originalPriceCents: number;
  requiredTier: 'none' | 'standard' | 'pro';
  dailyLimited: boolean;
  titles: Localized<string>;
  descriptions: Localized<string>;
  benefits: Localized<string[]>;
}

const standardBenefits: Localized<string[]> = {
  en: ['20 free gems every day', '300 bonus gems every month', 'Faster replies'],
  zh: ['每天领取 20 颗免费宝石', '每月额外 300 颗宝石', '回复更快'],
  es: ['20 gemas gratis cada día', '300 gemas extra cada mes', 'Respuestas más rápidas'],
  pt: ['20 gemas grátis todos os dias', '300 gemas bônus todo mês', 'Respostas mais rápidas'],
  ja: ['毎日20ジェムを無料で受け取り', '毎月300ボーナスジェム', '返信がもっと速く'],
};
const proBenefits: Localized<string[]> = {
  en: ['50 free gems every day', '800 bonus gems every month', 'Unlimited voice calls', 'Longer memory'],
  zh: ['每天领取 50 颗免费宝石', '每月额外 800 颗宝石', '语音通话不限次数', '更长的记忆'],
  es: ['50 gemas gratis cada día', '800 gemas extra cada mes', 'Llamadas de voz ilimitadas', 'Memoria más larga'],
  pt: ['50 gemas grátis todos os dias', '800 gemas bônus todo mês', 'Chamadas de voz ilimitadas', 'Memória mais longa'],
  ja: ['毎日50ジェムを無料で受け取り', '毎月800ボーナスジェム', 'ボイス通話が無制限', 'より長い記憶'],
};
const standardTitle: Localized<string> = {
  en: 'Standard',
  zh: '标准会员',
  es: 'Estándar',
  pt: 'Padrão',
  ja: 'スタンダード',
};
const proTitle: Localized<string> = { en: 'Pro', zh: 'Pro 会员', es: 'Pro', pt: 'Pro', ja: 'プロ' };
const monthly: Localized<string> = {
  en: 'Billed monthly',
  zh: '按月计费',
  es: 'Facturación mensual',
  pt: 'Cobrança mensal',
  ja: '毎月のお支払い',
};
const yearly: Localized<string> = {
  en: 'Billed yearly',
  zh: '按年计费',
  es: 'Facturación anual',
  pt: 'Cobrança anual',
  ja: '毎年のお支払い',
};

export const products: SeedProduct[] = [
  {
    productId: 'standard_monthly',
    storeProductId: 'talkie.standard.monthly',
    kind: 'membership',
    tier: 'standard',
    periodDays: 30,
    gems: 0,
    priceCents: 999,
    originalPriceCents: 999,
    requiredTier: 'none',
    dailyLimited: false,
    titles: standardTitle,
    descriptions: monthly,
    benefits: standardBenefits,
  },
  {
    productId: 'pro_monthly',
    storeProductId: 'talkie.pro.monthly',
    kind: 'membership',
    tier: 'pro',
    periodDays: 30,
    gems: 0,
    priceCents: 1999,
    originalPriceCents: 1999,
    requiredTier: 'none',
    dailyLimited: false,
    titles: proTitle,
    descriptions: monthly,
    benefits: proBenefits,
  },
  {
    productId: 'standard_yearly',
    storeProductId: 'talkie.standard.yearly',
    kind: 'membership',
    tier: 'standard',
    periodDays: 365,
    gems: 0,
    priceCents: 7999,
    originalPriceCents: 11988,
    requiredTier: 'none',
    dailyLimited: false,
    titles: standardTitle,
    descriptions: yearly,
    benefits: standardBenefits,
  },
  {
    productId: 'pro_yearly',
    storeProductId: 'talkie.pro.yearly',
    kind: 'membership',
    tier: 'pro',
    periodDays: 365,
    gems: 0,
    priceCents: 15999,
    originalPriceCents: 23988,
    requiredTier: 'none',
    dailyLimited: false,
    titles: proTitle,
    descriptions: yearly,
    benefits: proBenefits,
  },
  {
    productId: 'daily_deal_gems',
    storeProductId: 'talkie.gems.daily_deal',
    kind: 'gems',
    tier: null,
    periodDays: 0,
    gems: 600,
    priceCents: 299,
    originalPriceCents: 599,
    requiredTier: 'standard',
    dailyLimited: true,
    titles: {
      en: 'Daily limited discount',
      zh: '每日限时折扣',
      es: 'Descuento limitado del día',
      pt: 'Desconto limitado do dia',
      ja: '本日限定割引',
    },
    descriptions: {
      en: '600 gems at half price, once a day for members',
      zh: '会员每天限购一次：600 颗宝石半价',
      es: '600 gemas a mitad de precio, una vez al día para miembros',
      pt: '600 gemas pela metade do preço, uma vez por dia para membros',
      ja: 'メンバー限定、1日1回600ジェムが半額',
    },
    benefits: { en: ['600 gems'], zh: ['600 颗宝石'], es: ['600 gemas'], pt: ['600 gemas'], ja: ['600ジェム'] },
  },
];

/** Membership claim sizes (gems) per tier. */
export const claimGems = {
  daily: { standard: 20, pro: 50 },
  monthly: { standard: 300, pro: 800 },
} as const;

/** Gems for the inviter and for the friend who binds the code. */
export const inviteRewardGems = { invite: 100, welcome: 50 } as const;

/** Gems one card draw costs (record/draw_card). */
export const cardDrawCost = 30;
/** Cards a draw can give. */
export const drawableCards = [
  { name: 'Moonlit Promise', rarity: 'epic' },
  { name: 'Rainy Café', rarity: 'rare' },
  { name: 'First Snow', rarity: 'rare' },
  { name: 'Morning Walk', rarity: 'common' },
  { name: 'Lantern Festival', rarity: 'common' },
  { name: 'Starlit Rooftop', rarity: 'common' },
] as const;
