/**
 * Help center content in the five languages (seeded into help_categories and help_questions).
 * Ids are stable (SeedIds.help); a question's answer is a list of rich-text blocks.
 */
import type { HelpBlock } from '../../src/api/contract/help';
import type { SeedLocale } from './ids';

interface Question {
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly HelpBlock[];
}
interface Category {
  readonly id: string;
  readonly title: string;
  readonly questions: readonly Question[];
}

const FEEDBACK = '/feedback';
const SHOT = '/weaver/media/image/help_settings.svg';

export const helpContent: Readonly<Record<SeedLocale, readonly Category[]>> = {
  en: [
    {
      id: '1',
      title: 'Account and login',
      questions: [
        {
          id: '11',
          title: 'How do I change my nickname?',
          blocks: [
            {
              type: 'p',
              text: 'Open Me, tap your avatar, then tap the nickname and type the new one. A nickname has up to 25 characters.',
            },
            { type: 'img', src: SHOT, alt: 'The profile settings screen' },
          ],
        },
        {
          id: '12',
          title: 'How do I delete my account?',
          blocks: [
            { type: 'p', text: 'Deletion is processed within 7 days; after that the account is deleted for good.' },
            {
              type: 'ul',
              items: [
                'Your characters, chats and memories are deleted.',
                'Gems and purchase records are not refunded.',
                'Store subscriptions are billed by Apple or Google until you cancel them there.',
              ],
            },
            { type: 'link', text: 'Request account deletion', href: '/app/delete' },
          ],
        },
      ],
    },
    {
      id: '2',
      title: 'Characters and chats',
      questions: [
        {
          id: '21',
          title: 'Someone copied my character',
          blocks: [
            {
              type: 'p',
              text: 'Send us the share link of the copy and your evidence; we answer within 1-2 business days in your message notifications.',
            },
            { type: 'link', text: 'Report plagiarism', href: '/report' },
          ],
        },
        {
          id: '22',
          title: 'Why was my content removed?',
          blocks: [
            { type: 'p', text: 'Content that breaks the community covenant is removed. If you think we got it wrong:' },
            {
              type: 'ol',
              items: [
                'Open the appeal page.',
                'Choose what was removed and describe why it follows the rules.',
                'Add screenshots if you have them.',
              ],
            },
            { type: 'link', text: 'Appeal a decision', href: '/appeal' },
          ],
        },
      ],
    },
    {
      id: '3',
      title: 'Gems and membership',
      questions: [
        {
          id: '31',
          title: 'When do gems expire?',
          blocks: [
            { type: 'p', text: 'Gems expire 180 days after they were granted. The oldest gems are spent first.' },
          ],
        },
        {
          id: '32',
          title: 'I paid but got nothing',
          blocks: [
            {
              type: 'p',
              text: 'Purchases are confirmed by the store, which can take a few minutes. If nothing arrives, send us feedback with the order receipt.',
            },
            { type: 'link', text: 'Contact support', href: FEEDBACK },
          ],
        },
      ],
    },
  ],
  zh: [
    {
      id: '1',
      title: '账号与登录',
      questions: [
        {
          id: '11',
          title: '如何修改昵称？',
          blocks: [
            { type: 'p', text: '打开“我的”，点击头像，再点击昵称并输入新昵称。昵称最多 25 个字符。' },
            { type: 'img', src: SHOT, alt: '个人资料设置页面' },
          ],
        },
        {
          id: '12',
          title: '如何注销账号？',
          blocks: [
            { type: 'p', text: '注销申请将在 7 天内处理，之后账号将被永久删除。' },
            {
              type: 'ul',
              items: [
                '你的角色、聊天和记忆将被删除。',
                '钻石和购买记录不予退还。',
                '商店订阅由 Apple 或 Google 继续扣费，直到你在那里取消。',
              ],
            },
            { type: 'link', text: '申请注销账号', href: '/app/delete' },
          ],
        },
      ],
    },
    {
      id: '2',
      title: '角色与聊天',
      questions: [
        {
          id: '21',
          title: '有人抄袭了我的角色',
          blocks: [
            { type: 'p', text: '请发送抄袭角色的分享链接和证据；我们会在 1-2 个工作日内通过消息通知答复。' },
            { type: 'link', text: '举报抄袭', href: '/report' },
          ],
        },
        {
          id: '22',
          title: '为什么我的内容被删除了？',
          blocks: [
            { type: 'p', text: '违反社区公约的内容会被删除。如果你认为我们判断有误：' },
            { type: 'ol', items: ['打开申诉页面。', '选择被删除的内容并说明它为何符合规则。', '如有截图请一并添加。'] },
            { type: 'link', text: '提出申诉', href: '/appeal' },
          ],
        },
      ],
    },
    {
      id: '3',
      title: '钻石与会员',
      questions: [
        {
          id: '31',
          title: '钻石什么时候过期？',
          blocks: [{ type: 'p', text: '钻石在发放 180 天后过期，最早获得的钻石会先被使用。' }],
        },
        {
          id: '32',
          title: '我付款了但没有到账',
          blocks: [
            { type: 'p', text: '购买需要商店确认，可能需要几分钟。如果仍未到账，请附上订单凭证向我们反馈。' },
            { type: 'link', text: '联系客服', href: FEEDBACK },
          ],
        },
      ],
    },
  ],
  es: [
    {
      id: '1',
      title: 'Cuenta e inicio de sesión',
      questions: [
        {
          id: '11',
          title: '¿Cómo cambio mi apodo?',
          blocks: [
            {
              type: 'p',
              text: 'Abre Yo, toca tu avatar, luego el apodo y escribe el nuevo. Un apodo tiene hasta 25 caracteres.',
            },
            { type: 'img', src: SHOT, alt: 'La pantalla de ajustes del perfil' },
          ],
        },
        {
          id: '12',
          title: '¿Cómo elimino mi cuenta?',
          blocks: [
            { type: 'p', text: 'La eliminación se procesa en 7 días; después la cuenta se elimina para siempre.' },
            {
              type: 'ul',
              items: [
                'Se eliminan tus personajes, chats y recuerdos.',
                'Las gemas y los registros de compra no se reembolsan.',
                'Apple o Google siguen cobrando las suscripciones hasta que las canceles allí.',
              ],
            },
            { type: 'link', text: 'Solicitar la eliminación de la cuenta', href: '/app/delete' },
          ],
        },
      ],
    },
    {
      id: '2',
      title: 'Personajes y chats',
      questions: [
        {
          id: '21',
          title: 'Alguien copió mi personaje',
          blocks: [
            {
              type: 'p',
              text: 'Envíanos el enlace de la copia y tus pruebas; respondemos en 1-2 días hábiles en tus notificaciones.',
            },
            { type: 'link', text: 'Denunciar plagio', href: '/report' },
          ],
        },
        {
          id: '22',
          title: '¿Por qué se eliminó mi contenido?',
          blocks: [
            {
              type: 'p',
              text: 'Se elimina el contenido que incumple el pacto de la comunidad. Si crees que nos equivocamos:',
            },
            {
              type: 'ol',
              items: [
                'Abre la página de apelación.',
                'Elige lo que se eliminó y explica por qué cumple las normas.',
                'Añade capturas si las tienes.',
              ],
            },
            { type: 'link', text: 'Apelar una decisión', href: '/appeal' },
          ],
        },
      ],
    },
    {
      id: '3',
      title: 'Gemas y membresía',
      questions: [
        {
          id: '31',
          title: '¿Cuándo caducan las gemas?',
          blocks: [
            {
              type: 'p',
              text: 'Las gemas caducan 180 días después de recibirlas. Se gastan primero las más antiguas.',
            },
          ],
        },
        {
          id: '32',
          title: 'Pagué y no recibí nada',
          blocks: [
            {
              type: 'p',
              text: 'La tienda confirma las compras y puede tardar unos minutos. Si no llega nada, envíanos un comentario con el recibo.',
            },
            { type: 'link', text: 'Contactar con soporte', href: FEEDBACK },
          ],
        },
      ],
    },
  ],
  pt: [
    {
      id: '1',
      title: 'Conta e login',
      questions: [
        {
          id: '11',
          title: 'Como mudo meu apelido?',
          blocks: [
            {
              type: 'p',
              text: 'Abra Eu, toque no seu avatar, depois no apelido e digite o novo. Um apelido tem até 25 caracteres.',
            },
            { type: 'img', src: SHOT, alt: 'A tela de configurações do perfil' },
          ],
        },
        {
          id: '12',
          title: 'Como excluo minha conta?',
          blocks: [
            { type: 'p', text: 'A exclusão é processada em 7 dias; depois disso a conta é excluída para sempre.' },
            {
              type: 'ul',
              items: [
                'Seus personagens, conversas e memórias são excluídos.',
                'Gemas e registros de compra não são reembolsados.',
                'Apple ou Google continuam cobrando as assinaturas até você cancelá-las lá.',
              ],
            },
            { type: 'link', text: 'Pedir a exclusão da conta', href: '/app/delete' },
          ],
        },
      ],
    },
    {
      id: '2',
      title: 'Personagens e conversas',
      questions: [
        {
          id: '21',
          title: 'Alguém copiou meu personagem',
          blocks: [
            {
              type: 'p',
              text: 'Envie o link da cópia e suas provas; respondemos em 1-2 dias úteis nas suas notificações.',
            },
            { type: 'link', text: 'Denunciar plágio', href: '/report' },
          ],
        },
        {
          id: '22',
          title: 'Por que meu conteúdo foi removido?',
          blocks: [
            { type: 'p', text: 'Conteúdo que viola o pacto da comunidade é removido. Se achar que erramos:' },
            {
              type: 'ol',
              items: [
                'Abra a página de recurso.',
                'Escolha o que foi removido e explique por que segue as regras.',
                'Adicione capturas se tiver.',
              ],
            },
            { type: 'link', text: 'Recorrer de uma decisão', href: '/appeal' },
          ],
        },
      ],
    },
    {
      id: '3',
      title: 'Gemas e assinatura',
      questions: [
        {
          id: '31',
          title: 'Quando as gemas expiram?',
          blocks: [
            { type: 'p', text: 'As gemas expiram 180 dias depois de recebidas. As mais antigas são gastas primeiro.' },
          ],
        },
        {
          id: '32',
          title: 'Paguei e não recebi nada',
          blocks: [
            {
              type: 'p',
              text: 'A loja confirma as compras, o que pode levar alguns minutos. Se nada chegar, envie um feedback com o recibo.',
            },
            { type: 'link', text: 'Falar com o suporte', href: FEEDBACK },
          ],
        },
      ],
    },
  ],
  ja: [
    {
      id: '1',
      title: 'アカウントとログイン',
      questions: [
        {
          id: '11',
          title: 'ニックネームを変更するには？',
          blocks: [
            {
              type: 'p',
              text: '「マイページ」でアバターをタップし、ニックネームをタップして新しい名前を入力します。ニックネームは最大25文字です。',
            },
            { type: 'img', src: SHOT, alt: 'プロフィール設定画面' },
          ],
        },
        {
          id: '12',
          title: 'アカウントを削除するには？',
          blocks: [
            { type: 'p', text: '削除は7日以内に処理され、その後アカウントは完全に削除されます。' },
            {
              type: 'ul',
              items: [
                'キャラクター、チャット、メモリーは削除されます。',
                'ジェムと購入記録は返金されません。',
                'ストアのサブスクリプションは、そこで解約するまで Apple または Google から請求されます。',
              ],
            },
            { type: 'link', text: 'アカウント削除を申請する', href: '/app/delete' },
          ],
        },
      ],
    },
    {
      id: '2',
      title: 'キャラクターとチャット',
      questions: [
        {
          id: '21',
          title: 'キャラクターを盗用された',
          blocks: [
            {
              type: 'p',
              text: '盗用したキャラクターの共有リンクと証拠を送ってください。1〜2営業日以内にメッセージ通知でお知らせします。',
            },
            { type: 'link', text: '盗用を報告する', href: '/report' },
          ],
        },
        {
          id: '22',
          title: 'コンテンツが削除されたのはなぜ？',
          blocks: [
            { type: 'p', text: 'コミュニティ規約に違反するコンテンツは削除されます。判断に誤りがあると思う場合：' },
            {
              type: 'ol',
              items: [
                '申し立てページを開きます。',
                '削除されたものを選び、規約に沿っている理由を説明します。',
                'スクリーンショットがあれば追加します。',
              ],
            },
            { type: 'link', text: '判断に申し立てる', href: '/appeal' },
          ],
        },
      ],
    },
    {
      id: '3',
      title: 'ジェムとメンバーシップ',
      questions: [
        {
          id: '31',
          title: 'ジェムの有効期限は？',
          blocks: [{ type: 'p', text: 'ジェムは付与から180日後に失効します。古いジェムから先に使われます。' }],
        },
        {
          id: '32',
          title: '支払ったのに届かない',
          blocks: [
            {
              type: 'p',
              text: '購入はストアの確認が必要で、数分かかることがあります。届かない場合は、領収書を添えてフィードバックを送ってください。',
            },
            { type: 'link', text: 'サポートに連絡する', href: FEEDBACK },
          ],
        },
      ],
    },
  ],
};
