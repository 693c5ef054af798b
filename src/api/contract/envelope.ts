import * as v from 'valibot';

/** Every answer of the Weaver API: `{ base_resp: { status_code, status_msg }, ...data }`. */
export interface BaseResp {
  status_code: number;
  status_msg: string;
}

export const BaseRespSchema = v.object({
  status_code: v.number(),
  status_msg: v.string(),
});

export const envelopeSchema = <TEntries extends v.ObjectEntries>(entries: TEntries) =>
  v.object({ base_resp: BaseRespSchema, ...entries });

export const OK: BaseResp = { status_code: 0, status_msg: 'success' };
