import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { StatusCode } from '../../src/api/contract/codes';
import { getWxUrlSignature } from '../../src/api/contract/activity';
import { config as clientConfig } from '../../src/platform/config';
import { wechatSignature } from '../../server/services/wechat';
import { startInProcess } from './support';

describe('WeChat JS-SDK signature', () => {
  // The ticket is the one printed in WeChat's JS-SDK documentation (appendix 1, signature algorithm).
  it("reproduces WeChat's documentation example", () => {
    expect(
      wechatSignature({
        jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        noncestr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('ignores the #fragment of the URL, as WeChat does', () => {
    const fields = { jsapiTicket: 't', noncestr: 'n', timestamp: 1, url: 'https://a.example/p?x=1' };
    expect(wechatSignature({ ...fields, url: `${fields.url}#/share` })).toBe(wechatSignature(fields));
  });

  describe('activity/get_wx_url_signature', () => {
    const t = startInProcess({ env: { TALKIE_WECHAT_JSAPI_TICKET: 'ticket-for-test' } });
    afterAll(() => t.close());

    it('answers a signature WeChat would accept for the page URL', async () => {
      const url = 'https://h5.talkie-ai.com/share/chat?chat_id=chat_en';
      const data = await t.client.call(getWxUrlSignature, { url: `${url}#frag`, wx_app_id: clientConfig.wechatAppId });
      const expected = createHash('sha1')
        .update(`jsapi_ticket=ticket-for-test&noncestr=${data.noncestr}&timestamp=${data.timestamp}&url=${url}`)
        .digest('hex');
      expect(data.signature).toBe(expected);
      expect(data.app_id).toBe(clientConfig.wechatAppId);
      expect(data.noncestr).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
    });

    it('gives a fresh nonce each time', async () => {
      const body = { url: 'https://h5.talkie-ai.com/', wx_app_id: clientConfig.wechatAppId };
      const [a, b] = await Promise.all([
        t.client.call(getWxUrlSignature, body),
        t.client.call(getWxUrlSignature, body),
      ]);
      expect(a.noncestr).not.toBe(b.noncestr);
    });

    it.each([
      ['javascript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['file:///etc/passwd'],
      ['ftp://talkie-ai.com/share'],
      ['https://talkie-ai.com.evil.com/share'],
      ['https://eviltalkie-ai.com/share'],
      ['https://talkie-ai.com@evil.com/'],
      ['https://user:pass@talkie-ai.com/share'],
      ['https://evil.com/?next=https://talkie-ai.com/'],
    ])('refuses to sign %s, naming the field', async (url) => {
      const answer = await t.client.raw(getWxUrlSignature.path, { url, wx_app_id: clientConfig.wechatAppId });
      expect(answer.baseResp?.status_code).toBe(StatusCode.InvalidParam);
      expect(answer.baseResp?.status_msg).toMatch(/^invalid field "url"/);
    });

    it.each([
      ['https://talkie-ai.com/share/chat?chat_id=chat_en'],
      ['https://www.talkie-ai.com/invitation'],
      ['https://H5.Talkie-AI.com/share/post?post_id=post_en'],
      ['http://localhost:5173/share/chat?chat_id=chat_en'],
      ['http://127.0.0.1:4173/invitation'],
    ])("signs the app's own page %s", async (url) => {
      expect(await t.client.statusOf(getWxUrlSignature, { url, wx_app_id: clientConfig.wechatAppId })).toBe(0);
    });
  });

  describe('signed hosts from TALKIE_WECHAT_SIGNED_HOSTS', () => {
    const t = startInProcess({ env: { TALKIE_WECHAT_SIGNED_HOSTS: 'm.example.cn, H5.Example.cn' } });
    afterAll(() => t.close());

    it('signs only the configured hosts', async () => {
      const sign = (url: string) => t.client.statusOf(getWxUrlSignature, { url, wx_app_id: clientConfig.wechatAppId });
      expect(await sign('https://h5.example.cn/share')).toBe(0);
      expect(await sign('https://m.example.cn/share')).toBe(0);
      expect(await sign('https://talkie-ai.com/share')).toBe(StatusCode.InvalidParam);
    });
  });
});
